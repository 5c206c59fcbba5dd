/**
 * Timings change from their effective date (docs/billing.md §5 "A change of timing"): periods
 * starting before it keep their timing, a period it splits is billed part by part, bill-all-at-once
 * terms by the timing of their first day.
 */
import { describe, expect, it } from 'vitest';
import type { ChargeSettingChange, ChargeItem } from '../contract/types';
import type { PricedTerm } from '../proration';
import type { Timing } from '../timing';
import { FULL, d, fixed, flat, perUnit, simpleContract, term } from '../testing/fixtures';
import { asExisting, diffLines } from './diff';
import { proposeLines } from './propose';
import type { BillingLine } from './types';

const view = (lines: readonly BillingLine[]) =>
  lines.map((l) => `${l.periodStart}..${l.periodEnd} ${l.subtotal.toFixed()} bill ${l.billingDate} due ${l.dueDate} ${l.name}`);
const lastDay = (value: number): Timing => ({ value, unit: 'UNIT_MONTHLY', monthlyOption: 'LAST_DAY' });
const firstDay = (value: number): Timing => ({ value, unit: 'UNIT_MONTHLY', monthlyOption: 'FIRST_DAY' });
const daily = (value: number): Timing => ({ value, unit: 'UNIT_DAILY', monthlyOption: 'FIRST_DAY' });
const known = { contract: d('2024-01-01') };

/** 3,100 a month from 1 April 2024, billed on the last day of the month, due end of next month; a new timing from `from`. */
function contract(from: string, charge: Partial<ChargeItem> = {}, terms: PricedTerm[] = [term('2024-04-01', '1', flat('3100'))]) {
  const settings: ChargeSettingChange[] = [
    { from: d('2024-04-01'), name: 'Fee', billingTiming: lastDay(0), billingDueTiming: lastDay(1) },
    { from: d(from), name: null, billingTiming: lastDay(-1), billingDueTiming: daily(10) },
  ];
  return simpleContract({
    start: '2024-04-01',
    end: '2025-03-31',
    charge: { name: 'Fee', terms, billingTiming: lastDay(-1), billingDueTiming: daily(10), settings, ...charge },
  });
}

describe('a change of timing', () => {
  it('from 1 July: May and June keep theirs (31 May due 30 June, 30 June due 31 July); July on 30 June due 10 July', () => {
    const { lines } = proposeLines({ contract: contract('2024-07-01'), knownOn: known });
    expect(view(lines.slice(1, 4))).toEqual([
      '2024-05-01..2024-05-31 3100 bill 2024-05-31 due 2024-06-30 Fee',
      '2024-06-01..2024-06-30 3100 bill 2024-06-30 due 2024-07-31 Fee',
      '2024-07-01..2024-07-31 3100 bill 2024-06-30 due 2024-07-10 Fee',
    ]);
  });

  it('from 16 June: June is billed in two parts, 3,100 × 15/30 = 1,550 each, each by the timing of its first day', () => {
    const { lines } = proposeLines({ contract: contract('2024-06-16'), knownOn: known });
    expect(view(lines.slice(2, 4))).toEqual([
      '2024-06-01..2024-06-15 1550 bill 2024-06-30 due 2024-07-31 Fee',
      '2024-06-16..2024-06-30 1550 bill 2024-05-31 due 2024-06-10 Fee',
    ]);
    expect(lines.slice(2, 4).map((l) => l.key)).toEqual([
      'ch1|2024-06-01|2024-06-30|RECURRING',
      'ch1|2024-06-01|2024-06-30|RECURRING|2024-06-16',
    ]);
  });

  it('parts of a period with a quantity change: each part its days at the prices in force, rounded so they add up to the period', () => {
    // 1,000 a unit, 3 units, 7 units from 11 June (daily rate), timing from 21 June. June (30 days)
    // = 3,000 + 4,000 × 20/30 = 5,666.67 → 5,666. Part 1–20 June: 3,000 × 20/30 + 4,000 × 10/30 =
    // 3,333.33 → 3,333; part 21–30 June: 5,666 − 3,333 = 2,333 (7,000 × 10/30 = 2,333.33).
    const doc = contract('2024-06-21', {}, [term('2024-04-01', '3', perUnit('1000')), term('2024-06-11', '7', perUnit('1000'))]);
    const june = proposeLines({ contract: doc, knownOn: known }).lines.filter(
      (l) => l.periodStart >= '2024-06-01' && l.periodEnd <= '2024-06-30',
    );
    expect(june.map((l) => `${l.periodStart}..${l.periodEnd} q=${l.quantity.toFixed()} ${l.subtotal.toFixed()}`)).toEqual([
      '2024-06-01..2024-06-20 q=7 3333',
      '2024-06-21..2024-06-30 q=7 2333',
    ]);
  });

  it('a full-price or fixed-rate share goes whole to the part its change falls in', () => {
    // 3 → 7 units from 11 June at full price (+4,000), fixed 0.5 from 25 June to 9 units (+1,000)
    const terms = [
      term('2024-04-01', '3', perUnit('1000')),
      term('2024-06-11', '7', perUnit('1000'), FULL),
      term('2024-06-25', '9', perUnit('1000'), fixed('0.5')),
    ];
    const june = proposeLines({ contract: contract('2024-06-21', {}, terms), knownOn: known }).lines.filter(
      (l) => l.periodStart >= '2024-06-01' && l.periodEnd <= '2024-06-30',
    );
    // part 1–20 June: 3,000 × 20/30 + 4,000 = 6,000; part 21–30 June: 3,000 × 10/30 + 1,000 = 2,000;
    // the whole June: 3,000 + 4,000 + 1,000 = 8,000
    expect(june.map((l) => l.subtotal.toFixed())).toEqual(['6000', '2000']);
  });

  it('bill all at once: every period of a term by the timing in force on the term’s first day', () => {
    // a three-month term renewed: April–June, July–September; new timing from 1 August (inside the second term)
    const doc = contract('2024-08-01', { billAllAtOnce: true });
    const item = doc.items[0]!;
    const renewed = { ...doc, items: [{ ...item, endDate: d('2024-09-30'), termStarts: [d('2024-04-01'), d('2024-07-01')] }] };
    const { lines } = proposeLines({ contract: renewed, knownOn: known });
    expect(lines.map((l) => `${l.periodStart} bill ${l.billingDate} due ${l.dueDate}`)).toEqual([
      '2024-04-01 bill 2024-04-30 due 2024-05-31',
      '2024-05-01 bill 2024-04-30 due 2024-05-31',
      '2024-06-01 bill 2024-04-30 due 2024-05-31',
      '2024-07-01 bill 2024-07-31 due 2024-08-31',
      '2024-08-01 bill 2024-07-31 due 2024-08-31',
      '2024-09-01 bill 2024-07-31 due 2024-08-31',
    ]);
    // a new timing from 1 July, the renewed term's first day: that term is billed on 30 June, due 10 July
    const fromJuly = contract('2024-07-01', { billAllAtOnce: true });
    const julyTerm = { ...fromJuly, items: [{ ...renewed.items[0]!, chargeItems: fromJuly.items[0]!.chargeItems }] };
    expect(
      proposeLines({ contract: julyTerm, knownOn: known })
        .lines.slice(3)
        .map((l) => `${l.billingDate} due ${l.dueDate}`),
    ).toEqual(['2024-06-30 due 2024-07-10', '2024-06-30 due 2024-07-10', '2024-06-30 due 2024-07-10']);
  });

  it('a usage period is billed whole, by the timing in force on its first day', () => {
    const doc = contract('2024-06-16', { usageUnitId: 'u1', billingTiming: firstDay(1) }, [
      term('2024-04-01', '0', { model: 'USAGE', price: '10', tiers: [] }),
    ]);
    const usage = [{ chargeItemId: 'ch1', date: d('2024-06-20'), quantity: '7', recordedOn: d('2024-06-20') }];
    const june = proposeLines({ contract: doc, knownOn: known, usage }).lines.find((l) => l.periodStart === '2024-06-01');
    // old timing (end of the month, due end of next): 30 June, but usage is billed after the period: 1 July
    expect(june && `${june.periodStart}..${june.periodEnd} ${june.subtotal.toFixed()} bill ${june.billingDate} due ${june.dueDate}`).toBe(
      '2024-06-01..2024-06-30 70 bill 2024-07-01 due 2024-08-31',
    );
  });

  it('a period billed whole before the change became known: the first part is adjusted, the second billed by its own date', () => {
    const before = simpleContract({
      start: '2024-04-01',
      end: '2025-03-31',
      charge: { name: 'Fee', terms: [term('2024-04-01', '1', flat('3100'))], billingTiming: lastDay(0) },
    });
    const billed = diffLines({ proposal: proposeLines({ contract: before, knownOn: known }), existing: [], asOf: d('2024-06-30') });
    const after = proposeLines({ contract: contract('2024-06-16'), knownOn: { contract: d('2024-07-05') } });
    const lines = diffLines({ proposal: after, existing: asExisting(billed), asOf: d('2024-07-05') });
    // June had been billed 3,100 on 30 June: −1,550 for the first part, the second part 1,550, both
    // known 5 July; July (new timing: 30 June) too, due 10 days after
    expect(view(lines)).toEqual([
      '2024-06-01..2024-06-15 -1550 bill 2024-07-05 due 2024-08-31 Fee',
      '2024-06-16..2024-06-30 1550 bill 2024-07-05 due 2024-07-15 Fee',
      '2024-07-01..2024-07-31 3100 bill 2024-07-05 due 2024-07-15 Fee',
    ]);
  });

  it('the bill run proposes past a change that moves billing dates backwards (the horizon stops only once the timing is settled)', () => {
    // billed in arrears (+1 month, 1st) until June; from 1 July two months in advance: July on 1 May
    const settings: ChargeSettingChange[] = [
      { from: d('2024-04-01'), name: 'Fee', billingTiming: firstDay(1), billingDueTiming: lastDay(1) },
      { from: d('2024-07-01'), name: null, billingTiming: firstDay(-2), billingDueTiming: null },
    ];
    const doc = simpleContract({
      start: '2024-04-01',
      end: '2025-03-31',
      charge: { terms: [term('2024-04-01', '1', flat('3100'))], billingTiming: firstDay(-2), settings },
    });
    const asOf = d('2024-05-15');
    const run = proposeLines({ contract: doc, knownOn: known, horizon: { asOf, billedThrough: new Map() } });
    const due = (lines: readonly BillingLine[]) =>
      diffLines({ proposal: { ...run, lines: [...lines] }, existing: [], asOf }).map((l) => l.periodStart);
    // due on 15 May: April (1 May) and July (1 May); May (1 June) is the next due day
    expect(due(run.lines)).toEqual(['2024-04-01', '2024-07-01']);
    expect(due(proposeLines({ contract: doc, knownOn: known }).lines)).toEqual(due(run.lines));
  });
});
