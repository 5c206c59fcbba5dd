import { sql, type Insertable, type Selectable, type Updateable } from 'kysely';
import type { Queryable } from '../db';
import { keysetPage } from '../paging';
import { arrayParam } from '../arrays';
import type { CustomerStaffTable } from '../schema/customers';

export type CustomerStaffRow = Selectable<CustomerStaffTable>;

export async function insertStaff(db: Queryable, row: Insertable<CustomerStaffTable>): Promise<CustomerStaffRow> {
  return db.insertInto('customer_staff').values(row).returningAll().executeTakeFirstOrThrow();
}

/** Locks a staff row for the rest of the transaction ('share': a contract names it; 'update': it is deleted). */
export async function lockStaff(
  db: Queryable,
  tenantId: string,
  id: string,
  mode: 'share' | 'update',
): Promise<{ id: string } | undefined> {
  const q = db.selectFrom('customer_staff').select('id').where('tenant_id', '=', tenantId).where('id', '=', id);
  return (mode === 'share' ? q.forShare() : q.forUpdate()).executeTakeFirst();
}

export async function getStaffById(db: Queryable, tenantId: string, id: string): Promise<CustomerStaffRow | undefined> {
  return db.selectFrom('customer_staff').selectAll().where('tenant_id', '=', tenantId).where('id', '=', id).executeTakeFirst();
}

export async function getStaffByOptionalId(db: Queryable, tenantId: string, optionalId: string): Promise<CustomerStaffRow | undefined> {
  return db
    .selectFrom('customer_staff')
    .selectAll()
    .where('tenant_id', '=', tenantId)
    .where('optional_id', '=', optionalId)
    .executeTakeFirst();
}

export async function getStaffByCrmStaffId(db: Queryable, tenantId: string, crmStaffId: string): Promise<CustomerStaffRow | undefined> {
  return db
    .selectFrom('customer_staff')
    .selectAll()
    .where('tenant_id', '=', tenantId)
    .where('crm_staff_id', '=', crmStaffId)
    .executeTakeFirst();
}

export async function updateStaff(
  db: Queryable,
  tenantId: string,
  id: string,
  patch: Updateable<CustomerStaffTable>,
): Promise<CustomerStaffRow | undefined> {
  return db
    .updateTable('customer_staff')
    .set({ ...patch, update_time: new Date() })
    .where('tenant_id', '=', tenantId)
    .where('id', '=', id)
    .returningAll()
    .executeTakeFirst();
}

export async function deleteStaff(db: Queryable, tenantId: string, id: string): Promise<boolean> {
  const res = await db.deleteFrom('customer_staff').where('tenant_id', '=', tenantId).where('id', '=', id).executeTakeFirst();
  return Number(res.numDeletedRows) > 0;
}

export interface StaffPage {
  descending: boolean;
  after?: ReadonlyArray<string | number | null>;
  limit: number;
}

export async function listStaffByCustomer(
  db: Queryable,
  tenantId: string,
  customerId: string,
  page: StaffPage,
): Promise<CustomerStaffRow[]> {
  const q = db.selectFrom('customer_staff').selectAll().where('tenant_id', '=', tenantId).where('customer_id', '=', customerId);
  return keysetPage(q, { idColumn: 'id', descending: page.descending, after: page.after, limit: page.limit }).execute();
}

/** Which of `ids` are staff of this customer. */
export async function staffIdsOfCustomer(db: Queryable, tenantId: string, customerId: string, ids: readonly string[]): Promise<string[]> {
  if (ids.length === 0) return [];
  const rows = await db
    .selectFrom('customer_staff')
    .select('id')
    .where('tenant_id', '=', tenantId)
    .where('customer_id', '=', customerId)
    .where('id', '=', sql<string>`ANY(${arrayParam('uuid', ids)})`)
    .execute();
  return rows.map((r) => r.id);
}
