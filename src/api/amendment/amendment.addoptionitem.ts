import { defineRpc } from '../rpc';
import { DateTimeInput, Id, Message, Type } from '../schema';
import { businessDateIn } from '../datetime';
import { invalidArgument, invalidField } from '../../lib/errors';
import { addOptionItem } from '../../services/contract';
import { amendItem, contractRef } from './amendment.input';
import { presentAmendmentResult } from './amendment.present';
import { AmendItemIn, AmendmentResponse, Memo, contractRefIn } from './amendment.schema';

export const AddOptionItemRequest = Message({
  ...contractRefIn,
  contractItemId: Type.Optional(Id),
  primalContractItemId: Type.Optional(Id),
  effectiveStartDate: DateTimeInput,
  item: AmendItemIn,
  memo: Memo,
});

export default defineRpc({
  path: '/v1/amendment/addoptionitem',
  method: 'POST',
  summary: 'Add a catalog item to a contract as an option item',
  description:
    'Under the main item contractItemId (primalContractItemId is its deprecated name), from effectiveStartDate; its end is capped at the main item end.',
  tags: ['amendment'],
  input: AddOptionItemRequest,
  output: AmendmentResponse,
  handler: async (ctx, input) => {
    const parent = input.contractItemId || input.primalContractItemId;
    if (!parent)
      throw invalidArgument('contractItemId is required', [{ field: 'contractItemId', description: 'required (the parent main item)' }]);
    if (input.contractItemId && input.primalContractItemId && input.contractItemId !== input.primalContractItemId) {
      throw invalidField('primalContractItemId', 'differs from contractItemId (give one)');
    }
    const result = await addOptionItem(ctx, {
      contract: contractRef(input),
      parentItemId: parent,
      effectiveDate: businessDateIn('effectiveStartDate', input.effectiveStartDate),
      item: amendItem(input.item),
      memo: input.memo,
    });
    return presentAmendmentResult(result);
  },
});
