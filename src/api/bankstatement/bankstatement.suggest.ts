import { defineRpc } from '../rpc';
import { Id, Message, Type } from '../schema';
import { suggestInvoices } from '../../services/collections';
import { presentInvoice } from '../invoice/invoice.present';
import { Invoice } from '../invoice/invoice.schema';

export const SuggestRequest = Message({ lineId: Id });
export const SuggestResponse = Message({ invoices: Type.Array(Invoice) });

export default defineRpc({
  path: '/v1/bankstatement/suggest',
  method: 'G+P',
  summary: 'Invoices an unmatched line may pay, nearest balance first (extension)',
  tags: ['bankstatement'],
  input: SuggestRequest,
  output: SuggestResponse,
  handler: async (ctx, input) => ({ invoices: (await suggestInvoices(ctx, input.lineId)).map(presentInvoice) }),
});
