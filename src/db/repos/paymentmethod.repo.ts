import type { Insertable, Selectable, Updateable } from 'kysely';
import type { Queryable } from '../db';
import { keysetPage } from '../paging';
import type { PaymentMethodTable } from '../schema/catalog';

export type PaymentMethodRow = Selectable<PaymentMethodTable>;

/** Inserts a payment method; undefined when its optional_id is already taken in the tenant. */
export async function insertPaymentMethod(db: Queryable, row: Insertable<PaymentMethodTable>): Promise<PaymentMethodRow | undefined> {
  return db
    .insertInto('payment_method')
    .values(row)
    .onConflict((oc) => oc.doNothing())
    .returningAll()
    .executeTakeFirst();
}

export async function getPaymentMethodById(db: Queryable, tenantId: string, id: string): Promise<PaymentMethodRow | undefined> {
  return db.selectFrom('payment_method').selectAll().where('tenant_id', '=', tenantId).where('id', '=', id).executeTakeFirst();
}

export async function getPaymentMethodByOptionalId(
  db: Queryable,
  tenantId: string,
  optionalId: string,
): Promise<PaymentMethodRow | undefined> {
  return db
    .selectFrom('payment_method')
    .selectAll()
    .where('tenant_id', '=', tenantId)
    .where('optional_id', '=', optionalId)
    .executeTakeFirst();
}

/** Keyset page in id (creation) order, ascending or descending; limit + 1 rows. */
export async function listPaymentMethods(
  db: Queryable,
  tenantId: string,
  page: { descending: boolean; after?: ReadonlyArray<string | number | null>; limit: number },
): Promise<PaymentMethodRow[]> {
  const q = db.selectFrom('payment_method').selectAll().where('tenant_id', '=', tenantId);
  return keysetPage(q, { idColumn: 'id', descending: page.descending, after: page.after, limit: page.limit }).execute();
}

/** Sets the given columns (and update_time) of one payment method; undefined when it is not in the tenant. */
export async function updatePaymentMethod(
  db: Queryable,
  tenantId: string,
  id: string,
  patch: Pick<Updateable<PaymentMethodTable>, 'name' | 'hold_invoice_creation'>,
): Promise<PaymentMethodRow | undefined> {
  return db
    .updateTable('payment_method')
    .set({ ...patch, update_time: new Date() })
    .where('tenant_id', '=', tenantId)
    .where('id', '=', id)
    .returningAll()
    .executeTakeFirst();
}
