/**
 * batchrecordpayments (docs/billing-lifecycle.md "Payments"): each row pays (or refunds) one billing
 * through the one payment path (the payment module); a refused row is a per-row error and the others
 * apply. A billing on an invoice takes no more than the invoice's balance (docs/invoices.md "Payments"). A payment's client id (optionalId) is unique per tenant: recording the same payment again
 * succeeds without paying twice; the same id on a different payment is a per-row ALREADY_EXISTS.
 */
import { dec, formatDecimal, type Decimal, type LocalDate } from '../../domain';
import { Code } from '../../lib/errors';
import { billingsByIds, lockBillings, type BillingRow } from '../../db/repos/billing.repo';
import { paymentMethodsByIds } from '../../db/repos/billrun.repo';
import { profilesOf } from '../../db/repos/invoice.billing.repo';
import { lockInvoices, type InvoiceRow } from '../../db/repos/invoice.repo';
import { paymentsByOptionalIds } from '../../db/repos/payment.repo';
import { isUuid } from '../../lib/ids';
import type { ServiceCtx } from '../context';
import { isWaiting } from '../invoice';
import { balanceOf, isRefusal, payEnvOf, settlePayments, type PaymentItem } from '../payment';
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

/**
 * Locks the invoices of these billings, then the billings: the order payInvoices locks them in. A billing
 * put on an invoice between the two reads has that invoice locked after it (rare).
 */
async function lockWithInvoices(
  ctx: ServiceCtx,
  ids: readonly string[],
): Promise<{ billings: BillingRow[]; invoices: Map<string, InvoiceRow> }> {
  const { tenantId } = ctx.caller;
  const invoiceIds = (rows: readonly BillingRow[]) => [...new Set(rows.flatMap((b) => b.invoice_id ?? []))];
  const invoices = new Map(
    (await lockInvoices(ctx.db, tenantId, invoiceIds(await billingsByIds(ctx.db, tenantId, ids)))).map((i) => [i.id, i]),
  );
  const billings = await lockBillings(ctx.db, tenantId, ids);
  const late = invoiceIds(billings).filter((id) => !invoices.has(id));
  for (const i of await lockInvoices(ctx.db, tenantId, late)) invoices.set(i.id, i);
  return { billings, invoices };
}

/**
 * What each invoice can still take in this batch: its balance, less the payments of earlier rows. A row
 * that repeats a recorded payment (its optionalId already used, here or before) is not counted: the
 * payment path answers it.
 */
async function invoiceRoom(ctx: ServiceCtx, invoices: ReadonlyMap<string, InvoiceRow>, payments: readonly PaymentInput[]) {
  const left = new Map<string, Decimal>([...invoices.values()].map((i) => [i.id, dec(balanceOf(i))]));
  const used = new Set(
    (await paymentsByOptionalIds(ctx.db, ctx.caller.tenantId, [...new Set(payments.flatMap((p) => p.optionalId ?? []))])).map(
      (p) => p.optional_id,
    ),
  );
  /** null when the row fits (and is counted), else the refusal's message. */
  return (p: PaymentInput, invoice: InvoiceRow): string | null => {
    if (p.type !== 'PAYMENT' || !dec(p.amount).greaterThan(0)) return null; // the payment path answers these
    if (p.optionalId !== null) {
      if (used.has(p.optionalId)) return null;
      used.add(p.optionalId);
    }
    const room = left.get(invoice.id)!;
    if (dec(p.amount).greaterThan(room))
      return `OVERPAYMENT: overpayment of invoice ${invoice.invoice_number}: ${p.amount} against a balance of ${formatDecimal(room)} (earlier rows of this batch counted)`;
    left.set(invoice.id, room.minus(dec(p.amount)));
    return null;
  };
}

export async function batchRecordPayments(ctx: ServiceCtx, payments: readonly PaymentInput[]): Promise<BatchResult> {
  const { tenantId } = ctx.caller;
  const locked = await lockWithInvoices(ctx, [...new Set(payments.map((p) => p.billingId).filter(isUuid))]);
  const billings = new Map(locked.billings.map((b) => [b.id, b]));
  const fits = await invoiceRoom(ctx, locked.invoices, payments);
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
    const invoice = billing.invoice_id ? locked.invoices.get(billing.invoice_id) : undefined;
    const overpaid = invoice ? fits(p, invoice) : null;
    if (overpaid) {
      errors.push({ index, id: p.billingId, code: Code.FAILED_PRECONDITION, message: overpaid });
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
