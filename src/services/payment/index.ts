export { payEnvOf } from './env';
export type { PayEnv } from './env';
export { paymentEvents } from './events';
export { balanceOf, payInvoice } from './invoice';
export type { InvoicePayment } from './invoice';
export { isRefusal, recordPayment } from './record';
export type { PaymentInput, PaymentRefusal, PaymentSource } from './record';
export { markInvoicesSent, rollUpInvoices, statusOf } from './rollup';
