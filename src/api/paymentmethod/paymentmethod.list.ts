import { defineRpc } from '../rpc';
import { Message, OrderBy, Type, pagingFields } from '../schema';
import { DEFAULT_PAGE_SIZE, decodePageToken, pageOf } from '../paging';
import { listPaymentMethods } from '../../services/paymentmethod.service';
import { presentPaymentMethod } from './paymentmethod.present';
import { PaymentMethod } from './paymentmethod.schema';

export const ListPaymentMethodsRequest = Message({
  ...pagingFields,
  orderBy: Type.Optional(OrderBy(['FIELD_UNSPECIFIED', 'FIELD_ID'])),
});
export const ListPaymentMethodsResponse = Message({ paymentMethods: Type.Array(PaymentMethod), nextPageToken: Type.String() });

export default defineRpc({
  path: '/v1/paymentmethod/list',
  method: 'G+P',
  summary: 'List payment methods',
  description: 'Ordered by id (= creation order; FIELD_UNSPECIFIED means FIELD_ID), ascending unless orderBy.direction is DIRECTION_DESCENDING; keyset paged.',
  tags: ['paymentmethod'],
  input: ListPaymentMethodsRequest,
  output: ListPaymentMethodsResponse,
  handler: async (ctx, input) => {
    const { pageToken, pageSize = DEFAULT_PAGE_SIZE, ...binding } = input;
    const q = ctx.pageQuery(binding);
    const descending = input.orderBy?.direction === 'DIRECTION_DESCENDING';
    const rows = await listPaymentMethods(ctx, { descending, after: decodePageToken(q, pageToken), limit: pageSize });
    const page = pageOf(q, rows, pageSize, (r) => [r.id]);
    return { paymentMethods: page.items.map(presentPaymentMethod), nextPageToken: page.nextPageToken };
  },
});
