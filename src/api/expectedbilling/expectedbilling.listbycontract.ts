import { defineRpc } from '../rpc';
import { Id, ManagementId, Message, Type, pagingFields } from '../schema';
import { keysetPaging, pageOf } from '../paging';
import { listExpectedBillings } from '../../services/billing';
import { presentExpectedBilling } from './expectedbilling.present';
import { ExpectedBilling } from './expectedbilling.schema';

export const ListExpectedBillingsByContractRequest = Message({
  id: Type.Optional(Id),
  optionalId: Type.Optional(ManagementId),
  ...pagingFields,
});
export const ListExpectedBillingsByContractResponse = Message({
  expectedBillings: Type.Array(ExpectedBilling),
  nextPageToken: Type.String(),
});

export default defineRpc({
  path: '/v1/expectedbilling/listbycontract',
  method: 'G+P',
  summary: 'Expected billings of a contract after today (through the current term and one auto-renewal)',
  tags: ['expectedbilling'],
  input: ListExpectedBillingsByContractRequest,
  output: ListExpectedBillingsByContractResponse,
  handler: async (ctx, input) => {
    const { pageToken, pageSize, ...binding } = input;
    const p = keysetPaging(ctx, binding, { token: pageToken, pageSize });
    const { after } = p;
    const keyOf = (d: { billingDate: string; dueDate: string; paymentMethodId: string }) =>
      `${d.billingDate}|${d.dueDate}|${d.paymentMethodId}`;
    const all = await listExpectedBillings(ctx, input, ['id', 'optionalId']);
    const rest = after ? all.filter((d) => keyOf(d) > String(after[0])) : all;
    const page = pageOf(p.query, rest.slice(0, p.pageSize + 1), p.pageSize, (d) => [keyOf(d)]);
    return { expectedBillings: page.items.map(presentExpectedBilling), nextPageToken: page.nextPageToken };
  },
});
