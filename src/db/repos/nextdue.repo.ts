/**
 * The stored next-due day of contracts, table contract_due (docs/billing-lifecycle.md "The next-due
 * day"). The bill run writes what it computed for the contracts it has locked; every other write
 * marks a contract stale ('-infinity') through the triggers of migrations 0014 and 0016, so a stale
 * or earlier day is never missed. A draft's day is 'infinity'.
 */
import { sql } from 'kysely';
import type { Queryable } from '../db';
import { arrayColumn } from '../arrays';

/** No next-due day: nothing is left to bill or renew. */
export const NOTHING_DUE = 'infinity';

/** Stores computed next-due days (rows whose day is unchanged are not rewritten). */
export async function storeNextDue(
  db: Queryable,
  tenantId: string,
  days: ReadonlyArray<{ contractId: string; day: string | null }>,
): Promise<void> {
  if (days.length === 0) return;
  await sql`
    INSERT INTO contract_due (tenant_id, contract_id, next_due_date)
    SELECT ${tenantId}::uuid, * FROM unnest(${arrayColumn('uuid', days, (d) => d.contractId)}, ${arrayColumn('date', days, (d) => d.day ?? NOTHING_DUE)})
    ON CONFLICT (tenant_id, contract_id) DO UPDATE SET next_due_date = EXCLUDED.next_due_date
      WHERE contract_due.next_due_date IS DISTINCT FROM EXCLUDED.next_due_date`.execute(db);
}

/** The tenant's contracts whose stored day is on or before `dueBy`, stale ones included (a subquery). */
export function dueContracts(db: Queryable, tenantId: string, dueBy: string) {
  return db.selectFrom('contract_due').select('contract_id').where('tenant_id', '=', tenantId).where('next_due_date', '<=', dueBy);
}

/**
 * Ids of the tenant's contracts whose stored day is on or before `dueBy` (stale ones included), in
 * id order: after `after`, up to `upTo` (inclusive) when given, at most `limit` when given.
 */
export async function dueContractIds(
  db: Queryable,
  tenantId: string,
  dueBy: string,
  range: { after?: string | null; from?: string; upTo?: string; limit?: number },
): Promise<string[]> {
  let q = dueContracts(db, tenantId, dueBy);
  if (range.after) q = q.where('contract_id', '>', range.after);
  if (range.from) q = q.where('contract_id', '>=', range.from);
  if (range.upTo) q = q.where('contract_id', '<=', range.upTo);
  q = q.orderBy('contract_id');
  if (range.limit !== undefined) q = q.limit(range.limit);
  return (await q.execute()).map((r) => r.contract_id);
}

/**
 * The earliest stored next-due day of the tenant's contracts ('-infinity' when one is stale), or
 * null when none has anything left (drafts never have: one index probe).
 */
export async function earliestNextDue(db: Queryable, tenantId: string): Promise<string | null> {
  const res = await sql<{ d: string | null }>`
    SELECT min(next_due_date)::text AS d FROM contract_due
    WHERE tenant_id = ${tenantId}::uuid AND next_due_date < 'infinity'`.execute(db);
  return res.rows[0]?.d ?? null;
}
