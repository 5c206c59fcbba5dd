import { defineRpc } from '../rpc';
import { Id, ManagementId, Message, Type, pagingFields } from '../schema';
import { keysetPaging, pageOf } from '../paging';
import { resolveCustomer } from '../../services/customer';
import { getCustomerCredit } from '../../services/credit';
import { presentCreditTransaction } from '../creditnote/creditnote.present';
import { CreditTransaction } from '../creditnote/creditnote.schema';

export const GetCustomerCreditRequest = Message({
  customerId: Type.Optional(Id),
  customerOptionalId: Type.Optional(ManagementId),
  ...pagingFields,
});
export const GetCustomerCreditResponse = Message({
  credit: Type.String({ description: 'what the service owes the customer now (the sum of every movement)' }),
  transactions: Type.Array(CreditTransaction),
  nextPageToken: Type.String(),
});

export default defineRpc({
  path: '/v1/customer/getcredit',
  method: 'G+P',
  summary: "A customer's credit and its movements, newest first (extension)",
  description:
    'Credit comes from credit notes refunded to credit, overpayments and negative invoices, and is applied to the customer’s invoices when they are issued, oldest credit first (docs/credit.md). The movements are keyset paged.',
  tags: ['customer'],
  input: GetCustomerCreditRequest,
  output: GetCustomerCreditResponse,
  handler: async (ctx, input) => {
    const { pageToken, pageSize, ...binding } = input;
    const customer = await resolveCustomer(ctx, { id: input.customerId, optionalId: input.customerOptionalId }, [
      'customerId',
      'customerOptionalId',
    ]);
    const p = keysetPaging(ctx, binding, { token: pageToken, pageSize, width: 1 });
    const credit = await getCustomerCredit(ctx, customer.id, { after: p.after?.[0] as string | undefined, limit: p.pageSize });
    const page = pageOf(p.query, credit.movements, p.pageSize, (r) => [r.id]);
    return { credit: credit.balance, transactions: page.items.map(presentCreditTransaction), nextPageToken: page.nextPageToken };
  },
});
