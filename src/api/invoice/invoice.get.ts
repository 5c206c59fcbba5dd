import { defineRpc } from '../rpc';
import { Id, Message, Type } from '../schema';
import { getInvoiceRow } from '../../services/invoice';
import { presentInvoice } from './invoice.present';
import { Invoice } from './invoice.schema';

export const InvoiceNumber = Type.String({ minLength: 1, maxLength: 64, pattern: '^[\\x21-\\x7e]+$', description: 'the invoice number' });
export const GetInvoiceRequest = Message({ id: Type.Optional(Id), invoiceNumber: Type.Optional(InvoiceNumber) });
export const GetInvoiceResponse = Message({ invoice: Invoice });

export default defineRpc({
  path: '/v1/invoice/get',
  method: 'G+P',
  summary: 'Get one invoice by id or by number (extension)',
  description: 'Give id or invoiceNumber (both: they must name the same invoice). Another environment’s invoice is NOT_FOUND.',
  tags: ['invoice'],
  input: GetInvoiceRequest,
  output: GetInvoiceResponse,
  handler: async (ctx, input) => ({ invoice: presentInvoice(await getInvoiceRow(ctx, input)) }),
});
