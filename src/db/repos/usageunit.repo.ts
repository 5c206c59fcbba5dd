import type { Insertable, Selectable } from 'kysely';
import type { Queryable } from '../db';
import { keysetPage } from '../paging';
import type { UsageUnitTable } from '../schema/catalog';

export type UsageUnitRow = Selectable<UsageUnitTable>;

/** Inserts a usage unit; undefined when its optional_id is already taken in the tenant. */
export async function insertUsageUnit(db: Queryable, row: Insertable<UsageUnitTable>): Promise<UsageUnitRow | undefined> {
  return db
    .insertInto('usage_unit')
    .values(row)
    .onConflict((oc) => oc.doNothing())
    .returningAll()
    .executeTakeFirst();
}

export async function getUsageUnitById(db: Queryable, tenantId: string, id: string): Promise<UsageUnitRow | undefined> {
  return db.selectFrom('usage_unit').selectAll().where('tenant_id', '=', tenantId).where('id', '=', id).executeTakeFirst();
}

export async function getUsageUnitByOptionalId(db: Queryable, tenantId: string, optionalId: string): Promise<UsageUnitRow | undefined> {
  return db.selectFrom('usage_unit').selectAll().where('tenant_id', '=', tenantId).where('optional_id', '=', optionalId).executeTakeFirst();
}

/** Keyset page in id (creation) order; limit + 1 rows. */
export async function listUsageUnits(
  db: Queryable,
  tenantId: string,
  page: { after?: ReadonlyArray<string | number | null>; limit: number },
): Promise<UsageUnitRow[]> {
  const q = db.selectFrom('usage_unit').selectAll().where('tenant_id', '=', tenantId);
  return keysetPage(q, { idColumn: 'id', descending: false, after: page.after, limit: page.limit }).execute();
}
