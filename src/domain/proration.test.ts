import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { addDays, daysInclusive } from './calendar';
import { dec } from './money';
import { expandPeriods } from './periods';
import { prorate } from './proration';
import { DAILY, FULL, d, fixed, flat, perUnit, term } from './testing/fixtures';

const april = expandPeriods({ start: d('2024-04-01'), end: d('2024-04-30'), cycleMonths: 1 }).periods[0];
if (!april) throw new Error('no April period');

describe('prorate: docs/billing.md "Proration" worked example', () => {
  it('1,000 yen/unit, 10 → 20 units effective 16 April: 10,000 + 10,000 × 15/30 = 15,000', () => {
    const result = prorate({
      period: april,
      terms: [term('2024-04-01', '10', perUnit('1000')), term('2024-04-16', '20', perUnit('1000'), DAILY)],
      startDailyRate: DAILY,
      endDailyRate: DAILY,
      rounding: 'ROUND_DOWN',
    });
    expect(result.subtotal.toFixed()).toBe('15000');
    expect(result.quantity.toFixed()).toBe('20');
    expect(result.unitPrice.toFixed()).toBe('1000');
  });
  it('the same change with FULL_PRICE: 10,000 + 10,000 × 1 = 20,000; FIXED_RATE 0.25: 10,000 + 2,500 = 12,500', () => {
    const terms = (rate: typeof DAILY) => [term('2024-04-01', '10', perUnit('1000')), term('2024-04-16', '20', perUnit('1000'), rate)];
    expect(
      prorate({ period: april, terms: terms(FULL), startDailyRate: DAILY, endDailyRate: DAILY, rounding: 'ROUND_DOWN' }).subtotal.toFixed(),
    ).toBe('20000');
    expect(
      prorate({
        period: april,
        terms: terms(fixed('0.25')),
        startDailyRate: DAILY,
        endDailyRate: DAILY,
        rounding: 'ROUND_DOWN',
      }).subtotal.toFixed(),
    ).toBe('12500');
  });
  it('a decrease credits the rest of the period: 20 → 5 units from 21 April: 20,000 − 15,000 × 10/30 = 15,000', () => {
    const result = prorate({
      period: april,
      terms: [term('2024-04-01', '20', perUnit('1000')), term('2024-04-21', '5', perUnit('1000'))],
      startDailyRate: DAILY,
      endDailyRate: DAILY,
      rounding: 'ROUND_DOWN',
    });
    expect(result.subtotal.toFixed()).toBe('15000');
  });
  it('start inside and a change inside: 3,000 × 20/30 + (6,000 − 3,000) × 10/30 = 2,000 + 1,000 = 3,000', () => {
    const period = expandPeriods({ start: d('2024-04-11'), end: d('2024-06-30'), cycleMonths: 1 }).periods[0];
    if (!period) throw new Error('no period');
    const result = prorate({
      period,
      terms: [term('2024-04-11', '3', perUnit('1000')), term('2024-04-21', '6', perUnit('1000'))],
      startDailyRate: DAILY,
      endDailyRate: DAILY,
      rounding: 'ROUND_DOWN',
    });
    expect(result.subtotal.toFixed()).toBe('3000');
  });
  it('stays exact before rounding: 31,000 × 13/31 = 13,000, not 12,999', () => {
    const period = expandPeriods({ start: d('2024-01-19'), end: d('2024-12-31'), cycleMonths: 1 }).periods[0];
    if (!period) throw new Error('no period');
    const result = prorate({
      period,
      terms: [term('2024-01-19', '1', flat('31000'))],
      startDailyRate: DAILY,
      endDailyRate: DAILY,
      rounding: 'ROUND_DOWN',
    });
    expect(result.amount.toFixed()).toBe('13000');
    expect(result.subtotal.toFixed()).toBe('13000');
  });
  it('rounds the line by the charge item rounding: 1,000 × 10/31 = 322.58', () => {
    const period = expandPeriods({ start: d('2024-01-22'), end: d('2024-12-31'), cycleMonths: 1 }).periods[0];
    if (!period) throw new Error('no period');
    const at = (rounding: 'ROUND_DOWN' | 'ROUND_UP' | 'ROUND_HALF_UP') =>
      prorate({
        period,
        terms: [term('2024-01-22', '1', flat('1000'))],
        startDailyRate: DAILY,
        endDailyRate: DAILY,
        rounding,
      }).subtotal.toFixed();
    expect([at('ROUND_DOWN'), at('ROUND_UP'), at('ROUND_HALF_UP')]).toEqual(['322', '323', '323']);
  });
  it('starts and ends inside one period: startDailyRate decides (5 days of April at DAILY_RATE = 30,000 × 5/30 = 5,000)', () => {
    const period = expandPeriods({ start: d('2024-04-11'), end: d('2024-04-15'), cycleMonths: 1 }).periods[0];
    if (!period) throw new Error('no period');
    expect(
      prorate({
        period,
        terms: [term('2024-04-11', '1', flat('30000'))],
        startDailyRate: DAILY,
        endDailyRate: FULL,
        rounding: 'ROUND_DOWN',
      }).subtotal.toFixed(),
    ).toBe('5000');
    expect(
      prorate({
        period,
        terms: [term('2024-04-11', '1', flat('30000'))],
        startDailyRate: FULL,
        endDailyRate: DAILY,
        rounding: 'ROUND_DOWN',
      }).subtotal.toFixed(),
    ).toBe('30000');
  });
});

describe('prorate properties', () => {
  it('daily-rate pieces of a period sum to the full amount within rounding (1 yen per piece)', () => {
    fc.assert(
      fc.property(
        fc.integer({ min: 0, max: 11 }),
        fc.integer({ min: 0, max: 30 }),
        fc.integer({ min: 1, max: 10 ** 7 }),
        fc.constantFrom(1, 3, 6, 12),
        (m, cut, price, cycle) => {
          const start = d(`2024-${String(m + 1).padStart(2, '0')}-01`);
          const { periods } = expandPeriods({ start, end: d('2030-12-31'), cycleMonths: cycle });
          const full = periods[0];
          if (!full) throw new Error('no period');
          const split = addDays(full.start, Math.min(cut, daysInclusive(full.start, full.end) - 2));
          const terms = [term('2024-01-01', '1', flat(String(price)))];
          const first = { ...full, end: split };
          const second = { ...full, start: addDays(split, 1) };
          const a = prorate({ period: first, terms, startDailyRate: DAILY, endDailyRate: DAILY, rounding: 'ROUND_DOWN' });
          const b = prorate({ period: second, terms, startDailyRate: DAILY, endDailyRate: DAILY, rounding: 'ROUND_DOWN' });
          // unrounded pieces agree with P to 40 significant digits
          expect(a.amount.plus(b.amount).minus(price).abs().lessThan(dec('1e-25'))).toBe(true);
          const rounded = a.subtotal.plus(b.subtotal);
          expect(rounded.lessThanOrEqualTo(price) && rounded.greaterThanOrEqualTo(price - 1)).toBe(true);
        },
      ),
    );
  });
});
