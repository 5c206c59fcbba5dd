import { defineRpc } from '../rpc';
import { Id, Message } from '../schema';
import { rotateSecret } from '../../services/events';
import { presentEndpointWithSecret } from './webhookendpoint.present';
import { WebhookEndpointWithSecret } from './webhookendpoint.schema';

export const RotateWebhookSecretRequest = Message({ id: Id });

export default defineRpc({
  path: '/v1/webhookendpoint/rotatesecret',
  method: 'POST',
  summary: 'Rotate a webhook endpoint’s secret (extension)',
  description: 'A new secret, shown only in this answer; every attempt from now on is signed with it.',
  tags: ['webhookendpoint'],
  input: RotateWebhookSecretRequest,
  output: WebhookEndpointWithSecret,
  handler: async (ctx, input) => presentEndpointWithSecret(await rotateSecret(ctx, input.id)),
});
