import { defineRpc } from '../../rpc';
import { Message, Type } from '../../schema';
import { createProvider, getKey } from '../../../services/platform';
import { AdminProvider, providerFieldsInput, providerName } from './admin.provider.schema';
import { presentAdminProvider, providerUpdateIn } from './admin.provider.present';
import { CreatedApiKey, presentApiKey } from '../apikey/apikey.schema';

export default defineRpc({
  path: '/admin/v1/provider/create',
  method: 'POST',
  auth: 'operator',
  permission: 'providers',
  tags: ['admin'],
  summary: 'Create a provider with its sandbox and production environments and one API key for each',
  description: 'The keys are answered once (`keys[].secret`); only their hashes are stored.',
  input: Message({ name: providerName("the provider's name"), ...providerFieldsInput }),
  output: Message({
    provider: AdminProvider,
    keys: Type.Array(CreatedApiKey, { description: 'the sandbox and the production key, each shown once' }),
  }),
  handler: async (ctx, input) => {
    const created = await createProvider(ctx.deps.db, { name: input.name, settings: providerUpdateIn(input) });
    const keys = await Promise.all(created.keys.map(async (k) => ({ key: presentApiKey((await getKey(ctx.db, k.id))!), secret: k.key })));
    return { provider: presentAdminProvider(created.provider), keys };
  },
});
