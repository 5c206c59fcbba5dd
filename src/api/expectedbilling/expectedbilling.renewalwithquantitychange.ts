import { defineRpc } from '../rpc';
import { Id, ManagementId, Message, Type } from '../schema';
import { QuantityIn, quantityIn } from '../wire';
import { ChargeItemRefIn } from '../amendment/amendment.schema';
import { expectRenewalWithQuantityChange } from '../../services/billing';
import { presentExpectedBilling } from './expectedbilling.present';
import { ExpectedBilling } from './expectedbilling.schema';

export const RenewalWithQuantityChangeExpectedBillingRequest = Message({
  contractId: Type.Optional(Id),
  contractOptionalId: Type.Optional(ManagementId),
  contractItemId: Id,
  chargeItems: Type.Optional(Type.Array(Message({ ...ChargeItemRefIn, quantity: QuantityIn }), { maxItems: 100 })),
});
export const RenewalWithQuantityChangeExpectedBillingResponse = Message({ expectedBillings: Type.Array(ExpectedBilling) });

export default defineRpc({
  path: '/v1/expectedbilling/renewalwithquantitychange',
  method: 'POST',
  summary: "What-if: the renewed term's expected billings with new quantities (main item only; nothing is written)",
  tags: ['expectedbilling'],
  input: RenewalWithQuantityChangeExpectedBillingRequest,
  output: RenewalWithQuantityChangeExpectedBillingResponse,
  // A what-if: it reads only.
  mutates: false,
  handler: async (ctx, input) => {
    const drafts = await expectRenewalWithQuantityChange(ctx, {
      contract: { id: input.contractId, optionalId: input.contractOptionalId },
      itemId: input.contractItemId,
      chargeItems: (input.chargeItems ?? []).map((c, n) => ({
        chargeItem: { id: c.contractChargeItemId, optionalId: c.contractChargeItemOptionalId },
        quantity: quantityIn(c.quantity, `chargeItems[${n}].quantity`),
      })),
    });
    return { expectedBillings: drafts.map(presentExpectedBilling) };
  },
});
