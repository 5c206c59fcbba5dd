import { defineRpc } from '../rpc';
import { DateTimeInput, Id, Message } from '../schema';
import { businessDateIn } from '../datetime';
import { cancelOption } from '../../services/contract';
import { contractRef } from './amendment.input';
import { presentAmendmentResult } from './amendment.present';
import { AmendmentResponse, Memo, contractRefIn } from './amendment.schema';

export const CancelOptionRequest = Message({ ...contractRefIn, contractItemId: Id, cancellationDate: DateTimeInput, memo: Memo });

export default defineRpc({
  path: '/v1/amendment/canceloption',
  method: 'POST',
  summary: 'Cancel an option item midterm',
  description: 'The option item ends on cancellationDate (inclusive).',
  tags: ['amendment'],
  input: CancelOptionRequest,
  output: AmendmentResponse,
  handler: async (ctx, input) =>
    presentAmendmentResult(
      await cancelOption(ctx, {
        contract: contractRef(input),
        itemId: input.contractItemId,
        cancellationDate: businessDateIn('cancellationDate', input.cancellationDate),
        memo: input.memo,
      }),
    ),
});
