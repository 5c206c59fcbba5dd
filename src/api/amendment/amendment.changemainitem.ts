import { defineRpc } from '../rpc';
import { Id, Message } from '../schema';
import { businessDateIn } from '../datetime';
import { changeMainItem } from '../../services/contract';
import { amendItem, contractRef } from './amendment.input';
import { presentAmendmentResult } from './amendment.present';
import { AmendmentResponse, ChangeMainItemIn, Memo, contractRefIn } from './amendment.schema';

export const ChangeMainItemRequest = Message({ ...contractRefIn, mainItemId: Id, item: ChangeMainItemIn, memo: Memo });

export default defineRpc({
  path: '/v1/amendment/changemainitem',
  method: 'POST',
  summary: 'Switch to another main item',
  description:
    'The current main item ends the day before item.effectiveStartDate (default: the day after its end); the new one starts that day and the live option items move to it.',
  tags: ['amendment'],
  input: ChangeMainItemRequest,
  output: AmendmentResponse,
  handler: async (ctx, input) => {
    const { effectiveStartDate, ...item } = input.item;
    const result = await changeMainItem(ctx, {
      contract: contractRef(input),
      mainItemId: input.mainItemId,
      effectiveDate: effectiveStartDate ? businessDateIn('item.effectiveStartDate', effectiveStartDate) : null,
      item: amendItem(item),
      memo: input.memo,
    });
    return presentAmendmentResult(result);
  },
});
