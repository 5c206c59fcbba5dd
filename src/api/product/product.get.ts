import { defineRpc } from '../rpc';
import { Id, ManagementId, Message, Type } from '../schema';
import { getProduct } from '../../services/catalog';
import { presentProduct } from './product.present';
import { Product } from './product.schema';

export const GetProductRequest = Message({
  id: Type.Optional(Id),
  optionalId: Type.Optional(ManagementId),
});
export const GetProductResponse = Message({ product: Product });

export default defineRpc({
  path: '/v1/product/get',
  method: 'G+P',
  summary: 'Get a product',
  description: 'By id or optionalId (management id); both given must name the same product.',
  tags: ['product'],
  input: GetProductRequest,
  output: GetProductResponse,
  handler: async (ctx, input) => ({ product: presentProduct(await getProduct(ctx, input)) }),
});
