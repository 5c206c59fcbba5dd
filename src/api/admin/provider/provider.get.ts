import { defineRpc } from '../../rpc';
import { Id, Message } from '../../schema';
import { getProviderForOperator } from '../../../services/platform';
import { AdminProvider } from './admin.provider.schema';
import { presentAdminProvider } from './admin.provider.present';

export const AdminProviderResponse = Message({ provider: AdminProvider });

export default defineRpc({
  path: '/admin/v1/provider/get',
  method: 'POST',
  auth: 'operator',
  permission: 'read',
  tags: ['admin'],
  summary: 'Get a provider with its settings',
  input: Message({ providerId: Id }),
  output: AdminProviderResponse,
  handler: async (ctx, input) => ({ provider: presentAdminProvider(await getProviderForOperator(ctx.db, input.providerId)) }),
});
