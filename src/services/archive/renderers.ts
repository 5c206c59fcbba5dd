/**
 * The archive of issued documents (docs/records.md "Documents"): which renderer makes each kind's
 * document. A kind plugs in here with its renderer, and with `storeDocument` (services/document) in
 * the transaction that issues its records. The services/document module stays below the kinds (they
 * call it), so this map lives in a module above both.
 */
import { keptDocumentById, startDocumentRendering, RENDER_DEFAULTS, type KindRenderers, type RenderOptions } from '../document';
import { renderCreditNoteFiles } from '../creditnote';
import { renderInvoiceFiles } from '../invoice';
import type { OutboxWorker } from '../outbox';
import type { ServiceCtx, SystemCtx } from '../context';

export const DOCUMENT_RENDERERS: KindRenderers = {
  INVOICE: renderInvoiceFiles,
  CREDIT_NOTE: renderCreditNoteFiles,
};

/** Renders the recorded documents of every kind in the background until stopped. */
export function startArchiveRendering(sys: SystemCtx, o: RenderOptions = RENDER_DEFAULTS): OutboxWorker {
  return startDocumentRendering(sys, DOCUMENT_RENDERERS, o);
}

export interface DocumentFile {
  contentType: string;
  body: Buffer;
  fileName: string;
}

/** A document of any kind as stored, PDF or HTML (/v1/document/download). */
export async function documentFile(ctx: ServiceCtx, id: string, format: 'pdf' | 'html'): Promise<DocumentFile> {
  const kept = await keptDocumentById(ctx, ctx.caller.tenantId, id, DOCUMENT_RENDERERS);
  const base = kept.number.replace(/[^A-Za-z0-9_-]/g, '_') || kept.id;
  return format === 'html'
    ? { contentType: 'text/html; charset=utf-8', body: kept.html, fileName: `${base}.html` }
    : { contentType: 'application/pdf', body: kept.pdf, fileName: `${base}.pdf` };
}
