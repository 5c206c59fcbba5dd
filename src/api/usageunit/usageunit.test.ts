import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildTestApp, client, newTenant, type TestApp } from '../../../test/helpers/app';
import { buildUsageUnit, type UsageUnit } from '../../../test/helpers/factories/catalog';

let t: TestApp;
beforeAll(async () => {
  t = await buildTestApp();
});
afterAll(async () => {
  await t.close();
});

type ListBody = { usageUnits: UsageUnit[]; nextPageToken: string };

describe('/v1/usageunit/create', () => {
  it('creates a usage unit with every field', async () => {
    const c = client(t.app, (await newTenant(t.db)).sandboxKey);
    const res = await c.post('/v1/usageunit/create', { optionalId: 'calls', name: 'API calls', description: 'per day' });
    expect(res.status).toBe(200);
    expect(res.body).toEqual({
      usageUnit: {
        id: expect.any(String),
        optionalId: 'calls',
        name: 'API calls',
        description: 'per day',
        createTime: expect.any(String),
        updateTime: expect.any(String),
      },
    });
  });

  it('refuses a duplicate management id (409) but not across tenants or environments', async () => {
    const a = await newTenant(t.db);
    const c = client(t.app, a.sandboxKey);
    await buildUsageUnit(c, { optionalId: 'gb' });
    const dup = await c.post('/v1/usageunit/create', { optionalId: 'gb', name: 'GB' });
    expect(dup.status).toBe(409);
    expect(dup.body).toMatchObject({ code: 6, detail: { fieldViolations: [{ field: 'optionalId' }] } });
    expect((await client(t.app, a.productionKey).post('/v1/usageunit/create', { optionalId: 'gb', name: 'GB' })).status).toBe(200);
  });

  it.each([
    [{}, 'name'],
    [{ name: '' }, 'name'],
    [{ name: 'x', optionalId: 'ü' }, 'optionalId'],
    [{ name: 'x', extra: true }, 'extra'],
    [{ name: 'x', description: 5 }, 'description'],
    [{ name: 'x', description: '\u0000' }, 'description'],
    [{ name: '\u0000' }, 'name'],
  ])('rejects %j naming %s', async (body, field) => {
    const res = await client(t.app, (await newTenant(t.db)).sandboxKey).post('/v1/usageunit/create', body);
    expect(res.status).toBe(400);
    expect(res.body).toMatchObject({ code: 3, detail: { fieldViolations: [expect.objectContaining({ field })] } });
  });
});

describe('/v1/usageunit/get', () => {
  it('finds by id or optionalId with GET and POST alike', async () => {
    const c = client(t.app, (await newTenant(t.db)).sandboxKey);
    const u = await buildUsageUnit(c);
    const g = await c.get('/v1/usageunit/get', { id: u.id });
    expect(g.body).toEqual({ usageUnit: u });
    expect((await c.post('/v1/usageunit/get', { optionalId: u.optionalId })).body).toEqual(g.body);
    expect((await c.get('/v1/usageunit/get')).status).toBe(400);
  });

  it("does not show another tenant's or environment's usage unit", async () => {
    const a = await newTenant(t.db);
    const u = await buildUsageUnit(client(t.app, a.sandboxKey));
    for (const key of [a.productionKey, (await newTenant(t.db)).sandboxKey]) {
      expect((await client(t.app, key).get('/v1/usageunit/get', { id: u.id })).status).toBe(404);
      expect((await client(t.app, key).post('/v1/usageunit/get', { optionalId: u.optionalId })).status).toBe(404);
    }
  });
});

describe('/v1/usageunit/list', () => {
  it('pages through every unit in creation order, GET and POST alike', async () => {
    const c = client(t.app, (await newTenant(t.db)).sandboxKey);
    const made: UsageUnit[] = [];
    for (let i = 0; i < 5; i++) made.push(await buildUsageUnit(c, { name: `unit ${i}` }));
    const seen: UsageUnit[] = [];
    let token = '';
    for (let guard = 0; guard < 5; guard++) {
      const res = await c.get<ListBody>('/v1/usageunit/list', { pageSize: 2, ...(token ? { pageToken: token } : {}) });
      expect(res.status).toBe(200);
      const post = await c.post<ListBody>('/v1/usageunit/list', { pageSize: 2, ...(token ? { pageToken: token } : {}) });
      expect(post.body).toEqual(res.body);
      seen.push(...res.body.usageUnits);
      token = res.body.nextPageToken;
      if (!token) break;
    }
    expect(seen.map((u) => u.id)).toEqual(made.map((u) => u.id));
  });

  it('defaults to 10 per page and rejects pageSize outside 1..100 and foreign tokens', async () => {
    const c = client(t.app, (await newTenant(t.db)).sandboxKey);
    for (let i = 0; i < 11; i++) await buildUsageUnit(c);
    const first = await c.get<ListBody>('/v1/usageunit/list');
    expect(first.body.usageUnits).toHaveLength(10);
    expect(first.body.nextPageToken).not.toBe('');
    expect((await c.get('/v1/usageunit/list', { pageSize: 0 })).status).toBe(400);
    expect((await c.get('/v1/usageunit/list', { pageSize: 101 })).status).toBe(400);
    const other = client(t.app, (await newTenant(t.db)).sandboxKey);
    const res = await other.get('/v1/usageunit/list', { pageToken: first.body.nextPageToken });
    expect(res.status).toBe(400);
    expect(res.body).toMatchObject({ detail: { fieldViolations: [{ field: 'pageToken' }] } });
  });

  it("never lists another tenant's or environment's units", async () => {
    const a = await newTenant(t.db);
    await buildUsageUnit(client(t.app, a.sandboxKey));
    const prod = await client(t.app, a.productionKey).get<ListBody>('/v1/usageunit/list');
    expect(prod.body).toEqual({ usageUnits: [], nextPageToken: '' });
    const other = await client(t.app, (await newTenant(t.db)).sandboxKey).post<ListBody>('/v1/usageunit/list', {});
    expect(other.body.usageUnits).toEqual([]);
  });
});
