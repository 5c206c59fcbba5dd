/**
 * The customer page's links and what the page shows (migration 0051, docs/delivery.md "The customer
 * page"): SQL only.
 */
import type { Queryable } from '../db';
import type { InvoiceRow } from './invoice.repo';

/** Stores a customer page link (the hash of its token). */
export async function insertPortalLink(
  db: Queryable,
  row: { tenantId: string; tokenHash: Buffer; invoiceId: string; customerId: string; expireTime: Date },
): Promise<void> {
  await db
    .insertInto('portal_link')
    .values({
      tenant_id: row.tenantId,
      token_hash: row.tokenHash,
      invoice_id: row.invoiceId,
      customer_id: row.customerId,
      expire_time: row.expireTime,
    })
    .execute();
}

/** The link of this token hash if it has not expired at `now`. */
export async function findPortalLink(
  db: Queryable,
  tenantId: string,
  tokenHash: Buffer,
  now: Date,
): Promise<{ invoice_id: string; customer_id: string; expire_time: Date } | undefined> {
  return db
    .selectFrom('portal_link')
    .select(['invoice_id', 'customer_id', 'expire_time'])
    .where('tenant_id', '=', tenantId)
    .where('token_hash', '=', tokenHash)
    .where('expire_time', '>', now)
    .executeTakeFirst();
}

/** The customer's open invoices (something to pay, not void), oldest due first. */
export async function openInvoicesOfCustomer(db: Queryable, tenantId: string, customerId: string): Promise<InvoiceRow[]> {
  return db
    .selectFrom('invoice')
    .selectAll()
    .where('tenant_id', '=', tenantId)
    .where('customer_id', '=', customerId)
    .where('status', 'in', ['ISSUED', 'SENT', 'PARTIALLY_PAID', 'OVERDUE'])
    .orderBy('due_date')
    .orderBy('id')
    .limit(100)
    .execute();
}
