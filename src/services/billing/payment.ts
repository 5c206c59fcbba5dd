/**
 * batchrecordpayments (docs/billing-lifecycle.md "Payments"): each row pays (or refunds) one billing, as the domain's
 * transitionBilling allows; a refused row is a per-row error and the others apply. A payment's
 * client id (optionalId) is unique per tenant: recording the same payment again succeeds without
 * paying twice; the same id on a different payment is a per-row ALREADY_EXISTS.
 */
import { dec, formatDecimal, transitionBilling, type BillingStatus, type LocalDate } from '../../domain';
import { Code } from '../../lib/errors';
import { lockBillings, setBillingStatus, type BillingRow } from '../../db/repos/billing.repo';
import { paymentMethodsByIds } from '../../db/repos/billrun.repo';
import { getPaymentByOptionalId, insertPayment, type PaymentRow } from '../../db/repos/payment.repo';
import { isUuid, newId } from '../../lib/ids';
import type { ServiceCtx } from '../context';
import { recordEvents, statusChangedEvents, type NewEvent } from '../events';
import { viewsOf } from './view';
import { isWaiting, rollUpInvoices } from '../invoice';
import { todayOf } from '../caller';
import { profilesOf } from '../../db/repos/invoice.billing.repo';
import type { BatchResult, BatchRowError } from './status';

export interface PaymentInput {
  billingId: string;
  amount: string;
  paymentDate: LocalDate;
  optionalId: string | null;
  type: 'PAYMENT' | 'REFUND';
  memo: string;
}

const samePayment = (p: PaymentRow, input: PaymentInput): boolean =>
  p.billing_id === input.billingId &&
  dec(p.amount).equals(dec(input.amount)) &&
  p.type === input.type &&
  p.payment_date === input.paymentDate;

async function recordOne(
  ctx: ServiceCtx,
  billing: BillingRow,
  input: PaymentInput,
  isCard: boolean,
  recorded: string[],
): Promise<{ code: keyof typeof Code; message: string } | null> {
  const { tenantId } = ctx.caller;
  if (input.optionalId) {
    const prior = await getPaymentByOptionalId(ctx.db, tenantId, input.optionalId);
    if (prior)
      return samePayment(prior, input)
        ? null
        : { code: 'ALREADY_EXISTS', message: `payment optionalId ${input.optionalId} is already used by another payment` };
  }
  const event =
    input.type === 'PAYMENT'
      ? { type: 'recordPayment' as const, total: billing.total, paidBefore: billing.paid_amount, amount: input.amount, isCard }
      : { type: 'recordRefund' as const, paidBefore: billing.paid_amount, amount: input.amount };
  const next = transitionBilling({ from: billing.status as BillingStatus, event });
  if (!next.ok) return { code: next.code, message: next.reason };
  const inserted = await insertPayment(ctx.db, {
    tenant_id: tenantId,
    id: newId(),
    billing_id: billing.id,
    optional_id: input.optionalId,
    type: input.type,
    amount: formatDecimal(dec(input.amount)),
    payment_date: input.paymentDate,
    memo: input.memo,
  });
  if (!inserted) return { code: 'ALREADY_EXISTS', message: `payment optionalId ${input.optionalId ?? ''} is already used` };
  const paid = formatDecimal(next.value.paidAmount ?? dec(billing.paid_amount));
  await setBillingStatus(ctx.db, tenantId, billing.id, next.value.status, paid);
  billing.status = next.value.status;
  billing.paid_amount = paid;
  recorded.push(billing.id);
  return null;
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
  const before = new Map([...billings.values()].map((b) => [b.id, b.status]));
  const waiting = await waitingForInvoice(ctx, [...billings.values()]);
  const recorded: string[] = [];
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
    const failed = await recordOne(ctx, billing, p, billing.payment_method_id !== null && cards.has(billing.payment_method_id), recorded);
    if (failed) errors.push({ index, id: p.billingId, code: Code[failed.code], message: failed.message });
  }
  await paymentEvents(ctx, recorded, before);
  const invoiceIds = recorded.flatMap((id) => billings.get(id)?.invoice_id ?? []);
  await rollUpInvoices(ctx.db, { tenantId, today: todayOf(ctx), now: ctx.caller.now, present: ctx.ports.present }, invoiceIds);
  return { summary: { total: payments.length, succeeded: payments.length - errors.length, failed: errors.length }, errors };
}

/** payment.recorded per payment written (object: the billing after the batch), then billing.status_changed per billing moved. */
async function paymentEvents(ctx: ServiceCtx, recorded: readonly string[], before: ReadonlyMap<string, string>): Promise<void> {
  if (recorded.length === 0) return;
  const touched = [...new Set(recorded)];
  const views = new Map(
    (await viewsOf(ctx, await lockBillings(ctx.db, ctx.caller.tenantId, touched))).map((v) => [v.billing.id, v] as const),
  );
  const events: NewEvent[] = recorded.map((id) => ({ type: 'payment.recorded', object: ctx.ports.present.billing(views.get(id)!) }));
  events.push(...statusChangedEvents(ctx.ports.present, [...views.values()], before));
  await recordEvents(ctx.db, ctx.caller.tenantId, ctx.caller.now, events);
}
