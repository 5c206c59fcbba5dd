import { defineRpc } from '../rpc';
import { Id, ManagementId, Message, Type, pagingFields } from '../schema';
import { listContracts } from '../../services/contract';
import { contractPage, contractPaging } from './contract.list.util';
import { presentContract } from './contract.present';
import { Contract } from './contract.schema';
import { invalidArgument } from '../../lib/errors';

export const ListContractsByCustomerRequest = Message({
  customerId: Type.Optional(Id),
  customerOptionalId: Type.Optional(ManagementId),
  ...pagingFields,
});
export const ListContractsByCustomerResponse = Message({ contracts: Type.Array(Contract), nextPageToken: Type.String() });

export default defineRpc({
  path: '/v1/contract/listbycustomer',
  // The same operation under a second name (docs/api.md "Contracts").
  aliases: ['/v1/contract/listbycustomerid'],
  method: 'G+P',
  summary: 'List the contracts of a customer',
  description:
    'customerId or customerOptionalId; in creation order; keyset paging. /v1/contract/listbycustomer and /v1/contract/listbycustomerid are the same operation.',
  tags: ['contract'],
  input: ListContractsByCustomerRequest,
  output: ListContractsByCustomerResponse,
  handler: async (ctx, input) => {
    const { pageToken, pageSize, ...binding } = input;
    if (!input.customerId && !input.customerOptionalId)
      throw invalidArgument('customerId or customerOptionalId is required', [
        { field: 'customerId', description: 'required (or give customerOptionalId)' },
      ]);
    const p = contractPaging(ctx, binding, pageToken, 'pageToken', pageSize, undefined);
    const page = contractPage(
      p,
      await listContracts(ctx, { customerId: input.customerId, customerOptionalId: input.customerOptionalId }, p.page),
    );
    return { contracts: page.items.map(presentContract), nextPageToken: page.nextPageToken };
  },
});
