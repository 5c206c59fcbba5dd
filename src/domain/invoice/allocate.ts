/**
 * Splitting money over what is open (docs/invoices.md "Payments"): an amount is laid on the targets in
 * the order given (the caller sorts them: oldest first), each up to what it still has open; what is
 * left over is returned, never dropped, so the parts and the rest always add up to the amount.
 */
import { ZERO, type Decimal } from '../money';

export interface Open {
  id: string;
  /** What the target can still take (≤ 0: nothing). */
  open: Decimal;
}

export interface Allocation {
  id: string;
  amount: Decimal;
}

export function allocateInOrder(amount: Decimal, targets: readonly Open[]): { allocations: Allocation[]; rest: Decimal } {
  let rest = amount;
  const allocations: Allocation[] = [];
  for (const t of targets) {
    if (!rest.greaterThan(ZERO)) break;
    if (!t.open.greaterThan(ZERO)) continue;
    const part = rest.lessThan(t.open) ? rest : t.open;
    allocations.push({ id: t.id, amount: part });
    rest = rest.minus(part);
  }
  return { allocations, rest };
}
