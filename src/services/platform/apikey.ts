import { hash, randomBytes } from 'node:crypto';
import type { Queryable } from '../../db/db';
import { insertApiKey, listApiKeys, revokeApiKey, findApiKey, findApiKeyRow, type ApiKeyRow } from '../../db/repos/apikey.repo';
import { getTenant } from '../../db/repos/provider.repo';
import { newId } from '../../lib/ids';
import type { Environment } from '../kernel';

/** Key format (docs/cli.md "API keys"): environment prefix + 32 random bytes as base64url (43 characters). */
export const KEY_PREFIX: Record<Environment, string> = { sandbox: 'sk_sandbox_', production: 'sk_live_' };
export const KEY_PATTERN = /^sk_(sandbox|live)_[A-Za-z0-9_-]{43}$/;

/** SHA-256 of a key, as stored; one call per authenticated request (the one-shot hash costs half a Hash object's). */
export function hashKey(key: string): Buffer {
  return hash('sha256', key, 'buffer');
}

export interface CreatedKey {
  id: string;
  environment: Environment;
  prefix: string;
  key: string;
}

export interface KeyInfo {
  id: string;
  providerId: string;
  environment: Environment;
  prefix: string;
  createTime: Date;
  expireTime: Date | null;
  revokeTime: Date | null;
  revoked: boolean;
}

/** A refused key operation: the key or provider does not exist, or the key is already revoked. */
export class KeyError extends Error {
  constructor(
    message: string,
    readonly kind: 'NOT_FOUND' | 'ALREADY_REVOKED' = 'NOT_FOUND',
  ) {
    super(message);
  }
}

export async function createApiKey(db: Queryable, providerId: string, environment: Environment, expireTime?: Date): Promise<CreatedKey> {
  const tenant = await getTenant(db, providerId, environment);
  if (!tenant) throw new KeyError(`provider ${providerId} not found`);
  const key = KEY_PREFIX[environment] + randomBytes(32).toString('base64url');
  const id = newId();
  const prefix = key.slice(0, KEY_PREFIX[environment].length + 6);
  await insertApiKey(db, { tenant_id: tenant.id, id, prefix, hash: hashKey(key), expire_time: expireTime ?? null });
  return { id, environment, prefix, key };
}

export async function listKeys(db: Queryable, providerId: string): Promise<KeyInfo[]> {
  const rows = await listApiKeys(db, providerId);
  return rows.map(keyInfo);
}

function keyInfo(r: ApiKeyRow): KeyInfo {
  return {
    id: r.id,
    providerId: r.provider_id,
    environment: r.environment,
    prefix: r.prefix,
    createTime: r.create_time,
    expireTime: r.expire_time,
    revokeTime: r.revoke_time,
    revoked: r.revoke_time !== null,
  };
}

/** One key by id (never the key itself); undefined when there is none. */
export async function getKey(db: Queryable, keyId: string): Promise<KeyInfo | undefined> {
  const row = await findApiKeyRow(db, keyId);
  return row ? keyInfo(row) : undefined;
}

export async function revokeKey(db: Queryable, keyId: string): Promise<void> {
  const existing = await findApiKey(db, keyId);
  if (!existing) throw new KeyError(`key ${keyId} not found`);
  if (existing.revoke_time) throw new KeyError(`key ${keyId} is already revoked`, 'ALREADY_REVOKED');
  await revokeApiKey(db, keyId);
}
