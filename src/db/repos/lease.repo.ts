import { sql } from 'kysely';
import type { Queryable } from '../db';

/**
 * Takes the tenant's lease `name` for `ms` milliseconds when nobody holds a live one: one statement,
 * never a wait. Answers 0 when taken, else the milliseconds until the holder's lease runs out.
 */
export async function takeLease(db: Queryable, tenantId: string, name: string, claimId: string, ms: number): Promise<number> {
  const { rows } = await sql<{ taken: boolean; left_ms: number }>`
    WITH taken AS (
      INSERT INTO tenant_lease AS l (tenant_id, name, claim_id, expire_time)
      VALUES (${tenantId}, ${name}, ${claimId}, now() + ${ms} * interval '1 millisecond')
      ON CONFLICT (tenant_id, name) DO UPDATE SET claim_id = excluded.claim_id, expire_time = excluded.expire_time
      WHERE l.expire_time <= now()
      RETURNING 1
    )
    SELECT EXISTS (SELECT 1 FROM taken) AS taken,
      coalesce((SELECT ceil(extract(epoch FROM expire_time - now()) * 1000)::int FROM tenant_lease
                WHERE tenant_id = ${tenantId} AND name = ${name}), 0) AS left_ms
  `.execute(db);
  const row = rows[0]!;
  return row.taken ? 0 : Math.max(1, row.left_ms);
}

/** Extends a lease this claim still holds by `ms` from now; false when it has lost it. */
export async function renewLease(db: Queryable, tenantId: string, name: string, claimId: string, ms: number): Promise<boolean> {
  const res = await db
    .updateTable('tenant_lease')
    .set({ expire_time: sql<Date>`now() + ${ms} * interval '1 millisecond'` })
    .where('tenant_id', '=', tenantId)
    .where('name', '=', name)
    .where('claim_id', '=', claimId)
    .executeTakeFirst();
  return Number(res.numUpdatedRows) > 0;
}

/** Gives the lease back (only when this claim holds it). */
export async function releaseLease(db: Queryable, tenantId: string, name: string, claimId: string): Promise<void> {
  await db.deleteFrom('tenant_lease').where('tenant_id', '=', tenantId).where('name', '=', name).where('claim_id', '=', claimId).execute();
}
