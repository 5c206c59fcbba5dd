import { DateTimeOutput, Enum, Message, Type, type Static, Named } from '../schema';

/** Shared wire messages of billings (docs/api.md). */
export const BILLING_STATUSES = [
  'STATUS_UNSPECIFIED',
  'STATUS_HOLD_INVOICE_CREATION',
  'STATUS_UNBILLED',
  'STATUS_POSTED',
  'STATUS_PARTIALLY_PAID',
  'STATUS_PAID',
  'STATUS_PAYMENT_EXCLUDED',
  'STATUS_PAYMENT_DUE',
  'STATUS_PAYMENT_UNNECESSARY',
  'STATUS_PARTIALLY_UNPAID',
  'STATUS_PAYMENT_REFUNDED',
  'STATUS_PAID_WITH_CARD',
  'STATUS_INVOICE_CREATED',
  'STATUS_INVOICE_DELETED',
  'STATUS_INVALIDATED',
  'STATUS_ANY',
] as const;
export const BillingStatusEnum = Enum(BILLING_STATUSES);
export type BillingStatusWire = (typeof BILLING_STATUSES)[number];

export const BillingItemKind = Enum(['KIND_UNSPECIFIED', 'KIND_RECURRING', 'KIND_ONE_TIME', 'KIND_USAGE', 'KIND_ADJUSTMENT']);

/** The fields of a billing line; an expected billing's lines have the same, without an id. */
export const billingItemFields = {
  contractItemId: Type.String(),
  contractChargeItemId: Type.String(),
  name: Type.String(),
  kind: BillingItemKind,
  periodStart: DateTimeOutput,
  periodEnd: DateTimeOutput,
  quantity: Type.String(),
  unitPrice: Type.String(),
  subtotal: Type.String(),
  taxPercentage: Type.String(),
};

export const BillingItem = Named('BillingItem', { id: Type.String(), ...billingItemFields });
export type BillingItem = Static<typeof BillingItem>;

export const TaxByRate = Named('TaxByRate', { taxPercentage: Type.String(), subtotal: Type.String(), tax: Type.String() });

export const Payment = Named('Payment', {
  id: Type.String(),
  optionalId: Type.String(),
  type: Enum(['TYPE_UNSPECIFIED', 'TYPE_PAYMENT', 'TYPE_REFUND', 'TYPE_REVERSAL']),
  amount: Type.String(),
  paymentDate: DateTimeOutput,
  memo: Type.String(),
  source: Enum(
    ['SOURCE_UNSPECIFIED', 'SOURCE_API', 'SOURCE_CREDIT', 'SOURCE_STATEMENT', 'SOURCE_DIRECT_DEBIT'],
    'where the payment came from: batchrecordpayments (API), the customer credit, a bank statement line, a direct debit (docs/invoices.md "Payments")',
  ),
  createTime: DateTimeOutput,
});

export const Billing = Named('Billing', {
  id: Type.String(),
  invoiceNumber: Type.String(),
  invoiceId: Type.String({ description: 'the invoice holding the billing (docs/invoices.md); "" while it waits for one' }),
  status: BillingStatusEnum,
  contractId: Type.String(),
  customerId: Type.String(),
  paymentMethodId: Type.String(),
  billingDate: DateTimeOutput,
  billingDueDate: DateTimeOutput,
  billingIssueDate: DateTimeOutput,
  subtotal: Type.String(),
  tax: Type.String(),
  total: Type.String(),
  paidAmount: Type.String(),
  taxes: Type.Array(TaxByRate),
  billingItems: Type.Array(BillingItem),
  billingCustomerStaffs: Type.Array(Message({ customerStaffId: Type.String() })),
  payments: Type.Array(Payment),
  createTime: DateTimeOutput,
  updateTime: DateTimeOutput,
});
export type Billing = Static<typeof Billing>;

export const BatchSummary = Named('BatchSummary', { total: Type.Integer(), succeeded: Type.Integer(), failed: Type.Integer() });
export const BatchError = Named('BatchError', { index: Type.Integer(), id: Type.String(), code: Type.Integer(), message: Type.String() });
export const BillingListResponse = Message({ billings: Type.Array(Billing), nextPageToken: Type.String() });
