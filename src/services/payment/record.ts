/**
 * The one payment path (docs/invoices.md "Payments"): every yen that pays or refunds a billing — by
 * batchrecordpayments, customer credit, a bank statement line or a direct debit — is recorded here, as
 * the domain's transitionBilling allows, with where it came from (source, source id). A client id
 * (optionalId) is unique per tenant: recording the same payment again pays nothing twice.
 */
import { dec, formatDecimal, transitionBilling, type BillingStatus, type LocalDate } from '../../domain';
import type { Queryable } from '../../db/db';
import { setBillingStatus, type BillingRow } from '../../db/repos/billing.repo';
import { getPaymentByOptionalId, insertPayment, type PaymentRow } from '../../db/repos/payment.repo';
import type { CodeName } from '../../lib/errors';
import { newId } from '../../lib/ids';

export type PaymentSource = 'API' | 'CREDIT' | 'STATEMENT' | 'DIRECT_DEBIT';

export interface PaymentInput {
  amount: string;
  paymentDate: LocalDate;
  optionalId: string | null;
  /** REVERSAL: a payment taken back because it was applied by mistake (docs/collections.md "Unmatch"). */
  type: 'PAYMENT' | 'REFUND' | 'REVERSAL';
  memo: string;
  source: PaymentSource;
  sourceId: string | null;
}

/** What a reversal needs to know of the billing: its status before any payment, and whether it is overdue. */
export interface ReversalContext {
  unpaid: 'INVOICE_CREATED' | 'POSTED';
  overdue: boolean;
}

export interface PaymentRefusal {
  code: CodeName;
  message: string;
}

const samePayment = (p: PaymentRow, billingId: string, input: PaymentInput): boolean =>
  p.billing_id === billingId && dec(p.amount).equals(dec(input.amount)) && p.type === input.type && p.payment_date === input.paymentDate;

/**
 * Pays (or refunds) one locked billing on `db`, updating `billing` in place. Returns the payment written,
 * null when it was already recorded (the same optionalId and payment), or the refusal.
 */
export async function recordPayment(
  db: Queryable,
  tenantId: string,
  billing: BillingRow,
  input: PaymentInput,
  isCard: boolean,
  reversal?: ReversalContext,
): Promise<PaymentRow | null | PaymentRefusal> {
  if (input.optionalId) {
    const prior = await getPaymentByOptionalId(db, tenantId, input.optionalId);
    if (prior)
      return samePayment(prior, billing.id, input)
        ? null
        : { code: 'ALREADY_EXISTS', message: `payment optionalId ${input.optionalId} is already used by another payment` };
  }
  const event =
    input.type === 'PAYMENT'
      ? { type: 'recordPayment' as const, total: billing.total, paidBefore: billing.paid_amount, amount: input.amount, isCard }
      : input.type === 'REVERSAL'
        ? {
            type: 'reversePayment' as const,
            paidBefore: billing.paid_amount,
            amount: input.amount,
            unpaid: reversal?.unpaid ?? ('POSTED' as const),
            overdue: reversal?.overdue ?? false,
          }
        : { type: 'recordRefund' as const, paidBefore: billing.paid_amount, amount: input.amount };
  const next = transitionBilling({ from: billing.status as BillingStatus, event });
  if (!next.ok) return { code: next.code, message: next.reason };
  const inserted = await insertPayment(db, {
    tenant_id: tenantId,
    id: newId(),
    billing_id: billing.id,
    optional_id: input.optionalId,
    type: input.type,
    amount: formatDecimal(dec(input.amount)),
    payment_date: input.paymentDate,
    memo: input.memo,
    source: input.source,
    source_id: input.sourceId,
  });
  if (!inserted) return { code: 'ALREADY_EXISTS', message: `payment optionalId ${input.optionalId ?? ''} is already used` };
  const paid = formatDecimal(next.value.paidAmount ?? dec(billing.paid_amount));
  await setBillingStatus(db, tenantId, billing.id, next.value.status, paid);
  billing.status = next.value.status;
  billing.paid_amount = paid;
  return inserted;
}

export const isRefusal = (r: PaymentRow | null | PaymentRefusal): r is PaymentRefusal => r !== null && 'code' in r && !('id' in r);
