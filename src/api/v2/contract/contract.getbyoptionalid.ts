import { defineRpc } from '../../rpc';
import { DateTimeInput, ManagementId, Message, Type } from '../../schema';
import { businessDateIn } from '../../datetime';
import { getContractOnDay } from '../../../services/contract';
import { presentContractV2 } from './contract.present';
import { ContractV2 } from './contract.schema';

export const GetContractByOptionalIdRequest = Message({ optionalId: ManagementId, atPointInServiceTimeline: Type.Optional(DateTimeInput) });
export const GetContractByOptionalIdResponse = Message({ contract: ContractV2 });

export default defineRpc({
  path: '/v2/contract/getbyoptionalid',
  method: 'G+P',
  summary: 'Get a contract by management id on a day of its service timeline',
  tags: ['contract'],
  input: GetContractByOptionalIdRequest,
  output: GetContractByOptionalIdResponse,
  handler: async (ctx, input) => {
    const day = input.atPointInServiceTimeline ? businessDateIn('atPointInServiceTimeline', input.atPointInServiceTimeline) : null;
    return { contract: presentContractV2(await getContractOnDay(ctx, { optionalId: input.optionalId }, day)) };
  },
});
