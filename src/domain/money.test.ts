import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { dec, formatDecimal, parseDecimal, roundYen } from './money';

describe('roundYen', () => {
  it.each([
    // amount, ROUND_DOWN (toward zero), ROUND_UP (away from zero), ROUND_HALF_UP (half away from zero)
    ['10.5', '10', '11', '11'],
    ['10.4', '10', '11', '10'],
    ['10.49999', '10', '11', '10'],
    ['-10.5', '-10', '-11', '-11'],
    ['-10.4', '-10', '-11', '-10'],
    ['7', '7', '7', '7'],
    ['0.1', '0', '1', '0'],
  ])('%s → down %s, up %s, half-up %s', (amount, down, up, halfUp) => {
    expect(formatDecimal(roundYen(dec(amount), 'ROUND_DOWN'))).toBe(down);
    expect(formatDecimal(roundYen(dec(amount), 'ROUND_UP'))).toBe(up);
    expect(formatDecimal(roundYen(dec(amount), 'ROUND_HALF_UP'))).toBe(halfUp);
  });
  it('is symmetric: a credit mirrors its charge', () => {
    fc.assert(
      fc.property(
        fc.integer({ min: 0, max: 10 ** 9 }),
        fc.integer({ min: 0, max: 999 }),
        fc.constantFrom('ROUND_DOWN', 'ROUND_UP', 'ROUND_HALF_UP' as const),
        (whole, milli, mode) => {
          const x = dec(`${whole}.${String(milli).padStart(3, '0')}`);
          expect(roundYen(x.negated(), mode).equals(roundYen(x, mode).negated())).toBe(true);
        },
      ),
    );
  });
  it('never uses binary floats: 0.1 + 0.2 = 0.3 exactly', () => {
    expect(dec('0.1').plus('0.2').equals(dec('0.3'))).toBe(true);
  });
});

describe('parse/format', () => {
  it('formats plain decimal strings', () => {
    expect(formatDecimal(dec('1100.00'))).toBe('1100');
    expect(formatDecimal(dec('12.50'))).toBe('12.5');
    expect(formatDecimal(dec('-0'))).toBe('0');
    expect(formatDecimal(dec('100000000000000000000000'))).toBe('100000000000000000000000');
  });
  it('parses strictly', () => {
    expect(parseDecimal('12.5')?.toFixed()).toBe('12.5');
    expect(parseDecimal('1e5')).toBeNull();
    expect(parseDecimal('NaN')).toBeNull();
    expect(parseDecimal('')).toBeNull();
  });
});
