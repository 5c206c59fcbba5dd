/**
 * What the journal of a month is made from (docs/accounting.md): the month's documents read in the
 * order of their dates (then ids), in batches, through the indexes of migrations 0081, 0082 and 0110.
 * SQL only; the rules are in src/domain/accounting.
 */
import { sql, type RawBuilder } from 'kysely';
import type { Queryable } from '../db';
import { arrayParam } from '../arrays';
import type { RateTaxJson } from '../schema/billing';

export interface JournalInvoiceRow {
  id: string;
  invoice_number: string;
  customer_id: string;
  customer_name: string;
  issue_date: string;
  void_time: Date | null;
  billing_ids: string[];
  taxes: RateTaxJson[];
}

export interface ServiceLineRow {
  billing_id: string;
  period_start: string;
  period_end: string;
  subtotal: string;
  tax_percentage: string;
}

export interface Batch {
  after: string | null;
  limit: number;
}

const INVOICE_COLUMNS = sql`i.id, i.invoice_number, i.customer_id, i.recipient->>'customerName' AS customer_name,
  to_char(i.issue_date, 'YYYY-MM-DD') AS issue_date, i.void_time, i.billing_ids, i.taxes`;

/**
 * Keyset paging over (sort key, id): the rows after the last one of the previous batch, whose key is
 * read back by its id (`lastKey`), so each batch is one range of an index on (tenant_id, key, id) and
 * costs the same wherever it falls in the month.
 */
export function afterRow(key: string, id: string, lastKey: (after: string) => RawBuilder<unknown>, b: Batch): RawBuilder<unknown> {
  return b.after ? sql`AND (${sql.ref(key)}, ${sql.ref(id)}) > ((${lastKey(b.after)}), ${b.after}::uuid)` : sql``;
}

const invoiceKey = (tenantId: string, column: string) => (after: string) =>
  sql`SELECT ${sql.ref(column)} FROM invoice WHERE tenant_id = ${tenantId} AND id = ${after}::uuid`;

/** Invoices issued from `from` to `to` (days, inclusive), by issue date. */
export async function invoicesIssued(db: Queryable, tenantId: string, from: string, to: string, b: Batch): Promise<JournalInvoiceRow[]> {
  const r = await sql<JournalInvoiceRow>`
    SELECT ${INVOICE_COLUMNS} FROM invoice i
    WHERE i.tenant_id = ${tenantId} AND i.issue_date BETWEEN ${from}::date AND ${to}::date
      ${afterRow('i.issue_date', 'i.id', invoiceKey(tenantId, 'issue_date'), b)}
    ORDER BY i.issue_date, i.id LIMIT ${b.limit}`.execute(db);
  return r.rows;
}

/** Invoices voided in [fromTime, toTime), by void time. */
export async function invoicesVoided(
  db: Queryable,
  tenantId: string,
  fromTime: Date,
  toTime: Date,
  b: Batch,
): Promise<JournalInvoiceRow[]> {
  const r = await sql<JournalInvoiceRow>`
    SELECT ${INVOICE_COLUMNS} FROM invoice i
    WHERE i.tenant_id = ${tenantId} AND i.void_time IS NOT NULL AND i.void_time >= ${fromTime} AND i.void_time < ${toTime}
      ${afterRow('i.void_time', 'i.id', invoiceKey(tenantId, 'void_time'), b)}
    ORDER BY i.void_time, i.id LIMIT ${b.limit}`.execute(db);
  return r.rows;
}

/**
 * Invoices with service after their issue date reaching into [from, to], issued by `to` and not void
 * before `notVoidBefore`: those whose deferred revenue a month end may recognise; by service end.
 */
export async function invoicesDeferring(
  db: Queryable,
  tenantId: string,
  from: string,
  to: string,
  notVoidBefore: Date,
  b: Batch,
): Promise<JournalInvoiceRow[]> {
  const r = await sql<JournalInvoiceRow>`
    SELECT ${INVOICE_COLUMNS} FROM invoice i
    WHERE i.tenant_id = ${tenantId} AND i.service_end >= ${from}::date AND i.service_end > i.issue_date AND i.issue_date <= ${to}::date
      AND (i.void_time IS NULL OR i.void_time >= ${notVoidBefore}) ${afterRow('i.service_end', 'i.id', invoiceKey(tenantId, 'service_end'), b)}
    ORDER BY i.service_end, i.id LIMIT ${b.limit}`.execute(db);
  return r.rows;
}

/** The lines of these billings (their service periods and amounts). */
export async function serviceLines(db: Queryable, tenantId: string, billingIds: readonly string[]): Promise<ServiceLineRow[]> {
  if (billingIds.length === 0) return [];
  const r = await sql<ServiceLineRow>`
    SELECT bi.billing_id, to_char(bi.period_start, 'YYYY-MM-DD') AS period_start, to_char(bi.period_end, 'YYYY-MM-DD') AS period_end,
      bi.subtotal, bi.tax_percentage
    FROM billing_item bi
    WHERE bi.tenant_id = ${tenantId} AND bi.billing_id = ANY (${arrayParam('uuid', billingIds)})
    ORDER BY bi.billing_id, bi.position`.execute(db);
  return r.rows;
}

/** Invoices by id (the ones the month's credit notes correct). */
export async function invoicesById(db: Queryable, tenantId: string, ids: readonly string[]): Promise<JournalInvoiceRow[]> {
  if (ids.length === 0) return [];
  const r = await sql<JournalInvoiceRow>`
    SELECT ${INVOICE_COLUMNS} FROM invoice i
    WHERE i.tenant_id = ${tenantId} AND i.id = ANY (${arrayParam('uuid', ids)})
    ORDER BY i.id`.execute(db);
  return r.rows;
}

export interface JournalCreditNoteRow {
  id: string;
  credit_note_number: string;
  invoice_id: string;
  customer_id: string;
  customer_name: string;
  issue_date: string;
  refund: string;
  taxes: RateTaxJson[];
}

const CREDIT_NOTE_COLUMNS = sql`n.id, n.credit_note_number, n.invoice_id, n.customer_id, n.recipient->>'customerName' AS customer_name,
  to_char(n.issue_date, 'YYYY-MM-DD') AS issue_date, n.refund, n.taxes`;

/** Credit notes issued from `from` to `to` (days, inclusive), by issue date, through credit_note_issue_date_idx. */
export async function creditNotesIssued(
  db: Queryable,
  tenantId: string,
  from: string,
  to: string,
  b: Batch,
): Promise<JournalCreditNoteRow[]> {
  const r = await sql<JournalCreditNoteRow>`
    SELECT ${CREDIT_NOTE_COLUMNS} FROM credit_note n
    WHERE n.tenant_id = ${tenantId} AND n.issue_date BETWEEN ${from}::date AND ${to}::date
      ${afterRow('n.issue_date', 'n.id', (after) => sql`SELECT issue_date FROM credit_note WHERE tenant_id = ${tenantId} AND id = ${after}::uuid`, b)}
    ORDER BY n.issue_date, n.id LIMIT ${b.limit}`.execute(db);
  return r.rows;
}

/** Every credit note of these invoices, each invoice's in the order they were issued (issue date, then id). */
export async function creditNotesOfInvoices(
  db: Queryable,
  tenantId: string,
  invoiceIds: readonly string[],
): Promise<JournalCreditNoteRow[]> {
  if (invoiceIds.length === 0) return [];
  const r = await sql<JournalCreditNoteRow>`
    SELECT ${CREDIT_NOTE_COLUMNS} FROM credit_note n
    WHERE n.tenant_id = ${tenantId} AND n.invoice_id = ANY (${arrayParam('uuid', invoiceIds)})
    ORDER BY n.invoice_id, n.issue_date, n.id`.execute(db);
  return r.rows;
}

export interface JournalPaymentRow {
  id: string;
  payment_date: string;
  amount: string;
  type: string;
  source: string;
  customer_id: string;
  customer_name: string;
  invoice_number: string;
}

/**
 * Payments dated from `from` to `to`, with their customer and the number of the invoice they paid; not
 * those of bank-statement lines, which are booked from their applications (journal.statement.repo.ts).
 * By payment date.
 */
export async function paymentsDated(db: Queryable, tenantId: string, from: string, to: string, b: Batch): Promise<JournalPaymentRow[]> {
  const r = await sql<JournalPaymentRow>`
    SELECT p.id, to_char(p.payment_date, 'YYYY-MM-DD') AS payment_date, p.amount, p.type, p.source, b.customer_id, c.name AS customer_name,
      COALESCE(i.invoice_number, b.invoice_number) AS invoice_number
    FROM payment p
    JOIN billing b ON b.tenant_id = p.tenant_id AND b.id = p.billing_id
    JOIN customer c ON c.tenant_id = b.tenant_id AND c.id = b.customer_id
    LEFT JOIN invoice i ON i.tenant_id = b.tenant_id AND i.id = b.invoice_id
    WHERE p.tenant_id = ${tenantId} AND p.payment_date BETWEEN ${from}::date AND ${to}::date AND p.source <> 'STATEMENT'
      ${afterRow('p.payment_date', 'p.id', (after) => sql`SELECT payment_date FROM payment WHERE tenant_id = ${tenantId} AND id = ${after}::uuid`, b)}
    ORDER BY p.payment_date, p.id LIMIT ${b.limit}`.execute(db);
  return r.rows;
}

export interface JournalCreditRow {
  id: string;
  create_time: Date;
  kind: string;
  amount: string;
  customer_id: string;
  customer_name: string;
  invoice_number: string;
}

/** Customer-credit movements of these kinds written in [fromTime, toTime), by time written. */
export async function creditMovementsWritten(
  db: Queryable,
  tenantId: string,
  kinds: readonly string[],
  fromTime: Date,
  toTime: Date,
  b: Batch,
): Promise<JournalCreditRow[]> {
  const r = await sql<JournalCreditRow>`
    SELECT cc.id, cc.create_time, cc.kind, cc.amount, cc.customer_id, c.name AS customer_name, COALESCE(i.invoice_number, '') AS invoice_number
    FROM customer_credit cc
    JOIN customer c ON c.tenant_id = cc.tenant_id AND c.id = cc.customer_id
    LEFT JOIN invoice i ON i.tenant_id = cc.tenant_id AND i.id = cc.invoice_id
    WHERE cc.tenant_id = ${tenantId} AND cc.kind = ANY (${arrayParam('text', kinds)})
      AND cc.create_time >= ${fromTime} AND cc.create_time < ${toTime}
      ${afterRow('cc.create_time', 'cc.id', (after) => sql`SELECT create_time FROM customer_credit WHERE tenant_id = ${tenantId} AND id = ${after}::uuid`, b)}
    ORDER BY cc.create_time, cc.id LIMIT ${b.limit}`.execute(db);
  return r.rows;
}

/** How many documents the month's journal is made from (for a progress bar: about one entry each). */
export async function journalSourceCount(
  db: Queryable,
  tenantId: string,
  m: { from: string; to: string; fromTime: Date; toTime: Date },
): Promise<number> {
  const r = await sql<{ n: string }>`
    SELECT (SELECT count(*) FROM invoice WHERE tenant_id = ${tenantId} AND issue_date BETWEEN ${m.from}::date AND ${m.to}::date)
      + (SELECT count(*) FROM invoice WHERE tenant_id = ${tenantId} AND void_time >= ${m.fromTime} AND void_time < ${m.toTime})
      + (SELECT count(*) FROM invoice WHERE tenant_id = ${tenantId} AND service_end >= ${m.from}::date AND service_end > issue_date
           AND issue_date <= ${m.to}::date AND (void_time IS NULL OR void_time >= ${m.toTime}))
      + (SELECT count(*) FROM payment WHERE tenant_id = ${tenantId} AND payment_date BETWEEN ${m.from}::date AND ${m.to}::date AND source <> 'STATEMENT')
      + (SELECT count(*) FROM statement_application a JOIN bank_statement_line l ON l.tenant_id = a.tenant_id AND l.id = a.line_id
           WHERE a.tenant_id = ${tenantId} AND l.value_date BETWEEN ${m.from}::date AND ${m.to}::date AND a.invoice_id IS NOT NULL)
      + (SELECT count(*) FROM statement_application WHERE tenant_id = ${tenantId} AND reversed_time >= ${m.fromTime} AND reversed_time < ${m.toTime}
           AND invoice_id IS NOT NULL)
      + (SELECT count(*) FROM customer_credit WHERE tenant_id = ${tenantId} AND create_time >= ${m.fromTime} AND create_time < ${m.toTime})
      + (SELECT count(*) FROM credit_note WHERE tenant_id = ${tenantId} AND issue_date BETWEEN ${m.from}::date AND ${m.to}::date)
      AS n`.execute(db);
  return Number(r.rows[0]!.n);
}

export interface AccountingSettingRow {
  accounts: Record<string, string>;
  tax_categories: { sales?: Record<string, string>; fee?: string; none?: string };
}

export async function getAccountingSetting(db: Queryable, tenantId: string): Promise<AccountingSettingRow | undefined> {
  return db.selectFrom('accounting_setting').select(['accounts', 'tax_categories']).where('tenant_id', '=', tenantId).executeTakeFirst();
}

export async function putAccountingSetting(db: Queryable, tenantId: string, row: AccountingSettingRow): Promise<void> {
  await db
    .insertInto('accounting_setting')
    .values({ tenant_id: tenantId, accounts: JSON.stringify(row.accounts), tax_categories: JSON.stringify(row.tax_categories) })
    .onConflict((oc) =>
      oc.column('tenant_id').doUpdateSet({
        accounts: JSON.stringify(row.accounts),
        tax_categories: JSON.stringify(row.tax_categories),
        update_time: new Date(),
      }),
    )
    .execute();
}
