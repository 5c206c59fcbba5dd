import { defineRpc } from '../rpc';
import { Message, Type, pagingFields } from '../schema';
import { keysetPaging, pageOf } from '../paging';
import { listUsageUnits } from '../../services/catalog';
import { presentUsageUnit } from './usageunit.present';
import { UsageUnit } from './usageunit.schema';

export const ListUsageUnitsRequest = Message({ ...pagingFields });
export const ListUsageUnitsResponse = Message({ usageUnits: Type.Array(UsageUnit), nextPageToken: Type.String() });

export default defineRpc({
  path: '/v1/usageunit/list',
  method: 'G+P',
  summary: 'List usage units',
  description: 'In creation order (id ascending), keyset paged.',
  tags: ['usageunit'],
  input: ListUsageUnitsRequest,
  output: ListUsageUnitsResponse,
  handler: async (ctx, input) => {
    const { pageToken, pageSize, ...binding } = input;
    const p = keysetPaging(ctx, binding, { token: pageToken, pageSize });
    const rows = await listUsageUnits(ctx, { after: p.after, limit: p.pageSize });
    const page = pageOf(p.query, rows, p.pageSize, (r) => [r.id]);
    return { usageUnits: page.items.map(presentUsageUnit), nextPageToken: page.nextPageToken };
  },
});
