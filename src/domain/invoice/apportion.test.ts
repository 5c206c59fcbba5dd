import { describe, expect, it } from 'vitest';
import fc from 'fast-check';
import { dec, type Decimal } from '../money';
import { apportion } from './apportion';

const texts = (xs: Decimal[]) => xs.map((x) => x.toString());

describe('apportion (largest remainder)', () => {
  it('¥31 over three equal billings: 11/10/10, the tie to the earliest', () => {
    // exact shares 31 × 105/315 = 10.333… each; floors 10+10+10 = 30; the 1 yen left goes to the first
    expect(texts(apportion(dec(31), [dec(105), dec(105), dec(105)]))).toEqual(['11', '10', '10']);
  });

  it('gives the left-over yen to the largest remainders', () => {
    // 100 × (1/6, 2/6, 3/6) = 16.67, 33.33, 50 → floors 16, 33, 50 = 99; 1 yen to the largest remainder (.67)
    expect(texts(apportion(dec(100), [dec(1), dec(2), dec(3)]))).toEqual(['17', '33', '50']);
  });

  it('works with a credit among the billings', () => {
    // weights 2000, -1000 (sum 1000), tax 100: exact 200 and -100
    expect(texts(apportion(dec(100), [dec(2000), dec(-1000)]))).toEqual(['200', '-100']);
  });

  it('amounts that cancel out carry no tax', () => {
    expect(texts(apportion(dec(0), [dec(500), dec(-500)]))).toEqual(['0', '0']);
  });

  it('property: shares are whole yen, sum to the total, and each is within a yen of its exact share (fixed seed)', () => {
    fc.assert(
      fc.property(
        fc.array(fc.integer({ min: -50_000, max: 200_000 }), { minLength: 1, maxLength: 12 }),
        fc.constantFrom(8, 10),
        (amounts, rate) => {
          const weights = amounts.map((a) => dec(a));
          const sum = weights.reduce((a, w) => a.plus(w), dec(0));
          const total = sum.times(rate).dividedBy(100).toDecimalPlaces(0, 1);
          const shares = apportion(total, weights);
          expect(shares.reduce((a, s) => a.plus(s), dec(0)).equals(total)).toBe(true);
          for (const [i, s] of shares.entries()) {
            expect(s.isInteger()).toBe(true);
            if (!sum.isZero()) expect(s.minus(total.times(weights[i]!).dividedBy(sum)).abs().lessThan(1)).toBe(true);
          }
        },
      ),
      { seed: 2601, numRuns: 2000 },
    );
  });
});
