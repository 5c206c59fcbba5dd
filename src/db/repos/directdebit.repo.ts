/** 口座振替 requests and their items (docs/collections.md "Direct debit"). SQL only. */
import { sql, type Insertable, type Selectable } from 'kysely';
import { inParts } from '../parameters';
import { payableInvoice } from './collections.match.repo';
import type { Queryable } from '../db';
import type { DirectDebitItemTable, DirectDebitRequestTable } from '../schema/collections';
import type { InvoiceRow } from './invoice.repo';
import type { CustomerRow } from './customer.repo';

export type DebitRequestRow = Selectable<DirectDebitRequestTable>;
export type DebitItemRow = Selectable<DirectDebitItemTable>;

/**
 * Waits for any other request creation of the tenant to commit (a transaction advisory lock), so that
 * the invoices it requested are seen as REQUESTED by the next statement (docs/collections.md "Direct debit").
 */
export async function lockDebitRequests(tx: Queryable, tenantId: string): Promise<void> {
  await sql`SELECT pg_advisory_xact_lock(hashtextextended(${`direct_debit_request:${tenantId}`}, 0))`.execute(tx);
}

/**
 * Open invoices due on `debitDate` whose payment method is direct debit, of customers with a mandate,
 * not already in a request awaiting its result; with their customer, oldest customer first.
 */
export async function debitableInvoices(
  db: Queryable,
  tenantId: string,
  debitDate: string,
): Promise<Array<{ invoice: InvoiceRow; customer: CustomerRow }>> {
  const rows = await sql<{ invoice: InvoiceRow; customer: CustomerRow }>`
    SELECT to_jsonb(i) AS invoice, to_jsonb(c) AS customer
    FROM invoice i
    JOIN customer c ON c.tenant_id = i.tenant_id AND c.id = i.customer_id
    JOIN payment_method m ON m.tenant_id = i.tenant_id AND m.id = i.payment_method_id
    WHERE i.tenant_id = ${tenantId}::uuid AND i.due_date = ${debitDate}::date
      AND i.status IN ('ISSUED', 'SENT', 'PARTIALLY_PAID', 'OVERDUE') AND i.total > i.paid_amount
      AND m.type = 'TYPE_DIRECT_DEBIT' AND c.direct_debit_mandate IS NOT NULL AND ${payableInvoice('i')}
      AND NOT EXISTS (
        SELECT 1 FROM direct_debit_item d WHERE d.tenant_id = i.tenant_id AND d.invoice_id = i.id AND d.status = 'REQUESTED')
    ORDER BY c.id, i.id
    FOR UPDATE OF i`.execute(db);
  return rows.rows;
}

export async function insertDebitRequest(db: Queryable, row: Insertable<DirectDebitRequestTable>): Promise<DebitRequestRow> {
  return db.insertInto('direct_debit_request').values(row).returningAll().executeTakeFirstOrThrow();
}

export async function insertDebitItems(db: Queryable, rows: readonly Insertable<DirectDebitItemTable>[]): Promise<void> {
  await inParts(rows, (part) => db.insertInto('direct_debit_item').values(part).execute());
}

/** The request a result of this month and day (MMDD) answers, locked: one with debits in it, awaiting its result first, newest first. */
export async function lockRequestByMonthDay(db: Queryable, tenantId: string, monthDay: string): Promise<DebitRequestRow | undefined> {
  return db
    .selectFrom('direct_debit_request')
    .selectAll()
    .where('tenant_id', '=', tenantId)
    .where(sql<boolean>`to_char(debit_date, 'MMDD') = ${monthDay}`)
    .orderBy(sql`count > 0`, 'desc')
    .orderBy('result_imported')
    .orderBy('debit_date', 'desc')
    .orderBy('id', 'desc')
    .limit(1)
    .forUpdate()
    .executeTakeFirst();
}

export async function itemsOfRequest(db: Queryable, tenantId: string, requestId: string): Promise<DebitItemRow[]> {
  return db
    .selectFrom('direct_debit_item')
    .selectAll()
    .where('tenant_id', '=', tenantId)
    .where('request_id', '=', requestId)
    .orderBy('record_no')
    .orderBy('id')
    .execute();
}

export async function setItemResult(db: Queryable, tenantId: string, id: string, status: string, resultCode: string): Promise<void> {
  await db
    .updateTable('direct_debit_item')
    .set({ status, result_code: resultCode })
    .where('tenant_id', '=', tenantId)
    .where('id', '=', id)
    .execute();
}

export async function markResultImported(db: Queryable, tenantId: string, id: string): Promise<void> {
  await db
    .updateTable('direct_debit_request')
    .set({ result_imported: true })
    .where('tenant_id', '=', tenantId)
    .where('id', '=', id)
    .execute();
}
