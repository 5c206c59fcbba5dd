import { defineRpc } from '../rpc';
import { Id, Message } from '../schema';
import { getEndpointRow } from '../../services/events';
import { presentEndpoint } from './webhookendpoint.present';
import { WebhookEndpoint } from './webhookendpoint.schema';

export const GetWebhookEndpointRequest = Message({ id: Id });
export const GetWebhookEndpointResponse = Message({ webhookEndpoint: WebhookEndpoint });

export default defineRpc({
  path: '/v1/webhookendpoint/get',
  method: 'G+P',
  summary: 'Get a webhook endpoint (extension)',
  description: 'The secret is never shown again (rotatesecret makes a new one).',
  tags: ['webhookendpoint'],
  input: GetWebhookEndpointRequest,
  output: GetWebhookEndpointResponse,
  handler: async (ctx, input) => ({ webhookEndpoint: presentEndpoint(await getEndpointRow(ctx, input.id)) }),
});
