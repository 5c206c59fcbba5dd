import { defineRpc } from '../../rpc';
import { Id, ManagementId, Message, Type } from '../../schema';
import { confirmDraft } from '../../../services/contract';
import { presentContractV2 } from './contract.present';
import { ContractV2 } from './contract.schema';

export const ConfirmDraftContractRequest = Message({ id: Type.Optional(Id), optionalId: Type.Optional(ManagementId) });
export const ConfirmDraftContractResponse = Message({ contract: ContractV2 });

export default defineRpc({
  path: '/v2/contract/confirmdraft',
  method: 'POST',
  summary: 'Confirm a draft contract',
  description: 'Irreversible; confirming a normal contract succeeds and changes nothing.',
  tags: ['contract'],
  input: ConfirmDraftContractRequest,
  output: ConfirmDraftContractResponse,
  handler: async (ctx, input) => ({ contract: presentContractV2(await confirmDraft(ctx, input)) }),
});
