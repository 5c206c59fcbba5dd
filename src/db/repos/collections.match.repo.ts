/**
 * Where a statement line's money may go (docs/collections.md "Matching", "The unmatched queue"): the
 * customer of each line and the open invoices of customers or of an amount, all through indexes. SQL only.
 */
import { sql } from 'kysely';
import type { Queryable } from '../db';
import { arrayParam } from '../arrays';
import type { StatementLineRow } from './collections.repo';
import type { InvoiceRow } from './invoice.repo';

/**
 * The customer each line belongs to (docs/collections.md "Matching"): the one whose virtual account
 * is the line's account, else the one customer whose payer names include the line's normalised payer
 * name (none when two share it). One statement for all lines, two index probes per line (the virtual
 * account index, the customer_payer_name key): line id → customer id, for the lines that have one.
 */
export async function customersOfLines(
  db: Queryable,
  tenantId: string,
  lines: ReadonlyArray<Pick<StatementLineRow, 'id' | 'account_number' | 'payer_normalized'>>,
): Promise<Map<string, string>> {
  if (lines.length === 0) return new Map();
  const rows = await sql<{ id: string; customer_id: string | null }>`
    SELECT l.id, coalesce(
      (SELECT c.id FROM customer c
        WHERE c.tenant_id = ${tenantId}::uuid AND c.virtual_account_number IS NOT NULL AND c.virtual_account_number = l.account),
      (SELECT CASE WHEN count(*) = 1 THEN (array_agg(p.customer_id))[1] END
        FROM (SELECT customer_id FROM customer_payer_name
              WHERE tenant_id = ${tenantId}::uuid AND normalized = l.payer LIMIT 2) p)
    ) AS customer_id
    FROM unnest(${arrayParam(
      'uuid',
      lines.map((l) => l.id),
    )}, ${arrayParam(
      'text',
      lines.map((l) => l.account_number),
    )}, ${arrayParam(
      'text',
      lines.map((l) => l.payer_normalized),
    )}) AS l(id, account, payer)`.execute(db);
  return new Map(rows.rows.flatMap((r) => (r.customer_id ? [[r.id, r.customer_id] as const] : [])));
}

/** The statuses of an invoice that asks for payment. */
const OPEN_STATUSES = ['ISSUED', 'SENT', 'PARTIALLY_PAID', 'OVERDUE'];

/**
 * The invoice's billings can all take a payment (collections and 口座振替 alike): a billing whose payment was refunded in full
 * (PAYMENT_REFUNDED) cannot, so its invoice — open again by its figures — is left to a person
 * (docs/collections.md "Matching") instead of refusing the whole file (billing_invoice_idx).
 */
export const payableInvoice = (invoice: string) => sql<boolean>`NOT EXISTS (SELECT 1 FROM billing b
  WHERE b.tenant_id = ${sql.ref(`${invoice}.tenant_id`)} AND b.invoice_id = ${sql.ref(`${invoice}.id`)} AND b.status = 'PAYMENT_REFUNDED')`;
const PAYABLE = payableInvoice('invoice');

const oldestDueFirst = (a: InvoiceRow, b: InvoiceRow): number =>
  a.due_date < b.due_date ? -1 : a.due_date > b.due_date ? 1 : a.id < b.id ? -1 : a.id > b.id ? 1 : 0;

/**
 * These customers' invoices with something left to pay (the invoice customer index), each customer's
 * oldest due first. `lock`: locked for update, in id order (the order every payment path locks
 * invoices in, so two writers never wait for each other in a circle).
 */
export async function openInvoicesOfCustomers(
  db: Queryable,
  tenantId: string,
  customerIds: readonly string[],
  lock: boolean,
): Promise<Map<string, InvoiceRow[]>> {
  const out = new Map<string, InvoiceRow[]>();
  if (customerIds.length === 0) return out;
  const q = db
    .selectFrom('invoice')
    .selectAll()
    .where('tenant_id', '=', tenantId)
    .where('customer_id', '=', sql<string>`ANY(${arrayParam('uuid', customerIds)})`)
    .where('status', 'in', OPEN_STATUSES)
    .where(sql<boolean>`total > paid_amount`)
    .where(PAYABLE)
    .orderBy('id');
  for (const row of await (lock ? q.forUpdate() : q).execute())
    (out.get(row.customer_id) ?? out.set(row.customer_id, []).get(row.customer_id)!).push(row);
  for (const list of out.values()) list.sort(oldestDueFirst);
  return out;
}

/** Which of these invoices have a billing that takes no payment (refunded in full). */
export async function unpayableInvoices(db: Queryable, tenantId: string, ids: readonly string[]): Promise<Set<string>> {
  if (ids.length === 0) return new Set();
  const rows = await db
    .selectFrom('invoice')
    .select('id')
    .where('tenant_id', '=', tenantId)
    .where('id', '=', sql<string>`ANY(${arrayParam('uuid', ids)})`)
    .where(sql<boolean>`NOT ${PAYABLE}`)
    .execute();
  return new Set(rows.map((r) => r.id));
}

/** The same statuses as literals: the partial index invoice_open_balance_idx names them (src/db/literals.ts). */
const OPEN_LITERALS = OPEN_STATUSES.map((st) => sql.lit(st));

/**
 * Open invoices of the tenant whose balance is between `from` and `to` (through
 * invoice_open_balance_idx), the smallest balance first; at most `limit`.
 */
export async function openInvoicesByBalance(
  db: Queryable,
  tenantId: string,
  from: string,
  to: string,
  limit: number,
): Promise<InvoiceRow[]> {
  return db
    .selectFrom('invoice')
    .selectAll()
    .where('tenant_id', '=', tenantId)
    .where('status', 'in', OPEN_LITERALS)
    .where(sql<boolean>`total - paid_amount BETWEEN ${from}::numeric AND ${to}::numeric`)
    .where(PAYABLE)
    .orderBy(sql`total - paid_amount`)
    .orderBy('due_date')
    .orderBy('id')
    .limit(limit)
    .execute();
}

/** The customers (at most `limit`) whose payer names normalise to `normalized`. */
export async function customersWithPayerName(db: Queryable, tenantId: string, normalized: string, limit: number): Promise<string[]> {
  const rows = await db
    .selectFrom('customer_payer_name')
    .select('customer_id')
    .where('tenant_id', '=', tenantId)
    .where('normalized', '=', normalized)
    .orderBy('customer_id')
    .limit(limit)
    .execute();
  return rows.map((r) => r.customer_id);
}
