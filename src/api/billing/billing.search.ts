import { defineRpc } from '../rpc';
import { Message, Type, pagingFields } from '../schema';
import { keysetPaging, pageOf } from '../paging';
import { listBillingViews } from '../../services/billing';
import { presentBilling } from './billing.present';
import { BILLING_STATUSES, BillingListResponse } from './billing.schema';
import { BillingOrderBy, billingOrder } from './billing.order';
import { parseBillingSearch } from './billing.query';

export const SearchBillingsRequest = Message({
  ...pagingFields,
  query: Type.Optional(
    Type.String({
      maxLength: 1000,
      description:
        'terms joined by AND: status=<STATUS>, customerId=<id>, contractId=<id>, paymentMethodId=<id>, billingDate and billingDueDate with =, >=, <=, >, < and YYYY-MM-DD',
    }),
  ),
  orderBy: Type.Optional(BillingOrderBy),
});

export default defineRpc({
  path: '/v1/billing/search',
  method: 'G+P',
  summary: 'Search billings',
  description:
    'query: terms joined by ` AND ` (all must hold): `status=<STATUS_VALUE>` (or status=any / status=*), `customerId=`, `contractId=`, `paymentMethodId=` (ids), `billingDate` and `billingDueDate` with `=`, `>=`, `<=`, `>`, `<` and a JST day `YYYY-MM-DD`; empty for all. A malformed term is INVALID_ARGUMENT naming query.',
  tags: ['billing'],
  input: SearchBillingsRequest,
  output: BillingListResponse,
  handler: async (ctx, input) => {
    const { pageToken, pageSize, ...binding } = input;
    const { statuses, ...terms } = parseBillingSearch(input.query, BILLING_STATUSES);
    const order = billingOrder(input.orderBy);
    const p = keysetPaging(ctx, binding, { token: pageToken, pageSize, width: order.byBillingDate ? 2 : 1 });
    const views = await listBillingViews(ctx, { ...(statuses ? { statuses } : {}), ...terms, ...order, after: p.after, limit: p.pageSize });
    const page = pageOf(p.query, views, p.pageSize, (v) => order.positionOf(v.billing));
    return { billings: page.items.map(presentBilling), nextPageToken: page.nextPageToken };
  },
});
