import { defineRpc } from '../rpc';
import { Message, Type, pagingFields } from '../schema';
import { keysetPaging, pageOf } from '../paging';
import { listEndpointRows } from '../../services/events';
import { presentEndpoint } from './webhookendpoint.present';
import { WebhookEndpoint } from './webhookendpoint.schema';

export const ListWebhookEndpointsRequest = Message({ ...pagingFields });
export const ListWebhookEndpointsResponse = Message({ webhookEndpoints: Type.Array(WebhookEndpoint), nextPageToken: Type.String() });

export default defineRpc({
  path: '/v1/webhookendpoint/list',
  method: 'G+P',
  summary: 'List webhook endpoints (extension)',
  description: 'In creation order (id ascending), keyset paged.',
  tags: ['webhookendpoint'],
  input: ListWebhookEndpointsRequest,
  output: ListWebhookEndpointsResponse,
  handler: async (ctx, input) => {
    const { pageToken, pageSize, ...binding } = input;
    const p = keysetPaging(ctx, binding, { token: pageToken, pageSize });
    const rows = await listEndpointRows(ctx, { after: p.after, limit: p.pageSize });
    const page = pageOf(p.query, rows, p.pageSize, (r) => [r.id]);
    return { webhookEndpoints: page.items.map(presentEndpoint), nextPageToken: page.nextPageToken };
  },
});
