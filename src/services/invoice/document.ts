/**
 * /v1/invoice/document (docs/invoices.md "The document"): the qualified invoice of a whole invoice — every
 * line of its billings, the per-rate table of the invoice (tax rounded once per rate over the document),
 * the issuer and recipient blocks as fixed at issue — as PDF or HTML through the renderer port.
 */
import { buildInvoiceDocument, type InvoiceDocument } from '../../domain/invoice/document';
import { itemsOfBillings } from '../../db/repos/billing.repo';
import type { InvoiceRow } from '../../db/repos/invoice.repo';
import { getPaymentMethodById } from '../../db/repos/paymentmethod.repo';
import type { ServiceCtx } from '../context';

export type DocumentFormat = 'pdf' | 'html';

export interface RenderedDocument {
  contentType: string;
  body: Buffer;
  /** A file name for the download: the number and the format's extension. */
  fileName: string;
}

export async function invoiceDocumentModel(ctx: ServiceCtx, invoice: InvoiceRow): Promise<InvoiceDocument> {
  const { tenantId } = ctx.caller;
  const order = new Map(invoice.billing_ids.map((id, i) => [id, i]));
  const items = (await itemsOfBillings(ctx.db, tenantId, invoice.billing_ids)).sort(
    (a, b) => order.get(a.billing_id)! - order.get(b.billing_id)! || a.position - b.position,
  );
  const method = invoice.payment_method_id ? await getPaymentMethodById(ctx.db, tenantId, invoice.payment_method_id) : undefined;
  return buildInvoiceDocument({
    invoiceNumber: invoice.invoice_number,
    issueDate: invoice.issue_date,
    dueDate: invoice.due_date,
    subtotal: invoice.subtotal,
    tax: invoice.tax,
    total: invoice.total,
    taxes: invoice.taxes,
    items: items.map((i) => ({
      name: i.name,
      kind: i.kind,
      periodStart: i.period_start,
      periodEnd: i.period_end,
      quantity: i.quantity,
      unitPrice: i.unit_price,
      subtotal: i.subtotal,
      taxPercentage: i.tax_percentage,
    })),
    issuer: invoice.issuer,
    issued: true,
    ...(invoice.status === 'VOID' ? { voidReason: invoice.void_reason } : {}),
    customerName: invoice.recipient.customerName,
    staffName: invoice.recipient.staffName,
    staffDepartment: invoice.recipient.staffDepartment,
    recipientZipCode: invoice.recipient.zipCode ?? '',
    recipientAddress: invoice.recipient.address ? [invoice.recipient.address] : [],
    paymentMethod: method?.name ?? '',
  });
}

/** The invoice's document; the PDF's creation date is the invoice's, so the same invoice renders to the same bytes. */
export async function renderInvoiceDocument(ctx: ServiceCtx, invoice: InvoiceRow, format: DocumentFormat): Promise<RenderedDocument> {
  const doc = await invoiceDocumentModel(ctx, invoice);
  const base = invoice.invoice_number.replace(/[^A-Za-z0-9_-]/g, '_') || invoice.id;
  if (format === 'html') {
    return {
      contentType: 'text/html; charset=utf-8',
      body: Buffer.from(ctx.ports.render.invoiceHtml(doc), 'utf8'),
      fileName: `${base}.html`,
    };
  }
  return { contentType: 'application/pdf', body: await ctx.ports.render.invoicePdf(doc, invoice.create_time), fileName: `${base}.pdf` };
}
