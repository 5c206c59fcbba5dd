import { defineRpc } from '../rpc';
import { Id, ManagementId, Message, NO_NUL, Type } from '../schema';
import { invalidField } from '../../lib/errors';
import { updateCatalogItem } from '../../services/catalog';
import { presentCatalogItem } from './catalogitem.present';
import { CatalogItem, CatalogItemStatus } from './catalogitem.schema';

export const UpdateCatalogItemRequest = Message({
  id: Type.Optional(Id),
  optionalId: Type.Optional(ManagementId),
  name: Type.Optional(Type.String({ minLength: 1, maxLength: 255, pattern: NO_NUL })),
  description: Type.Optional(Type.String({ maxLength: 2000, pattern: NO_NUL })),
  status: Type.Optional(CatalogItemStatus),
});
export const UpdateCatalogItemResponse = Message({ catalogItem: CatalogItem });

export default defineRpc({
  path: '/v1/catalogitem/update',
  method: 'PATCH',
  summary: 'Update or discontinue a catalog item',
  description:
    'The catalog item by id or optionalId; name, description and status given replace, absent ones stay. STATUS_DISCONTINUED stops new contract items, option items and item changes from using it (FAILED_PRECONDITION); contracts already made keep billing on their terms. STATUS_ON_SALE puts it back on sale.',
  tags: ['catalogitem'],
  input: UpdateCatalogItemRequest,
  output: UpdateCatalogItemResponse,
  handler: async (ctx, input) => {
    if (input.status === 'STATUS_UNSPECIFIED')
      throw invalidField('status', 'must be STATUS_ON_SALE or STATUS_DISCONTINUED (omit it to keep the status)');
    const { status, ...rest } = input;
    return { catalogItem: presentCatalogItem(await updateCatalogItem(ctx, { ...rest, ...(status ? { status } : {}) })) };
  },
});
