import { describe, expect, it } from 'vitest';
import { DEFAULT_DUE_TIMING, type Timing, applyTiming, billingDateFor, dueDateFor } from './timing';
import { d } from './testing/fixtures';

const monthly = (value: number, monthlyOption: Timing['monthlyOption']): Timing => ({ value, unit: 'UNIT_MONTHLY', monthlyOption });

describe('applyTiming (docs/billing.md "Billing dates and due dates")', () => {
  it('UNIT_MONTHLY: the option day of the month value months after the reference month', () => {
    // in advance: April period billed on 25 March
    expect(applyTiming({ from: d('2024-04-01'), timing: monthly(-1, 'DAY_25') })).toBe('2024-03-25');
    // in arrears: April period billed on 1 May
    expect(applyTiming({ from: d('2024-04-16'), timing: monthly(1, 'FIRST_DAY') })).toBe('2024-05-01');
    // same month, last day: April → 30 April
    expect(applyTiming({ from: d('2024-04-16'), timing: monthly(0, 'LAST_DAY') })).toBe('2024-04-30');
    // DAY_31 in February clamps: 29 Feb 2024, 28 Feb 2023
    expect(applyTiming({ from: d('2024-01-31'), timing: monthly(1, 'DAY_31') })).toBe('2024-02-29');
    expect(applyTiming({ from: d('2023-01-31'), timing: monthly(1, 'DAY_31') })).toBe('2023-02-28');
    // the month is counted from the month start: 31 Jan + 1 month is February, never March
    expect(applyTiming({ from: d('2024-01-31'), timing: monthly(1, 'DAY_1') })).toBe('2024-02-01');
  });
  it('UNIT_DAILY: reference day + value days', () => {
    expect(applyTiming({ from: d('2024-04-16'), timing: { value: 10, unit: 'UNIT_DAILY', monthlyOption: 'FIRST_DAY' } })).toBe(
      '2024-04-26',
    );
    expect(applyTiming({ from: d('2024-03-01'), timing: { value: -1, unit: 'UNIT_DAILY', monthlyOption: 'FIRST_DAY' } })).toBe(
      '2024-02-29',
    );
  });
  it('default due date: end of the month after billing (月末締め翌月末払い)', () => {
    expect(dueDateFor({ billingDate: d('2024-01-31'), timing: DEFAULT_DUE_TIMING })).toBe('2024-02-29');
    expect(dueDateFor({ billingDate: d('2024-12-01'), timing: DEFAULT_DUE_TIMING })).toBe('2025-01-31');
  });
  it('a due date is never before its billing date: {0, DAY_10} from the 25th is due the same day, from the 5th on the 10th', () => {
    expect(dueDateFor({ billingDate: d('2032-03-25'), timing: monthly(0, 'DAY_10') })).toBe('2032-03-25');
    expect(dueDateFor({ billingDate: d('2032-03-05'), timing: monthly(0, 'DAY_10') })).toBe('2032-03-10');
  });
});

describe('billingDateFor', () => {
  it('bills usage only after its period', () => {
    // nominal 1 April (in advance) but the April usage period ends 30 April → 1 May
    expect(
      billingDateFor({
        periodStart: d('2024-04-01'),
        periodEnd: d('2024-04-30'),
        timing: monthly(0, 'FIRST_DAY'),
        isUsage: true,
        knownOn: d('2024-01-01'),
      }),
    ).toBe('2024-05-01');
  });
  it('takes the day a line became known when the nominal date had passed', () => {
    // nominal 1 March; contract confirmed on 10 April → 10 April
    expect(
      billingDateFor({
        periodStart: d('2024-03-01'),
        periodEnd: d('2024-03-31'),
        timing: monthly(0, 'FIRST_DAY'),
        isUsage: false,
        knownOn: d('2024-04-10'),
      }),
    ).toBe('2024-04-10');
    // nominal 1 May is still ahead → stays
    expect(
      billingDateFor({
        periodStart: d('2024-05-01'),
        periodEnd: d('2024-05-31'),
        timing: monthly(0, 'FIRST_DAY'),
        isUsage: false,
        knownOn: d('2024-04-10'),
      }),
    ).toBe('2024-05-01');
  });
});
