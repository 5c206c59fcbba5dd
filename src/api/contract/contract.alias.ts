import { defineRpc } from '../rpc';
import { Id, ManagementId, Message, Type } from '../schema';
import { aliasContract } from '../../services/contract';
import { presentContract } from './contract.present';
import { Contract } from './contract.schema';

export const AliasContractRequest = Message({ id: Id, optionalId: Type.Optional(Type.Union([ManagementId, Type.Literal('')])) });
export const AliasContractResponse = Message({ contract: Contract });

export default defineRpc({
  path: '/v1/contract/alias',
  method: 'POST',
  summary: 'Change the contract management id',
  description: 'optionalId omitted or empty removes it; unique per tenant (ALREADY_EXISTS).',
  tags: ['contract'],
  input: AliasContractRequest,
  output: AliasContractResponse,
  handler: async (ctx, input) => ({ contract: presentContract(await aliasContract(ctx, input)) }),
});
