import { sql, type Insertable, type Selectable, type SqlBool, type Updateable } from 'kysely';
import type { Queryable } from '../db';
import { arrayParam } from '../arrays';
import { containsPattern } from '../like';
import { keysetPage } from '../paging';
import { prepared } from '../prepared';
import type { CustomerGatewayLinkTable, CustomerTable } from '../schema/customers';

export type CustomerRow = Selectable<CustomerTable>;
export type GatewayLinkRow = Selectable<CustomerGatewayLinkTable>;

export async function insertCustomer(db: Queryable, row: Insertable<CustomerTable>): Promise<CustomerRow> {
  return db.insertInto('customer').values(row).returningAll().executeTakeFirstOrThrow();
}

// The point read of every customer/get by id: compiled once (src/db/prepared.ts).
const byId = prepared((db, tenantId: string, id: string) =>
  db.selectFrom('customer').selectAll().where('tenant_id', '=', tenantId).where('id', '=', id),
);

export async function getCustomerById(db: Queryable, tenantId: string, id: string): Promise<CustomerRow | undefined> {
  return (await byId(db, tenantId, id))[0];
}

/**
 * Locks a customer row for the rest of the transaction: 'share' while a contract is created for it,
 * 'keyShare' while a row that belongs to it (staff, gateway link, custom field values) is written,
 * 'update' before it is deleted, so a delete never interleaves with either. Undefined when it does
 * not exist (or was deleted while we waited).
 */
export async function lockCustomer(
  db: Queryable,
  tenantId: string,
  id: string,
  mode: 'keyShare' | 'share' | 'update',
): Promise<{ id: string } | undefined> {
  const q = db.selectFrom('customer').select('id').where('tenant_id', '=', tenantId).where('id', '=', id);
  return (mode === 'keyShare' ? q.forKeyShare() : mode === 'share' ? q.forShare() : q.forUpdate()).executeTakeFirst();
}

/** Locks these customers' rows for update (in id order, so two writers lock them in one order); returns the ids found. */
export async function lockCustomersForUpdate(db: Queryable, tenantId: string, ids: readonly string[]): Promise<string[]> {
  if (ids.length === 0) return [];
  const rows = await db
    .selectFrom('customer')
    .select('id')
    .where('tenant_id', '=', tenantId)
    .where('id', '=', sql<string>`ANY(${arrayParam('uuid', ids)})`)
    .orderBy('id')
    .forUpdate()
    .execute();
  return rows.map((r) => r.id);
}

export async function getCustomerByOptionalId(db: Queryable, tenantId: string, optionalId: string): Promise<CustomerRow | undefined> {
  return db.selectFrom('customer').selectAll().where('tenant_id', '=', tenantId).where('optional_id', '=', optionalId).executeTakeFirst();
}

export async function getCustomerByCrmAccountId(db: Queryable, tenantId: string, crmAccountId: string): Promise<CustomerRow | undefined> {
  return db
    .selectFrom('customer')
    .selectAll()
    .where('tenant_id', '=', tenantId)
    .where('crm_account_id', '=', crmAccountId)
    .executeTakeFirst();
}

export async function updateCustomer(
  db: Queryable,
  tenantId: string,
  id: string,
  patch: Updateable<CustomerTable>,
): Promise<CustomerRow | undefined> {
  return db
    .updateTable('customer')
    .set({ ...patch, update_time: new Date() })
    .where('tenant_id', '=', tenantId)
    .where('id', '=', id)
    .returningAll()
    .executeTakeFirst();
}

/** Deletes the customer (its staff and gateway link go with it, by foreign key). */
export async function deleteCustomer(db: Queryable, tenantId: string, id: string): Promise<boolean> {
  const res = await db.deleteFrom('customer').where('tenant_id', '=', tenantId).where('id', '=', id).executeTakeFirst();
  return Number(res.numDeletedRows) > 0;
}

export interface CustomerPage {
  descending: boolean;
  after?: ReadonlyArray<string | number | null>;
  limit: number;
}

export async function listCustomers(db: Queryable, tenantId: string, page: CustomerPage): Promise<CustomerRow[]> {
  const q = db.selectFrom('customer').selectAll().where('tenant_id', '=', tenantId);
  return keysetPage(q, { idColumn: 'id', descending: page.descending, after: page.after, limit: page.limit }).execute();
}

/**
 * The customers whose name contains `text` (compared after PostgreSQL lower(), served by
 * customer_name_trgm_idx) or whose optionalId or crmAccountId is exactly `text`; by (name, id),
 * limit + 1 of them after the (name, id) position `after`.
 */
export async function searchCustomers(
  db: Queryable,
  tenantId: string,
  text: string,
  page: { after?: ReadonlyArray<string | number | null>; limit: number },
): Promise<CustomerRow[]> {
  const q = db
    .selectFrom('customer')
    .selectAll()
    .where('tenant_id', '=', tenantId)
    .where((eb) =>
      eb.or([
        sql<SqlBool>`lower(name) LIKE lower(${containsPattern(text)})`,
        eb('optional_id', '=', text),
        eb('crm_account_id', '=', text),
      ]),
    );
  return keysetPage(q, { sortColumn: 'name', idColumn: 'id', descending: false, after: page.after, limit: page.limit }).execute();
}

export async function getGatewayLink(db: Queryable, tenantId: string, customerId: string): Promise<GatewayLinkRow | undefined> {
  return db
    .selectFrom('customer_gateway_link')
    .selectAll()
    .where('tenant_id', '=', tenantId)
    .where('customer_id', '=', customerId)
    .executeTakeFirst();
}

export async function getGatewayLinkByGatewayId(
  db: Queryable,
  tenantId: string,
  gatewayCustomerId: string,
): Promise<GatewayLinkRow | undefined> {
  return db
    .selectFrom('customer_gateway_link')
    .selectAll()
    .where('tenant_id', '=', tenantId)
    .where('gateway_customer_id', '=', gatewayCustomerId)
    .executeTakeFirst();
}

export async function insertGatewayLink(db: Queryable, row: Insertable<CustomerGatewayLinkTable>): Promise<GatewayLinkRow> {
  return db.insertInto('customer_gateway_link').values(row).returningAll().executeTakeFirstOrThrow();
}

export async function deleteGatewayLink(db: Queryable, tenantId: string, customerId: string): Promise<boolean> {
  const res = await db
    .deleteFrom('customer_gateway_link')
    .where('tenant_id', '=', tenantId)
    .where('customer_id', '=', customerId)
    .executeTakeFirst();
  return Number(res.numDeletedRows) > 0;
}
