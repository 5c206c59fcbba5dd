import { defineRpc } from '../rpc';
import { Id, Message } from '../schema';
import { renewContractItem } from '../../services/contract';
import { contractRef } from './amendment.input';
import { presentAmendmentResult } from './amendment.present';
import { AmendmentResponse, Memo, contractRefIn } from './amendment.schema';

export const RenewContractItemRequest = Message({ ...contractRefIn, contractItemId: Id, memo: Memo });

export default defineRpc({
  path: '/v1/amendment/renewcontractitem',
  method: 'POST',
  summary: 'Renew a contract item',
  description: 'The item end moves forward by one defaultContractTerm; a main item takes along the live option items that ended with it.',
  tags: ['amendment'],
  input: RenewContractItemRequest,
  output: AmendmentResponse,
  handler: async (ctx, input) =>
    presentAmendmentResult(await renewContractItem(ctx, { contract: contractRef(input), itemId: input.contractItemId, memo: input.memo })),
});
