import { defineRpc } from '../rpc';
import { Id, Message } from '../schema';
import { cancelAmendment } from '../../services/contract';
import { presentAmendmentResult } from './amendment.present';
import { AmendmentResponse, Memo } from './amendment.schema';

export const CancelAmendmentRequest = Message({ id: Id, memo: Memo });

export default defineRpc({
  path: '/v1/amendment/cancelamendment',
  method: 'POST',
  summary: 'Cancel an amendment',
  description:
    'Only the latest live amendment of its contract (else FAILED_PRECONDITION): the contract returns to the state before it, as a new version; the amendment is marked canceled.',
  tags: ['amendment'],
  input: CancelAmendmentRequest,
  output: AmendmentResponse,
  handler: async (ctx, input) => presentAmendmentResult(await cancelAmendment(ctx, input)),
});
