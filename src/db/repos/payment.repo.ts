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

/** The payments that hold these client ids (each id is unique per tenant). */
export async function paymentsByOptionalIds(db: Queryable, tenantId: string, optionalIds: readonly string[]): Promise<PaymentRow[]> {
  if (optionalIds.length === 0) return [];
  return db
    .selectFrom('payment')
    .selectAll()
    .where('tenant_id', '=', tenantId)
    .where('optional_id', '=', sql<string>`ANY(${arrayParam('text', optionalIds)})`)
    .execute();
}

/** Rows per INSERT: 10 parameters each, well under a statement's 65,535. */
const PAYMENTS_PER_INSERT = 2000;

/**
 * Inserts payments, a few thousand per statement; a row whose client id is already taken (by a
 * concurrent transaction) is skipped. Returns the rows written.
 */
export async function insertPayments(db: Queryable, rows: readonly Insertable<PaymentTable>[]): Promise<PaymentRow[]> {
  const out: PaymentRow[] = [];
  for (let i = 0; i < rows.length; i += PAYMENTS_PER_INSERT) {
    out.push(
      ...(await db
        .insertInto('payment')
        .values(rows.slice(i, i + PAYMENTS_PER_INSERT))
        .onConflict((oc) => oc.columns(['tenant_id', 'optional_id']).where('optional_id', 'is not', null).doNothing())
        .returningAll()
        .execute()),
    );
  }
  return out;
}
