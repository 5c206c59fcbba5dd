import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { dec } from './money';
import { computeTax } from './tax';

describe('computeTax (docs/billing.md "Billings and tax")', () => {
  it('rounds once per rate, never per line', () => {
    // three 10 % lines of 333: per line 33.3 → 33 each = 99; per rate 999 × 10 % = 99.9 → 99
    // one 8 % line of 1,001: 80.08 → 80. Subtotal 999 + 1,001 = 2,000; tax 99 + 80 = 179; total 2,179.
    const summary = computeTax({
      lines: [
        { subtotal: '333', taxPercentage: '10' },
        { subtotal: '333', taxPercentage: '10' },
        { subtotal: '333', taxPercentage: '10' },
        { subtotal: '1001', taxPercentage: '8' },
      ],
    });
    expect(summary.byRate.map((r) => [r.taxPercentage.toFixed(), r.taxableAmount.toFixed(), r.tax.toFixed()])).toEqual([
      ['10', '999', '99'],
      ['8', '1001', '80'],
    ]);
    expect([summary.subtotal.toFixed(), summary.tax.toFixed(), summary.total.toFixed()]).toEqual(['2000', '179', '2179']);
  });
  it('two 10 % lines of 15: per rate 30 × 10 % = 3, where per line would give 1 + 1 = 2', () => {
    expect(
      computeTax({
        lines: [
          { subtotal: '15', taxPercentage: '10' },
          { subtotal: '15', taxPercentage: '10' },
        ],
      }).tax.toFixed(),
    ).toBe('3');
  });
  it('uses the provider rounding: 1,005 × 10 % = 100.5 → down 100, up 101, half-up 101', () => {
    const lines = [{ subtotal: '1005', taxPercentage: '10' }];
    expect(computeTax({ lines, taxRounding: 'ROUND_DOWN' }).tax.toFixed()).toBe('100');
    expect(computeTax({ lines, taxRounding: 'ROUND_UP' }).tax.toFixed()).toBe('101');
    expect(computeTax({ lines, taxRounding: 'ROUND_HALF_UP' }).tax.toFixed()).toBe('101');
  });
  it('credits mirror charges: −1,005 at 10 % → −100 (down)', () => {
    expect(computeTax({ lines: [{ subtotal: '-1005', taxPercentage: '10' }] }).tax.toFixed()).toBe('-100');
  });
  it('never differs from the per-rate formula', () => {
    const line = fc.record({ subtotal: fc.integer({ min: -(10 ** 7), max: 10 ** 7 }), taxPercentage: fc.constantFrom(0, 8, 10) });
    fc.assert(
      fc.property(fc.array(line, { maxLength: 30 }), (lines) => {
        const summary = computeTax({ lines, taxRounding: 'ROUND_DOWN' });
        let expected = 0;
        for (const rate of [0, 8, 10]) {
          const sum = lines.filter((l) => l.taxPercentage === rate).reduce((acc, l) => acc + l.subtotal, 0);
          expected += Math.trunc((sum * rate) / 100); // integers well below 2^53: exact here
        }
        expect(summary.tax.toNumber()).toBe(expected);
        expect(summary.total.equals(dec(lines.reduce((a, l) => a + l.subtotal, 0)).plus(expected))).toBe(true);
      }),
    );
  });
});
