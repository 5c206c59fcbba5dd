/**
 * Invariant 8 (docs/billing-lifecycle.md "The next-due day"): the contract's stored next-due day is
 * either stale ('-infinity', to be recomputed by the next run) or exactly the day computed afresh
 * from everything stored (document, versions, usage, live lines). A write path that forgot to mark
 * the contract stale would leave a computed day that no longer matches, and this check fails.
 */
import { expect } from 'vitest';
import type { Db } from '../../../src/db/db';
import { liveLinesOfContracts } from '../../../src/db/repos/billing.repo';
import { versionHistories } from '../../../src/db/repos/contract.repo';
import { usageOfContracts } from '../../../src/db/repos/usage.repo';
import { nextDueOf } from '../../../src/domain/billing/nextdue';
import { proposalOf, toExisting, toUsage } from '../../../src/domain/billing/inputs';

/** The full recomputation of the contract's next-due day ('infinity' when nothing is left). */
export async function recomputedNextDue(db: Db, tenantId: string, contractId: string): Promise<{ stored: string; fresh: string }> {
  const row = await db
    .selectFrom('contract')
    .selectAll()
    .where('tenant_id', '=', tenantId)
    .where('id', '=', contractId)
    .executeTakeFirstOrThrow();
  const history = (await versionHistories(db, tenantId, [row])).get(row.id);
  const usage = (await usageOfContracts(db, tenantId, [row.id])).map(toUsage);
  const existing = (await liveLinesOfContracts(db, tenantId, [row.id])).map(toExisting);
  const fresh = nextDueOf(row.doc, proposalOf(row, history, usage), existing);
  const due = await db
    .selectFrom('contract_due')
    .select('next_due_date')
    .where('tenant_id', '=', tenantId)
    .where('contract_id', '=', contractId)
    .executeTakeFirstOrThrow();
  return { stored: due.next_due_date, fresh: fresh ?? 'infinity' };
}

export async function checkNextDue(db: Db, tenantId: string, contractId: string, when: string): Promise<void> {
  const { stored, fresh } = await recomputedNextDue(db, tenantId, contractId);
  if (stored !== '-infinity') expect(stored, `invariant 8: stored next-due day ${when}`).toBe(fresh);
}
