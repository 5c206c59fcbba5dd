import { defineRpc } from '../rpc';
import { ManagementId, Message, Type } from '../schema';
import { getContractAtVersion } from '../../services/contract.read.service';
import { presentContract } from './contract.present';
import { Contract } from './contract.schema';

export const GetContractByOptionalIdRequest = Message({
  optionalId: ManagementId,
  version: Type.Optional(Type.Integer({ minimum: 0, maximum: 2_147_483_647 })),
});
export const GetContractByOptionalIdResponse = Message({ contract: Contract });

export default defineRpc({
  path: '/v1/contract/getbyoptionalid',
  method: 'G+P',
  summary: 'Get a contract by management id (a version snapshot)',
  tags: ['contract'],
  input: GetContractByOptionalIdRequest,
  output: GetContractByOptionalIdResponse,
  handler: async (ctx, input) => ({
    contract: presentContract(await getContractAtVersion(ctx, { optionalId: input.optionalId }, input.version)),
  }),
});
