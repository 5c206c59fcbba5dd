/**
 * Paying an invoice (docs/invoices.md "Payments"): an amount received for an invoice — a bank transfer
 * matched to it, the customer's credit, a direct debit — is laid on its billings, earliest first, each
 * up to what it still owes, through the one payment path; the invoice then follows its billings. More
 * than the balance is refused: the caller decides what the rest is (customer credit, docs/credit.md).
 */
import { allocateInOrder, dec, formatDecimal, type LocalDate } from '../../domain';
import type { Queryable } from '../../db/db';
import { paymentMethodsByIds } from '../../db/repos/billrun.repo';
import { billingsOnInvoices } from '../../db/repos/invoice.billing.repo';
import { lockInvoices, type InvoiceRow } from '../../db/repos/invoice.repo';
import type { PaymentRow } from '../../db/repos/payment.repo';
import { ApiError, failedPrecondition, notFound } from '../../lib/errors';
import type { PayEnv } from './env';
import { paymentEvents } from './events';
import { isRefusal, recordPayment, type PaymentSource } from './record';
import { rollUpInvoices } from './rollup';

export interface InvoicePayment {
  amount: string;
  paymentDate: LocalDate;
  source: PaymentSource;
  sourceId: string | null;
  memo: string;
}

/** What an invoice still has to receive (0 for a void or credit invoice). */
export function balanceOf(invoice: Pick<InvoiceRow, 'status' | 'total' | 'paid_amount'>): string {
  if (invoice.status === 'VOID' || invoice.status === 'CREDIT') return '0';
  const open = dec(invoice.total).minus(dec(invoice.paid_amount));
  return formatDecimal(open.isNegative() ? dec(0) : open);
}

export async function payInvoice(
  db: Queryable,
  env: PayEnv,
  invoiceId: string,
  input: InvoicePayment,
): Promise<{ payments: PaymentRow[]; invoice: InvoiceRow }> {
  const [invoice] = await lockInvoices(db, env.tenantId, [invoiceId]);
  if (!invoice) throw notFound('invoice');
  if (invoice.status === 'VOID') throw failedPrecondition('the invoice is void', 'INVOICE_VOID');
  const amount = dec(input.amount);
  if (!amount.greaterThan(0)) throw failedPrecondition('a payment must be above zero');
  if (amount.greaterThan(dec(balanceOf(invoice))))
    throw failedPrecondition(`${input.amount} is more than the invoice's balance of ${balanceOf(invoice)}`, 'OVERPAYMENT');
  const billings = await billingsOnInvoices(db, env.tenantId, [invoice.id]);
  const cards = new Set(
    (await paymentMethodsByIds(db, env.tenantId, [...new Set(billings.flatMap((b) => b.payment_method_id ?? []))]))
      .filter((m) => m.type === 'TYPE_CREDIT_CARD')
      .map((m) => m.id),
  );
  const { allocations } = allocateInOrder(
    amount,
    billings.map((b) => ({ id: b.id, open: dec(b.total).minus(dec(b.paid_amount)) })),
  );
  const before = new Map(billings.map((b) => [b.id, b.status]));
  const byId = new Map(billings.map((b) => [b.id, b]));
  const payments: PaymentRow[] = [];
  for (const a of allocations) {
    const billing = byId.get(a.id)!;
    const out = await recordPayment(
      db,
      env.tenantId,
      billing,
      { ...input, amount: formatDecimal(a.amount), optionalId: null, type: 'PAYMENT' },
      billing.payment_method_id !== null && cards.has(billing.payment_method_id),
    );
    if (isRefusal(out)) throw new ApiError(out.code, out.message);
    if (out) payments.push(out);
  }
  await paymentEvents(
    db,
    env,
    payments.map((p) => p.billing_id),
    before,
  );
  const [rolled] = await rollUpInvoices(db, env, [invoice.id]);
  return { payments, invoice: rolled ?? invoice };
}
