import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { rpcs } from '../../src/api/registry';
import { buildTestApp, client, newTenant, type TestApp, type TestTenant } from '../helpers/app';

let t: TestApp;
let tenant: TestTenant;
beforeAll(async () => {
  t = await buildTestApp();
  tenant = await newTenant(t.db);
  // Freeze the sandbox clock so time-dependent answers (the test clock itself) compare equal.
  const sandbox = await t.db
    .selectFrom('tenant')
    .select('id')
    .where('provider_id', '=', tenant.providerId)
    .where('environment', '=', 'sandbox')
    .executeTakeFirstOrThrow();
  await t.db.insertInto('test_clock').values({ tenant_id: sandbox.id, now: new Date() }).execute();
});
afterAll(async () => {
  await t.close();
});

describe('the registry', () => {
  it('declares each path once', () => {
    const paths = rpcs.flatMap((r) => [r.path, ...(r.aliases ?? [])]);
    expect(new Set(paths).size).toBe(paths.length);
  });

  it('every G+P path answers GET (empty query) and POST (empty body) identically', async () => {
    const c = client(t.app, tenant.sandboxKey);
    for (const rpc of rpcs.filter((r) => r.method === 'G+P')) {
      const [g, p] = [await c.get(rpc.path), await c.post(rpc.path, {})];
      expect({ path: rpc.path, status: g.status, body: g.body }).toEqual({ path: rpc.path, status: p.status, body: p.body });
      expect(g.status).toBeLessThan(500);
    }
  });

  it('every path refuses a request without a key', async () => {
    for (const rpc of rpcs) {
      const method = rpc.method === 'PATCH' ? 'PATCH' : 'POST';
      const res = await t.app.inject({ method, url: rpc.path, payload: {} });
      expect({ path: rpc.path, status: res.statusCode }).toEqual({ path: rpc.path, status: 401 });
    }
  });

  it('the OpenAPI document lists every registered path and method', async () => {
    const res = await t.app.inject({ method: 'GET', url: '/openapi.json' });
    expect(res.statusCode).toBe(200);
    const doc = JSON.parse(res.body) as { openapi: string; paths: Record<string, Record<string, unknown>> };
    expect(doc.openapi).toBe('3.1.0');
    for (const rpc of rpcs) {
      for (const url of [rpc.path, ...(rpc.aliases ?? [])]) {
        const methods = rpc.method === 'G+P' ? ['get', 'post'] : [rpc.method.toLowerCase()];
        for (const m of methods) expect(doc.paths[url]?.[m], `${m.toUpperCase()} ${url}`).toBeDefined();
      }
    }
    for (const url of ['/hc', '/v1/hc']) expect(doc.paths[url]?.get).toBeDefined();
    const routes = t.app.printRoutes({ commonPrefix: false });
    expect(routes).toContain('/v1/provider/get');
  });

  it('serves the reference page at /docs without a key', async () => {
    const res = await t.app.inject({ method: 'GET', url: '/docs/' });
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toContain('text/html');
  });
});
