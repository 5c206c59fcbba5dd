import { defineRpc } from '../rpc';
import { Id, Message, Type } from '../schema';
import { getContractAtVersion } from '../../services/contract';
import { presentContract } from './contract.present';
import { Contract } from './contract.schema';

export const GetContractRequest = Message({
  id: Id,
  version: Type.Optional(Type.Integer({ minimum: 0, maximum: 2_147_483_647, description: 'omitted or 0: the latest version' })),
});
export const GetContractResponse = Message({ contract: Contract });

export default defineRpc({
  path: '/v1/contract/get',
  method: 'G+P',
  summary: 'Get a contract (a version snapshot)',
  tags: ['contract'],
  input: GetContractRequest,
  output: GetContractResponse,
  handler: async (ctx, input) => ({ contract: presentContract(await getContractAtVersion(ctx, { id: input.id }, input.version)) }),
});
