/** Collections (docs/collections.md): settings, payer names, statements, their lines and applications. SQL only. */
import { sql, type Insertable, type Selectable } from 'kysely';
import { inParts } from '../parameters';
import type { Queryable } from '../db';
import { arrayColumn, arrayOfParams, arrayParam } from '../arrays';
import type { BankStatementLineTable, BankStatementTable, CollectionSettingsTable, StatementApplicationTable } from '../schema/collections';

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

export async function insertStatement(db: Queryable, row: Insertable<BankStatementTable>): Promise<StatementRow> {
  return db.insertInto('bank_statement').values(row).returningAll().executeTakeFirstOrThrow();
}

/** The key of a line: unique per tenant (bank_statement_line_key). */
export type LineKey = Pick<
  Insertable<BankStatementLineTable>,
  'bank_code' | 'branch_code' | 'account_number' | 'value_date' | 'inquiry_number'
>;

/**
 * Which of these keys are already imported: their positions in `keys` (0-based). One statement, one
 * probe of bank_statement_line_key per key. The probe asks for the first 照会番号 at or after the
 * key's under its other five columns, in 照会番号 order: only that index gives the order without a
 * sort, so the planner takes it even before the table has statistics (a plain equality ties with
 * bank_statement_line_value_date_idx then, whose scan reads every line of the date).
 */
export async function importedKeys(db: Queryable, tenantId: string, keys: readonly LineKey[]): Promise<Set<number>> {
  if (keys.length === 0) return new Set();
  const rows = await sql<{ n: string }>`
    SELECT k.n FROM unnest(${arrayColumn('text', keys, (k) => k.bank_code)}, ${arrayColumn('text', keys, (k) => k.branch_code)},
      ${arrayColumn('text', keys, (k) => k.account_number)}, ${arrayColumn('date', keys, (k) => k.value_date)},
      ${arrayColumn('text', keys, (k) => k.inquiry_number)}) WITH ORDINALITY AS k(bank, branch, account, day, inquiry, n)
    WHERE (SELECT l.inquiry_number FROM bank_statement_line l
      WHERE l.tenant_id = ${tenantId}::uuid AND l.bank_code = k.bank AND l.branch_code = k.branch
        AND l.account_number = k.account AND l.value_date = k.day AND l.inquiry_number >= k.inquiry
      ORDER BY l.inquiry_number LIMIT 1) = k.inquiry`.execute(db);
  return new Set(rows.rows.map((r) => Number(r.n) - 1));
}

/**
 * Inserts the lines (with their final states); a line already imported (same bank, branch, account,
 * date, 照会番号) is skipped. Returns the ids of the lines inserted.
 */
export async function insertLines(db: Queryable, rows: readonly Insertable<BankStatementLineTable>[]): Promise<Set<string>> {
  const ids = await inParts(rows, (part) =>
    db
      .insertInto('bank_statement_line')
      .values(part)
      .onConflict((oc) =>
        oc.columns(['tenant_id', 'bank_code', 'branch_code', 'account_number', 'value_date', 'inquiry_number']).doNothing(),
      )
      .returning('id')
      .execute(),
  );
  return new Set(ids.map((r) => r.id));
}

export async function getLine(db: Queryable, tenantId: string, id: string): Promise<StatementLineRow | undefined> {
  return db.selectFrom('bank_statement_line').selectAll().where('tenant_id', '=', tenantId).where('id', '=', id).executeTakeFirst();
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

export interface CancelledTransfer {
  bankCode: string;
  branchCode: string;
  accountNumber: string;
  inquiryNumber: string;
  amount: string;
  valueDate: string;
}

/**
 * The line a cancellation cancels, locked: the deposit of the same account, 照会番号 and amount, not
 * cancelled yet, with the latest value date not after the cancellation's. Reads the line key's index
 * (tenant, bank, branch, account, value date, 照会番号) down from the cancellation's value date.
 */
export async function lockCancelledLine(db: Queryable, tenantId: string, c: CancelledTransfer): Promise<StatementLineRow | undefined> {
  return db
    .selectFrom('bank_statement_line')
    .selectAll()
    .where('tenant_id', '=', tenantId)
    .where('bank_code', '=', c.bankCode)
    .where('branch_code', '=', c.branchCode)
    .where('account_number', '=', c.accountNumber)
    .where('value_date', '<=', c.valueDate)
    .where('inquiry_number', '=', c.inquiryNumber)
    .where('amount', '=', c.amount)
    .where('status', '<>', 'CANCELLED')
    .orderBy('value_date', 'desc')
    .orderBy('id', 'desc')
    .limit(1)
    .forUpdate()
    .executeTakeFirst();
}

/** Rows per UPDATE of many lines (its ids are two parameters per row: the IN list, the ARRAY the states are joined by). */
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
      ${arrayOfParams('uuid', ids)}, ${arrayParam(
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

export async function insertApplications(db: Queryable, rows: readonly Insertable<StatementApplicationTable>[]): Promise<void> {
  await inParts(rows, (part) => db.insertInto('statement_application').values(part).execute());
}

/** What a line applied, with the number of the invoice paid. */
export type AppliedRow = ApplicationRow & { invoice_number: string | null };

/** What these lines applied and has not been reversed, with the numbers of the invoices paid. */
export async function activeApplications(db: Queryable, tenantId: string, lineIds: readonly string[]): Promise<AppliedRow[]> {
  if (lineIds.length === 0) return [];
  return db
    .selectFrom('statement_application as a')
    .leftJoin('invoice as i', (j) => j.onRef('i.tenant_id', '=', 'a.tenant_id').onRef('i.id', '=', 'a.invoice_id'))
    .selectAll('a')
    .select('i.invoice_number')
    .where('a.tenant_id', '=', tenantId)
    .where('a.line_id', '=', sql<string>`ANY(${arrayParam('uuid', lineIds)})`)
    .where('a.reversed_time', 'is', null)
    .orderBy('a.id')
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
  cancelled_count: number;
  matched_amount: string;
}

const summaryColumns = sql<string>`
  (SELECT count(*)::int FROM bank_statement_line l WHERE l.tenant_id = s.tenant_id AND l.statement_id = s.id AND l.status = 'MATCHED') AS matched_count,
  (SELECT count(*)::int FROM bank_statement_line l WHERE l.tenant_id = s.tenant_id AND l.statement_id = s.id AND l.status = 'UNMATCHED') AS unmatched_count,
  (SELECT count(*)::int FROM bank_statement_line l WHERE l.tenant_id = s.tenant_id AND l.statement_id = s.id AND l.status = 'IGNORED') AS ignored_count,
  (SELECT count(*)::int FROM bank_statement_line l WHERE l.tenant_id = s.tenant_id AND l.statement_id = s.id AND l.status = 'CANCELLED') AS cancelled_count,
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

/** A statement's counts once imported: its new lines, and the lines its cancelled transfers cancelled. */
export async function setStatementCounts(
  db: Queryable,
  tenantId: string,
  id: string,
  counts: { newLines: number; cancellations: number },
): Promise<void> {
  await db
    .updateTable('bank_statement')
    .set({ new_line_count: counts.newLines, cancellation_count: counts.cancellations })
    .where('tenant_id', '=', tenantId)
    .where('id', '=', id)
    .execute();
}
