import { defineRpc } from '../rpc';
import { DateTimeInput, Message } from '../schema';
import { businessDateIn } from '../datetime';
import { cancelContract } from '../../services/contract';
import { contractRef } from './amendment.input';
import { presentAmendmentResult } from './amendment.present';
import { AmendmentResponse, Memo, contractRefIn } from './amendment.schema';

export const CancelContractRequest = Message({ ...contractRefIn, cancellationDate: DateTimeInput, memo: Memo });

export default defineRpc({
  path: '/v1/amendment/cancelcontract',
  method: 'POST',
  summary: 'Cancel a contract midterm',
  description:
    'Every item running after cancellationDate (the last day of service, inclusive) ends that day; items starting later never run.',
  tags: ['amendment'],
  input: CancelContractRequest,
  output: AmendmentResponse,
  handler: async (ctx, input) =>
    presentAmendmentResult(
      await cancelContract(ctx, {
        contract: contractRef(input),
        cancellationDate: businessDateIn('cancellationDate', input.cancellationDate),
        memo: input.memo,
      }),
    ),
});
