import { parse, idOption, environmentOption, UsageError } from '../args';
import { withDatabase, type Io } from '../io';
import { createApiKey, listKeys, revokeKey, KeyError, providerExists } from '../../services/platform';

function expiry(value: unknown): Date | undefined {
  if (value === undefined) return undefined;
  const d = new Date(String(value));
  if (Number.isNaN(d.getTime())) throw new UsageError('--expires must be an RFC 3339 date-time');
  if (d.getTime() <= Date.now()) throw new UsageError('--expires must be in the future');
  return d;
}

export async function keyCommand(argv: string[], io: Io): Promise<void> {
  const [sub, ...rest] = argv;
  if (sub === 'create') {
    const { values } = parse(rest, {
      provider: { type: 'string' },
      environment: { type: 'string' },
      expires: { type: 'string' },
      json: { type: 'boolean' },
    });
    const providerId = idOption(values, 'provider');
    const environment = environmentOption(values);
    const expireTime = expiry(values.expires);
    const key = await withDatabase(io, (db) => createApiKey(db, providerId, environment, expireTime)).catch(rethrowAsUsage);
    if (values.json) io.out(JSON.stringify({ key: { id: key.id, environment: key.environment, prefix: key.prefix, key: key.key } }));
    else io.out(`Created ${key.environment} key ${key.id}: ${key.key}\nThe key is shown once; keep it somewhere safe.`);
    return;
  }
  if (sub === 'list') {
    const { values } = parse(rest, { provider: { type: 'string' }, json: { type: 'boolean' } });
    const providerId = idOption(values, 'provider');
    const keys = await withDatabase(io, async (db) => {
      if (!(await providerExists(db, providerId))) throw new UsageError(`provider ${providerId} not found`);
      return listKeys(db, providerId);
    });
    const rows = keys.map((k) => ({
      id: k.id,
      environment: k.environment,
      prefix: k.prefix,
      createTime: k.createTime.toISOString(),
      expireTime: k.expireTime ? k.expireTime.toISOString() : null,
      revoked: k.revoked,
    }));
    if (values.json) io.out(JSON.stringify({ keys: rows }));
    else
      for (const r of rows)
        io.out(
          `${r.id}  ${r.environment.padEnd(10)}  ${r.prefix}…  created ${r.createTime}${r.expireTime ? `  expires ${r.expireTime}` : ''}${r.revoked ? '  REVOKED' : ''}`,
        );
    return;
  }
  if (sub === 'revoke') {
    const { values } = parse(rest, { 'key-id': { type: 'string' }, json: { type: 'boolean' } });
    const keyId = idOption(values, 'key-id');
    await withDatabase(io, (db) => revokeKey(db, keyId)).catch(rethrowAsUsage);
    if (values.json) io.out(JSON.stringify({ key: { id: keyId, revoked: true } }));
    else io.out(`Revoked key ${keyId}.`);
    return;
  }
  throw new UsageError(
    'usage: billing key create --provider ID --environment sandbox|production [--expires T] [--json] | key list --provider ID [--json] | key revoke --key-id ID',
  );
}

function rethrowAsUsage(err: unknown): never {
  if (err instanceof KeyError) throw new UsageError(err.message);
  throw err;
}
