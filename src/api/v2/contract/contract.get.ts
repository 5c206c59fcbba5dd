import { defineRpc } from '../../rpc';
import { DateTimeInput, Id, Message, Type } from '../../schema';
import { businessDateIn } from '../../datetime';
import { getContractOnDay } from '../../../services/contract';
import { presentContractV2 } from './contract.present';
import { ContractV2 } from './contract.schema';

export const GetContractRequest = Message({ id: Id, atPointInServiceTimeline: Type.Optional(DateTimeInput) });
export const GetContractResponse = Message({ contract: ContractV2 });

export default defineRpc({
  path: '/v2/contract/get',
  method: 'G+P',
  summary: 'Get a contract on a day of its service timeline',
  description:
    'With atPointInServiceTimeline: the items in force that day with the terms valid that day (services: [] when nothing runs); without: the latest state, future items included.',
  tags: ['contract'],
  input: GetContractRequest,
  output: GetContractResponse,
  handler: async (ctx, input) => {
    const day = input.atPointInServiceTimeline ? businessDateIn('atPointInServiceTimeline', input.atPointInServiceTimeline) : null;
    return { contract: presentContractV2(await getContractOnDay(ctx, { id: input.id }, day)) };
  },
});
