import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { sql } from 'kysely';
import { buildApp } from '../../src/app';
import { buildTestApp, client, newTenant, type TestApp } from '../helpers/app';
import { createApiKey, revokeKey } from '../../src/services/platform';

let t: TestApp;
beforeAll(async () => {
  t = await buildTestApp();
});
afterAll(async () => {
  await t.close();
});

const tenantIds = async (providerId: string) =>
  (await t.db.selectFrom('tenant').select('id').where('provider_id', '=', providerId).execute()).map((r) => r.id);

const expect401 = (res: { status: number; body: Record<string, unknown> }, message: string | RegExp) => {
  expect(res.status).toBe(401);
  expect(res.body).toMatchObject({ code: 16, message: expect.stringMatching(message), detail: { reason: 'UNAUTHENTICATED' } });
};

describe('bearer authentication', () => {
  it('a missing header → 401 code 16, before the body is looked at', async () => {
    const res = await t.app.inject({
      method: 'POST',
      url: '/v1/provider/get',
      payload: '{not json',
      headers: { 'content-type': 'application/json' },
    });
    expect401({ status: res.statusCode, body: JSON.parse(res.body) }, /missing Authorization/);
  });

  it.each([
    ['no Bearer scheme', 'sk_sandbox_x'],
    ['Basic scheme', 'Basic dXNlcjpwYXNz'],
    ['bad prefix', `Bearer pk_sandbox_${'a'.repeat(43)}`],
    ['too short', 'Bearer sk_sandbox_abc'],
    ['bad characters', `Bearer sk_live_${'!'.repeat(43)}`],
  ])('a malformed key (%s) → 401', async (_n, header) => {
    const res = await t.app.inject({ method: 'GET', url: '/v1/provider/get', headers: { authorization: header } });
    expect401({ status: res.statusCode, body: JSON.parse(res.body) }, /malformed/);
  });

  it('an unknown key → 401', async () => {
    expect401(await client(t.app, `sk_sandbox_${'A'.repeat(43)}`).get('/v1/provider/get'), /unknown/);
  });

  it('a revoked key → 401, other keys keep working', async () => {
    const tenant = await newTenant(t.db);
    const extra = await createApiKey(t.db, tenant.providerId, 'sandbox');
    expect((await client(t.app, extra.key).get('/v1/provider/get')).status).toBe(200);
    // The lookup is cached: the database's notification of the change drops it.
    const dropped = t.auth.keys.invalidated(await tenantIds(tenant.providerId));
    await revokeKey(t.db, extra.id);
    await dropped;
    expect401(await client(t.app, extra.key).get('/v1/provider/get'), /revoked/);
    expect((await client(t.app, tenant.sandboxKey).get('/v1/provider/get')).status).toBe(200);
  });

  it('an expired key → 401', async () => {
    const tenant = await newTenant(t.db);
    const key = await createApiKey(t.db, tenant.providerId, 'production', new Date(Date.now() + 60_000));
    expect((await client(t.app, key.key).get('/v1/provider/get')).status).toBe(200);
    const dropped = t.auth.keys.invalidated(await tenantIds(tenant.providerId));
    await t.db
      .updateTable('api_key')
      .set({ expire_time: sql<Date>`now() - interval '1 second'` })
      .where('id', '=', key.id)
      .execute();
    await dropped;
    expect401(await client(t.app, key.key).get('/v1/provider/get'), /expired/);
  });

  it('health checks need no key', async () => {
    for (const url of ['/hc', '/v1/hc']) {
      const res = await t.app.inject({ method: 'GET', url });
      expect(res.statusCode).toBe(200);
      expect(JSON.parse(res.body)).toEqual({ status: 'SERVING' });
    }
  });
});

describe('environments', () => {
  it('sandbox and production keys of one provider are two tenants', async () => {
    const tenant = await newTenant(t.db);
    const s = await client(t.app, tenant.sandboxKey).get('/v1/provider/get');
    const p = await client(t.app, tenant.productionKey).get('/v1/provider/get');
    expect(s.body).toMatchObject({ provider: { environment: 'ENVIRONMENT_SANDBOX' } });
    expect(p.body).toMatchObject({ provider: { environment: 'ENVIRONMENT_PRODUCTION' } });
  });

  it('with per-environment host names, a key of the other environment is PERMISSION_DENIED', async () => {
    const app = await buildApp(
      {
        config: { ...t.config, sandboxHosts: ['sandbox.example.test'], productionHosts: ['api.example.test'] },
        db: t.db,
        ports: t.sys.ports,
        pageSecret: Buffer.alloc(32),
      },
      { logger: false },
    );
    const tenant = await newTenant(t.db);
    const call = (host: string, key: string) =>
      app.inject({ method: 'GET', url: '/v1/provider/get', headers: { host, authorization: `Bearer ${key}` } });
    expect((await call('sandbox.example.test', tenant.sandboxKey)).statusCode).toBe(200);
    expect((await call('api.example.test', tenant.productionKey)).statusCode).toBe(200);
    const denied = await call('sandbox.example.test', tenant.productionKey);
    expect(denied.statusCode).toBe(403);
    expect(JSON.parse(denied.body)).toMatchObject({ code: 7 });
    expect((await call('api.example.test:443', tenant.sandboxKey)).statusCode).toBe(403);
    await app.close();
  });
});

describe('rate limit (one process)', () => {
  it('counts every authenticated request per tenant and answers 429 code 8 with Retry-After past the limit', async () => {
    const limited = await newTenant(t.db, { rateLimitPerMinute: 3 });
    const other = await newTenant(t.db, { rateLimitPerMinute: 3 });
    const c = client(t.app, limited.sandboxKey);
    const statuses: number[] = [];
    let last;
    for (let i = 0; i < 5; i++) {
      last = await c.get('/v1/provider/get');
      statuses.push(last.status);
    }
    // A minute boundary inside the loop would reset the window; the count is exact either way.
    const ok = statuses.filter((s) => s === 200).length;
    expect(ok === 3 || ok === 4 || ok === 5).toBe(true);
    if (statuses.includes(429)) {
      const res = await c.get('/v1/provider/get');
      expect(res.status).toBe(429);
      expect(res.body).toMatchObject({ code: 8, detail: { reason: 'RATE_LIMIT_EXCEEDED', limit: 3 } });
      expect(Number(res.headers['retry-after'])).toBeGreaterThanOrEqual(1);
      expect(Number(res.headers['retry-after'])).toBeLessThanOrEqual(60);
      expect(res.headers['ratelimit-limit']).toBe('3');
      expect(res.headers['ratelimit-remaining']).toBe('0');
    }
    // The production tenant of the same provider and other providers have their own windows.
    expect((await client(t.app, limited.productionKey).get('/v1/provider/get')).status).toBe(200);
    expect((await client(t.app, other.sandboxKey).get('/v1/provider/get')).status).toBe(200);
  });

  it('uses RATE_LIMIT_PER_MINUTE when the provider has no limit of its own', async () => {
    const tenant = await newTenant(t.db, { rateLimitPerMinute: null });
    const res = await client(t.app, tenant.sandboxKey).get('/v1/provider/get');
    expect(res.headers['ratelimit-limit']).toBe('50');
    expect(Number(res.headers['ratelimit-remaining'])).toBeLessThanOrEqual(49);
  });
});
