import { defineRpc } from '../../rpc';
import { DateTimeInput, Id, Message, Type } from '../../schema';
import { instantIn } from '../../datetime';
import { invalidField } from '../../../lib/errors';
import { createApiKey, getKey } from '../../../services/platform';
import { EnvironmentIn, environmentOf } from '../admin.schema';
import { CreatedApiKey, keyErrorOut, presentApiKey } from './apikey.schema';

export default defineRpc({
  path: '/admin/v1/apikey/create',
  method: 'POST',
  auth: 'operator',
  permission: 'platform',
  tags: ['admin'],
  summary: 'Issue another API key for one environment of a provider',
  description: 'The answer carries the key itself (`secret`) once; only its hash is stored.',
  input: Message({
    providerId: Id,
    environment: EnvironmentIn,
    expireTime: Type.Optional({ ...DateTimeInput, description: 'when the key stops working (in the future); absent = never' }),
  }),
  output: CreatedApiKey,
  handler: async (ctx, input) => {
    const environment = environmentOf(input.environment);
    if (!environment) throw invalidField('environment', 'must be ENVIRONMENT_SANDBOX or ENVIRONMENT_PRODUCTION');
    const expireTime = input.expireTime === undefined ? undefined : instantIn('expireTime', input.expireTime);
    if (expireTime && expireTime.getTime() <= Date.now()) throw invalidField('expireTime', 'must be in the future');
    const created = await createApiKey(ctx.db, input.providerId, environment, expireTime).catch(keyErrorOut);
    return { key: presentApiKey((await getKey(ctx.db, created.id))!), secret: created.key };
  },
});
