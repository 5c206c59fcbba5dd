import { defineRpc } from '../rpc';
import { Id, ManagementId, Message, NameText, Text, Type } from '../schema';
import { updateProduct } from '../../services/catalog';
import { presentProduct } from './product.present';
import { Product } from './product.schema';

export const UpdateProductRequest = Message({
  id: Type.Optional(Id),
  optionalId: Type.Optional(ManagementId),
  name: Type.Optional(NameText()),
  description: Type.Optional(Text(2000)),
});
export const UpdateProductResponse = Message({ product: Product });

export default defineRpc({
  path: '/v1/product/update',
  method: 'PATCH',
  summary: 'Update a product',
  description: 'The product by id or optionalId; name and description given replace, absent ones stay.',
  tags: ['product'],
  input: UpdateProductRequest,
  output: UpdateProductResponse,
  handler: async (ctx, input) => ({ product: presentProduct(await updateProduct(ctx, input)) }),
});
