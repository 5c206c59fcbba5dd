import { defineRpc } from '../rpc';
import { DateTimeInput, Id, Message, Type } from '../schema';
import { businessDateIn } from '../datetime';
import { customizeOptionItem } from '../../services/contract';
import { chargeOverridesIn } from '../contract/contract.input';
import { contractRef } from './amendment.input';
import { presentAmendmentResult } from './amendment.present';
import { AmendmentResponse, CustomizeChargeIn, Memo, contractRefIn } from './amendment.schema';

export const CustomizeOptionItemRequest = Message({
  ...contractRefIn,
  contractItemId: Id,
  effectiveStartDate: DateTimeInput,
  item: Message({
    name: Type.Optional(Type.String({ maxLength: 255 })),
    chargeItems: Type.Optional(Type.Array(CustomizeChargeIn, { maxItems: 50 })),
  }),
  memo: Memo,
});

export default defineRpc({
  path: '/v1/amendment/customizeoptionitem',
  method: 'POST',
  summary: 'Edit an option item',
  description: 'Name, and per charge item name, price, tiers and timings; price and tier changes take effect from effectiveStartDate.',
  tags: ['amendment'],
  input: CustomizeOptionItemRequest,
  output: AmendmentResponse,
  handler: async (ctx, input) => {
    const result = await customizeOptionItem(ctx, {
      contract: contractRef(input),
      itemId: input.contractItemId,
      effectiveDate: businessDateIn('effectiveStartDate', input.effectiveStartDate),
      name: input.item.name,
      chargeItems: (input.item.chargeItems ?? []).map((c, n) => ({
        contractChargeItemId: c.contractChargeItemId,
        contractChargeItemOptionalId: c.contractChargeItemOptionalId,
        name: c.name,
        ...chargeOverridesIn(c, `item.chargeItems[${n}]`),
      })),
      memo: input.memo,
    });
    return presentAmendmentResult(result);
  },
});
