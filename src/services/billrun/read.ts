import type { Queryable } from '../../db/db';
import type { BillRunRow } from '../../db/repos/billrun.repo';
import { listBillRuns, parkedOfRuns } from '../../db/repos/billrun.list.repo';
import type { Caller } from '../kernel';

export interface BillRunView {
  run: BillRunRow;
  parked: Array<{ contractId: string; reason: string }>;
}

/** One page of the tenant's bill runs, newest first, each with its parked contracts (limit + 1 rows: see pageOf). */
export async function listTenantBillRuns(db: Queryable, caller: Caller, after: string | undefined, limit: number): Promise<BillRunView[]> {
  const runs = await listBillRuns(db, caller.tenantId, after, limit);
  const parked = await parkedOfRuns(
    db,
    caller.tenantId,
    runs.map((r) => r.id),
  );
  return runs.map((run) => ({
    run,
    parked: parked.filter((p) => p.run_id === run.id).map((p) => ({ contractId: p.contract_id, reason: p.reason })),
  }));
}
