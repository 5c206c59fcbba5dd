import { defineRpc } from '../rpc';
import { Id, ManagementId, Message, Type } from '../schema';
import { expectRenewalWithQuantityChange } from '../../services/expectedbilling.service';
import { presentExpectedBilling } from './expectedbilling.present';
import { ExpectedBilling } from './expectedbilling.schema';

export const RenewalWithQuantityChangeExpectedBillingRequest = Message({
  contractId: Type.Optional(Id),
  contractOptionalId: Type.Optional(ManagementId),
  contractItemId: Id,
  chargeItems: Type.Optional(
    Type.Array(Message({ contractChargeItemId: Id, quantity: Type.Integer({ minimum: 0, maximum: 1_000_000_000 }) }), { maxItems: 100 }),
  ),
});
export const RenewalWithQuantityChangeExpectedBillingResponse = Message({ expectedBillings: Type.Array(ExpectedBilling) });

export default defineRpc({
  path: '/v1/expectedbilling/renewalwithquantitychange',
  method: 'POST',
  summary: "What-if: the renewed term's expected billings with new quantities (main item only; nothing is written)",
  tags: ['expectedbilling'],
  input: RenewalWithQuantityChangeExpectedBillingRequest,
  output: RenewalWithQuantityChangeExpectedBillingResponse,
  write: false,
  handler: async (ctx, input) => {
    const drafts = await expectRenewalWithQuantityChange(ctx, {
      contract: { id: input.contractId, optionalId: input.contractOptionalId },
      itemId: input.contractItemId,
      chargeItems: (input.chargeItems ?? []).map((c) => ({ chargeItemId: c.contractChargeItemId, quantity: String(c.quantity) })),
    });
    return { expectedBillings: drafts.map(presentExpectedBilling) };
  },
});
