import { describe, expect, it } from 'vitest';
import { monthlyOptionIn, monthlyOptionOut, rateIn, rateTypeWire, roundingWire } from './wire';

describe('wire enums', () => {
  it('maps prefixed names both ways and refuses UNSPECIFIED and unknown values', () => {
    expect(roundingWire.from('ROUNDING_ROUND_HALF_UP')).toBe('ROUND_HALF_UP');
    expect(roundingWire.from('ROUNDING_UNSPECIFIED')).toBeNull();
    expect(roundingWire.from('ROUND_DOWN')).toBeNull();
    expect(roundingWire.to('ROUND_UP')).toBe('ROUNDING_ROUND_UP');
    expect(rateTypeWire.from('TYPE_DAILY_RATE')).toBe('DAILY_RATE');
    expect(rateTypeWire.to('FIXED_RATE')).toBe('TYPE_FIXED_RATE');
  });
  it('monthly options', () => {
    expect(monthlyOptionIn('MONTHLY_OPTION_DAY_31')).toBe('DAY_31');
    // The first day of the month is stored as DAY_1 (the same day), as catalog items have always stored it.
    expect(monthlyOptionIn('MONTHLY_OPTION_FIRST_DAY_OF_MONTH')).toBe('DAY_1');
    expect(monthlyOptionIn('MONTHLY_OPTION_LAST_DAY_OF_MONTH')).toBe('LAST_DAY');
    expect(monthlyOptionIn('MONTHLY_OPTION_UNSPECIFIED')).toBeNull();
    expect(monthlyOptionOut('LAST_DAY')).toBe('MONTHLY_OPTION_LAST_DAY_OF_MONTH');
    expect(monthlyOptionOut('DAY_5')).toBe('MONTHLY_OPTION_DAY_5');
    expect(monthlyOptionOut('FIRST_DAY')).toBe('MONTHLY_OPTION_DAY_1');
  });
  it('proration rates: one rule for catalog items, amendments and what-ifs', () => {
    expect(rateIn(undefined, 'r')).toEqual({ type: 'DAILY_RATE', fixedRateValue: '0' });
    expect(rateIn({ type: 'TYPE_FULL_PRICE' }, 'r')).toEqual({ type: 'FULL_PRICE', fixedRateValue: '0' });
    expect(rateIn({ type: 'TYPE_FIXED_RATE', fixedRateValue: '0.50' }, 'r')).toEqual({ type: 'FIXED_RATE', fixedRateValue: '0.5' });
    expect(() => rateIn({ type: 'TYPE_DAILY_RATE', fixedRateValue: '0.5' }, 'r')).toThrow('r.fixedRateValue');
    expect(() => rateIn({ type: 'TYPE_FIXED_RATE', fixedRateValue: '1.5' }, 'r')).toThrow('r.fixedRateValue');
  });
});
