import { defineRpc } from '../rpc';
import { Id, Message, Type, pagingFields } from '../schema';
import { DEFAULT_PAGE_SIZE, decodePageToken, pageOf } from '../paging';
import { listCatalogItems } from '../../services/catalogitem.service';
import { presentCatalogItem } from './catalogitem.present';
import { CatalogItem } from './catalogitem.schema';

export const ListCatalogItemsRequest = Message({
  ...pagingFields,
  productId: Type.Optional(Id),
});
export const ListCatalogItemsResponse = Message({ catalogItems: Type.Array(CatalogItem), nextPageToken: Type.String() });

export default defineRpc({
  path: '/v1/catalogitem/list',
  method: 'G+P',
  summary: 'List catalog items',
  description: 'In creation order (id ascending), keyset paged, with their charge items. productId (extension) lists one product\'s items.',
  tags: ['catalogitem'],
  input: ListCatalogItemsRequest,
  output: ListCatalogItemsResponse,
  handler: async (ctx, input) => {
    const { pageToken, pageSize = DEFAULT_PAGE_SIZE, ...binding } = input;
    const q = ctx.pageQuery(binding);
    const records = await listCatalogItems(ctx, { productId: input.productId, after: decodePageToken(q, pageToken), limit: pageSize });
    const page = pageOf(q, records, pageSize, (r) => [r.row.id]);
    return { catalogItems: page.items.map(presentCatalogItem), nextPageToken: page.nextPageToken };
  },
});
