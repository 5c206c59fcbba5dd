import { defineRpc } from '../rpc';
import { Id, Message } from '../schema';
import { getBillingView } from '../../services/billing';
import { presentBilling } from './billing.present';
import { Billing } from './billing.schema';

export const GetBillingRequest = Message({ id: Id });
export const GetBillingResponse = Message({ billing: Billing });

export default defineRpc({
  path: '/v1/billing/get',
  method: 'G+P',
  summary: 'Get one billing with its lines and payments',
  tags: ['billing'],
  input: GetBillingRequest,
  output: GetBillingResponse,
  handler: async (ctx, input) => ({ billing: presentBilling(await getBillingView(ctx, input.id)) }),
});
