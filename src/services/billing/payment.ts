/**
 * batchrecordpayments (docs/billing-lifecycle.md "Payments"): each row pays (or refunds) one billing
 * through the one payment path (the payment module); a refused row is a per-row error and the others
 * apply. A payment's client id (optionalId) is unique per tenant: recording the same payment again
 * succeeds without paying twice; the same id on a different payment is a per-row ALREADY_EXISTS.
 */
import type { LocalDate } from '../../domain';
import { Code } from '../../lib/errors';
import { lockBillings, type BillingRow } from '../../db/repos/billing.repo';
import { paymentMethodsByIds } from '../../db/repos/billrun.repo';
import { profilesOf } from '../../db/repos/invoice.billing.repo';
import { isUuid } from '../../lib/ids';
import type { ServiceCtx } from '../context';
import { isWaiting } from '../invoice';
import { isRefusal, payEnvOf, settlePayments, type PaymentItem } from '../payment';
import type { BatchResult, BatchRowError } from './status';

export interface PaymentInput {
  billingId: string;
  amount: string;
  paymentDate: LocalDate;
  optionalId: string | null;
  type: 'PAYMENT' | 'REFUND';
  memo: string;
}

const NOT_INVOICED =
  'the billing waits for its invoice (its tax is final only on the invoice): issue it first with /v1/invoice/close, then record the payment';

/**
 * Billings that take no payment until they are on an invoice (docs/invoices.md "Payments"): a monthly-closing
 * customer's billing before its closing, and a billing whose invoice was voided.
 */
async function waitingForInvoice(ctx: ServiceCtx, rows: readonly BillingRow[]): Promise<Set<string>> {
  const open = rows.filter(isWaiting);
  const closing = new Set(
    (await profilesOf(ctx.db, ctx.caller.tenantId, [...new Set(open.map((b) => b.customer_id))]))
      .filter((p) => p.invoicing === 'MONTHLY_CLOSING')
      .map((p) => p.id),
  );
  return new Set(open.filter((b) => b.replaced_invoice_id !== null || closing.has(b.customer_id)).map((b) => b.id));
}

export async function batchRecordPayments(ctx: ServiceCtx, payments: readonly PaymentInput[]): Promise<BatchResult> {
  const { tenantId } = ctx.caller;
  const billings = new Map(
    (await lockBillings(ctx.db, tenantId, [...new Set(payments.map((p) => p.billingId).filter(isUuid))])).map((b) => [b.id, b]),
  );
  const methodIds = [...new Set([...billings.values()].map((b) => b.payment_method_id).filter((id): id is string => id !== null))];
  const cards = new Set(
    (await paymentMethodsByIds(ctx.db, tenantId, methodIds)).filter((m) => m.type === 'TYPE_CREDIT_CARD').map((m) => m.id),
  );
  const errors: BatchRowError[] = [];
  const waiting = await waitingForInvoice(ctx, [...billings.values()]);
  // The rows that reach the payment path, with their index in the batch (the others are refused here).
  const items: PaymentItem[] = [];
  const indexOf: number[] = [];
  for (const [index, p] of payments.entries()) {
    const billing = billings.get(p.billingId);
    if (!billing) {
      errors.push({ index, id: p.billingId, code: Code.NOT_FOUND, message: 'billing not found' });
      continue;
    }
    if (waiting.has(billing.id)) {
      errors.push({ index, id: p.billingId, code: Code.FAILED_PRECONDITION, message: NOT_INVOICED });
      continue;
    }
    const isCard = billing.payment_method_id !== null && cards.has(billing.payment_method_id);
    items.push({ billing, input: { ...p, source: 'API', sourceId: null }, isCard });
    indexOf.push(index);
  }
  const { outcomes } = await settlePayments(ctx.db, payEnvOf(ctx), items);
  for (const [i, out] of outcomes.entries()) {
    const index = indexOf[i]!;
    if (isRefusal(out)) errors.push({ index, id: payments[index]!.billingId, code: Code[out.code], message: out.message });
  }
  errors.sort((a, b) => a.index - b.index);
  return { summary: { total: payments.length, succeeded: payments.length - errors.length, failed: errors.length }, errors };
}
