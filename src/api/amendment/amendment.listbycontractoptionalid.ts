import { defineRpc } from '../rpc';
import { ManagementId, Message, Type, pagingFields } from '../schema';
import { listAmendments } from '../../services/contract';
import { amendmentPage, amendmentPaging } from './amendment.list.util';
import { presentAmendment } from './amendment.present';
import { Amendment } from './amendment.schema';

export const ListAmendmentsByContractOptionalIdRequest = Message({ contractOptionalId: ManagementId, ...pagingFields });
export const ListAmendmentsByContractOptionalIdResponse = Message({ amendments: Type.Array(Amendment), nextPageToken: Type.String() });

export default defineRpc({
  path: '/v1/amendment/listbycontractoptionalid',
  method: 'G+P',
  summary: 'List the amendments of a contract by its management id',
  tags: ['amendment'],
  input: ListAmendmentsByContractOptionalIdRequest,
  output: ListAmendmentsByContractOptionalIdResponse,
  handler: async (ctx, input) => {
    const { pageToken, pageSize, ...binding } = input;
    const p = amendmentPaging(ctx, binding, pageToken, pageSize, 'VERSION');
    const ref = { optionalId: input.contractOptionalId, fields: ['contractOptionalId', 'contractOptionalId'] as const };
    const page = amendmentPage(p, await listAmendments(ctx, ref, p.page));
    return { amendments: page.items.map(presentAmendment), nextPageToken: page.nextPageToken };
  },
});
