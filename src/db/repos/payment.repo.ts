import { sql, type Insertable, type Selectable } from 'kysely';
import type { Queryable } from '../db';
import { arrayParam } from '../arrays';
import type { PaymentTable } from '../schema/billing';

export type PaymentRow = Selectable<PaymentTable>;

export async function paymentsOfBillings(db: Queryable, tenantId: string, billingIds: readonly string[]): Promise<PaymentRow[]> {
  if (billingIds.length === 0) return [];
  return db
    .selectFrom('payment')
    .selectAll()
    .where('tenant_id', '=', tenantId)
    .where('billing_id', '=', sql<string>`ANY(${arrayParam('uuid', billingIds)})`)
    .orderBy('id')
    .execute();
}

export async function getPaymentByOptionalId(db: Queryable, tenantId: string, optionalId: string): Promise<PaymentRow | undefined> {
  return db.selectFrom('payment').selectAll().where('tenant_id', '=', tenantId).where('optional_id', '=', optionalId).executeTakeFirst();
}

/** Inserts a payment; undefined when its client id is already taken (a concurrent retry). */
export async function insertPayment(db: Queryable, row: Insertable<PaymentTable>): Promise<PaymentRow | undefined> {
  return db
    .insertInto('payment')
    .values(row)
    .onConflict((oc) => oc.columns(['tenant_id', 'optional_id']).where('optional_id', 'is not', null).doNothing())
    .returningAll()
    .executeTakeFirst();
}

export async function hasPayments(db: Queryable, tenantId: string, billingId: string): Promise<boolean> {
  const row = await db
    .selectFrom('payment')
    .select('id')
    .where('tenant_id', '=', tenantId)
    .where('billing_id', '=', billingId)
    .limit(1)
    .executeTakeFirst();
  return row !== undefined;
}
