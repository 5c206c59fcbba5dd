import { defineRpc } from '../rpc';
import { DateTimeInput, Id, Message } from '../schema';
import { businessDateIn } from '../datetime';
import { changeOptionItem } from '../../services/contract';
import { amendItem, contractRef } from './amendment.input';
import { presentAmendmentResult } from './amendment.present';
import { AmendItemIn, AmendmentResponse, Memo, contractRefIn } from './amendment.schema';

export const ChangeOptionItemRequest = Message({
  ...contractRefIn,
  contractItemId: Id,
  effectiveStartDate: DateTimeInput,
  item: AmendItemIn,
  memo: Memo,
});

export default defineRpc({
  path: '/v1/amendment/changeoptionitem',
  method: 'POST',
  summary: 'Switch an option item to another option item',
  description: 'The option item ends the day before effectiveStartDate; the new option item (same or another catalog) starts that day.',
  tags: ['amendment'],
  input: ChangeOptionItemRequest,
  output: AmendmentResponse,
  handler: async (ctx, input) => {
    const result = await changeOptionItem(ctx, {
      contract: contractRef(input),
      itemId: input.contractItemId,
      effectiveDate: businessDateIn('effectiveStartDate', input.effectiveStartDate),
      item: amendItem(input.item),
      memo: input.memo,
    });
    return presentAmendmentResult(result);
  },
});
