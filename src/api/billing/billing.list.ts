import { defineRpc } from '../rpc';
import { Message, pagingFields } from '../schema';
import { keysetPaging, pageOf } from '../paging';
import { listBillingViews } from '../../services/billing';
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
    const { pageToken, pageSize, ...binding } = input;
    const p = keysetPaging(ctx, binding, { token: pageToken, pageSize });
    const views = await listBillingViews(ctx, { byBillingDate: false, descending: false, after: p.after, limit: p.pageSize });
    const page = pageOf(p.query, views, p.pageSize, (v) => [v.billing.id]);
    return { billings: page.items.map(presentBilling), nextPageToken: page.nextPageToken };
  },
});
