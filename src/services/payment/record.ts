/**
 * The one payment path (docs/invoices.md "Payments"): every yen that pays or refunds a billing — by
 * batchrecordpayments, customer credit, a bank statement line or a direct debit — is recorded here, as
 * the domain's transitionBilling allows, with where it came from (source, source id). A client id
 * (optionalId) is unique per tenant: recording the same payment again pays nothing twice.
 *
 * It is set-based: one payment or a hundred thousand go through the same code — the client ids
 * already used are read in one query, each payment is decided in order in memory (a later one sees
 * the billing as the earlier ones left it), then the payments are written with bulk INSERTs and the
 * billings with bulk UPDATEs (docs/collections.md "Performance").
 */
import { dec, formatDecimal, transitionBilling, type BillingStatus, type LocalDate } from '../../domain';
import type { Insertable } from 'kysely';
import type { Queryable } from '../../db/db';
import type { PaymentTable } from '../../db/schema/billing';
import type { BillingRow } from '../../db/repos/billing.repo';
import { setPaidStates } from '../../db/repos/paid.repo';
import { insertPayments, paymentsByOptionalIds, type PaymentRow } from '../../db/repos/payment.repo';
import { ApiError, type CodeName } from '../../lib/errors';
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

/** One payment (or refund, or reversal) of one locked billing. */
export interface PaymentItem {
  /** Locked by the caller; updated in place (status, paid amount) as the payment is recorded. */
  billing: BillingRow;
  input: PaymentInput;
  isCard: boolean;
  reversal?: ReversalContext;
}

/** The payment written, null when it was already recorded (the same optionalId and payment), or the refusal. */
export type PaymentOutcome = PaymentRow | null | PaymentRefusal;

type Recorded = Pick<PaymentRow, 'billing_id' | 'amount' | 'type' | 'payment_date'>;

const samePayment = (p: Recorded, billingId: string, input: PaymentInput): boolean =>
  p.billing_id === billingId && dec(p.amount).equals(dec(input.amount)) && p.type === input.type && p.payment_date === input.paymentDate;

function eventOf(item: PaymentItem) {
  const { billing, input, reversal } = item;
  if (input.type === 'PAYMENT')
    return {
      type: 'recordPayment' as const,
      total: billing.total,
      paidBefore: billing.paid_amount,
      amount: input.amount,
      isCard: item.isCard,
    };
  if (input.type === 'REVERSAL')
    return {
      type: 'reversePayment' as const,
      paidBefore: billing.paid_amount,
      amount: input.amount,
      unpaid: reversal?.unpaid ?? ('POSTED' as const),
      overdue: reversal?.overdue ?? false,
    };
  return { type: 'recordRefund' as const, paidBefore: billing.paid_amount, amount: input.amount };
}

/**
 * Records `items` in order on `db` and returns each one's outcome. A refused item writes nothing and
 * the others still apply (the batch paths report it per row).
 */
export async function recordPayments(db: Queryable, tenantId: string, items: readonly PaymentItem[]): Promise<PaymentOutcome[]> {
  const optionalIds = [...new Set(items.flatMap((i) => i.input.optionalId ?? []))];
  const taken = new Map<string, Recorded>((await paymentsByOptionalIds(db, tenantId, optionalIds)).map((p) => [p.optional_id!, p]));
  // A payment to write stands as its id until it is written.
  const outcomes: Array<PaymentOutcome | string> = [];
  const rows: Array<Insertable<PaymentTable>> = [];
  const changed = new Map<string, BillingRow>();
  const at = new Date();
  for (const item of items) {
    const { billing, input } = item;
    const prior = input.optionalId ? taken.get(input.optionalId) : undefined;
    if (prior) {
      outcomes.push(
        samePayment(prior, billing.id, input)
          ? null
          : { code: 'ALREADY_EXISTS', message: `payment optionalId ${input.optionalId} is already used by another payment` },
      );
      continue;
    }
    const next = transitionBilling({ from: billing.status as BillingStatus, event: eventOf(item) });
    if (!next.ok) {
      outcomes.push({ code: next.code, message: next.reason });
      continue;
    }
    const row = {
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
    };
    if (input.optionalId) taken.set(input.optionalId, row);
    rows.push(row);
    outcomes.push(row.id);
    billing.status = next.value.status;
    billing.paid_amount = formatDecimal(next.value.paidAmount ?? dec(billing.paid_amount));
    billing.update_time = at;
    changed.set(billing.id, billing);
  }
  const written = new Map((await insertPayments(db, rows)).map((p) => [p.id, p]));
  // Only a client id taken by a concurrent transaction since it was read is skipped: nothing is written then.
  if (written.size !== rows.length)
    throw new ApiError('ALREADY_EXISTS', 'a payment optionalId of this request was recorded by a concurrent request; send it again');
  await setPaidStates(db, 'billing', tenantId, [...changed.values()], at);
  return outcomes.map((o) => (typeof o === 'string' ? written.get(o)! : o));
}

export const isRefusal = (r: PaymentOutcome): r is PaymentRefusal => r !== null && 'code' in r && !('id' in r);
