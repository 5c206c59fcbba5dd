/**
 * Sending the mail outbox (docs/delivery.md "Delivery"): the messages are an outbox queue of
 * services/outbox, like the webhook deliveries (fair claims across tenants, a lease, the retry
 * schedule). An attempt renders the invoice's PDF, makes a customer page link, fills the template and
 * hands the message to the mailer. Accepted → STATUS_SENT, and in the same transaction as that record
 * the invoice is marked sent (its billings POSTED) or, for a reminder, invoice.reminder_sent is
 * written. A transient failure (4xx, no connection, a timeout) is retried after the next delay; a
 * permanent one (5xx, failed authentication, an address that cannot be delivered to) is STATUS_FAILED.
 * The Message-ID is the delivery's own, the same on every attempt.
 */
import { isMailAddress, jstDateOfInstant, transitionBilling, type BillingStatus, type LocalDate, type MailKind } from '../../domain';
import type { Tx } from '../../db/db';
import { billingsByIds, lockBillings, setBillingStatus } from '../../db/repos/billing.repo';
import { billingViews } from '../../db/repos/billing.view.repo';
import { getInvoice, lockInvoices } from '../../db/repos/invoice.repo';
import { loadMails, type ClaimedMail } from '../../db/repos/mail.repo';
import type { Caller, Ports } from '../kernel';
import type { SystemCtx } from '../context';
import { recordEvents, statusChangedEvents } from '../events';
import { renderInvoiceDocument } from '../invoice';
import { startOutbox, type AttemptResult, type Foreground, type OutboxQueue, type OutboxWorker } from '../outbox';
import { markInvoicesSent } from '../payment';
import { balanceOfRow, composeMail, senderName, valuesOf } from './compose';
import { createPortalLink } from './portal';
import { dec } from '../../domain';

export interface MailOptions {
  /** The service's address as customers reach it (links to the customer page). */
  publicUrl: string;
  portalLinkDays: number;
  /** The sender when the provider has set none. */
  mailFrom: string;
  retryDelays: readonly number[];
  /** Limit (ms) on one attempt's SMTP steps (the lease is longer). */
  timeoutMs: number;
  concurrency: number;
  perTenant: number;
  pollMs: number;
  /** The process's requests, to which sending gives way (docs/delivery.md "Sharing the process"). */
  foreground?: Foreground;
  onError?: (err: unknown) => void;
}

/** The share of the time mail may take while the process serves requests. */
const SHARE_WHILE_SERVING = 0.05;

const callerOf = (m: ClaimedMail, now: Date): Caller => ({
  tenantId: m.tenant_id,
  providerId: m.provider_id,
  environment: m.environment,
  keyId: '',
  taxRounding: m.tax_rounding,
  billRunHourJst: m.bill_run_hour_jst,
  now: m.clock_now ?? now,
});

const failed = (response: string, final: boolean): AttemptResult => ({ ok: false, final, columns: { response: response.slice(0, 1000) } });

/** Why a message is no longer to be sent, or null. */
function notToSend(m: ClaimedMail): string | null {
  if (m.invoice.status === 'VOID') return 'not sent: the invoice was voided';
  if (m.kind === 'REMINDER' && !dec(balanceOfRow(m.invoice)).isPositive()) return 'not sent: the invoice is paid';
  const bad = m.recipients.find((a) => !isMailAddress(a));
  if (bad !== undefined) return `not sent: "${bad}" is not an e-mail address that can be delivered to`;
  return null;
}

async function attemptMail(m: ClaimedMail, sys: SystemCtx, o: MailOptions): Promise<AttemptResult> {
  try {
    const stop = notToSend(m);
    if (stop) return failed(stop, true);
    const caller = callerOf(m, sys.ports.clock.now());
    const ctx = { caller, db: sys.db, ports: sys.ports };
    const pdf = await renderInvoiceDocument(ctx, m.invoice, 'pdf');
    const token = await createPortalLink(sys.db, m.invoice, sys.ports.clock.now(), o.portalLinkDays);
    const today = jstDateOfInstant(caller.now.getTime());
    const values = valuesOf(m.invoice, { staffNames: m.recipient_names, portalUrl: `${o.publicUrl}/portal/${token}`, today });
    const { subject, body } = composeMail(m.mail_templates, m.kind as MailKind, values);
    const from = m.mail_from || o.mailFrom;
    const outcome = await sys.ports.mail.send({
      messageId: `<${m.id}@${from.split('@')[1] ?? 'localhost'}>`,
      from: { name: senderName(m.invoice), address: from },
      replyTo: m.mail_reply_to,
      to: m.recipients,
      subject,
      text: body,
      attachments: [{ filename: pdf.fileName, contentType: pdf.contentType, content: pdf.body }],
    });
    if (outcome.ok) return { ok: true, columns: { response: outcome.response.slice(0, 1000), sent_time: new Date().toISOString() } };
    return failed(outcome.response, outcome.permanent);
  } catch (err) {
    // Anything unexpected (the database, the renderer) is transient: the message stays queued.
    return failed(`not sent: ${(err as Error).message}`, false);
  }
}

/** The invoice was accepted for delivery: its billings waiting as INVOICE_CREATED are POSTED, the invoice SENT. */
async function settleSent(tx: Tx, present: Ports['present'], m: ClaimedMail, now: Date, today: LocalDate): Promise<void> {
  const tenantId = m.tenant_id;
  const before = new Map<string, string>();
  // The invoice before its billings: the order every payment path and a void lock them in.
  await lockInvoices(tx, tenantId, [m.invoice.id]);
  for (const b of await lockBillings(tx, tenantId, m.invoice.billing_ids)) {
    if (b.status !== 'INVOICE_CREATED') continue;
    const next = transitionBilling({ from: b.status as BillingStatus, event: { type: 'setStatus', to: 'POSTED' } });
    if (!next.ok) continue;
    await setBillingStatus(tx, tenantId, b.id, next.value.status);
    before.set(b.id, b.status);
  }
  if (before.size > 0) {
    const moved = await billingViews(tx, tenantId, await billingsByIds(tx, tenantId, [...before.keys()]));
    await recordEvents(tx, tenantId, now, statusChangedEvents(present, moved, before));
  }
  await markInvoicesSent(tx, { tenantId, today, now, present }, [m.invoice.id]);
}

async function settle(tx: Tx, sys: SystemCtx, m: ClaimedMail, result: AttemptResult): Promise<void> {
  if (!result.ok) return;
  const now = m.clock_now ?? sys.ports.clock.now();
  const today = jstDateOfInstant(now.getTime());
  if (m.kind === 'REMINDER') {
    const invoice = (await getInvoice(tx, m.tenant_id, m.invoice.id)) ?? m.invoice;
    await recordEvents(tx, m.tenant_id, now, [{ type: 'invoice.reminder_sent', object: sys.ports.present.invoice(invoice) }]);
  } else await settleSent(tx, sys.ports.present, m, now, today);
}

/** The mail outbox as a queue of the shared outbox machinery. */
export function mailQueue(sys: SystemCtx, o: MailOptions): OutboxQueue<ClaimedMail> {
  return {
    table: 'mail_delivery',
    load: (db, rows) => loadMails(db, rows),
    attempt: (m) => attemptMail(m, sys, o),
    settle: (tx, m, result) => settle(tx, sys, m, result),
  };
}

/** The mail worker of this process (jobs/mail.ts starts it). */
export function startMailDeliveries(sys: SystemCtx, o: MailOptions): OutboxWorker {
  return startOutbox(sys.db, mailQueue(sys, o), {
    concurrency: o.concurrency,
    perTenant: o.perTenant,
    retryDelays: o.retryDelays,
    // A claim whose worker died is free again after this; a live one is pushed ahead while its attempt runs (services/outbox).
    leaseMs: 4 * o.timeoutMs + 10_000,
    pollMs: o.pollMs,
    clock: sys.ports.clock,
    ...(o.foreground ? { yieldTo: { foreground: o.foreground, share: SHARE_WHILE_SERVING } } : {}),
    ...(o.onError ? { onError: o.onError } : {}),
  });
}
