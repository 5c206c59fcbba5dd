/**
 * Monthly closing (締め請求, docs/invoices.md "Closing"). The daily jobs of day D close, for each closing
 * day whose date fell in (the tenant's last closed day, D], the customers with that closing day: their
 * billings waiting for an invoice whose billing date is on or before that closing date become
 * invoices, one per (payment method, due date). A closing missed while the service was down is caught
 * up the next day; a billing made after its closing waits for the next one. `/v1/invoice/close` issues
 * for one customer now what its next closing would.
 */
import { addDays, lastClosingOnOrBefore, nextClosingOnOrAfter, MAX_CLOSING_DAY, type LocalDate } from '../../domain';
import { inTransaction } from '../../db/db';
import type { BillingRow } from '../../db/repos/billing.repo';
import type { TenantSettingsRow } from '../../db/repos/billrun.repo';
import {
  closedThrough,
  closingCustomersPage,
  profilesOf,
  setClosedThrough,
  waitingBillings,
  type ProfileRow,
} from '../../db/repos/invoice.billing.repo';
import type { InvoiceRow } from '../../db/repos/invoice.repo';
import { failedPrecondition } from '../../lib/errors';
import { todayOf } from '../kernel';
import type { ServiceCtx, SystemCtx } from '../context';
import { issueEnvOf, jobIssueEnv } from './env';
import { issueInvoices, type IssueEnv, type IssueGroup } from './issue';
import { profileOf } from './profile';

const PAGE = 1000;

/** Closing days (0..28) whose date in some month lies in (after, day]. */
export function closingDaysDue(after: LocalDate, day: LocalDate): number[] {
  const due: number[] = [];
  for (let k = 0; k <= MAX_CLOSING_DAY; k++) if (lastClosingOnOrBefore(day, k) > after) due.push(k);
  return due;
}

function groupsOf(
  profiles: readonly ProfileRow[],
  billings: readonly BillingRow[],
  cutoff: (p: ProfileRow) => LocalDate | null,
): IssueGroup[] {
  const byCustomer = new Map<string, BillingRow[]>();
  for (const b of billings) (byCustomer.get(b.customer_id) ?? byCustomer.set(b.customer_id, []).get(b.customer_id)!).push(b);
  return profiles.flatMap((p) => {
    const list = byCustomer.get(p.id);
    if (!list) return [];
    const profile = profileOf(p);
    return [{ customerId: p.id, profile, billings: list, invoicing: profile.invoicing, closingDate: cutoff(p) }];
  });
}

/** One page of closing customers in one transaction; returns the invoices issued. */
async function closePage(sys: SystemCtx, env: IssueEnv, page: readonly ProfileRow[], day: LocalDate): Promise<number> {
  return inTransaction(sys.db, async (trx) => {
    const cutoff = (p: ProfileRow) => lastClosingOnOrBefore(day, p.closing_day);
    const billings = await waitingBillings(
      trx,
      env.tenantId,
      page.map((p) => ({ customerId: p.id, upTo: cutoff(p) })),
    );
    return (await issueInvoices(trx, env, groupsOf(page, billings, cutoff), day)).length;
  });
}

/**
 * The test clock skips days on which the daily jobs would find nothing to do (closings included): those
 * days' closings are done, so they are not caught up later.
 */
export async function closingsDoneThrough(sys: SystemCtx, tenantId: string, day: LocalDate): Promise<void> {
  const through = await closedThrough(sys.db, tenantId);
  if (!through || through < day) await setClosedThrough(sys.db, tenantId, day);
}

/** The daily closing of one tenant for JST day `day` (after the bill run); returns the invoices issued. */
export async function runClosings(
  sys: SystemCtx,
  tenant: TenantSettingsRow,
  day: LocalDate,
  now: Date,
  /** false: no events (the closing bench only, to measure their cost). */
  events = true,
): Promise<number> {
  const env = { ...jobIssueEnv(tenant, now, sys.ports.present), events };
  const through = await closedThrough(sys.db, tenant.tenant_id);
  const days = closingDaysDue(through ? (through as LocalDate) : addDays(day, -1), day);
  let issued = 0;
  let after: string | null = null;
  for (;;) {
    const page = await closingCustomersPage(sys.db, tenant.tenant_id, days, after, PAGE);
    if (page.length === 0) break;
    issued += await closePage(sys, env, page, day);
    after = page[page.length - 1]!.id;
  }
  if (!through || through < day) await setClosedThrough(sys.db, tenant.tenant_id, day);
  return issued;
}

/**
 * /v1/invoice/close: what the customer's next closing would issue, now (per billing: every billing
 * waiting for an invoice, each on its own). Nothing waiting → FAILED_PRECONDITION.
 */
export async function closeCustomer(ctx: ServiceCtx, customerId: string): Promise<InvoiceRow[]> {
  const issued = await issueWaiting(ctx, customerId);
  if (issued.length === 0) throw failedPrecondition('the customer has no billing waiting for an invoice', 'NOTHING_TO_INVOICE');
  return issued;
}

/** Issues what the customer's next closing would (per billing: every waiting billing); nothing waiting → []. */
export async function issueWaiting(ctx: ServiceCtx, customerId: string): Promise<InvoiceRow[]> {
  const today = todayOf(ctx);
  const [row] = await profilesOf(ctx.db, ctx.caller.tenantId, [customerId]);
  const closing = row!.invoicing === 'MONTHLY_CLOSING';
  const upTo = closing ? nextClosingOnOrAfter(today, row!.closing_day) : ('9999-12-31' as LocalDate);
  const billings = await waitingBillings(ctx.db, ctx.caller.tenantId, [{ customerId, upTo }]);
  if (billings.length === 0) return [];
  const env = await issueEnvOf(ctx);
  return issueInvoices(
    ctx.db,
    env,
    groupsOf([row!], billings, () => (closing ? upTo : null)),
    today,
  );
}
