/**
 * Customer credit (docs/credit.md): what the service owes a customer — from a credit note refunded to
 * credit, an overpayment, a negative invoice — kept as a ledger of movements (positive: owed to the
 * customer; negative: used on an invoice or paid back outside). The customer's row is locked while its
 * ledger is written, so concurrent writers see each other's movements and the balance never goes below 0.
 */
import { dec, formatDecimal } from '../../domain';
import type { Queryable } from '../../db/db';
import { creditBalances, insertCredits, type CreditRow } from '../../db/repos/credit.repo';
import { lockCustomersForUpdate } from '../../db/repos/customer.repo';
import { failedPrecondition, notFound } from '../../lib/errors';
import { newId } from '../../lib/ids';

export type CreditKind = 'CREDIT_NOTE' | 'OVERPAYMENT' | 'NEGATIVE_INVOICE' | 'APPLIED' | 'REFUND_OUTSIDE';

export interface CreditMovement {
  customerId: string;
  /** Positive: owed to the customer; negative: used or paid back. */
  amount: string;
  kind: CreditKind;
  /** The record it comes from (credit note, statement line, invoice …). */
  sourceId: string | null;
  /** The invoice it was applied to or came from. */
  invoiceId: string | null;
  memo?: string;
}

/** The customer's balance ("0" without movements). */
export async function creditBalance(db: Queryable, tenantId: string, customerId: string): Promise<string> {
  return (await creditBalances(db, tenantId, [customerId])).get(customerId) ?? '0';
}

/**
 * Writes movements, in order, locking their customers first (one statement for all); a movement that
 * would take its customer's balance below zero is refused, and with it the whole set. `at`: when they
 * happen on the tenant's clock (a sandbox's test clock), the time the journal dates them by.
 */
export async function addCredits(db: Queryable, tenantId: string, movements: readonly CreditMovement[], at: Date): Promise<CreditRow[]> {
  if (movements.length === 0) return [];
  const customers = [...new Set(movements.map((m) => m.customerId))];
  const found = new Set(await lockCustomersForUpdate(db, tenantId, customers));
  if (found.size !== customers.length) throw notFound('customer');
  const balances = new Map([...(await creditBalances(db, tenantId, customers))].map(([c, b]) => [c, dec(b)]));
  const rows = movements.map((m) => {
    const amount = dec(m.amount);
    if (amount.isZero()) throw failedPrecondition('a credit movement cannot be zero');
    const after = (balances.get(m.customerId) ?? dec(0)).plus(amount);
    if (after.isNegative()) throw failedPrecondition(`the customer's credit would fall below zero (by ${formatDecimal(after.negated())})`);
    balances.set(m.customerId, after);
    return {
      tenant_id: tenantId,
      id: newId(),
      customer_id: m.customerId,
      amount: formatDecimal(amount),
      kind: m.kind,
      source_id: m.sourceId,
      invoice_id: m.invoiceId,
      memo: m.memo ?? '',
      create_time: at,
    };
  });
  return insertCredits(db, rows);
}

/** Writes one movement: the set of one. */
export async function addCredit(db: Queryable, tenantId: string, m: CreditMovement, at: Date): Promise<CreditRow> {
  return (await addCredits(db, tenantId, [m], at))[0]!;
}
