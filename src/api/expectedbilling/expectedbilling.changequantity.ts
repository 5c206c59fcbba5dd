import { defineRpc } from '../rpc';
import { DateTimeInput, DecimalString, Enum, Id, ManagementId, Message, Type } from '../schema';
import { businessDateIn } from '../datetime';
import { expectChangeQuantity } from '../../services/expectedbilling.service';
import { rateIn } from '../wire';
import { presentExpectedBilling } from './expectedbilling.present';
import { ExpectedBilling } from './expectedbilling.schema';

export const DailyRate = Message({
  type: Type.Optional(Enum(['TYPE_UNSPECIFIED', 'TYPE_FULL_PRICE', 'TYPE_DAILY_RATE', 'TYPE_FIXED_RATE'])),
  fixedRateValue: Type.Optional(DecimalString),
});
export const ChangeQuantityExpectedBillingRequest = Message({
  contractId: Type.Optional(Id),
  contractOptionalId: Type.Optional(ManagementId),
  contractChargeItemId: Id,
  quantity: Type.Integer({ minimum: 0, maximum: 1_000_000_000 }),
  effectiveStartDate: DateTimeInput,
  changeQuantityDailyRate: Type.Optional(DailyRate),
});
export const ChangeQuantityExpectedBillingResponse = Message({ expectedBilling: ExpectedBilling });

export default defineRpc({
  path: '/v1/expectedbilling/changequantity',
  method: 'POST',
  summary: 'What-if: the first expected billing a quantity change would alter (main item charge items only; nothing is written)',
  description: 'When the change alters no future billing, expectedBilling is the empty message (no dates, zero amounts).',
  tags: ['expectedbilling'],
  input: ChangeQuantityExpectedBillingRequest,
  output: ChangeQuantityExpectedBillingResponse,
  write: false,
  handler: async (ctx, input) => {
    const draft = await expectChangeQuantity(ctx, {
      contract: { id: input.contractId, optionalId: input.contractOptionalId },
      chargeItemId: input.contractChargeItemId,
      quantity: String(input.quantity),
      effectiveDate: businessDateIn('effectiveStartDate', input.effectiveStartDate),
      // the amendment's own reading of the rate (FIXED_RATE needs 0..1), so the what-if refuses what the amendment would
      changeRate: rateIn(input.changeQuantityDailyRate, 'changeQuantityDailyRate'),
    });
    return { expectedBilling: presentExpectedBilling(draft) };
  },
});
