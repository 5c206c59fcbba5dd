import { defineRpc } from '../rpc';
import { Message, Type } from '../schema';
import { batchUpdateResources } from '../../services/customfield';
import { presentResource } from './customfield.present';
import { Resource, ResourceInput, ResourceType } from './customfield.schema';

export const BatchUpdateResourcesRequest = Message({
  items: Type.Array(Message({ resource: ResourceInput }), { minItems: 1, maxItems: 100 }),
  resourceType: ResourceType,
});
export const BatchUpdateResourcesResponse = Message({
  summary: Message({ total: Type.Integer(), succeeded: Type.Integer(), failed: Type.Integer() }),
  resources: Type.Array(Resource),
  errors: Type.Array(Message({ index: Type.Integer(), id: Type.String(), code: Type.Integer(), message: Type.String() })),
});

export default defineRpc({
  path: '/v1/customfield/resource/batchupdate',
  method: 'POST',
  summary: 'Update the custom field values of several resources',
  description:
    '1..100 items of one resourceType (an item may omit srn.resourceType). Valid items apply; invalid ones are listed in errors (0-based index, resource id, code, message) and change nothing.',
  tags: ['customfield'],
  input: BatchUpdateResourcesRequest,
  output: BatchUpdateResourcesResponse,
  handler: async (ctx, input) => {
    const { resources, errors } = await batchUpdateResources(ctx, input);
    return {
      summary: { total: input.items.length, succeeded: resources.length, failed: errors.length },
      resources: resources.map(presentResource),
      errors,
    };
  },
});
