import { defineRpc } from '../rpc';
import { Id, ManagementId, Message, Type, pagingFields } from '../schema';
import { DEFAULT_PAGE_SIZE, decodePageToken, pageOf } from '../paging';
import { listExpectedBillings } from '../../services/expectedbilling.service';
import { presentExpectedBilling } from './expectedbilling.present';
import { ExpectedBilling } from './expectedbilling.schema';

export const ListExpectedBillingsByContractRequest = Message({ id: Type.Optional(Id), optionalId: Type.Optional(ManagementId), ...pagingFields });
export const ListExpectedBillingsByContractResponse = Message({ expectedBillings: Type.Array(ExpectedBilling), nextPageToken: Type.String() });

export default defineRpc({
  path: '/v1/expectedbilling/listbycontract',
  method: 'G+P',
  summary: 'Expected billings of a contract after today (through the current term and one auto-renewal)',
  tags: ['expectedbilling'],
  input: ListExpectedBillingsByContractRequest,
  output: ListExpectedBillingsByContractResponse,
  handler: async (ctx, input) => {
    const { pageToken, pageSize = DEFAULT_PAGE_SIZE, ...binding } = input;
    const q = ctx.pageQuery(binding);
    const after = decodePageToken(q, pageToken);
    const keyOf = (d: { billingDate: string; dueDate: string; paymentMethodId: string }) => `${d.billingDate}|${d.dueDate}|${d.paymentMethodId}`;
    const all = await listExpectedBillings(ctx, input, ['id', 'optionalId']);
    const rest = after ? all.filter((d) => keyOf(d) > String(after[0])) : all;
    const page = pageOf(q, rest.slice(0, pageSize + 1), pageSize, (d) => [keyOf(d)]);
    return { expectedBillings: page.items.map(presentExpectedBilling), nextPageToken: page.nextPageToken };
  },
});
