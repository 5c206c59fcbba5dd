/** The scheduler's daily jobs: one row per (tenant, kind, JST day), claimed with a lease. */
import { sql, type Selectable } from 'kysely';
import type { Queryable, Tx } from '../db';
import type { JobTable } from '../schema/billing';

export type JobRow = Selectable<JobTable>;

/** Ensures the daily job of (tenant, day) exists. */
export async function ensureDailyJob(db: Queryable, tenantId: string, runDate: string, runAt: Date): Promise<void> {
  await db
    .insertInto('job')
    .values({ tenant_id: tenantId, kind: 'DAILY', run_date: runDate, run_at: runAt, locked_until: null, finish_time: null })
    .onConflict((oc) => oc.doNothing())
    .execute();
}

/** Claims one due job (FOR UPDATE SKIP LOCKED): pending, or running with an expired lease. In the caller's transaction. */
export async function claimDueJob(trx: Tx, now: Date, leaseMs: number, tenantIds?: readonly string[]): Promise<JobRow | undefined> {
  let q = trx.selectFrom('job').selectAll();
  if (tenantIds) q = q.where('tenant_id', 'in', tenantIds.length ? tenantIds : ['00000000-0000-0000-0000-000000000000']);
  const job = await q
    .where('status', '<>', sql.lit('DONE')) // a literal: the partial index job_due_idx (src/db/literals.ts)
    .where('run_at', '<=', now)
    .where((eb) => eb.or([eb('locked_until', 'is', null), eb('locked_until', '<', now)]))
    .orderBy('run_at')
    .limit(1)
    .forUpdate()
    .skipLocked()
    .executeTakeFirst();
  if (!job) return undefined;
  return trx
    .updateTable('job')
    .set({ status: 'RUNNING', attempts: job.attempts + 1, locked_until: new Date(now.getTime() + leaseMs) })
    .where('tenant_id', '=', job.tenant_id)
    .where('kind', '=', job.kind)
    .where('run_date', '=', job.run_date)
    .returningAll()
    .executeTakeFirstOrThrow();
}

export async function finishJob(db: Queryable, job: JobRow, error: string | null): Promise<void> {
  await db
    .updateTable('job')
    .set(
      error === null
        ? { status: 'DONE', finish_time: new Date(), locked_until: null, last_error: '' }
        : { status: 'PENDING', locked_until: new Date(Date.now() + 60_000), last_error: error.slice(0, 1000) },
    )
    .where('tenant_id', '=', job.tenant_id)
    .where('kind', '=', job.kind)
    .where('run_date', '=', job.run_date)
    .execute();
}
