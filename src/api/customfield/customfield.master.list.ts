import { defineRpc } from '../rpc';
import { ListOrderBy, Message, Type, pagingFields } from '../schema';
import { listMasters } from '../../services/customfield';
import { idPage, idPaging } from '../customer/list.util';
import { presentMaster } from './customfield.present';
import { CustomFieldMaster, FieldType } from './customfield.schema';

export const ListCustomFieldMastersRequest = Message({
  ...pagingFields,
  orderBy: Type.Optional(ListOrderBy),
  fieldType: Type.Optional(FieldType),
});
export const ListCustomFieldMastersResponse = Message({ customFieldMasters: Type.Array(CustomFieldMaster), nextPageToken: Type.String() });

export default defineRpc({
  path: '/v1/customfield/master/list',
  method: 'G+P',
  summary: 'List custom field masters',
  description:
    'Creation order (FIELD_ID), ascending unless orderBy.direction is DIRECTION_DESCENDING. Extension filter: fieldType (FIELD_TYPE_UNSPECIFIED = all).',
  tags: ['customfield'],
  input: ListCustomFieldMastersRequest,
  output: ListCustomFieldMastersResponse,
  handler: async (ctx, input) => {
    const paging = idPaging(ctx, input);
    const rows = await listMasters(ctx, input, { descending: paging.descending, after: paging.after, limit: paging.pageSize });
    const page = idPage(paging, rows);
    return { customFieldMasters: page.items.map(presentMaster), nextPageToken: page.nextPageToken };
  },
});
