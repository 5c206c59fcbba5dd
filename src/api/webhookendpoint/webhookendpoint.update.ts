import { defineRpc } from '../rpc';
import { Enum, Id, Message, Text, Type } from '../schema';
import { updateEndpointRow } from '../../services/events';
import { presentEndpoint } from './webhookendpoint.present';
import { EventTypes, Url, WebhookEndpoint } from './webhookendpoint.schema';

export const UpdateWebhookEndpointRequest = Message({
  id: Id,
  url: Type.Optional(Url),
  eventTypes: Type.Optional(EventTypes),
  description: Type.Optional(Text(500)),
  status: Type.Optional(Enum(['STATUS_UNSPECIFIED', 'STATUS_ENABLED', 'STATUS_DISABLED'], 'STATUS_UNSPECIFIED = unchanged')),
});
export const UpdateWebhookEndpointResponse = Message({ webhookEndpoint: WebhookEndpoint });

export default defineRpc({
  path: '/v1/webhookendpoint/update',
  method: 'PATCH',
  summary: 'Update a webhook endpoint (extension)',
  description:
    'Partial: fields present replace. STATUS_DISABLED stops deliveries (pending ones wait, and resume when enabled again); disabled endpoints get no new events.',
  tags: ['webhookendpoint'],
  input: UpdateWebhookEndpointRequest,
  output: UpdateWebhookEndpointResponse,
  handler: async (ctx, input) => {
    const status = input.status === 'STATUS_ENABLED' ? 'ENABLED' : input.status === 'STATUS_DISABLED' ? 'DISABLED' : undefined;
    const row = await updateEndpointRow(
      ctx,
      { id: input.id, url: input.url, eventTypes: input.eventTypes, description: input.description, status },
      { allowPrivateNetworks: ctx.deps.config.webhookAllowPrivateNetworks, sandboxLoopback: ctx.deps.config.webhookSandboxLoopback },
    );
    return { webhookEndpoint: presentEndpoint(row) };
  },
});
