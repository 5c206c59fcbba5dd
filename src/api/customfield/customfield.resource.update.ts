import { defineRpc } from '../rpc';
import { Message } from '../schema';
import { updateResource } from '../../services/customfield';
import { presentResource } from './customfield.present';
import { Resource, ResourceInput } from './customfield.schema';

export const UpdateResourceRequest = ResourceInput;
export const UpdateResourceResponse = Message({ resource: Resource });

export default defineRpc({
  path: '/v1/customfield/resource/update',
  method: 'PATCH',
  summary: 'Update the custom field values of a resource',
  description:
    'The body is a Resource. Values given replace (a value left "" clears it); masters not given keep their values. Each value is checked against its master.',
  tags: ['customfield'],
  input: UpdateResourceRequest,
  output: UpdateResourceResponse,
  handler: async (ctx, input) => ({ resource: presentResource(await updateResource(ctx, input)) }),
});
