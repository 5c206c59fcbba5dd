/**
 * The next JST day on which a tenant's daily jobs would do anything: the earliest billing date of a
 * line not yet billed, auto-renewal date, or day after a due date the sweep acts on. The test clock
 * runs the jobs of those days only: on any other day they would find nothing to do, so skipping
 * them changes nothing but the time an advance over years takes. Dates come from the domain.
 */
import { addDays, asLocalDate, autoRenewalDate, maxDate, type LocalDate } from '../domain';
import type { Db } from '../db/db';
import { earliestSweepableDueDate, liveLinesOfContracts } from '../db/repos/billing.repo';
import { listBillableContracts, versionHistories } from '../db/repos/contract.repo';
import { usageOfContracts } from '../db/repos/usage.repo';
import { pendingLines, proposalOf, toExisting, toUsage } from '../domain/billing/plan';

export async function nextEventDay(db: Db, tenantId: string, from: LocalDate): Promise<LocalDate | null> {
  let next: LocalDate | null = null;
  const consider = (day: LocalDate | null) => {
    if (day === null) return;
    const d = maxDate(day, from);
    if (next === null || d < next) next = d;
  };
  const due = await earliestSweepableDueDate(db, tenantId);
  if (due) consider(addDays(asLocalDate(due), 1));
  let after: string | null = null;
  for (;;) {
    const page = await listBillableContracts(db, tenantId, after, 500);
    if (page.length === 0) break;
    const ids = page.map((c) => c.id);
    const existing = await liveLinesOfContracts(db, tenantId, ids);
    const usage = await usageOfContracts(db, tenantId, ids);
    const histories = await versionHistories(db, tenantId, page);
    for (const contract of page) {
      for (const item of contract.doc.items) consider(autoRenewalDate(item));
      const used = usage.filter((u) => u.contract_id === contract.id).map(toUsage);
      const proposal = proposalOf(contract, histories.get(contract.id), used);
      const pending = pendingLines(proposal, existing.filter((l) => l.contract_id === contract.id).map(toExisting));
      for (const line of pending) consider(line.billingDate);
    }
    after = page[page.length - 1]!.id;
  }
  return next;
}
