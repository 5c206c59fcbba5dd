import { defineRpc } from '../rpc';
import { Id, ManagementId, Message, Type } from '../schema';
import { getCatalogItem } from '../../services/catalog';
import { presentCatalogItem } from './catalogitem.present';
import { CatalogItem } from './catalogitem.schema';

export const GetCatalogItemRequest = Message({
  id: Type.Optional(Id),
  optionalId: Type.Optional(ManagementId),
});
export const GetCatalogItemResponse = Message({ catalogItem: CatalogItem });

export default defineRpc({
  path: '/v1/catalogitem/get',
  method: 'G+P',
  summary: 'Get a catalog item',
  description: 'By id or optionalId (management id); both given must name the same catalog item. Includes its charge items.',
  tags: ['catalogitem'],
  input: GetCatalogItemRequest,
  output: GetCatalogItemResponse,
  handler: async (ctx, input) => ({ catalogItem: presentCatalogItem(await getCatalogItem(ctx, input)) }),
});
