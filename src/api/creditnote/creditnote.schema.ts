import { DateTimeOutput, Enum, Named, Type, type Static } from '../schema';
import { TaxByRate } from '../billing/billing.schema';

/** The credit note message (docs/credit.md). */
export const REFUNDS = ['REFUND_UNSPECIFIED', 'REFUND_TO_CREDIT', 'REFUND_OUTSIDE'] as const;
export const RefundEnum = Enum(
  REFUNDS,
  'how the money goes back: REFUND_TO_CREDIT (default: the customer’s credit, applied to the corrected invoice while open, then to the next invoices) or REFUND_OUTSIDE (paid back outside the service)',
);

export const CreditNoteLine = Named('CreditNoteLine', {
  description: Type.String(),
  amount: Type.String({ description: 'given back, before tax (whole yen)' }),
  taxPercentage: Type.String(),
});

export const CreditNote = Named('CreditNote', {
  id: Type.String(),
  creditNoteNumber: Type.String({ description: 'its own gap-free sequence: the invoice number prefix, "CN", 8 digits' }),
  invoiceId: Type.String(),
  invoiceNumber: Type.String({ description: 'the number of the invoice it corrects' }),
  customerId: Type.String(),
  issueDate: DateTimeOutput,
  originalIssueDate: Type.String({ description: 'the corrected invoice’s issue date' }),
  saleStartDate: Type.String({ description: 'the first day of the original sale (the corrected invoice’s service period)' }),
  saleEndDate: Type.String({ description: 'the last day of the original sale' }),
  lines: Type.Array(CreditNoteLine, { description: 'what is given back: description, amount before tax, tax percent' }),
  taxes: Type.Array(TaxByRate),
  subtotal: Type.String(),
  tax: Type.String(),
  total: Type.String(),
  returnInvoiceRequired: Type.Boolean({
    description: 'false when the total with tax is under ¥10,000 (少額返還: no qualified return invoice is required)',
  }),
  reason: Type.String({ description: 'why the note was issued (shown on its document)' }),
  refund: RefundEnum,
  createTime: DateTimeOutput,
});
export type CreditNote = Static<typeof CreditNote>;

export const CREDIT_KINDS = [
  'KIND_UNSPECIFIED',
  'KIND_CREDIT_NOTE',
  'KIND_OVERPAYMENT',
  'KIND_NEGATIVE_INVOICE',
  'KIND_APPLIED',
  'KIND_REFUND_OUTSIDE',
] as const;

export const CreditTransaction = Named('CreditTransaction', {
  id: Type.String(),
  amount: Type.String({ description: 'positive: owed to the customer; negative: applied to an invoice or paid back' }),
  kind: Enum(
    CREDIT_KINDS,
    'KIND_CREDIT_NOTE, KIND_OVERPAYMENT, KIND_NEGATIVE_INVOICE (owed to the customer); KIND_APPLIED, KIND_REFUND_OUTSIDE (used or paid back)',
  ),
  sourceId: Type.String({
    description: 'the record it comes from: the credit note, the invoice, the payment’s source, or (APPLIED) the credit it draws from',
  }),
  invoiceId: Type.String(),
  memo: Type.String(),
  createTime: DateTimeOutput,
});
export type CreditTransaction = Static<typeof CreditTransaction>;

/** customer.credit_changed's object (docs/events.md): the balance after the change and the movements written. */
export const CustomerCreditChange = Named('CustomerCreditChange', {
  customerId: Type.String(),
  credit: Type.String({ description: 'the customer’s credit after the change, yen (decimal string)' }),
  transactions: Type.Array(CreditTransaction, { description: 'the movements written, as /v1/customer/getcredit shows them' }),
});
export type CustomerCreditChange = Static<typeof CustomerCreditChange>;
