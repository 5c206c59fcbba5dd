import { defineRpc } from '../../rpc';
import { Id, Message, Type } from '../../schema';
import { notFound } from '../../../lib/errors';
import { updateProviderSettings } from '../../../services/platform';
import { providerFieldsInput, providerName } from './admin.provider.schema';
import { presentAdminProvider, providerUpdateIn } from './admin.provider.present';
import { AdminProviderResponse } from './provider.get';

export default defineRpc({
  path: '/admin/v1/provider/update',
  method: 'POST',
  auth: 'operator',
  permission: 'platform',
  tags: ['admin'],
  summary: "Change a provider's name, contact fields or settings",
  description: 'Only the fields given are changed ("" clears a text field). A change reaches every server process within a second.',
  input: Message({ providerId: Id, name: Type.Optional(providerName('the new name')), ...providerFieldsInput }),
  output: AdminProviderResponse,
  handler: async (ctx, input) => {
    const { providerId, ...fields } = input;
    const updated = await updateProviderSettings(ctx.db, providerId, providerUpdateIn(fields));
    if (!updated) throw notFound('provider');
    return { provider: presentAdminProvider(updated) };
  },
});
