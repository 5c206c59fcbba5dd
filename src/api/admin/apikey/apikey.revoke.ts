import { defineRpc } from '../../rpc';
import { Id, Message } from '../../schema';
import { getKey, revokeKey } from '../../../services/platform';
import { ApiKey, keyErrorOut, presentApiKey } from './apikey.schema';

export default defineRpc({
  path: '/admin/v1/apikey/revoke',
  method: 'POST',
  auth: 'operator',
  tags: ['admin'],
  summary: 'Revoke an API key at once',
  description: 'Every server process refuses the key (401) within a second. A key already revoked is FAILED_PRECONDITION.',
  input: Message({ keyId: Id }),
  output: Message({ key: ApiKey }),
  handler: async (ctx, input) => {
    await revokeKey(ctx.db, input.keyId).catch(keyErrorOut);
    return { key: presentApiKey((await getKey(ctx.db, input.keyId))!) };
  },
});
