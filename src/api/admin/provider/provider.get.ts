import { defineAdminRpc } from '../admin.rpc';
import { Id, Message } from '../../schema';
import { getProviderForOperator } from '../../../services/platform';
import { AdminProvider } from './admin.provider.schema';
import { presentAdminProvider } from './admin.provider.present';

export const AdminProviderResponse = Message({ provider: AdminProvider });

export default defineAdminRpc({
  path: '/admin/v1/provider/get',
  summary: 'Get a provider with its settings',
  input: Message({ providerId: Id }),
  output: AdminProviderResponse,
  handler: async (ctx, input) => ({ provider: presentAdminProvider(await getProviderForOperator(ctx.db, input.providerId)) }),
});
