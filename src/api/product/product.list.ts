import { defineRpc } from '../rpc';
import { Message, Type, pagingFields } from '../schema';
import { keysetPaging, pageOf } from '../paging';
import { listProducts } from '../../services/catalog';
import { presentProduct } from './product.present';
import { Product } from './product.schema';

export const ListProductsRequest = Message({ ...pagingFields });
export const ListProductsResponse = Message({ products: Type.Array(Product), nextPageToken: Type.String() });

export default defineRpc({
  path: '/v1/product/list',
  method: 'G+P',
  summary: 'List products',
  description: 'In creation order (id ascending), keyset paged.',
  tags: ['product'],
  input: ListProductsRequest,
  output: ListProductsResponse,
  handler: async (ctx, input) => {
    const { pageToken, pageSize, ...binding } = input;
    const p = keysetPaging(ctx, binding, { token: pageToken, pageSize });
    const rows = await listProducts(ctx, { after: p.after, limit: p.pageSize });
    const page = pageOf(p.query, rows, p.pageSize, (r) => [r.id]);
    return { products: page.items.map(presentProduct), nextPageToken: page.nextPageToken };
  },
});
