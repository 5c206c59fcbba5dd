/** The reports' reads and the revenue report's stored months (docs/accounting.md "Reports"). SQL only. */
import { sql } from 'kysely';
import type { Queryable } from '../db';
import type { ContractDoc } from '../../domain/contract/types';

export interface AgingRow {
  customer_id: string;
  customer_name: string;
  current: string;
  d1_30: string;
  d31_60: string;
  d61_90: string;
  over_90: string;
  total: string;
}

/**
 * Open receivables on `asOf` per customer, bucketed by days past the due date at the limits given
 * (the domain's aging limits: [30, 60, 90]). An invoice counts when issued by `asOf`, not void by its
 * end, not a credit invoice; what is open is its total less the payments dated by `asOf` (refunds and
 * reversals count against them).
 */
export async function agingByCustomer(
  db: Queryable,
  tenantId: string,
  asOf: string,
  asOfEnd: Date,
  limits: readonly [number, number, number],
  page: { after: string | null; limit: number } | null,
): Promise<AgingRow[]> {
  const [a, b, c] = limits;
  const r = await sql<AgingRow>`
    WITH open AS (
      SELECT i.customer_id, ${asOf}::date - i.due_date AS late,
        i.total - COALESCE((SELECT sum(CASE WHEN p.type IN ('REFUND', 'REVERSAL') THEN -p.amount ELSE p.amount END) FROM payment p
          WHERE p.tenant_id = i.tenant_id AND p.billing_id = ANY (i.billing_ids) AND p.payment_date <= ${asOf}::date), 0) AS open
      FROM invoice i
      WHERE i.tenant_id = ${tenantId} AND i.issue_date <= ${asOf}::date AND i.status <> 'CREDIT'
        AND (i.void_time IS NULL OR i.void_time >= ${asOfEnd})
    )
    SELECT o.customer_id, c.name AS customer_name,
      COALESCE(sum(o.open) FILTER (WHERE o.late <= 0), 0) AS current,
      COALESCE(sum(o.open) FILTER (WHERE o.late BETWEEN 1 AND ${a}), 0) AS d1_30,
      COALESCE(sum(o.open) FILTER (WHERE o.late BETWEEN ${a + 1} AND ${b}), 0) AS d31_60,
      COALESCE(sum(o.open) FILTER (WHERE o.late BETWEEN ${b + 1} AND ${c}), 0) AS d61_90,
      COALESCE(sum(o.open) FILTER (WHERE o.late > ${c}), 0) AS over_90,
      sum(o.open) AS total
    FROM open o JOIN customer c ON c.tenant_id = ${tenantId} AND c.id = o.customer_id
    WHERE o.open > 0 ${page?.after ? sql`AND o.customer_id > ${page.after}::uuid` : sql``}
    GROUP BY o.customer_id, c.name
    ORDER BY o.customer_id
    ${page ? sql`LIMIT ${page.limit}` : sql``}`.execute(db);
  return r.rows;
}

/** Non-draft contracts' current documents, in id order (the MRR pass). */
export async function contractDocs(
  db: Queryable,
  tenantId: string,
  after: string | null,
  limit: number,
): Promise<Array<{ id: string; doc: ContractDoc }>> {
  return db
    .selectFrom('contract')
    .select(['id', 'doc'])
    .where('tenant_id', '=', tenantId)
    .where('is_draft', '=', false)
    .$if(after !== null, (q) => q.where('id', '>', after!))
    .orderBy('id')
    .limit(limit)
    .execute();
}

export interface RevenueMonthRow {
  month: string;
  invoiced: string;
  recognised: string;
  deferred: string;
  mrr: string;
  new_mrr: string;
  expansion: string;
  contraction: string;
  churned: string;
}

export async function revenueMonths(db: Queryable, tenantId: string, from: string, to: string): Promise<RevenueMonthRow[]> {
  return db
    .selectFrom('revenue_month')
    .select(['month', 'invoiced', 'recognised', 'deferred', 'mrr', 'new_mrr', 'expansion', 'contraction', 'churned'])
    .where('tenant_id', '=', tenantId)
    .where('month', '>=', from)
    .where('month', '<=', to)
    .orderBy('month')
    .execute();
}

/** Stores computed months; a month already stored keeps its figures (the first computation stands). */
export async function insertRevenueMonths(db: Queryable, tenantId: string, rows: readonly RevenueMonthRow[]): Promise<void> {
  if (rows.length === 0) return;
  await db
    .insertInto('revenue_month')
    .values(rows.map((r) => ({ tenant_id: tenantId, ...r })))
    .onConflict((oc) => oc.columns(['tenant_id', 'month']).doNothing())
    .execute();
}

/** Drops stored months from `from` on (the report recomputes them). */
export async function deleteRevenueMonths(db: Queryable, tenantId: string, from: string): Promise<void> {
  await db.deleteFrom('revenue_month').where('tenant_id', '=', tenantId).where('month', '>=', from).execute();
}
