import { defineRpc } from '../rpc';
import { Message, Type } from '../schema';
import { createContract } from '../../services/contract';
import { servicesV1 } from './contract.input';
import { presentContract } from './contract.present';
import { Contract, MainItemInV1, contractHeadIn } from './contract.schema';

export const CreateContractRequest = Message({ ...contractHeadIn, mainItems: Type.Array(MainItemInV1, { maxItems: 20 }) });
export const CreateContractResponse = Message({ contract: Contract });

export default defineRpc({
  path: '/v1/contract/create',
  method: 'POST',
  summary: 'Create a contract',
  description:
    'Main items with option items and charge items; omitted fields default from the catalog (docs/contracts.md). isDraft: true creates a draft.',
  tags: ['contract'],
  input: CreateContractRequest,
  output: CreateContractResponse,
  handler: async (ctx, input) => {
    const { mainItems, ...head } = input;
    const record = await createContract(ctx, { ...head, services: servicesV1(mainItems), servicesField: 'mainItems' });
    return { contract: presentContract(record) };
  },
});
