import { defineRpc } from '../rpc';
import { Message, pagingFields } from '../schema';
import { DEFAULT_PAGE_SIZE, decodePageToken, pageOf } from '../paging';
import { listBillingViews } from '../../services/billing.service';
import { presentBilling } from './billing.present';
import { BillingListResponse } from './billing.schema';

export const ListBillingsRequest = Message({ ...pagingFields });

export default defineRpc({
  path: '/v1/billing/list',
  method: 'G+P',
  summary: 'List billings (creation order)',
  tags: ['billing'],
  input: ListBillingsRequest,
  output: BillingListResponse,
  handler: async (ctx, input) => {
    const { pageToken, pageSize = DEFAULT_PAGE_SIZE, ...binding } = input;
    const q = ctx.pageQuery(binding);
    const views = await listBillingViews(ctx, { byBillingDate: false, descending: false, after: decodePageToken(q, pageToken), limit: pageSize });
    const page = pageOf(q, views, pageSize, (v) => [v.billing.id]);
    return { billings: page.items.map(presentBilling), nextPageToken: page.nextPageToken };
  },
});
