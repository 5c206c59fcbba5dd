import { defineRpc } from '../rpc';
import { ListOrderBy, Id, ManagementId, Message, Type, pagingFields } from '../schema';
import { listStaff } from '../../services/customer';
import { idPage, idPaging } from '../customer/list.util';
import { presentCustomerStaff } from './customerstaff.present';
import { CustomerStaff } from './customerstaff.schema';

export const ListCustomerStaffsRequest = Message({
  customerId: Type.Optional(Id),
  customerOptionalId: Type.Optional(ManagementId),
  ...pagingFields,
  orderBy: Type.Optional(ListOrderBy),
});
export const ListCustomerStaffsResponse = Message({ customerStaffs: Type.Array(CustomerStaff), nextPageToken: Type.String() });

export default defineRpc({
  path: '/v1/customerstaff/list',
  method: 'G+P',
  summary: 'List the staff of a customer',
  description:
    'The customer by customerId or customerOptionalId. Creation order (FIELD_ID), ascending unless orderBy.direction is DIRECTION_DESCENDING.',
  tags: ['customerstaff'],
  input: ListCustomerStaffsRequest,
  output: ListCustomerStaffsResponse,
  handler: async (ctx, input) => {
    const paging = idPaging(ctx, input);
    const rows = await listStaff(ctx, input, { descending: paging.descending, after: paging.after, limit: paging.pageSize });
    const page = idPage(paging, rows);
    return { customerStaffs: page.items.map(presentCustomerStaff), nextPageToken: page.nextPageToken };
  },
});
