import { dec, formatDecimal } from '../../domain';
import type { InvoiceRow } from '../../db/repos/invoice.repo';
import { businessDateOut, instantOut } from '../datetime';
import type { Invoice, InvoiceStatusWire } from './invoice.schema';

const num = (s: string): string => (s === '-0' ? '0' : s);

export function presentInvoice(r: InvoiceRow): Invoice {
  return {
    id: r.id,
    invoiceNumber: r.invoice_number,
    customerId: r.customer_id,
    paymentMethodId: r.payment_method_id ?? '',
    status: `STATUS_${r.status}` as InvoiceStatusWire,
    invoicing: `INVOICING_${r.invoicing}` as Invoice['invoicing'],
    issueDate: businessDateOut(r.issue_date),
    dueDate: businessDateOut(r.due_date),
    closingDate: r.closing_date ? businessDateOut(r.closing_date) : '',
    billingIds: r.billing_ids,
    subtotal: num(r.subtotal),
    tax: num(r.tax),
    total: num(r.total),
    taxes: r.taxes.map((t) => ({ taxPercentage: t.taxPercentage, subtotal: t.subtotal, tax: t.tax })),
    paidAmount: num(r.paid_amount),
    balance: formatDecimal(dec(r.total).minus(dec(r.paid_amount))),
    replacesInvoiceId: r.replaces_invoice_id ?? '',
    voidReason: r.void_reason,
    createTime: instantOut(r.create_time),
    updateTime: instantOut(r.update_time),
  };
}
