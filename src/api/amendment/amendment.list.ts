import { defineRpc } from '../rpc';
import { Message, OrderBy, Type, pagingFields } from '../schema';
import { listAmendments } from '../../services/contract';
import { amendmentPage, amendmentPaging } from './amendment.list.util';
import { presentAmendment } from './amendment.present';
import { Amendment } from './amendment.schema';

export const ListAmendmentsRequest = Message({
  ...pagingFields,
  orderBy: Type.Optional(
    OrderBy('AmendmentOrderBy', ['FIELD_UNSPECIFIED', 'FIELD_ID', 'FIELD_EXECUTE_DATE', 'FIELD_EFFECTIVE_START_DATE']),
  ),
});
export const ListAmendmentsResponse = Message({ amendments: Type.Array(Amendment), nextPageToken: Type.String() });

export default defineRpc({
  path: '/v1/amendment/list',
  method: 'G+P',
  summary: "List the provider's amendments",
  description: 'orderBy FIELD_ID (default; creation order), FIELD_EXECUTE_DATE or FIELD_EFFECTIVE_START_DATE (ties by id); keyset paging.',
  tags: ['amendment'],
  input: ListAmendmentsRequest,
  output: ListAmendmentsResponse,
  handler: async (ctx, input) => {
    const { pageToken, pageSize, ...binding } = input;
    const p = amendmentPaging(ctx, binding, pageToken, pageSize, input.orderBy?.field, input.orderBy?.direction);
    const page = amendmentPage(p, await listAmendments(ctx, null, p.page));
    return { amendments: page.items.map(presentAmendment), nextPageToken: page.nextPageToken };
  },
});
