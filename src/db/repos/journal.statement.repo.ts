/**
 * What the journal books of bank-statement payments (docs/accounting.md "Bank transfers and their
 * fees"): the applications of statement lines to invoices, read as the collections wrote them — the
 * deposit applied, the transfer fee and its treatment — with their customer and invoice in the same
 * statement, a batch at a time in keyset order (migration 0110's indexes). SQL only.
 */
import { sql } from 'kysely';
import type { Queryable } from '../db';
import type { RateTaxJson } from '../schema/billing';
import { afterRow, type Batch } from './journal.repo';

export interface JournalApplicationRow {
  id: string;
  /** The line's value date (the day the money arrived). */
  value_date: string;
  reversed_time: Date | null;
  amount: string;
  fee_amount: string;
  fee_treatment: string | null;
  customer_id: string;
  customer_name: string;
  invoice_number: string;
  /** The invoice's figures per rate (a fee taken as a discount reduces its sale). */
  taxes: RateTaxJson[];
}

const COLUMNS = sql`a.id, to_char(l.value_date, 'YYYY-MM-DD') AS value_date, a.reversed_time, a.amount, a.fee_amount, a.fee_treatment,
  a.customer_id, c.name AS customer_name, i.invoice_number, i.taxes`;

const FROM = sql`bank_statement_line l JOIN statement_application a ON a.tenant_id = l.tenant_id AND a.line_id = l.id
  JOIN customer c ON c.tenant_id = a.tenant_id AND c.id = a.customer_id
  JOIN invoice i ON i.tenant_id = a.tenant_id AND i.id = a.invoice_id`;

/** A column of the line of application `after`. */
const lineOf = (tenantId: string, after: string, column: 'value_date' | 'id') =>
  sql`SELECT ${sql.ref(`l2.${column}`)} FROM statement_application a2
    JOIN bank_statement_line l2 ON l2.tenant_id = a2.tenant_id AND l2.id = a2.line_id
    WHERE a2.tenant_id = ${tenantId} AND a2.id = ${after}::uuid`;

/**
 * Keyset over (value date, line, application): the lines from the last one read on, through their
 * index on (tenant, value date, id), then their applications after the last one read. Many deposits
 * arrive on the same day (the 25th, the month end), so the order goes down to the line, not the day.
 */
function afterApplication(tenantId: string, b: Batch) {
  if (!b.after) return sql``;
  const day = lineOf(tenantId, b.after, 'value_date');
  const line = lineOf(tenantId, b.after, 'id');
  return sql`AND (l.value_date, l.id) >= ((${day}), (${line})) AND (l.value_date, l.id, a.id) > ((${day}), (${line}), ${b.after}::uuid)`;
}

/**
 * Applications to invoices of lines whose value date is from `from` to `to` (days, inclusive), reversed
 * since or not: a payment stays booked on its day. The part of a line that became customer credit has
 * no invoice and is booked from the credit ledger. By value date, then line, then application.
 */
export async function statementApplied(
  db: Queryable,
  tenantId: string,
  from: string,
  to: string,
  b: Batch,
): Promise<JournalApplicationRow[]> {
  const r = await sql<JournalApplicationRow>`
    SELECT ${COLUMNS} FROM ${FROM}
    WHERE l.tenant_id = ${tenantId} AND l.value_date BETWEEN ${from}::date AND ${to}::date AND a.invoice_id IS NOT NULL
      ${afterApplication(tenantId, b)}
    ORDER BY l.value_date, l.id, a.id LIMIT ${b.limit}`.execute(db);
  return r.rows;
}

/** Applications to invoices reversed (their line unmatched) in [fromTime, toTime), by reversal time. */
export async function statementReversed(
  db: Queryable,
  tenantId: string,
  fromTime: Date,
  toTime: Date,
  b: Batch,
): Promise<JournalApplicationRow[]> {
  const r = await sql<JournalApplicationRow>`
    SELECT ${COLUMNS} FROM ${FROM}
    WHERE a.tenant_id = ${tenantId} AND a.reversed_time >= ${fromTime} AND a.reversed_time < ${toTime} AND a.invoice_id IS NOT NULL
      ${afterRow('a.reversed_time', 'a.id', (after) => sql`SELECT reversed_time FROM statement_application WHERE tenant_id = ${tenantId} AND id = ${after}::uuid`, b)}
    ORDER BY a.reversed_time, a.id LIMIT ${b.limit}`.execute(db);
  return r.rows;
}
