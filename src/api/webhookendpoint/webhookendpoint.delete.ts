import { defineRpc } from '../rpc';
import { Empty, Id, Message } from '../schema';
import { deleteEndpointRow } from '../../services/events';

export const DeleteWebhookEndpointRequest = Message({ id: Id });

export default defineRpc({
  path: '/v1/webhookendpoint/delete',
  method: 'POST',
  summary: 'Delete a webhook endpoint (extension)',
  description: 'Its deliveries are deleted too: none is attempted again.',
  tags: ['webhookendpoint'],
  input: DeleteWebhookEndpointRequest,
  output: Empty,
  handler: async (ctx, input) => {
    await deleteEndpointRow(ctx, input.id);
    return {};
  },
});
