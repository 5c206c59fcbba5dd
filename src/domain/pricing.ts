/**
 * Pricing models (docs/billing.md "Prices"): the unrounded amount of one full period for a quantity.
 * Tiers arrive in two wire encodings (v1 `kind`, v2 `feeFormula`); normaliseTiers turns both into
 * one PricingTier, which is what contract documents store.
 */
import { type Decimal, type DecimalInput, ONE, ZERO, dec, formatDecimal, parseDecimal, roundTo } from './money';
import { type Result, ok, refuse } from './result';
import { MAX_PRICE } from './limits';

export type PricingModel = 'FLAT_FEE' | 'PER_UNIT' | 'USAGE' | 'VOLUME' | 'TIERED';
export type TierFee = 'PER_UNIT' | 'FLAT_FEE';

/** One tier, JSON-ready: `upperLimit` inclusive (null only on the last tier), `price` per unit or flat. */
export interface PricingTier {
  upperLimit: string | null;
  fee: TierFee;
  price: string;
}

/** Price terms of a charge item. `price` is used by FLAT_FEE, PER_UNIT and USAGE without tiers. */
export interface Pricing {
  model: PricingModel;
  price: string;
  tiers: PricingTier[];
}

/** v1 tier: KIND_PER_UNIT with unitPrice, KIND_FLAT_FEE with price. */
export interface V1Tier {
  upperLimit?: string | null;
  kind: 'KIND_PER_UNIT' | 'KIND_FLAT_FEE' | string;
  unitPrice?: string;
  price?: string;
}
/** v2 tier: feeFormula with unitPrice (for a flat fee, unitPrice is the fee). */
export interface V2Tier {
  upperLimit?: string | null;
  feeFormula: 'FEE_FORMULA_PER_UNIT' | 'FEE_FORMULA_FLAT_FEE' | string;
  unitPrice?: string;
}

function normaliseOne(tier: V1Tier | V2Tier, index: number): Result<PricingTier> {
  const field = `tiers[${index}]`;
  let fee: TierFee;
  let price: string | undefined;
  if ('feeFormula' in tier) {
    if (tier.feeFormula === 'FEE_FORMULA_PER_UNIT') fee = 'PER_UNIT';
    else if (tier.feeFormula === 'FEE_FORMULA_FLAT_FEE') fee = 'FLAT_FEE';
    else return refuse('INVALID_ARGUMENT', `unknown feeFormula ${tier.feeFormula}`, `${field}.feeFormula`);
    price = tier.unitPrice;
  } else if (tier.kind === 'KIND_PER_UNIT') {
    fee = 'PER_UNIT';
    price = tier.unitPrice;
  } else if (tier.kind === 'KIND_FLAT_FEE') {
    fee = 'FLAT_FEE';
    price = tier.price;
  } else {
    return refuse('INVALID_ARGUMENT', `unknown tier kind ${tier.kind}`, `${field}.kind`);
  }
  const parsed = parseDecimal(price ?? '');
  if (!parsed || parsed.isNegative()) return refuse('INVALID_ARGUMENT', 'tier price must be a decimal >= 0', `${field}.price`);
  if (parsed.greaterThan(MAX_PRICE)) return refuse('INVALID_ARGUMENT', `tier price must be at most ${MAX_PRICE} yen`, `${field}.price`);
  const upper = tier.upperLimit ?? null;
  if (upper !== null && upper !== '') {
    const limit = parseDecimal(upper);
    if (!limit || !limit.isPositive() || limit.isZero()) return refuse('INVALID_ARGUMENT', 'upperLimit must be > 0', `${field}.upperLimit`);
  }
  return ok({ upperLimit: upper === '' ? null : upper, fee, price: formatDecimal(parsed) });
}

/**
 * Normalises v1 or v2 tiers and checks the list: non-empty, upper limits strictly increasing,
 * only the last tier without a limit.
 */
export function normaliseTiers(tiers: ReadonlyArray<V1Tier | V2Tier>): Result<PricingTier[]> {
  if (tiers.length === 0) return refuse('INVALID_ARGUMENT', 'at least one tier is required', 'tiers');
  const out: PricingTier[] = [];
  let previous: Decimal = ZERO;
  for (const [i, tier] of tiers.entries()) {
    const one = normaliseOne(tier, i);
    if (!one.ok) return one;
    const limit = one.value.upperLimit;
    const isLast = i === tiers.length - 1;
    if (limit === null && !isLast) return refuse('INVALID_ARGUMENT', 'only the last tier may omit upperLimit', `tiers[${i}].upperLimit`);
    if (limit !== null) {
      if (!dec(limit).greaterThan(previous)) return refuse('INVALID_ARGUMENT', 'upper limits must increase', `tiers[${i}].upperLimit`);
      previous = dec(limit);
    }
    out.push(one.value);
  }
  return ok(out);
}

/** Index of the tier a quantity falls in (upper limits inclusive; beyond the last limit → last tier). */
export function tierIndexFor(tiers: readonly PricingTier[], quantity: Decimal): number {
  for (const [i, tier] of tiers.entries()) {
    if (tier.upperLimit === null || quantity.lessThanOrEqualTo(tier.upperLimit)) return i;
  }
  return tiers.length - 1;
}

function tierAmount(tier: PricingTier, units: Decimal): Decimal {
  return tier.fee === 'FLAT_FEE' ? dec(tier.price) : dec(tier.price).times(units);
}

/**
 * VOLUME: every unit at the price of the tier q falls in (a flat-fee tier charges its fee).
 * TIERED (graduated): each tier prices the units inside it, or adds its flat fee once q enters it.
 * A quantity of zero costs nothing in either mode.
 */
export function priceTiers(input: { tiers: readonly PricingTier[]; quantity: DecimalInput; mode: 'VOLUME' | 'TIERED' }): Decimal {
  const q = dec(input.quantity);
  if (q.lessThanOrEqualTo(0) || input.tiers.length === 0) return ZERO;
  if (input.mode === 'VOLUME') {
    const tier = input.tiers[tierIndexFor(input.tiers, q)];
    return tier ? tierAmount(tier, q) : ZERO;
  }
  let total = ZERO;
  let lower = ZERO;
  for (const tier of input.tiers) {
    if (q.lessThanOrEqualTo(lower)) break;
    const upper = tier.upperLimit === null ? q : minDecimal(q, dec(tier.upperLimit));
    total = total.plus(tierAmount(tier, upper.minus(lower)));
    lower = upper;
  }
  return total;
}

function minDecimal(a: Decimal, b: Decimal): Decimal {
  return a.lessThan(b) ? a : b;
}

/** The quantity a model bills: FLAT_FEE normalises to 1. */
export function billedQuantity(pricing: Pricing, quantity: DecimalInput): Decimal {
  return pricing.model === 'FLAT_FEE' ? ONE : dec(quantity);
}

/**
 * Full-period amount P (unrounded) for a quantity. USAGE with tiers is priced graduated (TIERED);
 * USAGE without tiers is price × q.
 */
export function pricePeriod(input: { pricing: Pricing; quantity: DecimalInput }): Decimal {
  const { pricing } = input;
  const q = dec(input.quantity);
  switch (pricing.model) {
    case 'FLAT_FEE':
      return dec(pricing.price);
    case 'PER_UNIT':
      return dec(pricing.price).times(q);
    case 'USAGE':
      return pricing.tiers.length > 0 ? priceTiers({ tiers: pricing.tiers, quantity: q, mode: 'TIERED' }) : dec(pricing.price).times(q);
    case 'VOLUME':
      return priceTiers({ tiers: pricing.tiers, quantity: q, mode: 'VOLUME' });
    case 'TIERED':
      return priceTiers({ tiers: pricing.tiers, quantity: q, mode: 'TIERED' });
  }
}

/**
 * The unit price shown on a line (informational; sums never use it): the price for
 * FLAT_FEE/PER_UNIT/USAGE, the applicable tier's price for VOLUME, and for graduated tiers the
 * average P ÷ q to two decimals (rounded down), 0 when q is 0.
 */
export function displayUnitPrice(input: { pricing: Pricing; quantity: DecimalInput }): Decimal {
  const { pricing } = input;
  const q = dec(input.quantity);
  const graduated = pricing.model === 'TIERED' || (pricing.model === 'USAGE' && pricing.tiers.length > 0);
  if (pricing.model === 'VOLUME') {
    const tier = pricing.tiers[tierIndexFor(pricing.tiers, q)];
    return tier ? dec(tier.price) : ZERO;
  }
  if (graduated) return q.isZero() ? ZERO : roundTo(pricePeriod(input).dividedBy(q), 2, 'ROUND_DOWN');
  return dec(pricing.price);
}

/** Checks a Pricing value: model-specific fields present, prices decimal and ≥ 0. */
export function validatePricing(pricing: Pricing): Result<Pricing> {
  const needsTiers = pricing.model === 'VOLUME' || pricing.model === 'TIERED';
  if (needsTiers && pricing.tiers.length === 0) return refuse('INVALID_ARGUMENT', `${pricing.model} needs tiers`, 'tiers');
  if (!needsTiers && pricing.tiers.length === 0) {
    const price = parseDecimal(pricing.price);
    if (!price || price.isNegative()) return refuse('INVALID_ARGUMENT', 'price must be a decimal >= 0', 'price');
    if (price.greaterThan(MAX_PRICE)) return refuse('INVALID_ARGUMENT', `price must be at most ${MAX_PRICE} yen`, 'price');
  }
  if (pricing.tiers.length > 0) {
    const checked = normaliseTiers(
      pricing.tiers.map((t) => ({ upperLimit: t.upperLimit, feeFormula: `FEE_FORMULA_${t.fee}`, unitPrice: t.price })),
    );
    if (!checked.ok) return checked;
  }
  return ok(pricing);
}
