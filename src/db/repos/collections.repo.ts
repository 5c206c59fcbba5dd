/** Collections (docs/collections.md): settings, payer names, statements, their lines and applications. SQL only. */
import { sql, type Insertable, type Selectable } from 'kysely';
import type { Queryable } from '../db';
import { arrayParam } from '../arrays';
import type { BankStatementLineTable, BankStatementTable, CollectionSettingsTable, StatementApplicationTable } from '../schema/collections';
import type { InvoiceRow } from './invoice.repo';

export type CollectionSettingsRow = Selectable<CollectionSettingsTable>;
export type StatementRow = Selectable<BankStatementTable>;
export type StatementLineRow = Selectable<BankStatementLineTable>;
export type ApplicationRow = Selectable<StatementApplicationTable>;

export async function getCollectionSettings(db: Queryable, tenantId: string): Promise<CollectionSettingsRow | undefined> {
  return db.selectFrom('collection_settings').selectAll().where('tenant_id', '=', tenantId).executeTakeFirst();
}

export async function upsertCollectionSettings(
  db: Queryable,
  tenantId: string,
  patch: Partial<Omit<Insertable<CollectionSettingsTable>, 'tenant_id'>>,
): Promise<CollectionSettingsRow> {
  const set = { ...patch, update_time: sql<Date>`now()` };
  return db
    .insertInto('collection_settings')
    .values({ tenant_id: tenantId, ...patch })
    .onConflict((oc) => oc.column('tenant_id').doUpdateSet(set))
    .returningAll()
    .executeTakeFirstOrThrow();
}

/** Replaces a customer's normalised payer names (the matching keys). */
export async function replacePayerNames(db: Queryable, tenantId: string, customerId: string, normalized: readonly string[]): Promise<void> {
  await db.deleteFrom('customer_payer_name').where('tenant_id', '=', tenantId).where('customer_id', '=', customerId).execute();
  const unique = [...new Set(normalized)];
  if (unique.length > 0)
    await db
      .insertInto('customer_payer_name')
      .values(unique.map((n) => ({ tenant_id: tenantId, normalized: n, customer_id: customerId })))
      .execute();
}

/** The statuses of an invoice that asks for payment. */
const OPEN_STATUSES = ['ISSUED', 'SENT', 'PARTIALLY_PAID', 'OVERDUE'];

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
    .orderBy('id');
  for (const row of await (lock ? q.forUpdate() : q).execute())
    (out.get(row.customer_id) ?? out.set(row.customer_id, []).get(row.customer_id)!).push(row);
  for (const list of out.values()) list.sort(oldestDueFirst);
  return out;
}

export async function insertStatement(db: Queryable, row: Insertable<BankStatementTable>): Promise<StatementRow> {
  return db.insertInto('bank_statement').values(row).returningAll().executeTakeFirstOrThrow();
}

/** Inserts the lines; a line already imported (same bank, branch, account, date, 照会番号) is skipped. Returns the new ones. */
export async function insertLines(db: Queryable, rows: readonly Insertable<BankStatementLineTable>[]): Promise<StatementLineRow[]> {
  if (rows.length === 0) return [];
  return db
    .insertInto('bank_statement_line')
    .values([...rows])
    .onConflict((oc) => oc.columns(['tenant_id', 'bank_code', 'branch_code', 'account_number', 'value_date', 'inquiry_number']).doNothing())
    .returningAll()
    .execute();
}

export async function lockLine(db: Queryable, tenantId: string, id: string): Promise<StatementLineRow | undefined> {
  return db
    .selectFrom('bank_statement_line')
    .selectAll()
    .where('tenant_id', '=', tenantId)
    .where('id', '=', id)
    .forUpdate()
    .executeTakeFirst();
}

/** Rows per UPDATE of many lines (its id list is one parameter per row). */
const LINES_PER_UPDATE = 5000;

/**
 * Sets the status, customer and rule of many lines: one UPDATE … FROM unnest per few thousand,
 * naming the ids (the audit log lists them). Returns the lines in the order given.
 */
export async function setLineStates(
  db: Queryable,
  tenantId: string,
  rows: ReadonlyArray<{ id: string; status: string; customer_id: string | null; rule: string }>,
): Promise<StatementLineRow[]> {
  const out: StatementLineRow[] = [];
  for (let i = 0; i < rows.length; i += LINES_PER_UPDATE) {
    const part = rows.slice(i, i + LINES_PER_UPDATE);
    const ids = part.map((r) => r.id);
    const states = sql<{ state_id: string; new_status: string; new_customer: string | null; new_rule: string }>`(SELECT * FROM unnest(
      ${arrayParam('uuid', ids)}, ${arrayParam(
        'text',
        part.map((r) => r.status),
      )}, ${arrayParam(
        'uuid',
        part.map((r) => r.customer_id),
      )}, ${arrayParam(
        'text',
        part.map((r) => r.rule),
      )}) AS x(state_id, new_status, new_customer, new_rule))`;
    const updated = await db
      .updateTable('bank_statement_line')
      .from(states.as('u'))
      .set({ status: sql`u.new_status`, customer_id: sql`u.new_customer`, rule: sql`u.new_rule`, update_time: sql<Date>`now()` })
      .where('tenant_id', '=', tenantId)
      .where('id', 'in', ids)
      .where(sql<boolean>`id = u.state_id`)
      .returningAll()
      .execute();
    const byId = new Map(updated.map((l) => [l.id, l as StatementLineRow]));
    for (const id of ids) out.push(byId.get(id)!);
  }
  return out;
}

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

export async function insertApplications(db: Queryable, rows: readonly Insertable<StatementApplicationTable>[]): Promise<void> {
  if (rows.length > 0)
    await db
      .insertInto('statement_application')
      .values([...rows])
      .execute();
}

/** What a line applied and has not been reversed. */
export async function activeApplications(db: Queryable, tenantId: string, lineIds: readonly string[]): Promise<ApplicationRow[]> {
  if (lineIds.length === 0) return [];
  return db
    .selectFrom('statement_application')
    .selectAll()
    .where('tenant_id', '=', tenantId)
    .where('line_id', '=', sql<string>`ANY(${arrayParam('uuid', lineIds)})`)
    .where('reversed_time', 'is', null)
    .orderBy('id')
    .execute();
}

export async function markReversed(db: Queryable, tenantId: string, lineId: string, at: Date): Promise<void> {
  await db
    .updateTable('statement_application')
    .set({ reversed_time: at })
    .where('tenant_id', '=', tenantId)
    .where('line_id', '=', lineId)
    .where('reversed_time', 'is', null)
    .execute();
}

export interface StatementSummary extends StatementRow {
  matched_count: number;
  unmatched_count: number;
  ignored_count: number;
  matched_amount: string;
}

const summaryColumns = sql<string>`
  (SELECT count(*)::int FROM bank_statement_line l WHERE l.tenant_id = s.tenant_id AND l.statement_id = s.id AND l.status = 'MATCHED') AS matched_count,
  (SELECT count(*)::int FROM bank_statement_line l WHERE l.tenant_id = s.tenant_id AND l.statement_id = s.id AND l.status = 'UNMATCHED') AS unmatched_count,
  (SELECT count(*)::int FROM bank_statement_line l WHERE l.tenant_id = s.tenant_id AND l.statement_id = s.id AND l.status = 'IGNORED') AS ignored_count,
  (SELECT coalesce(sum(l.amount), 0)::text FROM bank_statement_line l WHERE l.tenant_id = s.tenant_id AND l.statement_id = s.id AND l.status = 'MATCHED') AS matched_amount`;

export async function statementSummary(db: Queryable, tenantId: string, id: string): Promise<StatementSummary | undefined> {
  const r =
    await sql<StatementSummary>`SELECT s.*, ${summaryColumns} FROM bank_statement s WHERE s.tenant_id = ${tenantId}::uuid AND s.id = ${id}::uuid`.execute(
      db,
    );
  return r.rows[0];
}

/** Statements newest first; limit + 1 rows. */
export async function listStatements(
  db: Queryable,
  tenantId: string,
  after: string | undefined,
  limit: number,
): Promise<StatementSummary[]> {
  const r = await sql<StatementSummary>`
    SELECT s.*, ${summaryColumns} FROM bank_statement s
    WHERE s.tenant_id = ${tenantId}::uuid ${after ? sql`AND s.id < ${after}::uuid` : sql``}
    ORDER BY s.id DESC LIMIT ${limit + 1}`.execute(db);
  return r.rows;
}

/** Lines of a statement (record order) or of every statement (newest first), optionally in one status; limit + 1 rows. */
export async function listLines(
  db: Queryable,
  tenantId: string,
  q: { statementId?: string; status?: string; after?: string; limit: number },
): Promise<StatementLineRow[]> {
  let query = db.selectFrom('bank_statement_line').selectAll().where('tenant_id', '=', tenantId);
  if (q.statementId) query = query.where('statement_id', '=', q.statementId);
  if (q.status) query = query.where('status', '=', q.status);
  if (q.after) query = query.where('id', '>', q.after);
  return query
    .orderBy('id')
    .limit(q.limit + 1)
    .execute();
}

export async function getStatement(db: Queryable, tenantId: string, id: string): Promise<StatementRow | undefined> {
  return db.selectFrom('bank_statement').selectAll().where('tenant_id', '=', tenantId).where('id', '=', id).executeTakeFirst();
}

/** A line's payments on the one payment path (source STATEMENT), not yet reversed by another. */
export async function statementPayments(db: Queryable, tenantId: string, lineId: string) {
  return db
    .selectFrom('payment')
    .selectAll()
    .where('tenant_id', '=', tenantId)
    .where('source', '=', 'STATEMENT')
    .where('source_id', '=', lineId)
    .orderBy('id')
    .execute();
}

export async function setStatementNewLines(db: Queryable, tenantId: string, id: string, count: number): Promise<void> {
  await db.updateTable('bank_statement').set({ new_line_count: count }).where('tenant_id', '=', tenantId).where('id', '=', id).execute();
}
