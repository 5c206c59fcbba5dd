/**
 * The stored next-due day of contracts (docs/billing-lifecycle.md "The next-due day"). The bill run
 * writes what it computed for the contracts it has locked; every other write marks a contract stale
 * ('-infinity') through the triggers of migration 0014, so a stale or earlier day is never missed.
 */
import { sql } from 'kysely';
import type { Queryable } from '../db';

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
    UPDATE contract c SET next_due_date = u.d
    FROM unnest(${days.map((d) => d.contractId)}::uuid[], ${days.map((d) => d.day ?? NOTHING_DUE)}::date[]) AS u(id, d)
    WHERE c.tenant_id = ${tenantId}::uuid AND c.id = u.id AND c.next_due_date IS DISTINCT FROM u.d`.execute(db);
}

/**
 * The earliest stored next-due day of the tenant's confirmed contracts ('-infinity' when one is
 * stale), or null when none has anything left (one index probe).
 */
export async function earliestNextDue(db: Queryable, tenantId: string): Promise<string | null> {
  const res = await sql<{ d: string | null }>`
    SELECT min(next_due_date)::text AS d FROM contract
    WHERE tenant_id = ${tenantId}::uuid AND NOT is_draft AND next_due_date < 'infinity'`.execute(db);
  return res.rows[0]?.d ?? null;
}
