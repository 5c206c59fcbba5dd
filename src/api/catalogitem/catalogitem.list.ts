import { defineRpc } from '../rpc';
import { Id, ManagementId, Message, Type, pagingFields } from '../schema';
import { keysetPaging, pageOf } from '../paging';
import { listCatalogItems } from '../../services/catalog';
import { presentCatalogItem } from './catalogitem.present';
import { CatalogItem } from './catalogitem.schema';

export const ListCatalogItemsRequest = Message({
  ...pagingFields,
  productId: Type.Optional(Id),
  productOptionalId: Type.Optional(ManagementId),
});
export const ListCatalogItemsResponse = Message({ catalogItems: Type.Array(CatalogItem), nextPageToken: Type.String() });

export default defineRpc({
  path: '/v1/catalogitem/list',
  method: 'G+P',
  summary: 'List catalog items',
  description:
    "In creation order (id ascending), keyset paged, with their charge items. productId or productOptionalId (extension) lists one product's items; an unknown productOptionalId is NOT_FOUND.",
  tags: ['catalogitem'],
  input: ListCatalogItemsRequest,
  output: ListCatalogItemsResponse,
  handler: async (ctx, input) => {
    const { pageToken, pageSize, ...binding } = input;
    const p = keysetPaging(ctx, binding, { token: pageToken, pageSize });
    const records = await listCatalogItems(ctx, {
      productId: input.productId,
      productOptionalId: input.productOptionalId,
      after: p.after,
      limit: p.pageSize,
    });
    const page = pageOf(p.query, records, p.pageSize, (r) => [r.row.id]);
    return { catalogItems: page.items.map(presentCatalogItem), nextPageToken: page.nextPageToken };
  },
});
