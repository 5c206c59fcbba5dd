/**
 * /v1/invoice/document (docs/invoices.md "The document", docs/records.md "Documents"): the qualified
 * invoice of a whole invoice — every line of its billings, the per-rate table of the invoice (tax rounded
 * once per rate over the document), the issuer and recipient blocks as fixed at issue — as PDF or HTML.
 * It is rendered once (in the background after issue, or by the first request that needs it), stored
 * with its SHA-256 and answered as stored ever after: every caller gets the same bytes.
 */
import type { InvoiceDocument, InvoiceLineInput } from '../../domain/invoice/document';
import { documentOf } from '../../domain/invoice/returndocument';
import { itemsOfBillings, type BillingItemRow } from '../../db/repos/billing.repo';
import { getInvoice, type InvoiceRow } from '../../db/repos/invoice.repo';
import { getPaymentMethodById } from '../../db/repos/paymentmethod.repo';
import { notFound } from '../../lib/errors';
import { keptDocument, type KindRenderer, type NewDocument, type RenderSource, type RenderedFiles } from '../document';
import type { ServiceCtx } from '../context';

export type DocumentFormat = 'pdf' | 'html';

export interface RenderedDocument {
  contentType: string;
  body: Buffer;
  /** A file name for the download: the number and the format's extension. */
  fileName: string;
}

/** A billing line as a line of the document. */
export function documentLine(i: BillingItemRow): InvoiceLineInput {
  return {
    name: i.name,
    kind: i.kind,
    periodStart: i.period_start,
    periodEnd: i.period_end,
    quantity: i.quantity,
    unitPrice: i.unit_price,
    subtotal: i.subtotal,
    taxPercentage: i.tax_percentage,
    key: i.key,
  };
}

/** The document as issued: what the invoice said the day it was issued (a later void is the invoice's status, not the document's). */
export async function invoiceDocumentModel(src: RenderSource, tenantId: string, invoice: InvoiceRow): Promise<InvoiceDocument> {
  const order = new Map(invoice.billing_ids.map((id, i) => [id, i]));
  const items = (await itemsOfBillings(src.db, tenantId, invoice.billing_ids)).sort(
    (a, b) => order.get(a.billing_id)! - order.get(b.billing_id)! || a.position - b.position,
  );
  // Kept at issue; an invoice issued before that names the method as it is now.
  const kept = invoice.recipient.paymentMethod;
  const method =
    kept === undefined && invoice.payment_method_id ? await getPaymentMethodById(src.db, tenantId, invoice.payment_method_id) : undefined;
  return documentOf({
    invoiceNumber: invoice.invoice_number,
    issueDate: invoice.issue_date,
    dueDate: invoice.due_date,
    subtotal: invoice.subtotal,
    tax: invoice.tax,
    total: invoice.total,
    taxes: invoice.taxes,
    items: items.map(documentLine),
    issuer: invoice.issuer,
    issued: true,
    customerName: invoice.recipient.customerName,
    staffName: invoice.recipient.staffName,
    staffDepartment: invoice.recipient.staffDepartment,
    recipientZipCode: invoice.recipient.zipCode ?? '',
    recipientAddress: invoice.recipient.address ? [invoice.recipient.address] : [],
    paymentMethod: kept ?? method?.name ?? '',
  });
}

/** What the invoice's document is searched by (docs/records.md "Searching"). */
export const documentOfInvoice = (invoice: InvoiceRow): NewDocument => ({
  kind: 'INVOICE',
  sourceId: invoice.id,
  number: invoice.invoice_number,
  customerId: invoice.customer_id,
  counterpartyName: invoice.recipient.customerName,
  issueDate: invoice.issue_date,
  total: invoice.total,
});

async function filesOf(src: RenderSource, tenantId: string, invoice: InvoiceRow): Promise<RenderedFiles> {
  const doc = await invoiceDocumentModel(src, tenantId, invoice);
  // The PDF's creation date is the invoice's, so the same invoice renders to the same bytes.
  return { pdf: await src.ports.render.invoicePdf(doc, invoice.create_time), html: Buffer.from(src.ports.render.invoiceHtml(doc), 'utf8') };
}

/** The INVOICE kind's renderer (the background renderer's, and the first request's). */
export const renderInvoiceFiles: KindRenderer = async (src, tenantId, id) => {
  const invoice = await getInvoice(src.db, tenantId, id);
  if (!invoice) throw notFound('invoice');
  return filesOf(src, tenantId, invoice);
};

/** The invoice's document as stored (rendered and stored now if nothing has rendered it yet). */
export async function renderInvoiceDocument(ctx: ServiceCtx, invoice: InvoiceRow, format: DocumentFormat): Promise<RenderedDocument> {
  const { tenantId } = ctx.caller;
  const kept = await keptDocument(ctx, tenantId, {
    kind: 'INVOICE',
    sourceId: invoice.id,
    describe: () => documentOfInvoice(invoice),
    render: () => filesOf(ctx, tenantId, invoice),
  });
  const base = invoice.invoice_number.replace(/[^A-Za-z0-9_-]/g, '_') || invoice.id;
  return format === 'html'
    ? { contentType: 'text/html; charset=utf-8', body: kept.html, fileName: `${base}.html` }
    : { contentType: 'application/pdf', body: kept.pdf, fileName: `${base}.pdf` };
}
