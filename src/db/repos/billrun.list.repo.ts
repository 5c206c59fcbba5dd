import type { Queryable } from '../db';
import type { BillRunRow } from './billrun.repo';

/** A tenant's bill runs, newest first, after the id `after`: at most limit + 1 of them. */
export async function listBillRuns(db: Queryable, tenantId: string, after: string | undefined, limit: number): Promise<BillRunRow[]> {
  let q = db.selectFrom('bill_run').selectAll().where('tenant_id', '=', tenantId);
  if (after) q = q.where('id', '<', after);
  return q
    .orderBy('id', 'desc')
    .limit(limit + 1)
    .execute();
}

/** The parked contracts of several runs of one tenant. */
export async function parkedOfRuns(
  db: Queryable,
  tenantId: string,
  runIds: readonly string[],
): Promise<Array<{ run_id: string; contract_id: string; reason: string }>> {
  if (runIds.length === 0) return [];
  return db
    .selectFrom('bill_run_parked')
    .select(['run_id', 'contract_id', 'reason'])
    .where('tenant_id', '=', tenantId)
    .where('run_id', 'in', runIds)
    .orderBy('contract_id')
    .execute();
}
