import { defineRpc } from '../../rpc';
import { DateTimeInput, Id, Message } from '../../schema';
import { businessDateIn } from '../../datetime';
import { cancelService } from '../../../services/contract';
import { presentAmendment } from '../../amendment/amendment.present';
import { Amendment, Memo } from '../../amendment/amendment.schema';
import { presentContractV2 } from '../contract/contract.present';
import { ContractRefInput, ContractV2 } from '../contract/contract.schema';

export const CancelContractServiceRequest = Message({
  contract: ContractRefInput,
  mainItemId: Id,
  cancellationDate: DateTimeInput,
  memo: Memo,
});
export const CancelContractServiceResponse = Message({ contract: ContractV2, amendment: Amendment });

export default defineRpc({
  path: '/v2/amendment/cancelcontractservice',
  method: 'POST',
  summary: 'Cancel a contract service midterm',
  description: 'The main item mainItemId and its option items end on cancellationDate (inclusive).',
  tags: ['amendment'],
  input: CancelContractServiceRequest,
  output: CancelContractServiceResponse,
  handler: async (ctx, input) => {
    const contract = {
      id: input.contract.contractId,
      optionalId: input.contract.contractOptionalId,
      fields: ['contract.contractId', 'contract.contractOptionalId'] as const,
    };
    const r = await cancelService(ctx, {
      contract,
      mainItemId: input.mainItemId,
      cancellationDate: businessDateIn('cancellationDate', input.cancellationDate),
      memo: input.memo,
    });
    return { contract: presentContractV2(r.record), amendment: presentAmendment(r.amendment) };
  },
});
