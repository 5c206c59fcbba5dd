import { defineRpc } from '../rpc';
import { Id, ManagementId, Message, Type, pagingFields } from '../schema';
import { DEFAULT_PAGE_SIZE, decodePageToken, pageOf } from '../paging';
import { listBillingViews, resolveContract } from '../../services/billing.service';
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
    const { pageToken, pageSize = DEFAULT_PAGE_SIZE, ...binding } = input;
    const contract = await resolveContract(ctx, input);
    const order = billingOrder(input.orderBy);
    const q = ctx.pageQuery(binding);
    const views = await listBillingViews(ctx, { contractId: contract.id, ...order, after: decodePageToken(q, pageToken), limit: pageSize });
    const page = pageOf(q, views, pageSize, (v) => order.positionOf(v.billing));
    return { billings: page.items.map(presentBilling), nextPageToken: page.nextPageToken };
  },
});
