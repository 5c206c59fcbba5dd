/** The billings side of invoicing (docs/invoices.md "Closing"): profiles, the billings waiting for an invoice, void. */
import { sql } from 'kysely';
import type { Queryable } from '../db';
import { arrayColumn, arrayParam } from '../arrays';
import type { BillingRow } from './billing.repo';

/** The billing-profile columns of a customer (domain names as stored). */
export interface ProfileRow {
  id: string;
  invoicing: string;
  closing_day: number;
  holiday_rule: string;
  send_method: string;
  recipient_staff_ids: string[];
}

export async function profilesOf(db: Queryable, tenantId: string, customerIds: readonly string[]): Promise<ProfileRow[]> {
  if (customerIds.length === 0) return [];
  return db
    .selectFrom('customer')
    .select(['id', 'invoicing', 'closing_day', 'holiday_rule', 'send_method', 'recipient_staff_ids'])
    .where('tenant_id', '=', tenantId)
    .where('id', '=', sql<string>`ANY(${arrayParam('uuid', customerIds)})`)
    .execute();
}

/** A page of the tenant's monthly-closing customers whose closing day is one of `closingDays`, by id (customer_closing_idx). */
export async function closingCustomersPage(
  db: Queryable,
  tenantId: string,
  closingDays: readonly number[],
  after: string | null,
  limit: number,
): Promise<ProfileRow[]> {
  if (closingDays.length === 0) return [];
  let q = db
    .selectFrom('customer')
    .select(['id', 'invoicing', 'closing_day', 'holiday_rule', 'send_method', 'recipient_staff_ids'])
    .where('tenant_id', '=', tenantId)
    .where('invoicing', '=', sql.lit('MONTHLY_CLOSING'))
    .where('closing_day', '=', sql<number>`ANY(${arrayParam('int', closingDays)})`);
  if (after) q = q.where('id', '>', after);
  return q.orderBy('id').limit(limit).execute();
}

/** The day through which the tenant's closings have run (null: never). */
export async function closedThrough(db: Queryable, tenantId: string): Promise<string | null> {
  const row = await db.selectFrom('closing_state').select('closed_through').where('tenant_id', '=', tenantId).executeTakeFirst();
  return row?.closed_through ?? null;
}

export async function setClosedThrough(db: Queryable, tenantId: string, day: string): Promise<void> {
  await db
    .insertInto('closing_state')
    .values({ tenant_id: tenantId, closed_through: day })
    .onConflict((oc) => oc.column('tenant_id').doUpdateSet({ closed_through: day }))
    .execute();
}

/**
 * A billing waits for an invoice when it is on none, has no number (one from before invoices existed
 * keeps its own), and is UNBILLED or needs no payment (billing_uninvoiced_idx names these).
 */
const WAITING = (['UNBILLED', 'PAYMENT_UNNECESSARY'] as const).map((s) => sql.lit(s));

/**
 * The billings of these customers that wait for an invoice, each customer's up to its cut-off billing
 * date, locked (FOR UPDATE: a billing taken by a concurrent issue is re-read and left out once it has
 * its invoice).
 */
export async function waitingBillings(
  trx: Queryable,
  tenantId: string,
  cutoffs: ReadonlyArray<{ customerId: string; upTo: string }>,
): Promise<BillingRow[]> {
  if (cutoffs.length === 0) return [];
  const rows = await sql<BillingRow>`
    SELECT b.* FROM unnest(${arrayColumn('uuid', cutoffs, (c) => c.customerId)}, ${arrayColumn('date', cutoffs, (c) => c.upTo)}) AS u(customer_id, up_to)
    JOIN billing b ON b.tenant_id = ${tenantId}::uuid AND b.customer_id = u.customer_id AND b.billing_date <= u.up_to
      AND b.invoice_id IS NULL AND b.invoice_number = '' AND b.status IN (${sql.join(WAITING)})
    ORDER BY b.customer_id, b.id
    FOR UPDATE OF b
  `.execute(trx);
  return rows.rows;
}

/** The earliest billing date of a monthly-closing customer's waiting billing, per closing day (the test clock's next event). */
export async function earliestWaitingByClosingDay(db: Queryable, tenantId: string): Promise<Array<{ closing_day: number; first: string }>> {
  const rows = await sql<{ closing_day: number; first: string }>`
    SELECT c.closing_day, min(b.billing_date)::text AS first
    FROM customer c JOIN billing b ON b.tenant_id = c.tenant_id AND b.customer_id = c.id
      AND b.invoice_id IS NULL AND b.invoice_number = '' AND b.status IN (${sql.join(WAITING)})
    WHERE c.tenant_id = ${tenantId}::uuid AND c.invoicing = 'MONTHLY_CLOSING'
    GROUP BY c.closing_day
  `.execute(db);
  return rows.rows;
}

/** Void: the billings leave the invoice (UNBILLED again, unless they needed no payment) and remember it. */
export async function releaseFromInvoice(trx: Queryable, tenantId: string, invoiceId: string): Promise<string[]> {
  const rows = await sql<{ id: string }>`
    UPDATE billing SET invoice_id = NULL, invoice_number = '', replaced_invoice_id = ${invoiceId}::uuid,
      status = CASE WHEN status = 'PAYMENT_UNNECESSARY' THEN status ELSE 'UNBILLED' END, update_time = now()
    WHERE tenant_id = ${tenantId}::uuid AND invoice_id = ${invoiceId}::uuid
    RETURNING id`.execute(trx);
  return rows.rows.map((r) => r.id);
}

/** The billings on these invoices, locked, earliest first (billing date, then id). */
export async function billingsOnInvoices(trx: Queryable, tenantId: string, invoiceIds: readonly string[]): Promise<BillingRow[]> {
  if (invoiceIds.length === 0) return [];
  return trx
    .selectFrom('billing')
    .selectAll()
    .where('tenant_id', '=', tenantId)
    .where('invoice_id', '=', sql<string>`ANY(${arrayParam('uuid', invoiceIds)})`)
    .orderBy('billing_date')
    .orderBy('id')
    .forUpdate()
    .execute();
}
