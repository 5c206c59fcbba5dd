import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { dec } from './money';
import { type PricingTier, displayUnitPrice, normaliseTiers, pricePeriod, priceTiers } from './pricing';

// Tiers: 1–10 at 100 yen, 11–50 at 80 yen, 51+ at 50 yen
const TIERS: PricingTier[] = [
  { upperLimit: '10', fee: 'PER_UNIT', price: '100' },
  { upperLimit: '50', fee: 'PER_UNIT', price: '80' },
  { upperLimit: null, fee: 'PER_UNIT', price: '50' },
];

describe('pricePeriod', () => {
  it('FLAT_FEE ignores the quantity', () => {
    expect(pricePeriod({ pricing: { model: 'FLAT_FEE', price: '5000', tiers: [] }, quantity: '7' }).toFixed()).toBe('5000');
  });
  it('PER_UNIT multiplies', () => {
    // 1,000 × 12 = 12,000
    expect(pricePeriod({ pricing: { model: 'PER_UNIT', price: '1000', tiers: [] }, quantity: '12' }).toFixed()).toBe('12000');
  });
  it('USAGE with a price multiplies, with tiers is graduated', () => {
    // 2.5 × 1,234.5 = 3,086.25
    expect(pricePeriod({ pricing: { model: 'USAGE', price: '2.5', tiers: [] }, quantity: '1234.5' }).toFixed()).toBe('3086.25');
    // 10 × 100 + 5 × 80 = 1,400
    expect(pricePeriod({ pricing: { model: 'USAGE', price: '0', tiers: TIERS }, quantity: '15' }).toFixed()).toBe('1400');
  });
  it('VOLUME prices every unit at the tier q falls in (upper limits inclusive)', () => {
    expect(priceTiers({ tiers: TIERS, quantity: 10, mode: 'VOLUME' }).toFixed()).toBe('1000'); // 10 × 100
    expect(priceTiers({ tiers: TIERS, quantity: 11, mode: 'VOLUME' }).toFixed()).toBe('880'); // 11 × 80
    expect(priceTiers({ tiers: TIERS, quantity: 60, mode: 'VOLUME' }).toFixed()).toBe('3000'); // 60 × 50
    expect(priceTiers({ tiers: TIERS, quantity: 0, mode: 'VOLUME' }).toFixed()).toBe('0');
  });
  it('TIERED prices each tier’s units', () => {
    // 10 × 100 + 40 × 80 + 10 × 50 = 1,000 + 3,200 + 500 = 4,700
    expect(priceTiers({ tiers: TIERS, quantity: 60, mode: 'TIERED' }).toFixed()).toBe('4700');
    // 10 × 100 + 1 × 80 = 1,080
    expect(priceTiers({ tiers: TIERS, quantity: 11, mode: 'TIERED' }).toFixed()).toBe('1080');
  });
  it('flat-fee tiers: VOLUME charges the fee, TIERED adds each fee once q enters the tier', () => {
    const tiers: PricingTier[] = [
      { upperLimit: '5', fee: 'FLAT_FEE', price: '3000' },
      { upperLimit: '20', fee: 'PER_UNIT', price: '500' },
      { upperLimit: null, fee: 'FLAT_FEE', price: '10000' },
    ];
    expect(priceTiers({ tiers, quantity: 3, mode: 'VOLUME' }).toFixed()).toBe('3000');
    expect(priceTiers({ tiers, quantity: 8, mode: 'VOLUME' }).toFixed()).toBe('4000'); // 8 × 500
    expect(priceTiers({ tiers, quantity: 25, mode: 'VOLUME' }).toFixed()).toBe('10000');
    // 3,000 + 15 × 500 + 10,000 = 20,500
    expect(priceTiers({ tiers, quantity: 25, mode: 'TIERED' }).toFixed()).toBe('20500');
    // 3,000 + 3 × 500 = 4,500
    expect(priceTiers({ tiers, quantity: 8, mode: 'TIERED' }).toFixed()).toBe('4500');
  });
  it('shows a unit price', () => {
    expect(displayUnitPrice({ pricing: { model: 'VOLUME', price: '0', tiers: TIERS }, quantity: '11' }).toFixed()).toBe('80');
    // 4,700 / 60 = 78.333… → 78.33
    expect(displayUnitPrice({ pricing: { model: 'TIERED', price: '0', tiers: TIERS }, quantity: '60' }).toFixed()).toBe('78.33');
  });
});

describe('normaliseTiers', () => {
  it('reads v1 kind tiers and v2 feeFormula tiers into the same shape', () => {
    const v1 = normaliseTiers([
      { upperLimit: '10', kind: 'KIND_PER_UNIT', unitPrice: '100' },
      { kind: 'KIND_FLAT_FEE', price: '5000' },
    ]);
    const v2 = normaliseTiers([
      { upperLimit: '10', feeFormula: 'FEE_FORMULA_PER_UNIT', unitPrice: '100' },
      { feeFormula: 'FEE_FORMULA_FLAT_FEE', unitPrice: '5000' },
    ]);
    const expected = [
      { upperLimit: '10', fee: 'PER_UNIT', price: '100' },
      { upperLimit: null, fee: 'FLAT_FEE', price: '5000' },
    ];
    expect(v1).toEqual({ ok: true, value: expected });
    expect(v2).toEqual({ ok: true, value: expected });
  });
  it('refuses malformed tier lists with the field', () => {
    expect(normaliseTiers([])).toMatchObject({ ok: false, field: 'tiers' });
    expect(
      normaliseTiers([
        { kind: 'KIND_PER_UNIT', unitPrice: '1' },
        { kind: 'KIND_PER_UNIT', unitPrice: '1' },
      ]),
    ).toMatchObject({ ok: false, field: 'tiers[0].upperLimit' });
    expect(
      normaliseTiers([
        { upperLimit: '10', kind: 'KIND_PER_UNIT', unitPrice: '1' },
        { upperLimit: '5', kind: 'KIND_PER_UNIT', unitPrice: '1' },
      ]),
    ).toMatchObject({ ok: false, field: 'tiers[1].upperLimit' });
    expect(normaliseTiers([{ kind: 'KIND_UNSPECIFIED', unitPrice: '1' }])).toMatchObject({ ok: false, field: 'tiers[0].kind' });
    expect(normaliseTiers([{ feeFormula: 'FEE_FORMULA_PER_UNIT', unitPrice: '-1' }])).toMatchObject({ ok: false, field: 'tiers[0].price' });
  });
});

const tierList = fc
  .array(fc.tuple(fc.integer({ min: 1, max: 50 }), fc.integer({ min: 0, max: 1000 }), fc.boolean()), { minLength: 1, maxLength: 5 })
  .map((parts) => {
    let limit = 0;
    return parts.map(([step, price, isFlat], i): PricingTier => {
      limit += step;
      return { upperLimit: i === parts.length - 1 ? null : String(limit), fee: isFlat ? 'FLAT_FEE' : 'PER_UNIT', price: String(price) };
    });
  });

describe('tier properties', () => {
  it('graduated totals are monotone in quantity', () => {
    fc.assert(
      fc.property(tierList, fc.integer({ min: 0, max: 300 }), fc.integer({ min: 0, max: 300 }), (tiers, a, b) => {
        const [lo, hi] = a <= b ? [a, b] : [b, a];
        const low = priceTiers({ tiers, quantity: lo, mode: 'TIERED' });
        const high = priceTiers({ tiers, quantity: hi, mode: 'TIERED' });
        expect(low.lessThanOrEqualTo(high)).toBe(true);
      }),
    );
  });
  it('volume and tiered agree on a single tier', () => {
    fc.assert(
      fc.property(fc.integer({ min: 0, max: 10000 }), fc.boolean(), fc.integer({ min: 0, max: 10 ** 6 }), (price, isFlat, q) => {
        const tiers: PricingTier[] = [{ upperLimit: null, fee: isFlat ? 'FLAT_FEE' : 'PER_UNIT', price: String(price) }];
        expect(priceTiers({ tiers, quantity: q, mode: 'VOLUME' }).equals(priceTiers({ tiers, quantity: q, mode: 'TIERED' }))).toBe(true);
      }),
    );
  });
  it('per-unit graduated total equals Σ units-in-tier × price', () => {
    fc.assert(
      fc.property(fc.integer({ min: 0, max: 200 }), (q) => {
        // TIERS: min(q,10)×100 + clamp(q−10, 0, 40)×80 + max(q−50, 0)×50
        const expected = Math.min(q, 10) * 100 + Math.min(Math.max(q - 10, 0), 40) * 80 + Math.max(q - 50, 0) * 50;
        expect(priceTiers({ tiers: TIERS, quantity: dec(q), mode: 'TIERED' }).toNumber()).toBe(expected);
      }),
    );
  });
});
