import { defineRpc } from '../../rpc';
import { Message, Type } from '../../schema';
import { createContract } from '../../../services/contract';
import { serviceV2 } from '../../contract/contract.input';
import { ItemInV2, contractHeadIn } from '../../contract/contract.schema';
import { presentContractV2 } from './contract.present';
import { ContractV2 } from './contract.schema';

export const CreateContractRequest = Message({
  ...contractHeadIn,
  mainItem: ItemInV2,
  optionItems: Type.Optional(Type.Array(ItemInV2, { maxItems: 50 })),
});
export const CreateContractResponse = Message({ contract: ContractV2 });

export default defineRpc({
  path: '/v2/contract/create',
  method: 'POST',
  summary: 'Create a contract (one service; more via /v2/contract/service/add)',
  description: 'Omitted fields default from the catalog (docs/contracts.md). isDraft: true creates a draft.',
  tags: ['contract'],
  input: CreateContractRequest,
  output: CreateContractResponse,
  handler: async (ctx, input) => {
    const { mainItem, optionItems, ...head } = input;
    const record = await createContract(ctx, { ...head, services: [serviceV2(mainItem, optionItems)], servicesField: 'mainItem' });
    return { contract: presentContractV2(record) };
  },
});
