/**
 * Keeping documents as issued (docs/records.md "Documents"). A kind plugs in with one call in the
 * transaction that issues the record (`storeDocument`), and serves its document with `keptDocument`,
 * which answers the stored bytes, rendering and storing them first when the background renderer has
 * not reached the document yet. Bytes are written once: whoever stores first wins, and every reader
 * gets those bytes.
 */
import { createHash } from 'node:crypto';
import { getDocument, insertDocuments, storeDocumentFiles, type DocumentRow, type NewDocumentRow } from '../../db/repos/document.repo';
import type { Queryable } from '../../db/db';
import { failedPrecondition, notFound } from '../../lib/errors';
import type { DocumentKind, KindRenderers, RenderSource, RenderedFiles } from './kinds';

/** What a document is searched by, as it is at issue. */
export interface NewDocument {
  kind: DocumentKind;
  /** The issued record's id (an invoice's id); the document's id too. */
  sourceId: string;
  number: string;
  customerId: string;
  /** The counterparty as the document names it (the recipient block fixed at issue). */
  counterpartyName: string;
  issueDate: string;
  total: string;
}

/** A document with its stored bytes. */
export interface KeptDocument extends DocumentRow {
  pdf: Buffer;
  pdf_sha256: string;
  html: Buffer;
  html_sha256: string;
}

const rowOf = (d: NewDocument): NewDocumentRow => ({
  kind: d.kind,
  id: d.sourceId,
  number: d.number,
  customerId: d.customerId,
  counterpartyName: d.counterpartyName,
  issueDate: d.issueDate,
  total: d.total,
});

/**
 * Records issued documents in the issuing transaction (one statement) and queues their rendering. A
 * document already recorded is left as it is.
 */
export async function storeDocument(tx: Queryable, tenantId: string, docs: NewDocument | readonly NewDocument[]): Promise<void> {
  await insertDocuments(tx, tenantId, (Array.isArray(docs) ? docs : [docs]).map(rowOf));
}

export const sha256Hex = (bytes: Buffer): string => createHash('sha256').update(bytes).digest('hex');

function isKept(row: DocumentRow | undefined): row is KeptDocument {
  return row !== undefined && row.pdf !== null && row.html !== null;
}

/**
 * Stores rendered bytes for a recorded document unless some are stored already; answers what is
 * stored. The background renderer and `keptDocument` both end here.
 */
export async function keepFiles(src: RenderSource, tenantId: string, id: string, files: RenderedFiles): Promise<KeptDocument> {
  const row = await storeDocumentFiles(
    src.db,
    tenantId,
    id,
    { pdf: files.pdf, pdfSha256: sha256Hex(files.pdf), html: files.html, htmlSha256: sha256Hex(files.html) },
    src.ports.clock.now(),
  );
  if (!isKept(row)) throw notFound('document');
  return row;
}

/**
 * The document of an issued record as stored. Not rendered yet: `render` renders it now and the bytes
 * are stored (the background renderer will find them there). Not recorded at all (a record issued
 * before documents were kept and not yet reached by the migration's queue): recorded first from
 * `describe`.
 */
export async function keptDocument(
  src: RenderSource,
  tenantId: string,
  doc: { kind: DocumentKind; sourceId: string; describe: () => NewDocument; render: () => Promise<RenderedFiles> },
): Promise<KeptDocument> {
  const row = await getDocument(src.db, tenantId, doc.sourceId);
  if (isKept(row)) return row;
  if (!row) await storeDocument(src.db, tenantId, doc.describe());
  return keepFiles(src, tenantId, doc.sourceId, await doc.render());
}

/**
 * A document by its id as stored, rendered and stored now if the background renderer has not reached
 * it (with its kind's renderer). Another tenant's or an unknown id: NOT_FOUND.
 */
export async function keptDocumentById(src: RenderSource, tenantId: string, id: string, renderers: KindRenderers): Promise<KeptDocument> {
  const row = await getDocument(src.db, tenantId, id);
  if (!row) throw notFound('document');
  if (isKept(row)) return row;
  const render = renderers[row.kind as DocumentKind];
  if (!render) throw failedPrecondition(`documents of kind ${row.kind} cannot be rendered by this version`);
  return keepFiles(src, tenantId, id, await render(src, tenantId, id));
}
