import { rateTypeWire } from '../../domain';
import { defineRpc } from '../rpc';
import { DateTimeInput, DecimalString, Enum, Id, ManagementId, Message, Type } from '../schema';
import { businessDateIn } from '../datetime';
import { invalidField } from '../errors';
import { expectChangeQuantity } from '../../services/expectedbilling.service';
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
    const rate = input.changeQuantityDailyRate;
    const type = rate?.type && rate.type !== 'TYPE_UNSPECIFIED' ? rateTypeWire.from(rate.type) : 'DAILY_RATE';
    if (!type) throw invalidField('changeQuantityDailyRate.type', 'unknown rate type');
    if (type === 'FIXED_RATE' && !rate?.fixedRateValue) throw invalidField('changeQuantityDailyRate.fixedRateValue', 'required with TYPE_FIXED_RATE');
    const draft = await expectChangeQuantity(ctx, {
      contract: { id: input.contractId, optionalId: input.contractOptionalId },
      chargeItemId: input.contractChargeItemId,
      quantity: String(input.quantity),
      effectiveDate: businessDateIn('effectiveStartDate', input.effectiveStartDate),
      changeRate: { type, fixedRateValue: rate?.fixedRateValue ?? '0' },
    });
    return { expectedBilling: presentExpectedBilling(draft) };
  },
});
