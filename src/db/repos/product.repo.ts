import type { Insertable, Selectable } from 'kysely';
import type { Queryable } from '../db';
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
