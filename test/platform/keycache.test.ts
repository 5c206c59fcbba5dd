import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createDb, type Db } from '../../src/db/db';
import { createApiKey, hashKey, revokeKey } from '../../src/services/platform';
import { KEY_MAX_AGE_MS, KeyCache } from '../../src/api/auth/keycache';
import { newTenant, testDatabaseUrl } from '../helpers/app';

let db: Db;
beforeAll(() => {
  db = createDb(testDatabaseUrl(), 2);
});
afterAll(async () => {
  await db.destroy();
});

describe('key cache without a change listener', () => {
  it('answers from the cache until the maximum age, then reads the key again', async () => {
    let now = 1_000_000;
    const cache = new KeyCache(db, () => now);
    const tenant = await newTenant(db);
    const key = await createApiKey(db, tenant.providerId, 'sandbox');
    const hash = hashKey(key.key);
    expect((await cache.get(hash))?.row.revoke_time).toBeNull();
    await revokeKey(db, key.id);
    // No notification reaches this cache: the cached lookup still answers just before the maximum age…
    now += KEY_MAX_AGE_MS - 1;
    expect((await cache.get(hash))?.row.revoke_time).toBeNull();
    // …and never past it.
    now += 1;
    expect((await cache.get(hash))?.row.revoke_time).toBeInstanceOf(Date);
  });

  it('an invalidation drops the entries of the tenant or provider named, and unknown keys are never cached', async () => {
    const cache = new KeyCache(db);
    const tenant = await newTenant(db);
    const key = await createApiKey(db, tenant.providerId, 'production');
    const hash = hashKey(key.key);
    await cache.get(hash);
    expect(cache.size).toBe(1);
    cache.invalidate('00000000-0000-7000-8000-000000000000');
    expect(cache.size).toBe(1);
    cache.invalidate(tenant.providerId);
    expect(cache.size).toBe(0);
    expect(await cache.get(hashKey(`sk_sandbox_${'B'.repeat(43)}`))).toBeUndefined();
    expect(cache.size).toBe(0);
  });
});
