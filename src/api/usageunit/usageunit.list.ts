import { defineRpc } from '../rpc';
import { Message, Type, pagingFields } from '../schema';
import { DEFAULT_PAGE_SIZE, decodePageToken, pageOf } from '../paging';
import { listUsageUnits } from '../../services/usageunit.service';
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
    const { pageToken, pageSize = DEFAULT_PAGE_SIZE, ...binding } = input;
    const q = ctx.pageQuery(binding);
    const rows = await listUsageUnits(ctx, { after: decodePageToken(q, pageToken), limit: pageSize });
    const page = pageOf(q, rows, pageSize, (r) => [r.id]);
    return { usageUnits: page.items.map(presentUsageUnit), nextPageToken: page.nextPageToken };
  },
});
