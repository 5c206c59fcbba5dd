/**
 * Customer credit (docs/credit.md): what the service owes a customer — from a credit note refunded to
 * credit, an overpayment, a negative invoice — kept as a ledger of movements (positive: owed to the
 * customer; negative: used on an invoice or paid back outside). The customer's row is locked while its
 * ledger is written, so concurrent writers see each other's movements and the balance never goes below 0.
 */
import { dec, formatDecimal } from '../../domain';
import type { Queryable } from '../../db/db';
import { creditBalances, insertCredit, type CreditRow } from '../../db/repos/credit.repo';
import { lockCustomer } from '../../db/repos/customer.repo';
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

/** Writes one movement; a movement that would take the balance below zero is refused. */
export async function addCredit(db: Queryable, tenantId: string, m: CreditMovement): Promise<CreditRow> {
  if (!(await lockCustomer(db, tenantId, m.customerId, 'update'))) throw notFound('customer');
  const amount = dec(m.amount);
  if (amount.isZero()) throw failedPrecondition('a credit movement cannot be zero');
  const after = dec(await creditBalance(db, tenantId, m.customerId)).plus(amount);
  if (after.isNegative()) throw failedPrecondition(`the customer's credit would fall below zero (by ${formatDecimal(after.negated())})`);
  return insertCredit(db, {
    tenant_id: tenantId,
    id: newId(),
    customer_id: m.customerId,
    amount: formatDecimal(amount),
    kind: m.kind,
    source_id: m.sourceId,
    invoice_id: m.invoiceId,
    memo: m.memo ?? '',
  });
}
