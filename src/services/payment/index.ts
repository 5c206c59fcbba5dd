export { payEnvOf } from './env';
export type { PayEnv } from './env';
export { balanceOf, payInvoice, payInvoices } from './invoice';
export type { InvoicePayment, InvoicePaymentRequest } from './invoice';
export { isRefusal } from './record';
export type { PaymentInput, PaymentItem, PaymentOutcome, PaymentRefusal, PaymentSource, ReversalContext } from './record';
export { settlePayments } from './settle';
export type { Settled } from './settle';
export { markInvoicesSent, statusOf } from './rollup';
