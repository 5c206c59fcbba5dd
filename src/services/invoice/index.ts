export { closeCustomer, closingDaysDue, closingsDoneThrough, issueWaiting, runClosings } from './closing';
export { renderInvoiceDocument } from './document';
export type { DocumentFormat, RenderedDocument } from './document';
export { invoiceNewBillings, writeNewInvoices } from './newbillings';
export { invoiceAfterStatusChange, isWaiting } from './onstatus';
export { profileOf } from './profile';
export { getInvoiceRow, listInvoiceRows } from './read';
export { runInvoiceSweep } from './sweep';
export { VOID_REASON_MAX, voidInvoice } from './void';
