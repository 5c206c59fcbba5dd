import { defineRpc } from '../rpc';
import { ListOrderBy, Message, Type, pagingFields } from '../schema';
import { keysetPaging, pageOf } from '../paging';
import { listPaymentMethods } from '../../services/catalog';
import { presentPaymentMethod } from './paymentmethod.present';
import { PaymentMethod } from './paymentmethod.schema';

export const ListPaymentMethodsRequest = Message({
  ...pagingFields,
  orderBy: Type.Optional(ListOrderBy),
});
export const ListPaymentMethodsResponse = Message({ paymentMethods: Type.Array(PaymentMethod), nextPageToken: Type.String() });

export default defineRpc({
  path: '/v1/paymentmethod/list',
  method: 'G+P',
  summary: 'List payment methods',
  description:
    'Ordered by id (= creation order; FIELD_UNSPECIFIED means FIELD_ID), ascending unless orderBy.direction is DIRECTION_DESCENDING; keyset paged.',
  tags: ['paymentmethod'],
  input: ListPaymentMethodsRequest,
  output: ListPaymentMethodsResponse,
  handler: async (ctx, input) => {
    const { pageToken, pageSize, ...binding } = input;
    const p = keysetPaging(ctx, binding, { token: pageToken, pageSize });
    const descending = input.orderBy?.direction === 'DIRECTION_DESCENDING';
    const rows = await listPaymentMethods(ctx, { descending, after: p.after, limit: p.pageSize });
    const page = pageOf(p.query, rows, p.pageSize, (r) => [r.id]);
    return { paymentMethods: page.items.map(presentPaymentMethod), nextPageToken: page.nextPageToken };
  },
});
