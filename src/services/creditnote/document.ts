/**
 * /v1/creditnote/document (docs/credit.md "The document"): the note as a qualified return invoice
 * (適格返還請求書) through the renderer port. A single function of the stored note: its lines, figures,
 * the corrected invoice's number and issue date, the sale's dates and the issuer and recipient blocks
 * fixed when it was issued; the PDF's creation date is the note's, so the same note gives the same bytes.
 */
import { buildReturnDocument, type ReturnInput } from '../../domain/invoice/returndocument';
import { periodText } from '../../domain/invoice/document';
import type { CreditNoteRow } from '../../db/repos/creditnote.repo';
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

export async function renderCreditNote(
  ctx: Pick<ServiceCtx, 'ports'>,
  note: CreditNoteRow,
  format: DocumentFormat,
): Promise<RenderedDocument> {
  const doc = buildReturnDocument(creditNoteReturnInput(note));
  const base = note.credit_note_number.replace(/[^A-Za-z0-9_-]/g, '_') || note.id;
  if (format === 'html')
    return {
      contentType: 'text/html; charset=utf-8',
      body: Buffer.from(ctx.ports.render.invoiceHtml(doc), 'utf8'),
      fileName: `${base}.html`,
    };
  return { contentType: 'application/pdf', body: await ctx.ports.render.invoicePdf(doc, note.create_time), fileName: `${base}.pdf` };
}
