import { defineRpc } from '../rpc';
import { Id, ManagementId, Message, Type, pagingFields } from '../schema';
import { listAmendments } from '../../services/contract';
import { amendmentPage, amendmentPaging } from './amendment.list.util';
import { presentAmendment } from './amendment.present';
import { Amendment } from './amendment.schema';

export const ListAmendmentsByContractRequest = Message({ id: Type.Optional(Id), optionalId: Type.Optional(ManagementId), ...pagingFields });
export const ListAmendmentsByContractResponse = Message({ amendments: Type.Array(Amendment), nextPageToken: Type.String() });

export default defineRpc({
  path: '/v1/amendment/listbycontract',
  method: 'G+P',
  summary: 'List the amendments of a contract',
  description: 'Contract by id or optionalId; in creation (= version) order; keyset paging.',
  tags: ['amendment'],
  input: ListAmendmentsByContractRequest,
  output: ListAmendmentsByContractResponse,
  handler: async (ctx, input) => {
    const { pageToken, pageSize, ...binding } = input;
    const p = amendmentPaging(ctx, binding, pageToken, pageSize, 'VERSION');
    const page = amendmentPage(p, await listAmendments(ctx, { id: input.id, optionalId: input.optionalId }, p.page));
    return { amendments: page.items.map(presentAmendment), nextPageToken: page.nextPageToken };
  },
});
