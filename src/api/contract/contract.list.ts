import { defineRpc } from '../rpc';
import { Message, Type, pagingFields } from '../schema';
import { listContracts } from '../../services/contract';
import { contractPage, contractPaging } from './contract.list.util';
import { presentContract } from './contract.present';
import { Contract } from './contract.schema';

export const ListContractsRequest = Message({ ...pagingFields });
export const ListContractsResponse = Message({ contracts: Type.Array(Contract), nextPageToken: Type.String() });

export default defineRpc({
  path: '/v1/contract/list',
  method: 'G+P',
  summary: 'List contracts',
  description: 'In creation order; keyset paging.',
  tags: ['contract'],
  input: ListContractsRequest,
  output: ListContractsResponse,
  handler: async (ctx, input) => {
    const { pageToken, pageSize, ...binding } = input;
    const p = contractPaging(ctx, binding, pageToken, 'pageToken', pageSize, undefined);
    const page = contractPage(p, await listContracts(ctx, {}, p.page));
    return { contracts: page.items.map(presentContract), nextPageToken: page.nextPageToken };
  },
});
