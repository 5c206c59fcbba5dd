import { describe, expect, it } from 'vitest';
import { autoRenewalTypeWire, monthlyOptionFromWire, monthlyOptionToWire, pricingModelWire, rateTypeWire, roundingWire } from './wire';

describe('wire enums', () => {
  it('maps prefixed names both ways and refuses UNSPECIFIED and unknown values', () => {
    expect(pricingModelWire.from('TYPE_FLAT_FEE')).toBe('FLAT_FEE');
    expect(pricingModelWire.from('TYPE_UNSPECIFIED')).toBeNull();
    expect(pricingModelWire.to('TIERED')).toBe('TYPE_TIERED');
    expect(roundingWire.from('ROUNDING_ROUND_HALF_UP')).toBe('ROUND_HALF_UP');
    expect(roundingWire.from('ROUND_DOWN')).toBeNull();
    expect(rateTypeWire.from('TYPE_DAILY_RATE')).toBe('DAILY_RATE');
    expect(autoRenewalTypeWire.from('TYPE_ENABLED')).toBe('ENABLED');
  });
  it('monthly options', () => {
    expect(monthlyOptionFromWire('MONTHLY_OPTION_DAY_31')).toBe('DAY_31');
    expect(monthlyOptionFromWire('MONTHLY_OPTION_DAY_32')).toBeNull();
    expect(monthlyOptionFromWire('MONTHLY_OPTION_FIRST_DAY_OF_MONTH')).toBe('FIRST_DAY');
    expect(monthlyOptionFromWire('MONTHLY_OPTION_LAST_DAY_OF_MONTH')).toBe('LAST_DAY');
    expect(monthlyOptionFromWire('MONTHLY_OPTION_UNSPECIFIED')).toBeNull();
    expect(monthlyOptionToWire('LAST_DAY')).toBe('MONTHLY_OPTION_LAST_DAY_OF_MONTH');
    expect(monthlyOptionToWire('DAY_5')).toBe('MONTHLY_OPTION_DAY_5');
  });
});
