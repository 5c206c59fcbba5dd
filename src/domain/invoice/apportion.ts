/**
 * Largest-remainder apportionment (docs/invoices.md "Tax"): an invoice's tax per rate is rounded once over
 * the whole invoice, then shared back to its billings in proportion to their amounts at that rate, so the
 * billings always sum to their invoice. Each share is the exact proportional amount rounded down, and
 * the yen left over go one each to the largest remainders (ties to the earliest billing).
 */
import { ZERO, type Decimal } from '../money';

/** Shares of the whole-yen `total` in proportion to `weights` (any signs); their sum is `total`. */
export function apportion(total: Decimal, weights: readonly Decimal[]): Decimal[] {
  const sum = weights.reduce((a, w) => a.plus(w), ZERO);
  // Nothing to weigh by: amounts at this rate cancel out, so does the tax (round(0) = 0).
  if (sum.isZero()) return weights.map(() => ZERO);
  const exact = weights.map((w) => total.times(w).dividedBy(sum));
  const shares = exact.map((q) => q.floor());
  let left = total.minus(shares.reduce((a, s) => a.plus(s), ZERO)).toNumber();
  const order = exact.map((q, i) => ({ i, rest: q.minus(q.floor()) })).sort((a, b) => b.rest.comparedTo(a.rest) || a.i - b.i);
  for (const { i } of order) {
    if (left <= 0) break;
    shares[i] = shares[i]!.plus(1);
    left -= 1;
  }
  return shares;
}
