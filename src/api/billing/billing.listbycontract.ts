import { defineRpc } from '../rpc';
import { Id, ManagementId, Message, Type, pagingFields } from '../schema';
import { keysetPaging, pageOf } from '../paging';
import { listBillingViews } from '../../services/billing';
import { findContract } from '../../services/contract';
import { presentBilling } from './billing.present';
import { BillingListResponse } from './billing.schema';
import { BillingOrderBy, billingOrder } from './billing.order';

export const ListBillingsByContractRequest = Message({
  id: Type.Optional(Id),
  optionalId: Type.Optional(ManagementId),
  ...pagingFields,
  orderBy: Type.Optional(BillingOrderBy),
});

export default defineRpc({
  path: '/v1/billing/listbycontract',
  method: 'G+P',
  summary: 'List the billings of a contract',
  tags: ['billing'],
  input: ListBillingsByContractRequest,
  output: BillingListResponse,
  handler: async (ctx, input) => {
    const { pageToken, pageSize, ...binding } = input;
    const contract = await findContract(ctx, input);
    const order = billingOrder(input.orderBy);
    const p = keysetPaging(ctx, binding, { token: pageToken, pageSize, width: order.byBillingDate ? 2 : 1 });
    const views = await listBillingViews(ctx, { contractId: contract.id, ...order, after: p.after, limit: p.pageSize });
    const page = pageOf(p.query, views, p.pageSize, (v) => order.positionOf(v.billing));
    return { billings: page.items.map(presentBilling), nextPageToken: page.nextPageToken };
  },
});
