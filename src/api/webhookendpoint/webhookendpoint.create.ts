import { defineRpc } from '../rpc';
import { Message, Text, Type } from '../schema';
import { createEndpoint } from '../../services/events';
import { presentEndpointWithSecret } from './webhookendpoint.present';
import { EventTypes, Url, WebhookEndpointWithSecret } from './webhookendpoint.schema';

export const CreateWebhookEndpointRequest = Message({
  url: Url,
  eventTypes: Type.Optional(EventTypes),
  description: Type.Optional(Text(500)),
});

export default defineRpc({
  path: '/v1/webhookendpoint/create',
  method: 'POST',
  summary: 'Create a webhook endpoint (extension)',
  description:
    'Events of the given types (empty = all) are POSTed, signed, to url (docs/events.md). The secret is shown only in this answer and on rotatesecret. A production endpoint may target public addresses only, a sandbox one public addresses and loopback (docs/events.md "Where deliveries may go"); at most 16 endpoints per tenant (FAILED_PRECONDITION, WEBHOOK_ENDPOINT_LIMIT).',
  tags: ['webhookendpoint'],
  input: CreateWebhookEndpointRequest,
  output: WebhookEndpointWithSecret,
  handler: async (ctx, input) =>
    presentEndpointWithSecret(
      await createEndpoint(
        ctx,
        { url: input.url, eventTypes: input.eventTypes ?? [], description: input.description ?? '' },
        { allowPrivateNetworks: ctx.deps.config.webhookAllowPrivateNetworks, sandboxLoopback: ctx.deps.config.webhookSandboxLoopback },
      ),
    ),
});
