export { createBillings } from './create';
export { renderInvoice, renderInvoiceAsOperator } from './document';
export { expectChangeQuantity, expectRenewalWithQuantityChange, listExpectedBillings } from './expected';
export { batchRecordPayments } from './payment';
export { batchUpdateStatuses, checkSelection, invalidateBilling } from './status';
export type { BatchResult, BatchRowError, StatusTarget } from './status';
export { getBillingView, listBillingViews } from './view';
export type { BillingView } from './view';
