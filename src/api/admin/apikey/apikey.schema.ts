import { DateTimeOutput, Enum, Id, Type, type Static, Named } from '../../schema';
import { KeyError, type KeyInfo } from '../../../services/platform';
import { ApiError, failedPrecondition } from '../../../lib/errors';
import { instantOut } from '../../datetime';

/** An API key as listed: never the key itself (docs/console.md "API keys"). */
export const ApiKey = Named(
  'ApiKey',
  {
    id: { ...Id, description: "the key's id" },
    providerId: { ...Id, description: 'the provider the key belongs to' },
    environment: Enum(['ENVIRONMENT_UNSPECIFIED', 'ENVIRONMENT_SANDBOX', 'ENVIRONMENT_PRODUCTION'], 'the environment the key works in'),
    prefix: Type.String({ description: 'the first characters of the key, to tell keys apart' }),
    createTime: { ...DateTimeOutput, description: 'when the key was created' },
    expireTime: Type.Union([DateTimeOutput, Type.Null()], { description: 'when the key stops working; null = never' }),
    revokeTime: Type.Union([DateTimeOutput, Type.Null()], { description: 'when the key was revoked; null = not revoked' }),
  },
  'An API key of a provider.',
);

export function presentApiKey(k: KeyInfo): Static<typeof ApiKey> {
  return {
    id: k.id,
    providerId: k.providerId,
    environment: k.environment === 'sandbox' ? 'ENVIRONMENT_SANDBOX' : 'ENVIRONMENT_PRODUCTION',
    prefix: k.prefix,
    createTime: instantOut(k.createTime),
    expireTime: k.expireTime ? instantOut(k.expireTime) : null,
    revokeTime: k.revokeTime ? instantOut(k.revokeTime) : null,
  };
}

/** A refused key operation as the API error: NOT_FOUND, or FAILED_PRECONDITION for a key already revoked. */
export function keyErrorOut(err: unknown): never {
  if (err instanceof KeyError) {
    if (err.kind === 'ALREADY_REVOKED') throw failedPrecondition(err.message);
    throw new ApiError('NOT_FOUND', err.message, { reason: 'NOT_FOUND' });
  }
  throw err;
}

/** A key just created: the only time its secret is shown. */
export const CreatedApiKey = Named(
  'CreatedApiKey',
  {
    key: ApiKey,
    secret: Type.String({ description: 'the API key itself (sk_sandbox_… or sk_live_…): shown once, only its hash is stored' }),
  },
  'A new API key and its secret.',
);
