import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createDb, type Db } from '../../src/db/db';
import { createApiKey, hashKey, revokeKey } from '../../src/services/platform';
import { KEY_MAX_AGE_MS, KeyCache, UNKNOWN_KEY_TTL_MS } from '../../src/api/auth/keycache';
import { PER_CLIENT, PER_PROCESS, UnknownKeyBudget } from '../../src/api/auth/unknownkeys';
import { ApiError } from '../../src/lib/errors';
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

  it('an invalidation drops the entries of the tenant or provider named; an unknown key makes no entry', async () => {
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

describe('unknown keys', () => {
  /** Lookups the cache sends to the database, counted by a pool that logs its queries. */
  function countingDb() {
    let lookups = 0;
    const counted = createDb(testDatabaseUrl(), 2, {
      log: (e) => {
        if (e.level === 'query' && e.query.sql.includes('FROM api_key')) lookups++;
      },
    });
    return { db: counted, lookups: () => lookups };
  }

  it('an unknown key is answered unknown without a lookup for a moment, then looked up again', async () => {
    const { db: counted, lookups } = countingDb();
    try {
      let now = 5_000_000;
      const cache = new KeyCache(counted, () => now);
      const hash = hashKey(`sk_sandbox_${'C'.repeat(43)}`);
      for (let i = 0; i < 5; i++) expect(await cache.get(hash, 'client')).toBeUndefined();
      expect(lookups()).toBe(1);
      now += UNKNOWN_KEY_TTL_MS;
      expect(await cache.get(hash, 'client')).toBeUndefined();
      expect(lookups()).toBe(2);
    } finally {
      await counted.destroy();
    }
  });

  it('made-up keys cost one lookup each only within the client’s budget; then 429 without a lookup; real keys are not charged', async () => {
    const { db: counted, lookups } = countingDb();
    try {
      let now = 7_000_000;
      const cache = new KeyCache(counted, () => now, new UnknownKeyBudget(PER_CLIENT, PER_PROCESS, () => now));
      const madeUp = (i: number) => hashKey(`sk_live_${String(i).padStart(43, 'x')}`);
      for (let i = 0; i < PER_CLIENT.burst; i++) expect(await cache.get(madeUp(i), 'attacker')).toBeUndefined();
      expect(lookups()).toBe(PER_CLIENT.burst);
      const refused = await cache.get(madeUp(999), 'attacker').catch((e: unknown) => e);
      expect(refused).toBeInstanceOf(ApiError);
      expect(refused).toMatchObject({ codeName: 'RESOURCE_EXHAUSTED', detail: { reason: 'UNKNOWN_KEY_RATE_LIMITED' } });
      expect(Number((refused as ApiError).headers['retry-after'])).toBeGreaterThanOrEqual(1);
      expect(lookups()).toBe(PER_CLIENT.burst);
      // Another client is not affected, and a real key from it is looked up and costs nothing.
      const tenant = await newTenant(db);
      const real = await createApiKey(db, tenant.providerId, 'sandbox');
      for (let i = 0; i < PER_CLIENT.burst + 5; i++) {
        cache.invalidate(tenant.providerId);
        expect((await cache.get(hashKey(real.key), 'neighbour'))?.row.key_id).toBe(real.id);
      }
      // The attacker's budget comes back with time.
      now += Math.ceil(1000 / PER_CLIENT.perSecond);
      expect(await cache.get(madeUp(1000), 'attacker')).toBeUndefined();
    } finally {
      await counted.destroy();
    }
  });

  it('requests at once for one key share one lookup and one share of the budget; keys once found are never charged', async () => {
    const now = 9_000_000;
    const cache = new KeyCache(db, () => now, new UnknownKeyBudget({ burst: 2, perSecond: 0.001 }, PER_PROCESS, () => now));
    const tenant = await newTenant(db);
    const real = await createApiKey(db, tenant.providerId, 'sandbox');
    const answers = await Promise.all(Array.from({ length: 30 }, () => cache.get(hashKey(real.key), 'burst')));
    expect(answers.every((a) => a?.row.key_id === real.id)).toBe(true);
    // The client's budget spent on made-up keys…
    for (let i = 0; i < 2; i++) await cache.get(hashKey(`sk_live_${String(i).padStart(43, 'y')}`), 'burst');
    await expect(cache.get(hashKey(`sk_live_${'z'.repeat(43)}`), 'burst')).rejects.toBeInstanceOf(ApiError);
    // …does not keep a key it knows from being looked up again once its entry is dropped (a lost notification).
    cache.invalidate();
    const again = await Promise.all(Array.from({ length: 30 }, () => cache.get(hashKey(real.key), 'burst')));
    expect(again.every((a) => a?.row.key_id === real.id)).toBe(true);
  });

  it('the process budget holds across clients', () => {
    let now = 0;
    const budget = new UnknownKeyBudget({ burst: 100, perSecond: 1 }, { burst: 3, perSecond: 1 }, () => now);
    expect([budget.reserve('a').ok, budget.reserve('b').ok, budget.reserve('c').ok, budget.reserve('d').ok]).toEqual([
      true,
      true,
      true,
      false,
    ]);
    now += 1000;
    expect(budget.reserve('d').ok).toBe(true);
  });
});
