import { defineRpc } from '../../rpc';
import { Message, PageSize, PageToken, Type } from '../../schema';
import { listContracts } from '../../../services/contract';
import { ContractConditionsIn, ContractOrder, conditionsIn, contractPage, contractPaging } from '../../contract/contract.list.util';
import { presentContractV2 } from './contract.present';
import { ContractV2 } from './contract.schema';

export const ListContractsRequest = Message({
  sortOrder: Type.Optional(ContractOrder),
  offsetToken: Type.Optional(PageToken),
  pageSize: Type.Optional(PageSize),
  conditions: Type.Optional(ContractConditionsIn),
});
export const ListContractsResponse = Message({ contracts: Type.Array(ContractV2), nextOffsetToken: Type.String() });

export default defineRpc({
  path: '/v2/contract/list',
  method: 'G+P',
  summary: 'List contracts matching conditions',
  description:
    'sortOrder FIELD_ID (default) or FIELD_CONTRACT_END_DATE; conditions: customer, management id, draft, status, start/end date ranges (docs/contracts.md).',
  tags: ['contract'],
  input: ListContractsRequest,
  output: ListContractsResponse,
  handler: async (ctx, input) => {
    const { offsetToken, pageSize, ...binding } = input;
    const p = contractPaging(ctx, binding, offsetToken, 'offsetToken', pageSize, input.sortOrder);
    const page = contractPage(
      p,
      await listContracts(ctx, conditionsIn(input.conditions), p.page, ['conditions.customerId', 'conditions.customerOptionalId']),
    );
    return { contracts: page.items.map(presentContractV2), nextOffsetToken: page.nextPageToken };
  },
});
