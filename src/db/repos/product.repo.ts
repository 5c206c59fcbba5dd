import type { Insertable, Selectable, Updateable } from 'kysely';
import type { Queryable } from '../db';
import { keysetPage } from '../paging';
import type { ProductTable } from '../schema/catalog';

export type ProductRow = Selectable<ProductTable>;

/** Inserts a product; undefined when its optional_id is already taken in the tenant. */
export async function insertProduct(db: Queryable, row: Insertable<ProductTable>): Promise<ProductRow | undefined> {
  return db
    .insertInto('product')
    .values(row)
    .onConflict((oc) => oc.doNothing())
    .returningAll()
    .executeTakeFirst();
}

export async function getProductById(db: Queryable, tenantId: string, id: string): Promise<ProductRow | undefined> {
  return db.selectFrom('product').selectAll().where('tenant_id', '=', tenantId).where('id', '=', id).executeTakeFirst();
}

export async function getProductByOptionalId(db: Queryable, tenantId: string, optionalId: string): Promise<ProductRow | undefined> {
  return db.selectFrom('product').selectAll().where('tenant_id', '=', tenantId).where('optional_id', '=', optionalId).executeTakeFirst();
}

/** Keyset page in id (creation) order; limit + 1 rows. */
export async function listProducts(
  db: Queryable,
  tenantId: string,
  page: { after?: ReadonlyArray<string | number | null>; limit: number },
): Promise<ProductRow[]> {
  const q = db.selectFrom('product').selectAll().where('tenant_id', '=', tenantId);
  return keysetPage(q, { idColumn: 'id', descending: false, after: page.after, limit: page.limit }).execute();
}

/** Sets the given columns (and update_time) of one product; undefined when it is not in the tenant. */
export async function updateProduct(
  db: Queryable,
  tenantId: string,
  id: string,
  patch: Pick<Updateable<ProductTable>, 'name' | 'description'>,
): Promise<ProductRow | undefined> {
  return db
    .updateTable('product')
    .set({ ...patch, update_time: new Date() })
    .where('tenant_id', '=', tenantId)
    .where('id', '=', id)
    .returningAll()
    .executeTakeFirst();
}
