/**
 * batchupdatestatuses and invoices (docs/invoices.md "Billing statuses"): a billing that waits for an
 * invoice and is moved to INVOICE_CREATED or POSTED is issued on an invoice of its own there and then; a
 * per-billing customer's billing released from hold (to UNBILLED) is issued at once, as it would have
 * been when it was made; a billing moved to POSTED marks its invoice sent.
 */
import type { BillingRow } from '../../db/repos/billing.repo';
import { profilesOf } from '../../db/repos/invoice.billing.repo';
import { todayOf } from '../kernel';
import type { ServiceCtx } from '../context';
import { issueEnvOf } from './env';
import { issueInvoices, type IssueGroup } from './issue';
import { profileOf } from './profile';
import { markInvoicesSent } from '../payment';

/** A billing made since invoices exist that is on no invoice (one from before them has its own number). */
export const isWaiting = (b: Pick<BillingRow, 'invoice_id' | 'invoice_number'>): boolean =>
  b.invoice_id === null && b.invoice_number === '';

/** `rows`: the billings a batch moved, with their new status. */
export async function invoiceAfterStatusChange(ctx: ServiceCtx, rows: readonly BillingRow[]): Promise<void> {
  const waiting = rows.filter(isWaiting);
  const profiles = new Map(
    (await profilesOf(ctx.db, ctx.caller.tenantId, [...new Set(waiting.map((b) => b.customer_id))])).map((p) => [p.id, profileOf(p)]),
  );
  const toIssue = waiting.filter(
    (b) =>
      b.status === 'INVOICE_CREATED' ||
      b.status === 'POSTED' ||
      (b.status === 'UNBILLED' && profiles.get(b.customer_id)?.invoicing === 'PER_BILLING'),
  );
  const today = todayOf(ctx);
  const invoiceOf = new Map(rows.flatMap((b) => (b.invoice_id ? [[b.id, b.invoice_id] as const] : [])));
  if (toIssue.length > 0) {
    const groups: IssueGroup[] = [...new Set(toIssue.map((b) => b.customer_id))].map((customerId) => ({
      customerId,
      profile: profiles.get(customerId)!,
      billings: toIssue.filter((b) => b.customer_id === customerId),
      invoicing: 'PER_BILLING',
      closingDate: null,
    }));
    for (const invoice of await issueInvoices(ctx.db, await issueEnvOf(ctx), groups, today, false))
      for (const id of invoice.billing_ids) invoiceOf.set(id, invoice.id);
  }
  const posted = rows.filter((b) => b.status === 'POSTED').flatMap((b) => invoiceOf.get(b.id) ?? []);
  await markInvoicesSent(ctx.db, { tenantId: ctx.caller.tenantId, today, now: ctx.caller.now, present: ctx.ports.present }, posted);
}
