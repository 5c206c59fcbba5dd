/** Documents kept as issued (docs/records.md "Documents"): writing them at issue, their bytes once, search. */
import { sql, type Selectable, type SqlBool } from 'kysely';
import type { Queryable } from '../db';
import { arrayColumn } from '../arrays';
import { containsPattern } from '../like';
import { keysetPage } from '../paging';
import type { DocumentTable } from '../schema/documents';

export type DocumentRow = Selectable<DocumentTable>;
/** A document's searchable fields, without its bytes. */
export type DocumentEntry = Omit<DocumentRow, 'pdf' | 'html'>;

export interface NewDocumentRow {
  kind: string;
  id: string;
  number: string;
  customerId: string;
  counterpartyName: string;
  issueDate: string;
  total: string;
}

/**
 * Writes documents, their render-queue rows and their counterparty names (the name search's list,
 * docs/records.md "Searching") in one statement; a document already written (the same id) is left as
 * it is.
 */
export async function insertDocuments(trx: Queryable, tenantId: string, docs: readonly NewDocumentRow[]): Promise<void> {
  if (docs.length === 0) return;
  const c = <T extends Parameters<typeof arrayColumn>[0]>(type: T, f: (d: NewDocumentRow) => string) => arrayColumn(type, docs, f);
  await sql`
    WITH ins AS (
      INSERT INTO document (tenant_id, id, kind, number, customer_id, counterparty_name, issue_date, total)
      SELECT ${tenantId}::uuid, u.id, u.kind, u.number, u.customer_id, u.counterparty_name, u.issue_date, u.total
      FROM unnest(${c('uuid', (d) => d.id)}, ${c('text', (d) => d.kind)}, ${c('text', (d) => d.number)}, ${c('uuid', (d) => d.customerId)},
        ${c('text', (d) => d.counterpartyName)}, ${c('date', (d) => d.issueDate)}, ${c('numeric', (d) => d.total)})
        AS u(id, kind, number, customer_id, counterparty_name, issue_date, total)
      ON CONFLICT (tenant_id, id) DO NOTHING
      RETURNING id, counterparty_name),
    named AS (
      INSERT INTO document_counterparty (tenant_id, name) SELECT DISTINCT ${tenantId}::uuid, counterparty_name FROM ins
      ON CONFLICT (tenant_id, name) DO NOTHING)
    INSERT INTO document_render (tenant_id, id) SELECT ${tenantId}::uuid, id FROM ins
  `.execute(trx);
}

export async function getDocument(db: Queryable, tenantId: string, id: string): Promise<DocumentRow | undefined> {
  return db.selectFrom('document').selectAll().where('tenant_id', '=', tenantId).where('id', '=', id).executeTakeFirst();
}

export interface DocumentFiles {
  pdf: Buffer;
  pdfSha256: string;
  html: Buffer;
  htmlSha256: string;
}

/**
 * Stores a document's bytes if none are stored yet; answers the row as stored afterwards (the bytes
 * written here, or those another writer stored first). The one update a document ever has.
 */
export async function storeDocumentFiles(
  db: Queryable,
  tenantId: string,
  id: string,
  files: DocumentFiles,
  now: Date,
): Promise<DocumentRow | undefined> {
  const written = await db
    .updateTable('document')
    .set({ pdf: files.pdf, pdf_sha256: files.pdfSha256, html: files.html, html_sha256: files.htmlSha256, render_time: now })
    .where('tenant_id', '=', tenantId)
    .where('id', '=', id)
    .where('pdf', 'is', null)
    .returningAll()
    .executeTakeFirst();
  return written ?? getDocument(db, tenantId, id);
}

export async function customerHasDocuments(db: Queryable, tenantId: string, customerId: string): Promise<boolean> {
  const row = await db
    .selectFrom('document')
    .select('id')
    .where('tenant_id', '=', tenantId)
    .where('customer_id', '=', customerId)
    .limit(1)
    .executeTakeFirst();
  return row !== undefined;
}

export interface DocumentSearch {
  issueDateFrom?: string;
  issueDateTo?: string;
  amountFrom?: string;
  amountTo?: string;
  customerId?: string;
  /** Contained in the counterparty's name, compared after lower(). */
  counterpartyName?: string;
  kind?: string;
  /** [issue_date, id] of the last row of the previous page. */
  after?: ReadonlyArray<string | number | null>;
  limit: number;
}

/**
 * A name part matching at most this many rows of page (names × rows a page) is searched name by name;
 * beyond it the issue-date order is walked (docs/records.md "Searching").
 */
const NAME_ROWS = 2000;

/**
 * Documents matching every given criterion (ranges inclusive), newest issue date first, then by id;
 * limit + 1 rows. Each criterion has its index (migrations 0071, 0101); the planner joins or picks them.
 */
export async function searchDocuments(db: Queryable, tenantId: string, q: DocumentSearch): Promise<DocumentEntry[]> {
  let qb = db
    .selectFrom('document')
    .select([
      'tenant_id',
      'id',
      'kind',
      'number',
      'customer_id',
      'counterparty_name',
      'issue_date',
      'total',
      'pdf_sha256',
      'html_sha256',
      'render_time',
      'create_time',
    ])
    .where('tenant_id', '=', tenantId);
  if (q.issueDateFrom !== undefined) qb = qb.where('issue_date', '>=', q.issueDateFrom);
  if (q.issueDateTo !== undefined) qb = qb.where('issue_date', '<=', q.issueDateTo);
  if (q.amountFrom !== undefined) qb = qb.where(sql<SqlBool>`total >= ${q.amountFrom}::numeric`);
  if (q.amountTo !== undefined) qb = qb.where(sql<SqlBool>`total <= ${q.amountTo}::numeric`);
  if (q.customerId !== undefined) qb = qb.where('customer_id', '=', q.customerId);
  if (q.kind !== undefined) qb = qb.where('kind', '=', q.kind);
  const page = (b: typeof qb) =>
    keysetPage(b, { sortColumn: 'issue_date', idColumn: 'id', descending: true, after: q.after, limit: q.limit });
  if (q.counterpartyName === undefined) return page(qb).execute();
  // A name part: the counterparty names that contain it are found first (the trigram index of the
  // few distinct names, document_counterparty), then each name's newest documents through
  // (tenant_id, counterparty_name, issue_date, id), merged. When so many names match that reading a
  // page of each would cost more, the documents are read newest first with the name as a filter:
  // so many matching names make matching documents common. Either branch is cut off by a one-time
  // filter, so a prepared statement's generic plan holds for both.
  const pattern = containsPattern(q.counterpartyName);
  const names = Math.max(1, Math.floor(NAME_ROWS / (q.limit + 1)));
  const byName = page(qb.where(sql<SqlBool>`counterparty_name = n.name`));
  const byDate = page(
    qb.where(sql<SqlBool>`lower(counterparty_name) LIKE lower(${pattern})`).where(sql<SqlBool>`(SELECT count(*) FROM names) > ${names}`),
  );
  const { rows } = await sql<DocumentEntry>`
    WITH names AS MATERIALIZED (
      SELECT name FROM document_counterparty WHERE tenant_id = ${tenantId} AND lower(name) LIKE lower(${pattern}) LIMIT ${names + 1}
    )
    SELECT * FROM (
      SELECT d.* FROM names n CROSS JOIN LATERAL (${byName}) d WHERE (SELECT count(*) FROM names) <= ${names}
      UNION ALL
      (${byDate})
    ) found
    ORDER BY issue_date DESC, id DESC
    LIMIT ${q.limit + 1}`.execute(db);
  return rows;
}

/** The claimed render-queue rows' documents: kind and whether their bytes are stored. */
export async function documentsToRender(
  db: Queryable,
  rows: ReadonlyArray<{ tenant_id: string; id: string }>,
): Promise<Array<{ tenant_id: string; id: string; kind: string; rendered: boolean }>> {
  if (rows.length === 0) return [];
  const { rows: found } = await sql<{ tenant_id: string; id: string; kind: string; rendered: boolean }>`
    SELECT d.tenant_id, d.id, d.kind, d.pdf_sha256 IS NOT NULL AS rendered FROM document d
    JOIN unnest(${arrayColumn('uuid', rows, (r) => r.tenant_id)}, ${arrayColumn('uuid', rows, (r) => r.id)}) AS u(tenant_id, id)
      ON d.tenant_id = u.tenant_id AND d.id = u.id
  `.execute(db);
  return found;
}
