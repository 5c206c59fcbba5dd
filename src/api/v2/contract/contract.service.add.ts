import { defineRpc } from '../../rpc';
import { Message, Type } from '../../schema';
import { addService } from '../../../services/contract';
import { serviceV2 } from '../../contract/contract.input';
import { ItemInV2 } from '../../contract/contract.schema';
import { presentContractV2 } from './contract.present';
import { ContractRefInput, ContractV2 } from './contract.schema';

export const AddContractServiceRequest = Message({
  contract: ContractRefInput,
  mainItem: ItemInV2,
  optionItems: Type.Optional(Type.Array(ItemInV2, { maxItems: 50 })),
});
export const AddContractServiceResponse = Message({ contract: ContractV2 });

export default defineRpc({
  path: '/v2/contract/service/add',
  method: 'POST',
  summary: 'Add a service (main item and option items) to a contract',
  description:
    'Allowed on drafts (extends the draft in place); on a normal contract it is an amendment (TYPE_ADD_ITEM) producing a new version.',
  tags: ['contract'],
  input: AddContractServiceRequest,
  output: AddContractServiceResponse,
  handler: async (ctx, input) => {
    const ref = {
      id: input.contract.contractId,
      optionalId: input.contract.contractOptionalId,
      fields: ['contract.contractId', 'contract.contractOptionalId'] as const,
    };
    return { contract: presentContractV2(await addService(ctx, ref, serviceV2(input.mainItem, input.optionItems))) };
  },
});
