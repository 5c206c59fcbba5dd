import type { Insertable, Selectable, Updateable } from 'kysely';
import type { Queryable } from '../db';
import { containsPattern } from '../like';
import type { ProviderTable, TenantTable } from '../schema/platform';

export type ProviderRow = Selectable<ProviderTable>;
export type TenantRow = Selectable<TenantTable>;

export async function insertProvider(db: Queryable, row: Insertable<ProviderTable>): Promise<ProviderRow> {
  return db.insertInto('provider').values(row).returningAll().executeTakeFirstOrThrow();
}

export async function insertTenant(db: Queryable, row: Insertable<TenantTable>): Promise<TenantRow> {
  return db.insertInto('tenant').values(row).returningAll().executeTakeFirstOrThrow();
}

export async function getProvider(db: Queryable, id: string): Promise<ProviderRow | undefined> {
  return db.selectFrom('provider').selectAll().where('id', '=', id).executeTakeFirst();
}

/**
 * Every provider, oldest first (ids are time-ordered); with `page`, at most limit + 1 of them after the
 * id `after`, and only those whose name contains `nameContains` (any case) when it is given.
 */
export async function listProviders(
  db: Queryable,
  page?: { after: string | undefined; limit: number; nameContains?: string; ids?: readonly string[] },
): Promise<ProviderRow[]> {
  let q = db.selectFrom('provider').selectAll().orderBy('id');
  if (page?.ids) q = q.where('id', 'in', page.ids.length ? [...page.ids] : ['00000000-0000-0000-0000-000000000000']);
  if (page?.after) q = q.where('id', '>', page.after);
  if (page?.nameContains) q = q.where('name', 'ilike', containsPattern(page.nameContains));
  if (page) q = q.limit(page.limit + 1);
  return q.execute();
}

export async function updateProvider(db: Queryable, id: string, patch: Updateable<ProviderTable>): Promise<ProviderRow | undefined> {
  return db
    .updateTable('provider')
    .set({ ...patch, update_time: new Date() })
    .where('id', '=', id)
    .returningAll()
    .executeTakeFirst();
}

export async function getTenant(db: Queryable, providerId: string, environment: 'sandbox' | 'production'): Promise<TenantRow | undefined> {
  return db
    .selectFrom('tenant')
    .selectAll()
    .where('provider_id', '=', providerId)
    .where('environment', '=', environment)
    .executeTakeFirst();
}

export async function listTenants(db: Queryable, providerId?: string): Promise<TenantRow[]> {
  let q = db.selectFrom('tenant').selectAll().orderBy('id');
  if (providerId) q = q.where('provider_id', '=', providerId);
  return q.execute();
}

export async function countProviders(db: Queryable): Promise<number> {
  const row = await db
    .selectFrom('provider')
    .select((eb) => eb.fn.countAll<string>().as('n'))
    .executeTakeFirstOrThrow();
  return Number(row.n);
}
