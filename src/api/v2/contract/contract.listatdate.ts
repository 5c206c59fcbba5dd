import { defineRpc } from '../../rpc';
import { DateTimeInput, Message, PageSize, PageToken, Type } from '../../schema';
import { businessDateIn } from '../../datetime';
import { listContracts } from '../../../services/contract';
import { ContractConditionsIn, ContractOrder, conditionsIn, contractPage, contractPaging } from '../../contract/contract.list.util';
import { presentContractV2 } from './contract.present';
import { ContractV2 } from './contract.schema';

export const ListContractsAtDateRequest = Message({
  atPointInServiceTimeline: DateTimeInput,
  sortOrder: Type.Optional(ContractOrder),
  offsetToken: Type.Optional(PageToken),
  pageSize: Type.Optional(PageSize),
  conditions: Type.Optional(ContractConditionsIn),
});
export const ListContractsAtDateResponse = Message({ contracts: Type.Array(ContractV2), nextOffsetToken: Type.String() });

export default defineRpc({
  path: '/v2/contract/listatdate',
  method: 'G+P',
  summary: 'List contracts with at least one item in force on a day',
  description: 'Each contract as /v2/contract/get shows it on that day.',
  tags: ['contract'],
  input: ListContractsAtDateRequest,
  output: ListContractsAtDateResponse,
  handler: async (ctx, input) => {
    const day = businessDateIn('atPointInServiceTimeline', input.atPointInServiceTimeline);
    const { offsetToken, pageSize, ...binding } = input;
    const p = contractPaging(ctx, binding, offsetToken, 'offsetToken', pageSize, input.sortOrder);
    const conditions = { ...conditionsIn(input.conditions), inForceOn: day };
    const page = contractPage(p, await listContracts(ctx, conditions, p.page, ['conditions.customerId', 'conditions.customerOptionalId']));
    return { contracts: page.items.map(presentContractV2), nextOffsetToken: page.nextPageToken };
  },
});
