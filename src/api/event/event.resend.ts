import { defineRpc } from '../rpc';
import { Id, Message } from '../schema';
import { resendEvent } from '../../services/events';
import { presentDelivery } from '../webhookendpoint/webhookendpoint.present';
import { WebhookDelivery } from '../webhookendpoint/webhookendpoint.schema';

export const ResendEventRequest = Message({ id: Id, webhookEndpointId: Id });
export const ResendEventResponse = Message({ delivery: WebhookDelivery });

export default defineRpc({
  path: '/v1/event/resend',
  method: 'POST',
  summary: 'Deliver an event to an endpoint once more (extension)',
  description: 'Queues one new delivery, due now, whatever the endpoint’s event types; it is retried like any other.',
  tags: ['event'],
  input: ResendEventRequest,
  output: ResendEventResponse,
  handler: async (ctx, input) => ({ delivery: presentDelivery(await resendEvent(ctx, input)) }),
});
