import { sql } from 'kysely';
import type { Queryable } from '../db';

export async function getTestClock(db: Queryable, tenantId: string): Promise<Date | undefined> {
  const row = await db.selectFrom('test_clock').select('now').where('tenant_id', '=', tenantId).executeTakeFirst();
  return row?.now;
}

/** Moves the tenant's clock (never backwards: the greater of the stored and the given instant). */
export async function setTestClock(db: Queryable, tenantId: string, now: Date): Promise<void> {
  await db
    .insertInto('test_clock')
    .values({ tenant_id: tenantId, now })
    .onConflict((oc) =>
      oc.column('tenant_id').doUpdateSet({ now: sql<Date>`greatest(test_clock.now, excluded.now)`, update_time: sql<Date>`now()` }),
    )
    .execute();
}
