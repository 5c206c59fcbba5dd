/**
 * /v1/creditnote/document (docs/credit.md "The document", docs/records.md "Documents"): the note as a
 * qualified return invoice (適格返還請求書) through the renderer port. A single function of the stored
 * note: its lines, figures, the corrected invoice's number and issue date, the sale's dates and the issuer
 * and recipient blocks fixed when it was issued; the PDF's creation date is the note's. It is a kept
 * document (kind CREDIT_NOTE): recorded when the note is issued, rendered once (in the background, or by
 * the first request) and answered as stored ever after.
 */
import { buildReturnDocument, type ReturnInput } from '../../domain/invoice/returndocument';
import { periodText } from '../../domain/invoice/document';
import { getCreditNote, type CreditNoteRow } from '../../db/repos/creditnote.repo';
import { notFound } from '../../lib/errors';
import { keptDocument, type KindRenderer, type NewDocument, type RenderSource, type RenderedFiles } from '../document';
import type { ServiceCtx } from '../context';
import type { DocumentFormat, RenderedDocument } from '../invoice';

const REFUND_METHODS: Record<string, string> = {
  TO_CREDIT: 'お客様の残高に計上し、未払いのご請求および今後のご請求に充当',
  OUTSIDE: 'お振込等による返金',
};

/** What the document shows of a stored note. */
export function creditNoteReturnInput(note: CreditNoteRow): ReturnInput {
  const sale = periodText(note.sale_start, note.sale_end);
  return {
    number: note.credit_note_number,
    issueDate: note.issue_date,
    refundDate: note.issue_date,
    refundMethod: REFUND_METHODS[note.refund] ?? note.refund,
    corrects: { invoiceNumber: note.original_invoice_number, issueDate: note.original_issue_date },
    sale: { start: note.sale_start, end: note.sale_end },
    reason: note.reason,
    lines: note.lines.map((l) => ({
      description: l.description,
      period: sale,
      quantity: '1',
      unitPrice: l.amount,
      amount: l.amount,
      taxPercentage: l.taxPercentage,
    })),
    taxes: note.taxes,
    subtotal: note.subtotal,
    tax: note.tax,
    total: note.total,
    issuer: note.issuer,
    customerName: note.recipient.customerName,
    staffName: note.recipient.staffName,
    staffDepartment: note.recipient.staffDepartment,
  };
}

/** What the note's document is searched by (docs/records.md "Searching"): the counterparty as the note names it. */
export const documentOfCreditNote = (note: CreditNoteRow): NewDocument => ({
  kind: 'CREDIT_NOTE',
  sourceId: note.id,
  number: note.credit_note_number,
  customerId: note.customer_id,
  counterpartyName: note.recipient.customerName,
  issueDate: note.issue_date,
  total: note.total,
});

async function filesOf(src: Pick<RenderSource, 'ports'>, note: CreditNoteRow): Promise<RenderedFiles> {
  const doc = buildReturnDocument(creditNoteReturnInput(note));
  // The PDF's creation date is the note's, so the same note renders to the same bytes.
  return { pdf: await src.ports.render.invoicePdf(doc, note.create_time), html: Buffer.from(src.ports.render.invoiceHtml(doc), 'utf8') };
}

/** The CREDIT_NOTE kind's renderer (the background renderer's, and the first request's). */
export const renderCreditNoteFiles: KindRenderer = async (src, tenantId, id) => {
  const note = await getCreditNote(src.db, tenantId, id);
  if (!note) throw notFound('credit note');
  return filesOf(src, note);
};

/** The note's document as stored (rendered and stored now if nothing has rendered it yet). */
export async function renderCreditNote(ctx: ServiceCtx, note: CreditNoteRow, format: DocumentFormat): Promise<RenderedDocument> {
  const { tenantId } = ctx.caller;
  const kept = await keptDocument(ctx, tenantId, {
    kind: 'CREDIT_NOTE',
    sourceId: note.id,
    describe: () => documentOfCreditNote(note),
    render: () => filesOf(ctx, note),
  });
  const base = note.credit_note_number.replace(/[^A-Za-z0-9_-]/g, '_') || note.id;
  return format === 'html'
    ? { contentType: 'text/html; charset=utf-8', body: kept.html, fileName: `${base}.html` }
    : { contentType: 'application/pdf', body: kept.pdf, fileName: `${base}.pdf` };
}
