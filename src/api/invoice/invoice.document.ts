import { defineRpc } from '../rpc';
import { DocumentOutput, Id, Message, Type } from '../schema';
import { getInvoiceRow, renderInvoiceDocument } from '../../services/invoice';
import { BillingDocumentFormat } from '../billing/billing.document';

export const GetInvoiceDocumentRequest = Message({ id: Id, format: Type.Optional(BillingDocumentFormat) });

export default defineRpc({
  path: '/v1/invoice/document',
  method: 'G+P',
  summary: "An invoice's qualified invoice (適格請求書) as PDF or HTML (extension)",
  description:
    'Answers the document itself (application/pdf, or text/html with FORMAT_HTML), not JSON: every line of the invoice’s billings, the per-rate amounts and tax of the whole invoice, the issuer and recipient as fixed when it was issued (docs/invoices.md). A void invoice says so on the document.',
  tags: ['invoice'],
  input: GetInvoiceDocumentRequest,
  output: DocumentOutput,
  produces: ['application/pdf', 'text/html'],
  handler: async (ctx, input) =>
    renderInvoiceDocument(ctx, await getInvoiceRow(ctx, { id: input.id }), input.format === 'FORMAT_HTML' ? 'html' : 'pdf'),
});
