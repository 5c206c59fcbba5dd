import { defineRpc } from '../../rpc';
import { Id, Message } from '../../schema';
import { getKey, requireProvider, revokeKey } from '../../../services/platform';
import { ApiKey, keyErrorOut, presentApiKey } from './apikey.schema';

export default defineRpc({
  path: '/admin/v1/apikey/revoke',
  method: 'POST',
  auth: 'operator',
  permission: 'platform',
  tags: ['admin'],
  summary: 'Revoke an API key at once',
  description: 'Every server process refuses the key (401) within a second. A key already revoked is FAILED_PRECONDITION.',
  input: Message({ keyId: Id }),
  output: Message({ key: ApiKey }),
  handler: async (ctx, input) => {
    // An operator limited to some providers revokes only their keys; an unknown key stays NOT_FOUND.
    const key = await getKey(ctx.db, input.keyId);
    if (key) requireProvider(ctx.admin!.operator, key.providerId);
    await revokeKey(ctx.db, input.keyId).catch(keyErrorOut);
    return { key: presentApiKey((await getKey(ctx.db, input.keyId))!) };
  },
});
