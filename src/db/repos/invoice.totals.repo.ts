/** Invoice totals over a period (docs/invoices.md, /v1/invoice/totals): SQL only. */
import { sql } from 'kysely';
import type { Queryable } from '../db';

/** Sums over a set of invoices, exact (PostgreSQL numeric). */
export interface InvoiceSums {
  count: number;
  subtotal: string;
  tax: string;
  total: string;
  paidAmount: string;
  balance: string;
}

export interface InvoiceTotalsQuery {
  issueDateFrom: string;
  issueDateTo: string;
  customerId?: string;
}

const VOID = sql.lit('VOID');

/**
 * The invoices issued from issueDateFrom to issueDateTo (both included; the index
 * invoice_issue_date_idx, or invoice_customer_idx for one customer), summed in one statement: per
 * status (void included), and over the ones not void.
 */
export async function sumInvoices(
  db: Queryable,
  tenantId: string,
  q: InvoiceTotalsQuery,
): Promise<{ byStatus: Array<InvoiceSums & { status: string }>; live: InvoiceSums }> {
  const customer = q.customerId ? sql`AND customer_id = ${q.customerId}` : sql``;
  const rows = await sql<{ status: string | null; count: number } & Omit<InvoiceSums, 'count'>>`
    WITH issued AS (
      SELECT status, subtotal, tax, total, paid_amount FROM invoice
      WHERE tenant_id = ${tenantId} AND issue_date >= ${q.issueDateFrom} AND issue_date <= ${q.issueDateTo} ${customer}
    )
    SELECT status, count(*)::int AS count, sum(subtotal)::text AS subtotal, sum(tax)::text AS tax, sum(total)::text AS total,
      sum(paid_amount)::text AS "paidAmount", sum(total - paid_amount)::text AS balance
    FROM issued GROUP BY status
    UNION ALL
    SELECT NULL, count(*)::int, coalesce(sum(subtotal), 0)::text, coalesce(sum(tax), 0)::text, coalesce(sum(total), 0)::text,
      coalesce(sum(paid_amount), 0)::text, coalesce(sum(total - paid_amount), 0)::text
    FROM issued WHERE status <> ${VOID}
  `.execute(db);
  const live = rows.rows.find((r) => r.status === null)!;
  const byStatus = rows.rows.filter((r): r is typeof r & { status: string } => r.status !== null);
  const { status: _none, ...liveSums } = live;
  return { byStatus, live: liveSums };
}
