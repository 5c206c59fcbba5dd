/**
 * What the services call out through (docs/development.md "Ports"). Every entry point (the HTTP app,
 * the scheduler, the CLI, benches and tests) builds one `Ports` value and passes it in `ServiceCtx`;
 * nothing is installed globally, so a forgotten port is a compile error, not a failure at run time.
 */
import type { InvoiceDocument } from '../domain/invoice/document';
import type { AmendmentRow } from '../db/repos/amendment.repo';
import type { CustomerRow } from '../db/repos/customer.repo';
import type { InvoiceRow } from '../db/repos/invoice.repo';
import type { CreditNoteRow } from '../db/repos/creditnote.repo';
import type { BillingView } from './billing';
import type { ContractRecord } from './contract';
import type { CreditChange } from './credit';

/** Resource → the wire message the API shows (an event's `data.object`). The API layer implements it. */
export interface EventPresenters {
  customer(row: CustomerRow): object;
  contract(record: ContractRecord): object;
  amendment(row: AmendmentRow): object;
  billing(view: BillingView): object;
  invoice(row: InvoiceRow): object;
  creditNote(row: CreditNoteRow): object;
  /** customer.credit_changed: the customer, its balance after the change, the movements written. */
  customerCredit(change: CreditChange): object;
}

/** Documents as bytes. The same document and creation time always give the same bytes. */
export interface DocumentRenderer {
  invoicePdf(doc: InvoiceDocument, created: Date): Promise<Buffer>;
  invoiceHtml(doc: InvoiceDocument): string;
}

/** Real time (not a tenant's test clock): leases, retries, retention, timings. */
export interface Clock {
  now(): Date;
}

export interface Ports {
  present: EventPresenters;
  render: DocumentRenderer;
  clock: Clock;
}

/** The real clock. */
export const systemClock: Clock = { now: () => new Date() };
