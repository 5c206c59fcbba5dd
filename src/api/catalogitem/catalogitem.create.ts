import { defineRpc } from '../rpc';
import { Message } from '../schema';
import { createCatalogItem } from '../../services/catalog';
import { newCatalogItemIn } from './catalogitem.in';
import { presentCatalogItem } from './catalogitem.present';
import { CatalogItem, CreateCatalogItemRequest } from './catalogitem.schema';

export { CreateCatalogItemRequest };
export const CreateCatalogItemResponse = Message({ catalogItem: CatalogItem });

export default defineRpc({
  path: '/v1/catalogitem/create',
  method: 'POST',
  summary: 'Create a catalog item with its charge items (extension)',
  description:
    'A plan or add-on of a product (productId or productOptionalId) with one or more charge items: pricing model ' +
    '(flat fee, per unit, usage, volume, tiered; tiers in the v1 or v2 encoding), billing cycle, billing and due ' +
    'timing, proration rates, tax and rounding. Omitted fields take the documented defaults (docs/catalog.md). ' +
    'Each charge item gets its own id, which contracts name as catalogChargeItemId.',
  tags: ['catalogitem'],
  input: CreateCatalogItemRequest,
  output: CreateCatalogItemResponse,
  handler: async (ctx, input) => ({ catalogItem: presentCatalogItem(await createCatalogItem(ctx, newCatalogItemIn(input))) }),
});
