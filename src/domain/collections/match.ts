/**
 * Matching a deposit to a customer's open invoices (docs/collections.md "Matching"), in this order,
 * the invoices taken oldest due first:
 *   EXACT      one balance equals the amount;
 *   FEE        one balance minus at most the tolerance (and less than what arrived): paid in full, the shortfall is a transfer fee;
 *   SEVERAL    several balances sum to the amount exactly;
 *   OVERPAID   more than all balances: all are paid, the rest becomes customer credit;
 *   PARTIAL    less: laid on the invoices oldest first (a partial payment on the oldest).
 * Pure: whole yen as bigint in, allocations out.
 */

export interface OpenInvoice {
  id: string;
  /** What it still owes, whole yen. */
  balance: bigint;
}

export type MatchRule = 'EXACT' | 'FEE' | 'SEVERAL' | 'OVERPAID' | 'PARTIAL';

export interface Allocation {
  invoiceId: string;
  /** Of the deposit. */
  amount: bigint;
  /** The shortfall taken as a transfer fee (FEE only; else 0). */
  fee: bigint;
}

export interface MatchPlan {
  rule: MatchRule;
  allocations: Allocation[];
  /** What becomes customer credit (OVERPAID only; else 0). */
  credit: bigint;
}

/** How many of the oldest invoices the SEVERAL search looks at, and how many steps it may take. */
export const SUBSET_WINDOW = 20;
const SUBSET_STEPS = 50_000;

/** The first combination (in oldest-first order) of `invoices` whose balances sum to `amount`, if any. */
function subsetSum(invoices: readonly OpenInvoice[], amount: bigint): OpenInvoice[] | undefined {
  const pool = invoices.slice(0, SUBSET_WINDOW).filter((i) => i.balance > 0n && i.balance <= amount);
  // suffix sums prune branches that cannot reach the amount
  const rest = new Array<bigint>(pool.length + 1).fill(0n);
  for (let i = pool.length - 1; i >= 0; i--) rest[i] = rest[i + 1]! + pool[i]!.balance;
  let steps = 0;
  const chosen: OpenInvoice[] = [];
  const walk = (from: number, left: bigint): boolean => {
    if (left === 0n) return chosen.length >= 2;
    if (++steps > SUBSET_STEPS || rest[from]! < left) return false;
    for (let i = from; i < pool.length; i++) {
      const inv = pool[i]!;
      if (inv.balance > left) continue;
      chosen.push(inv);
      if (walk(i + 1, left - inv.balance)) return true;
      chosen.pop();
    }
    return false;
  };
  return walk(0, amount) ? [...chosen] : undefined;
}

export function matchDeposit(input: { amount: bigint; invoices: readonly OpenInvoice[]; tolerance: bigint }): MatchPlan {
  const { amount, tolerance } = input;
  const open = input.invoices.filter((i) => i.balance > 0n);
  const exact = open.find((i) => i.balance === amount);
  if (exact) return { rule: 'EXACT', allocations: [{ invoiceId: exact.id, amount, fee: 0n }], credit: 0n };
  // A fee is a small part of a transfer: a shortfall as large as what arrived is a partial payment (¥1 for ¥880 writes off nothing).
  const fee = open.find((i) => i.balance > amount && i.balance - amount <= tolerance && i.balance - amount < amount);
  if (fee) return { rule: 'FEE', allocations: [{ invoiceId: fee.id, amount, fee: fee.balance - amount }], credit: 0n };
  const several = subsetSum(open, amount);
  if (several) return { rule: 'SEVERAL', allocations: several.map((i) => ({ invoiceId: i.id, amount: i.balance, fee: 0n })), credit: 0n };
  const owed = open.reduce((s, i) => s + i.balance, 0n);
  if (amount > owed)
    return { rule: 'OVERPAID', allocations: open.map((i) => ({ invoiceId: i.id, amount: i.balance, fee: 0n })), credit: amount - owed };
  const allocations: Allocation[] = [];
  let left = amount;
  for (const i of open) {
    if (left === 0n) break;
    const take = i.balance < left ? i.balance : left;
    allocations.push({ invoiceId: i.id, amount: take, fee: 0n });
    left -= take;
  }
  return { rule: 'PARTIAL', allocations, credit: 0n };
}
