import { defineRpc } from '../rpc';
import { Id, Message, Type, pagingFields } from '../schema';
import { keysetPaging, pageOf } from '../paging';
import { listDeliveryRows } from '../../services/events';
import { presentDelivery } from './webhookendpoint.present';
import { WebhookDelivery } from './webhookendpoint.schema';

export const ListWebhookDeliveriesRequest = Message({ webhookEndpointId: Id, ...pagingFields });
export const ListWebhookDeliveriesResponse = Message({ deliveries: Type.Array(WebhookDelivery), nextPageToken: Type.String() });

export default defineRpc({
  path: '/v1/webhookendpoint/listdeliveries',
  method: 'G+P',
  summary: 'List an endpoint’s deliveries (extension)',
  description: 'Newest first, keyset paged; one delivery per event (and per resend), with its attempts so far.',
  tags: ['webhookendpoint'],
  input: ListWebhookDeliveriesRequest,
  output: ListWebhookDeliveriesResponse,
  handler: async (ctx, input) => {
    const { pageToken, pageSize, ...binding } = input;
    const p = keysetPaging(ctx, binding, { token: pageToken, pageSize, width: 2 });
    const rows = await listDeliveryRows(ctx, input.webhookEndpointId, { after: p.after, limit: p.pageSize });
    const page = pageOf(p.query, rows, p.pageSize, (r) => [r.create_time.toISOString(), r.id]);
    return { deliveries: page.items.map(presentDelivery), nextPageToken: page.nextPageToken };
  },
});
