import { defineRpc } from '../rpc';
import { DocumentOutput, Id, Message, Type } from '../schema';
import { documentFile } from '../../services/archive';
import { BillingDocumentFormat } from '../billing/billing.document';

export const DownloadDocumentRequest = Message({ id: Id, format: Type.Optional(BillingDocumentFormat) });

export default defineRpc({
  path: '/v1/document/download',
  method: 'G+P',
  summary: 'A kept document of any kind, as stored (extension)',
  description:
    'Answers the stored bytes themselves (application/pdf, or text/html with FORMAT_HTML), not JSON: exactly what was rendered once after issue; the PDF’s SHA-256 is the `sha256` document/search shows (docs/records.md).',
  tags: ['document'],
  input: DownloadDocumentRequest,
  output: DocumentOutput,
  produces: ['application/pdf', 'text/html'],
  handler: async (ctx, input) => documentFile(ctx, input.id, input.format === 'FORMAT_HTML' ? 'html' : 'pdf'),
});
