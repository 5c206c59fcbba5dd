import { defineRpc } from '../../rpc';
import { Id, Message, Type } from '../../schema';
import { notFound } from '../../../lib/errors';
import { listKeys, providerExists } from '../../../services/platform';
import { ApiKey, presentApiKey } from './apikey.schema';

export default defineRpc({
  path: '/admin/v1/apikey/list',
  method: 'POST',
  auth: 'operator',
  permission: 'read',
  tags: ['admin'],
  summary: "List a provider's API keys (both environments, revoked ones included), oldest first",
  input: Message({ providerId: Id }),
  output: Message({ keys: Type.Array(ApiKey, { description: "the provider's keys" }) }),
  handler: async (ctx, input) => {
    if (!(await providerExists(ctx.db, input.providerId))) throw notFound('provider');
    return { keys: (await listKeys(ctx.db, input.providerId)).map(presentApiKey) };
  },
});
