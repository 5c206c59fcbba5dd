import { defineRpc } from '../rpc';
import { DateTimeInput, Message, Named, Type } from '../schema';
import { businessDateIn, businessDateOut } from '../datetime';
import { createDebitRequest } from '../../services/collections';

export const DebitRequest = Named('DirectDebitRequest', {
  id: Type.String(),
  debitDate: Type.String(),
  count: Type.Integer({ description: 'data records (one per customer)' }),
  amount: Type.String(),
});
export const CreateDebitRequestRequest = Message({ debitDate: DateTimeInput });
export const CreateDebitRequestResponse = Message({
  request: DebitRequest,
  content: Type.String({ description: 'the 全銀協 口座振替依頼 file (種別コード 91, 120-byte Shift_JIS records), base64' }),
});

export default defineRpc({
  path: '/v1/directdebit/createrequest',
  method: 'POST',
  summary: 'Write the 口座振替 request file of the invoices due on a debit date (extension)',
  description:
    'The open invoices due on debitDate whose payment method is TYPE_DIRECT_DEBIT, of customers with a directDebitMandate, one record per customer (docs/collections.md). An invoice already in a request awaiting its result is left out. Needs the consignor in the collection settings (CONSIGNOR_NOT_SET).',
  tags: ['directdebit'],
  input: CreateDebitRequestRequest,
  output: CreateDebitRequestResponse,
  handler: async (ctx, input) => {
    const { request, content } = await createDebitRequest(ctx, businessDateIn('debitDate', input.debitDate));
    return {
      request: { id: request.id, debitDate: businessDateOut(request.debit_date), count: request.count, amount: request.amount },
      content: Buffer.from(content).toString('base64'),
    };
  },
});
