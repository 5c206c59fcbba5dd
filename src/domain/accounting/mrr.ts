/**
 * Monthly recurring revenue from contracts (docs/accounting.md "MRR"): on a day, a contract's MRR is
 * the sum over its items in service that day of each recurring, non-usage charge item's price for a
 * full period in the term in force that day, divided by its billing cycle in months (an annual
 * ¥120,000 plan → ¥10,000). Usage and one-time charges are not recurring revenue. A draft has none.
 * Movements compare a contract's MRR at two month ends: new (from 0), expansion (up), contraction
 * (down, not to 0), churned (to 0).
 */
import type { LocalDate } from '../calendar';
import type { ContractDoc } from '../contract/types';
import { ZERO, roundYen, type Decimal } from '../money';
import { termFigures, termIndexOn } from '../proration';

/** The contract's MRR on `day`, in whole yen (rounded half up, per contract). */
export function mrrOn(doc: ContractDoc, day: LocalDate): Decimal {
  if (doc.isDraft) return ZERO;
  let sum = ZERO;
  for (const item of doc.items) {
    if (item.endDate < item.startDate || day < item.startDate || day > item.endDate) continue;
    for (const charge of item.chargeItems) {
      if (charge.type !== 'RECURRING' || charge.usageUnitId !== null || charge.billingCycle.value <= 0) continue;
      const term = charge.terms[termIndexOn(charge.terms, day)];
      if (!term || term.from > day) continue;
      sum = sum.plus(termFigures(term).price.dividedBy(charge.billingCycle.value));
    }
  }
  return roundYen(sum, 'ROUND_HALF_UP');
}

export interface MrrMovement {
  mrr: Decimal;
  newMrr: Decimal;
  expansion: Decimal;
  contraction: Decimal;
  churned: Decimal;
}

export const NO_MOVEMENT: MrrMovement = { mrr: ZERO, newMrr: ZERO, expansion: ZERO, contraction: ZERO, churned: ZERO };

/** One contract's move from `before` to `after` (contraction and churn as positive amounts). */
export function mrrMovement(before: Decimal, after: Decimal): MrrMovement {
  const m = { ...NO_MOVEMENT, mrr: after };
  if (before.isZero() && after.greaterThan(0)) return { ...m, newMrr: after };
  if (after.isZero() && before.greaterThan(0)) return { ...m, churned: before };
  if (after.greaterThan(before)) return { ...m, expansion: after.minus(before) };
  if (after.lessThan(before)) return { ...m, contraction: before.minus(after) };
  return m;
}

export function addMovements(a: MrrMovement, b: MrrMovement): MrrMovement {
  return {
    mrr: a.mrr.plus(b.mrr),
    newMrr: a.newMrr.plus(b.newMrr),
    expansion: a.expansion.plus(b.expansion),
    contraction: a.contraction.plus(b.contraction),
    churned: a.churned.plus(b.churned),
  };
}
