import { defineRpc } from '../rpc';
import { Id, ManagementId, Message, Type } from '../schema';
import { confirmDraft } from '../../services/contract';
import { presentContract } from './contract.present';
import { Contract } from './contract.schema';

export const ConfirmDraftContractRequest = Message({ id: Type.Optional(Id), optionalId: Type.Optional(ManagementId) });
export const ConfirmDraftContractResponse = Message({ contract: Contract });

export default defineRpc({
  path: '/v1/contract/confirmdraft',
  method: 'POST',
  summary: 'Confirm a draft contract',
  description: 'Irreversible; confirming a normal contract succeeds and changes nothing.',
  tags: ['contract'],
  input: ConfirmDraftContractRequest,
  output: ConfirmDraftContractResponse,
  handler: async (ctx, input) => ({ contract: presentContract(await confirmDraft(ctx, input)) }),
});
