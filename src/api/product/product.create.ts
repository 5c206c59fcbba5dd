import { defineRpc } from '../rpc';
import { ManagementId, Message, NameText, Text, Type } from '../schema';
import { createProduct } from '../../services/catalog';
import { presentProduct } from './product.present';
import { Product } from './product.schema';

export const CreateProductRequest = Message({
  optionalId: Type.Optional(ManagementId),
  name: NameText(),
  description: Type.Optional(Text(2000)),
});
export const CreateProductResponse = Message({ product: Product });

export default defineRpc({
  path: '/v1/product/create',
  method: 'POST',
  summary: 'Create a product',
  description: 'A product groups catalog items (plans, add-ons). optionalId is unique per tenant (ALREADY_EXISTS otherwise).',
  tags: ['product'],
  input: CreateProductRequest,
  output: CreateProductResponse,
  handler: async (ctx, input) => ({ product: presentProduct(await createProduct(ctx, input)) }),
});
