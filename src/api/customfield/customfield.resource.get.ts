import { defineRpc } from '../rpc';
import { Id, Message } from '../schema';
import { getResource } from '../../services/customfield';
import { presentResource } from './customfield.present';
import { Resource, ResourceType } from './customfield.schema';

export const GetResourceRequest = Message({ srn: Message({ resourceId: Id, resourceType: ResourceType }) });
export const GetResourceResponse = Message({ resource: Resource });

export default defineRpc({
  path: '/v1/customfield/resource/get',
  method: 'G+P',
  summary: 'Get the custom field values of a resource',
  description:
    'GET: srn.resourceId and srn.resourceType. Lists the values set, in master creation order. The resource must exist in the tenant (NOT_FOUND otherwise).',
  tags: ['customfield'],
  input: GetResourceRequest,
  output: GetResourceResponse,
  handler: async (ctx, input) => ({ resource: presentResource(await getResource(ctx, input.srn)) }),
});
