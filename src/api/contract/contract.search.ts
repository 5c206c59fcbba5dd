import { defineRpc } from '../rpc';
import { Message, Type, pagingFields } from '../schema';
import { listContracts } from '../../services/contract';
import { ContractConditionsIn, ContractOrder, conditionsIn, contractPage, contractPaging } from './contract.list.util';
import { presentContract } from './contract.present';
import { Contract } from './contract.schema';

export const SearchContractsRequest = Message({
  ...pagingFields,
  orderBy: Type.Optional(ContractOrder),
  conditions: Type.Optional(ContractConditionsIn),
});
export const SearchContractsResponse = Message({ contracts: Type.Array(Contract), nextPageToken: Type.String() });

export default defineRpc({
  path: '/v1/contract/search',
  method: 'G+P',
  summary: 'Search contracts',
  description:
    'orderBy FIELD_ID (default) or FIELD_CONTRACT_END_DATE; optional conditions (customer, management id, draft, status, start/end date ranges; docs/contracts.md).',
  tags: ['contract'],
  input: SearchContractsRequest,
  output: SearchContractsResponse,
  handler: async (ctx, input) => {
    const { pageToken, pageSize, ...binding } = input;
    const p = contractPaging(ctx, binding, pageToken, 'pageToken', pageSize, input.orderBy);
    const page = contractPage(
      p,
      await listContracts(ctx, conditionsIn(input.conditions), p.page, ['conditions.customerId', 'conditions.customerOptionalId']),
    );
    return { contracts: page.items.map(presentContract), nextPageToken: page.nextPageToken };
  },
});
