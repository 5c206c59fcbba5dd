import { defineRpc } from '../rpc';
import { Id, Message } from '../schema';
import { invalidateBilling } from '../../services/billing';
import { presentBilling } from './billing.present';
import { Billing } from './billing.schema';

export const InvalidateBillingRequest = Message({ id: Id });
export const InvalidateBillingResponse = Message({ billing: Billing });

export default defineRpc({
  path: '/v1/billing/invalidate',
  method: 'POST',
  summary: 'Invalidate a billing without payments (extension); its lines are billed again by the next run',
  tags: ['billing'],
  input: InvalidateBillingRequest,
  output: InvalidateBillingResponse,
  handler: async (ctx, input) => ({ billing: presentBilling(await invalidateBilling(ctx, input.id)) }),
});
