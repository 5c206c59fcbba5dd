import { DateTimeOutput, Enum, Type, Named, type Static } from '../schema';
import { TaxByRate } from '../billing/billing.schema';
import { InvoicingEnum } from '../customer/customer.schema';

/** The invoice message (docs/invoices.md). */
export const INVOICE_STATUSES = [
  'STATUS_UNSPECIFIED',
  'STATUS_ISSUED',
  'STATUS_SENT',
  'STATUS_PARTIALLY_PAID',
  'STATUS_PAID',
  'STATUS_OVERDUE',
  'STATUS_VOID',
  'STATUS_CREDIT',
] as const;
export const InvoiceStatusEnum = Enum(INVOICE_STATUSES);
export type InvoiceStatusWire = (typeof INVOICE_STATUSES)[number];

export const Invoice = Named('Invoice', {
  id: Type.String(),
  invoiceNumber: Type.String(),
  customerId: Type.String(),
  paymentMethodId: Type.String(),
  status: InvoiceStatusEnum,
  invoicing: InvoicingEnum,
  issueDate: DateTimeOutput,
  dueDate: DateTimeOutput,
  closingDate: Type.String({ description: 'the closing day it closes (monthly closing); "" for an invoice per billing' }),
  billingIds: Type.Array(Type.String()),
  subtotal: Type.String(),
  tax: Type.String(),
  total: Type.String(),
  taxes: Type.Array(TaxByRate),
  paidAmount: Type.String(),
  balance: Type.String({ description: 'total − paidAmount' }),
  replacesInvoiceId: Type.String(),
  voidReason: Type.String(),
  createTime: DateTimeOutput,
  updateTime: DateTimeOutput,
});
export type Invoice = Static<typeof Invoice>;
