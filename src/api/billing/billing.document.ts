import { defineRpc } from '../rpc';
import { DocumentOutput, Enum, Id, Message, Type } from '../schema';
import { renderInvoice } from '../../services/billing';

export const BillingDocumentFormat = Enum(['FORMAT_UNSPECIFIED', 'FORMAT_PDF', 'FORMAT_HTML'], 'FORMAT_PDF when unspecified');
export const GetBillingDocumentRequest = Message({ id: Id, format: Type.Optional(BillingDocumentFormat) });

export default defineRpc({
  path: '/v1/billing/document',
  method: 'G+P',
  summary: "A billing's qualified invoice (適格請求書) as PDF or HTML",
  description:
    'Answers the document itself (application/pdf, or text/html with FORMAT_HTML), not JSON: a qualified invoice, or a qualified ' +
    'return invoice when the total is below zero, with the issuer block fixed when the billing was issued (docs/invoices.md).',
  tags: ['billing'],
  input: GetBillingDocumentRequest,
  output: DocumentOutput,
  produces: ['application/pdf', 'text/html'],
  handler: async (ctx, input) => renderInvoice(ctx, input.id, input.format === 'FORMAT_HTML' ? 'html' : 'pdf'),
});
