import { defineRpc } from '../rpc';
import { Message, Type, pagingFields } from '../schema';
import { DEFAULT_PAGE_SIZE, decodePageToken, pageOf } from '../paging';
import { listBillingViews, parseSearchQuery } from '../../services/billing.service';
import { presentBilling } from './billing.present';
import { BILLING_STATUSES, BillingListResponse } from './billing.schema';
import { BillingOrderBy, billingOrder } from './billing.order';

export const SearchBillingsRequest = Message({
  ...pagingFields,
  query: Type.Optional(Type.String({ maxLength: 200, description: 'status=<STATUS>, status=any or status=*' })),
  orderBy: Type.Optional(BillingOrderBy),
});

export default defineRpc({
  path: '/v1/billing/search',
  method: 'G+P',
  summary: 'Search billings by status',
  description: 'query: `status=<STATUS_VALUE>` (e.g. status=STATUS_UNBILLED), or `status=any` / `status=*` (or empty) for all.',
  tags: ['billing'],
  input: SearchBillingsRequest,
  output: BillingListResponse,
  handler: async (ctx, input) => {
    const { pageToken, pageSize = DEFAULT_PAGE_SIZE, ...binding } = input;
    const statuses = parseSearchQuery(input.query, BILLING_STATUSES);
    const order = billingOrder(input.orderBy);
    const q = ctx.pageQuery(binding);
    const views = await listBillingViews(ctx, { ...(statuses ? { statuses } : {}), ...order, after: decodePageToken(q, pageToken), limit: pageSize });
    const page = pageOf(q, views, pageSize, (v) => order.positionOf(v.billing));
    return { billings: page.items.map(presentBilling), nextPageToken: page.nextPageToken };
  },
});
