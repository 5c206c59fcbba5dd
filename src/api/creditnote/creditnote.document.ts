import { defineRpc } from '../rpc';
import { DocumentOutput, Id, Message, Type } from '../schema';
import { getCreditNoteRow, renderCreditNote } from '../../services/creditnote';
import { BillingDocumentFormat } from '../billing/billing.document';

export const GetCreditNoteDocumentRequest = Message({ id: Id, format: Type.Optional(BillingDocumentFormat) });

export default defineRpc({
  path: '/v1/creditnote/document',
  method: 'G+P',
  summary: "A credit note's qualified return invoice (適格返還請求書) as PDF or HTML (extension)",
  description:
    'Answers the document itself (application/pdf, or text/html with FORMAT_HTML), not JSON: the issuer and its registration number, the refund date, the original sale’s dates, the corrected invoice’s number and issue date, and per rate the amount given back and its tax (docs/credit.md).',
  tags: ['creditnote'],
  input: GetCreditNoteDocumentRequest,
  output: DocumentOutput,
  produces: ['application/pdf', 'text/html'],
  handler: async (ctx, input) =>
    renderCreditNote(ctx, await getCreditNoteRow(ctx, { id: input.id }), input.format === 'FORMAT_HTML' ? 'html' : 'pdf'),
});
