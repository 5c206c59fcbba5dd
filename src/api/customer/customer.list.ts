import { defineRpc } from '../rpc';
import { ListOrderBy, Message, Type, pagingFields } from '../schema';
import { listCustomers } from '../../services/customer';
import { presentCustomer } from './customer.present';
import { Customer } from './customer.schema';
import { idPage, idPaging } from './list.util';

export const ListCustomersRequest = Message({ ...pagingFields, orderBy: Type.Optional(ListOrderBy) });
export const ListCustomersResponse = Message({ customers: Type.Array(Customer), nextPageToken: Type.String() });

export default defineRpc({
  path: '/v1/customer/list',
  method: 'G+P',
  summary: 'List customers',
  description: 'In creation order (FIELD_ID), ascending unless orderBy.direction is DIRECTION_DESCENDING; keyset paging.',
  tags: ['customer'],
  input: ListCustomersRequest,
  output: ListCustomersResponse,
  handler: async (ctx, input) => {
    const paging = idPaging(ctx, input);
    const rows = await listCustomers(ctx, { descending: paging.descending, after: paging.after, limit: paging.pageSize });
    const page = idPage(paging, rows);
    return { customers: page.items.map(presentCustomer), nextPageToken: page.nextPageToken };
  },
});
