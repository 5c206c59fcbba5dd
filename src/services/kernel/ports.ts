/**
 * What the services call out through (docs/development.md "Ports"). Every entry point (the HTTP app,
 * the scheduler, the CLI, benches and tests) builds one `Ports` value and passes it in `ServiceCtx`;
 * nothing is installed globally, so a forgotten port is a compile error, not a failure at run time.
 */
import type { InvoiceDocument } from '../../domain/invoice/document';
import type { AmendmentRow } from '../../db/repos/amendment.repo';
import type { CustomerRow } from '../../db/repos/customer.repo';
import type { InvoiceRow } from '../../db/repos/invoice.repo';
import type { CreditNoteRow } from '../../db/repos/creditnote.repo';
import type { BillingView } from '../billing';
import type { ContractRecord } from '../contract';
import type { CreditChange } from '../credit';
import type { Logger } from '../../lib/log';

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

/** One message as the mail outbox sends it (docs/delivery.md). */
export interface OutgoingMail {
  /** The Message-ID, the same on every attempt of one delivery, so a receiver can tell a repeat. */
  messageId: string;
  /** The display name is any text: it is encoded into the header, never written raw. */
  from: { name: string; address: string };
  replyTo: string;
  to: readonly string[];
  subject: string;
  text: string;
  attachments: ReadonlyArray<{ filename: string; contentType: string; content: Buffer }>;
}

/**
 * What became of one message: accepted (by the SMTP server, or written to a file), or refused:
 * `permanent` for an answer that a retry cannot change (5xx), else a transient failure (4xx, no
 * connection, a timeout) worth retrying.
 */
export type MailOutcome = { ok: true; response: string } | { ok: false; permanent: boolean; response: string };

/** Sends mail (src/mail: nodemailer to SMTP_URL, or .eml files); never throws. */
export interface Mailer {
  send(mail: OutgoingMail): Promise<MailOutcome>;
}

export interface Ports {
  present: EventPresenters;
  render: DocumentRenderer;
  clock: Clock;
  mail: Mailer;
  /** Where work outside a request writes its log lines (src/lib/log.ts). */
  log: Logger;
}

/** The real clock. */
export const systemClock: Clock = { now: () => new Date() };
