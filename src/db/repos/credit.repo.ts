/** The customer credit ledger (docs/credit.md): one row per movement; the balance is their sum. */
import { sql, type Insertable, type Selectable } from 'kysely';
import type { Queryable } from '../db';
import { arrayParam } from '../arrays';
import type { CustomerCreditTable } from '../schema/billing';

export type CreditRow = Selectable<CustomerCreditTable>;

/** Rows per INSERT: 9 parameters each, well under a statement's 65,535. */
const CREDITS_PER_INSERT = 2000;

/** Inserts ledger movements (a few thousand per statement); returns them in the order given. */
export async function insertCredits(db: Queryable, rows: readonly Insertable<CustomerCreditTable>[]): Promise<CreditRow[]> {
  const out: CreditRow[] = [];
  for (let i = 0; i < rows.length; i += CREDITS_PER_INSERT) {
    const written = new Map(
      (
        await db
          .insertInto('customer_credit')
          .values(rows.slice(i, i + CREDITS_PER_INSERT))
          .returningAll()
          .execute()
      ).map((r) => [r.id, r]),
    );
    for (const r of rows.slice(i, i + CREDITS_PER_INSERT)) out.push(written.get(r.id)!);
  }
  return out;
}

/** Balances of these customers (customers without movements are left out), locking each customer's row first. */
export async function creditBalances(db: Queryable, tenantId: string, customerIds: readonly string[]): Promise<Map<string, string>> {
  if (customerIds.length === 0) return new Map();
  const rows = await sql<{ customer_id: string; balance: string }>`
    SELECT customer_id, sum(amount)::text AS balance FROM customer_credit
    WHERE tenant_id = ${tenantId}::uuid AND customer_id = ANY(${arrayParam('uuid', customerIds)})
    GROUP BY customer_id`.execute(db);
  return new Map(rows.rows.map((r) => [r.customer_id, r.balance]));
}

/** A page of a customer's movements, newest first; limit + 1 rows. */
export async function creditMovements(
  db: Queryable,
  tenantId: string,
  customerId: string,
  after: string | undefined,
  limit: number,
): Promise<CreditRow[]> {
  let q = db.selectFrom('customer_credit').selectAll().where('tenant_id', '=', tenantId).where('customer_id', '=', customerId);
  if (after) q = q.where('id', '<', after);
  return q
    .orderBy('id', 'desc')
    .limit(limit + 1)
    .execute();
}

/** A movement that brought credit in, with what is left of it once what was drawn from it is taken off. */
export interface OpenCredit {
  id: string;
  remaining: string;
}

/**
 * The customer's credit movements that still have something left, oldest first (what is drawn from a
 * movement — applied to an invoice or paid back — names it in source_id).
 */
export async function openCredits(db: Queryable, tenantId: string, customerId: string): Promise<OpenCredit[]> {
  const rows = await sql<OpenCredit>`
    SELECT c.id, (c.amount + coalesce(d.drawn, 0))::text AS remaining
    FROM customer_credit c
    LEFT JOIN LATERAL (
      SELECT sum(u.amount) AS drawn FROM customer_credit u
      WHERE u.tenant_id = c.tenant_id AND u.customer_id = c.customer_id AND u.source_id = c.id AND u.amount < 0
    ) d ON true
    WHERE c.tenant_id = ${tenantId}::uuid AND c.customer_id = ${customerId}::uuid AND c.amount > 0
      AND c.amount + coalesce(d.drawn, 0) > 0
    ORDER BY c.id`.execute(db);
  return rows.rows;
}

/** The credit a return invoice became when it was issued (its NEGATIVE_INVOICE movements in). */
export async function creditsFromInvoice(db: Queryable, tenantId: string, invoiceId: string): Promise<CreditRow[]> {
  return db
    .selectFrom('customer_credit')
    .selectAll()
    .where('tenant_id', '=', tenantId)
    .where('invoice_id', '=', invoiceId)
    .where('kind', '=', 'NEGATIVE_INVOICE')
    .where('amount', '>', '0')
    .orderBy('id')
    .execute();
}
