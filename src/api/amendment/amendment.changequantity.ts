import { defineRpc } from '../rpc';
import { DateTimeInput, Message, Type } from '../schema';
import { businessDateIn } from '../datetime';
import { changeQuantity } from '../../services/contract';
import { QuantityIn, quantityIn, rateIn } from '../wire';
import { contractRef } from './amendment.input';
import { presentAmendmentResult } from './amendment.present';
import { AmendmentResponse, ChargeItemRefIn, DailyRateIn, Memo, contractRefIn } from './amendment.schema';

export const ChangeQuantityRequest = Message({
  ...contractRefIn,
  ...ChargeItemRefIn,
  quantity: QuantityIn,
  effectiveStartDate: DateTimeInput,
  changeQuantityDailyRate: Type.Optional(DailyRateIn),
  memo: Memo,
});

export default defineRpc({
  path: '/v1/amendment/changequantity',
  method: 'POST',
  summary: 'Change the contracted quantity of a charge item',
  description:
    'From effectiveStartDate; the period containing it is charged per changeQuantityDailyRate (default TYPE_DAILY_RATE). Usage-priced charge items take no quantity (FAILED_PRECONDITION).',
  tags: ['amendment'],
  input: ChangeQuantityRequest,
  output: AmendmentResponse,
  handler: async (ctx, input) => {
    const result = await changeQuantity(ctx, {
      contract: contractRef(input),
      chargeItemId: input.contractChargeItemId,
      chargeItemOptionalId: input.contractChargeItemOptionalId,
      quantity: quantityIn(input.quantity, 'quantity'),
      effectiveDate: businessDateIn('effectiveStartDate', input.effectiveStartDate),
      rate: rateIn(input.changeQuantityDailyRate, 'changeQuantityDailyRate'),
      memo: input.memo,
    });
    return presentAmendmentResult(result);
  },
});
