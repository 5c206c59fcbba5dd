/**
 * Invariant 8 (docs/billing-lifecycle.md "The next-due day"): the contract's stored next-due day is
 * either stale ('-infinity', to be recomputed by the next run) or exactly the day computed afresh
 * from everything stored (document, versions, usage, live lines). A write path that forgot to mark
 * the contract stale would leave a computed day that no longer matches, and this check fails.
 */
import { expect } from 'vitest';
import type { Db } from '../../../src/db/db';
import { liveExistingLines } from '../../../src/db/repos/billing.repo';
import { billableOf, versionHistories } from '../../../src/db/repos/contract.repo';
import { usageRecordsOf } from '../../../src/db/repos/usage.repo';
import { nextDueOf } from '../../../src/domain/billing/nextdue';
import { proposalOf } from '../../../src/domain/billing/inputs';

/** The full recomputation of the contract's next-due day ('infinity' when nothing is left). */
export async function recomputedNextDue(db: Db, tenantId: string, contractId: string): Promise<{ stored: string; fresh: string }> {
  const contract = billableOf(
    await db.selectFrom('contract').selectAll().where('tenant_id', '=', tenantId).where('id', '=', contractId).executeTakeFirstOrThrow(),
  );
  const history = (await versionHistories(db, tenantId, [contract])).get(contract.id);
  const usage = await usageRecordsOf(db, tenantId, [contract.id]);
  const existing = await liveExistingLines(db, tenantId, [contract.id]);
  const fresh = nextDueOf(contract.doc, proposalOf(contract, history, usage), existing);
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
