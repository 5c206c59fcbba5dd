import { defineRpc } from '../rpc';
import { IntIn, ManagementId, Message, Type } from '../schema';
import { intIn } from '../wire';
import { getContractAtVersion } from '../../services/contract';
import { presentContract } from './contract.present';
import { Contract } from './contract.schema';

const VERSION_MAX = 2_147_483_647;

export const GetContractByOptionalIdRequest = Message({
  optionalId: ManagementId,
  version: Type.Optional(IntIn(0, VERSION_MAX, 'the version to read; 0 or absent = the latest')),
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
    contract: presentContract(
      await getContractAtVersion(ctx, { optionalId: input.optionalId }, intIn(input.version, 'version', 0, VERSION_MAX)),
    ),
  }),
});
