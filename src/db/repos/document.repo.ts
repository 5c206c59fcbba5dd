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
 * Writes documents and their render-queue rows in one statement; a document already written (the same
 * id) is left as it is.
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
      RETURNING id)
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
 * Documents matching every given criterion (ranges inclusive), newest issue date first, then by id;
 * limit + 1 rows. Each criterion has its index (migration 0071); the planner joins or picks them.
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
  if (q.counterpartyName === undefined)
    return keysetPage(qb, { sortColumn: 'issue_date', idColumn: 'id', descending: true, after: q.after, limit: q.limit }).execute();
  // A name part: the matching documents are found first (the trigram index), then ordered. The
  // subquery's OFFSET 0 keeps the planner from walking the issue-date index instead, filtering every
  // row by the name — cheap when many match, but a read of the tenant's whole index when few or none
  // do; a prepared statement's generic plan cannot tell the two apart.
  qb = qb.where(sql<SqlBool>`lower(counterparty_name) LIKE lower(${containsPattern(q.counterpartyName)})`);
  if (q.after) qb = qb.where(sql<SqlBool>`(issue_date, id) < (${q.after[0]}::date, ${q.after[1]}::uuid)`);
  return db
    .selectFrom(qb.offset(0).as('d'))
    .selectAll()
    .orderBy(sql`issue_date desc`)
    .orderBy(sql`id desc`)
    .limit(q.limit + 1)
    .execute();
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
