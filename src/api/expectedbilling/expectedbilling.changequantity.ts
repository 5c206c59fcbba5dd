import { defineRpc } from '../rpc';
import { DateTimeInput, Message, Type } from '../schema';
import { businessDateIn } from '../datetime';
import { expectChangeQuantity } from '../../services/billing';
import { DailyRateIn, QuantityIn, quantityIn, rateIn } from '../wire';
import { ChargeItemRefIn, contractRefIn } from '../amendment/amendment.schema';
import { presentExpectedBilling } from './expectedbilling.present';
import { ExpectedBilling } from './expectedbilling.schema';

/** The what-if twin of /v1/amendment/changequantity: the same fields (without memo), nothing written. */
export const ChangeQuantityExpectedBillingRequest = Message({
  ...contractRefIn,
  ...ChargeItemRefIn,
  quantity: QuantityIn,
  effectiveStartDate: DateTimeInput,
  changeQuantityDailyRate: Type.Optional(DailyRateIn),
});
export const ChangeQuantityExpectedBillingResponse = Message({ expectedBilling: ExpectedBilling });

export default defineRpc({
  path: '/v1/expectedbilling/changequantity',
  method: 'POST',
  summary: 'What-if: the first expected billing a quantity change would alter (main item charge items only; nothing is written)',
  description:
    'Takes what /v1/amendment/changequantity takes (without memo). When the change alters no future billing, expectedBilling is the empty message (no dates, zero amounts).',
  tags: ['expectedbilling'],
  input: ChangeQuantityExpectedBillingRequest,
  output: ChangeQuantityExpectedBillingResponse,
  // A what-if: it reads only.
  mutates: false,
  handler: async (ctx, input) => {
    const draft = await expectChangeQuantity(ctx, {
      contract: { id: input.contractId, optionalId: input.contractOptionalId },
      chargeItem: { id: input.contractChargeItemId, optionalId: input.contractChargeItemOptionalId },
      quantity: quantityIn(input.quantity, 'quantity'),
      effectiveDate: businessDateIn('effectiveStartDate', input.effectiveStartDate),
      // the amendment's own reading of the rate (FIXED_RATE needs 0..1), so the what-if refuses what the amendment would
      changeRate: rateIn(input.changeQuantityDailyRate, 'changeQuantityDailyRate'),
    });
    return { expectedBilling: presentExpectedBilling(draft) };
  },
});
