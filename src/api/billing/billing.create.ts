import { defineRpc } from '../rpc';
import { Id, ManagementId, Message, Type } from '../schema';
import { createBillings } from '../../services/billing';
import { presentBilling } from './billing.present';
import { Billing } from './billing.schema';

export const CreateBillingsRequest = Message({
  contractIds: Type.Optional(Type.Array(Id, { maxItems: 100 })),
  contractOptionalIds: Type.Optional(Type.Array(ManagementId, { maxItems: 100 })),
  holdInvoiceCreation: Type.Optional(Type.Boolean()),
});
export const CreateBillingsResponse = Message({ billings: Type.Array(Billing) });

export default defineRpc({
  path: '/v1/billing/create',
  method: 'POST',
  summary: "Bill each given contract's next billing date now (early billing)",
  description:
    'A heavy request: past the limits of heavy requests running at once for the tenant or the server (docs/deployment.md), RESOURCE_EXHAUSTED (429, CONCURRENCY_LIMIT_EXCEEDED) with Retry-After.',
  heavy: true,
  tags: ['billing'],
  input: CreateBillingsRequest,
  output: CreateBillingsResponse,
  handler: async (ctx, input) => {
    const views = await createBillings(ctx, {
      contractIds: input.contractIds ?? [],
      contractOptionalIds: input.contractOptionalIds ?? [],
      holdInvoiceCreation: input.holdInvoiceCreation ?? false,
    });
    return { billings: views.map(presentBilling) };
  },
});
