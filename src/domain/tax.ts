/**
 * Consumption tax (docs/billing.md "Billings and tax"): prices are tax-exclusive; per billing and per tax rate,
 * tax = round(Σ line subtotals at that rate × rate ÷ 100) with the provider's taxRounding, once per
 * rate (the qualified-invoice rule). Lines are never taxed one by one.
 */
import { type Decimal, type DecimalInput, type RoundingMode, ZERO, dec, formatDecimal, roundYen } from './money';

export interface TaxableLine {
  subtotal: DecimalInput;
  /** Percent: "10", "8", "0". */
  taxPercentage: DecimalInput;
}

export interface RateTax {
  taxPercentage: Decimal;
  /** Σ subtotals of the lines at this rate. */
  taxableAmount: Decimal;
  tax: Decimal;
}

export interface TaxSummary {
  subtotal: Decimal;
  /** One entry per rate present, highest rate first. */
  byRate: RateTax[];
  tax: Decimal;
  total: Decimal;
}

/** Subtotal, per-rate tax, tax and total of a billing's lines. Default rounding ROUND_DOWN. */
export function computeTax(input: { lines: readonly TaxableLine[]; taxRounding?: RoundingMode }): TaxSummary {
  const rounding = input.taxRounding ?? 'ROUND_DOWN';
  const byRate = new Map<string, { rate: Decimal; sum: Decimal }>();
  let subtotal = ZERO;
  for (const line of input.lines) {
    const amount = dec(line.subtotal);
    const rate = dec(line.taxPercentage);
    const key = formatDecimal(rate);
    const entry = byRate.get(key) ?? { rate, sum: ZERO };
    entry.sum = entry.sum.plus(amount);
    byRate.set(key, entry);
    subtotal = subtotal.plus(amount);
  }
  const rates: RateTax[] = [...byRate.values()]
    .sort((a, b) => b.rate.comparedTo(a.rate))
    .map(({ rate, sum }) => ({ taxPercentage: rate, taxableAmount: sum, tax: roundYen(sum.times(rate).dividedBy(100), rounding) }));
  const tax = rates.reduce((acc, r) => acc.plus(r.tax), ZERO);
  return { subtotal, byRate: rates, tax, total: subtotal.plus(tax) };
}

/** The tax inside a tax-included amount at `taxPercentage`: ⌊gross × rate ÷ (100 + rate)⌋ (¥440 at 10 % → ¥40). */
export function taxInGross(gross: DecimalInput, taxPercentage: DecimalInput): Decimal {
  const rate = dec(taxPercentage);
  return roundYen(dec(gross).times(rate).dividedBy(rate.plus(100)), 'ROUND_DOWN');
}
