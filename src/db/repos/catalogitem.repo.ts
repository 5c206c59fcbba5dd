import type { Insertable, Selectable, Updateable } from 'kysely';
import { inParts } from '../parameters';
import type { Queryable } from '../db';
import { keysetPage } from '../paging';
import type { CatalogChargeItemTable, CatalogItemTable } from '../schema/catalog';

export type CatalogItemRow = Selectable<CatalogItemTable>;
export type CatalogChargeItemRow = Selectable<CatalogChargeItemTable>;

/** Inserts a catalog item; undefined when its optional_id is already taken in the tenant. */
export async function insertCatalogItem(db: Queryable, row: Insertable<CatalogItemTable>): Promise<CatalogItemRow | undefined> {
  return db
    .insertInto('catalog_item')
    .values(row)
    .onConflict((oc) => oc.doNothing())
    .returningAll()
    .executeTakeFirst();
}

export async function insertCatalogChargeItems(db: Queryable, rows: Insertable<CatalogChargeItemTable>[]): Promise<CatalogChargeItemRow[]> {
  return inParts(rows, (part) => db.insertInto('catalog_charge_item').values(part).returningAll().execute());
}

export async function getCatalogItemById(db: Queryable, tenantId: string, id: string): Promise<CatalogItemRow | undefined> {
  return db.selectFrom('catalog_item').selectAll().where('tenant_id', '=', tenantId).where('id', '=', id).executeTakeFirst();
}

export async function getCatalogItemByOptionalId(db: Queryable, tenantId: string, optionalId: string): Promise<CatalogItemRow | undefined> {
  return db
    .selectFrom('catalog_item')
    .selectAll()
    .where('tenant_id', '=', tenantId)
    .where('optional_id', '=', optionalId)
    .executeTakeFirst();
}

/** Keyset page in id (creation) order, optionally of one product; limit + 1 rows. */
export async function listCatalogItems(
  db: Queryable,
  tenantId: string,
  page: { productId?: string | undefined; after?: ReadonlyArray<string | number | null>; limit: number },
): Promise<CatalogItemRow[]> {
  let q = db.selectFrom('catalog_item').selectAll().where('tenant_id', '=', tenantId);
  if (page.productId) q = q.where('product_id', '=', page.productId);
  return keysetPage(q, { idColumn: 'id', descending: false, after: page.after, limit: page.limit }).execute();
}

/** The charge items of the given catalog items, in their catalog order. */
export async function listCatalogChargeItems(
  db: Queryable,
  tenantId: string,
  catalogItemIds: readonly string[],
): Promise<CatalogChargeItemRow[]> {
  if (catalogItemIds.length === 0) return [];
  return db
    .selectFrom('catalog_charge_item')
    .selectAll()
    .where('tenant_id', '=', tenantId)
    .where('catalog_item_id', 'in', catalogItemIds)
    .orderBy('catalog_item_id')
    .orderBy('position')
    .execute();
}

/** One catalog charge item by its id (primary key). */
export async function getCatalogChargeItemById(db: Queryable, tenantId: string, id: string): Promise<CatalogChargeItemRow | undefined> {
  return db.selectFrom('catalog_charge_item').selectAll().where('tenant_id', '=', tenantId).where('id', '=', id).executeTakeFirst();
}

/** Sets the given columns (and update_time) of one catalog item; undefined when it is not in the tenant. */
export async function updateCatalogItem(
  db: Queryable,
  tenantId: string,
  id: string,
  patch: Pick<Updateable<CatalogItemTable>, 'name' | 'description' | 'status'>,
): Promise<CatalogItemRow | undefined> {
  return db
    .updateTable('catalog_item')
    .set({ ...patch, update_time: new Date() })
    .where('tenant_id', '=', tenantId)
    .where('id', '=', id)
    .returningAll()
    .executeTakeFirst();
}
