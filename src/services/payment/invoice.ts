/**
 * Paying invoices (docs/invoices.md "Payments"): an amount received for an invoice — a bank transfer
 * matched to it, the customer's credit, a direct debit — is laid on its billings, earliest first, each
 * up to what it still owes, through the one payment path; the invoice then follows its billings. More
 * than the balance is refused: the caller decides what the rest is (customer credit, docs/credit.md).
 *
 * Many invoices are paid at once with a constant number of statements (docs/collections.md
 * "Performance"); paying one is paying a set of one.
 */
import { allocateInOrder, dec, formatDecimal, type Decimal, type LocalDate } from '../../domain';
import type { Queryable } from '../../db/db';
import { paymentMethodsByIds } from '../../db/repos/billrun.repo';
import type { BillingRow } from '../../db/repos/billing.repo';
import { billingsOnInvoices } from '../../db/repos/invoice.billing.repo';
import { lockInvoices, type InvoiceRow } from '../../db/repos/invoice.repo';
import type { PaymentRow } from '../../db/repos/payment.repo';
import { ApiError, failedPrecondition, notFound } from '../../lib/errors';
import type { PayEnv } from './env';
import { isRefusal, type PaymentItem, type PaymentSource } from './record';
import { settlePayments } from './settle';

export interface InvoicePayment {
  amount: string;
  paymentDate: LocalDate;
  source: PaymentSource;
  sourceId: string | null;
  memo: string;
}

export interface InvoicePaymentRequest extends InvoicePayment {
  invoiceId: string;
}

/** What an invoice still has to receive (0 for a void or credit invoice). */
export function balanceOf(invoice: Pick<InvoiceRow, 'status' | 'total' | 'paid_amount'>): string {
  if (invoice.status === 'VOID' || invoice.status === 'CREDIT') return '0';
  const open = dec(invoice.total).minus(dec(invoice.paid_amount));
  return formatDecimal(open.isNegative() ? dec(0) : open);
}

const byId = (a: InvoiceRow, b: InvoiceRow): number => (a.id < b.id ? -1 : a.id > b.id ? 1 : 0);

/**
 * Pays each request's invoice, in order (a later request sees what the earlier ones left open). Any
 * refusal — an invoice not found or void, an amount not above zero or above the balance — refuses
 * the whole set. Returns the payments written per request and the invoices as they end up.
 * `locked`: invoices the caller has locked in this transaction (as they are now), by id; when they
 * include every invoice requested, those are not locked again.
 */
export async function payInvoices(
  db: Queryable,
  env: PayEnv,
  requests: readonly InvoicePaymentRequest[],
  locked?: ReadonlyMap<string, InvoiceRow>,
): Promise<{ payments: PaymentRow[][]; invoices: Map<string, InvoiceRow> }> {
  const ids = [...new Set(requests.map((r) => r.invoiceId))];
  const held = locked && ids.every((id) => locked.has(id)) ? ids.map((id) => locked.get(id)!).sort(byId) : undefined;
  const invoices = new Map((held ?? (await lockInvoices(db, env.tenantId, ids))).map((i) => [i.id, i]));
  const billings = await billingsOnInvoices(db, env.tenantId, [...invoices.keys()]);
  const cards = new Set(
    (await paymentMethodsByIds(db, env.tenantId, [...new Set(billings.flatMap((b) => b.payment_method_id ?? []))]))
      .filter((m) => m.type === 'TYPE_CREDIT_CARD')
      .map((m) => m.id),
  );
  const onInvoice = new Map<string, BillingRow[]>();
  for (const b of billings) (onInvoice.get(b.invoice_id!) ?? onInvoice.set(b.invoice_id!, []).get(b.invoice_id!)!).push(b);
  const balance = new Map([...invoices.values()].map((i) => [i.id, dec(balanceOf(i))]));
  const open = new Map<string, Decimal>(billings.map((b) => [b.id, dec(b.total).minus(dec(b.paid_amount))]));
  const items: PaymentItem[] = [];
  const owner: number[] = [];
  for (const [index, r] of requests.entries()) {
    const invoice = invoices.get(r.invoiceId);
    if (!invoice) throw notFound('invoice');
    if (invoice.status === 'VOID') throw failedPrecondition('the invoice is void', 'INVOICE_VOID');
    const amount = dec(r.amount);
    if (!amount.greaterThan(0)) throw failedPrecondition('a payment must be above zero');
    const left = balance.get(invoice.id)!;
    if (amount.greaterThan(left))
      throw failedPrecondition(`${r.amount} is more than the invoice's balance of ${formatDecimal(left)}`, 'OVERPAYMENT');
    balance.set(invoice.id, left.minus(amount));
    const mine = onInvoice.get(invoice.id) ?? [];
    const { allocations } = allocateInOrder(
      amount,
      mine.map((b) => ({ id: b.id, open: open.get(b.id)! })),
    );
    for (const a of allocations) {
      const billing = mine.find((b) => b.id === a.id)!;
      open.set(billing.id, open.get(billing.id)!.minus(a.amount));
      items.push({
        billing,
        input: {
          amount: formatDecimal(a.amount),
          paymentDate: r.paymentDate,
          optionalId: null,
          type: 'PAYMENT',
          memo: r.memo,
          source: r.source,
          sourceId: r.sourceId,
        },
        isCard: billing.payment_method_id !== null && cards.has(billing.payment_method_id),
      });
      owner.push(index);
    }
  }
  const settled = await settlePayments(db, env, items, { invoices: [...invoices.values()], billings });
  const payments: PaymentRow[][] = requests.map(() => []);
  for (const [i, out] of settled.outcomes.entries()) {
    if (isRefusal(out)) throw new ApiError(out.code, out.message);
    if (out) payments[owner[i]!]!.push(out);
  }
  return { payments, invoices: new Map(settled.invoices.map((i) => [i.id, i])) };
}

/** Pays one invoice: the set of one. */
export async function payInvoice(
  db: Queryable,
  env: PayEnv,
  invoiceId: string,
  input: InvoicePayment,
): Promise<{ payments: PaymentRow[]; invoice: InvoiceRow }> {
  const { payments, invoices } = await payInvoices(db, env, [{ ...input, invoiceId }]);
  return { payments: payments[0]!, invoice: invoices.get(invoiceId)! };
}
