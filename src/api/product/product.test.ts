import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildTestApp, client, newTenant, type TestApp } from '../../../test/helpers/app';
import { buildProduct, uniqueId } from '../../../test/helpers/factories/catalog';

let t: TestApp;
beforeAll(async () => {
  t = await buildTestApp();
});
afterAll(async () => {
  await t.close();
});

const TIME = /^\d{4}-\d\d-\d\dT\d\d:\d\d:\d\d(\.\d+)?Z$/;

describe('/v1/product/create', () => {
  it('creates a product and returns every field', async () => {
    const c = client(t.app, (await newTenant(t.db)).sandboxKey);
    const res = await c.post('/v1/product/create', { optionalId: 'plan-a', name: 'Plan A', description: 'Our plan' });
    expect(res.status).toBe(200);
    expect(res.body).toEqual({
      product: {
        id: expect.any(String),
        optionalId: 'plan-a',
        name: 'Plan A',
        description: 'Our plan',
        createTime: expect.stringMatching(TIME),
        updateTime: expect.stringMatching(TIME),
      },
    });
  });

  it('defaults optionalId and description to empty', async () => {
    const c = client(t.app, (await newTenant(t.db)).sandboxKey);
    const res = await c.post('/v1/product/create', { name: 'Bare' });
    expect(res.body).toMatchObject({ product: { optionalId: '', description: '', name: 'Bare' } });
  });

  it('refuses a duplicate management id with ALREADY_EXISTS naming optionalId', async () => {
    const c = client(t.app, (await newTenant(t.db)).sandboxKey);
    await buildProduct(c, { optionalId: 'dup' });
    const res = await c.post('/v1/product/create', { optionalId: 'dup', name: 'Again' });
    expect(res.status).toBe(409);
    expect(res.body).toMatchObject({ code: 6, detail: { fieldViolations: [{ field: 'optionalId' }] } });
  });

  it('lets another tenant and the other environment use the same management id', async () => {
    const a = await newTenant(t.db);
    const b = await newTenant(t.db);
    await buildProduct(client(t.app, a.sandboxKey), { optionalId: 'shared' });
    expect((await client(t.app, a.productionKey).post('/v1/product/create', { optionalId: 'shared', name: 'x' })).status).toBe(200);
    expect((await client(t.app, b.sandboxKey).post('/v1/product/create', { optionalId: 'shared', name: 'x' })).status).toBe(200);
  });

  it.each([
    [{ description: 'no name' }, 'name'],
    [{ name: '' }, 'name'],
    [{ name: '   ' }, 'name'],
    [{ name: 'x', optionalId: 'has space' }, 'optionalId'],
    [{ name: 'x', optionalId: 'a'.repeat(65) }, 'optionalId'],
    [{ name: 'x', bogus: 1 }, 'bogus'],
    [{ name: 'x'.repeat(256) }, 'name'],
    [{ name: 'a\u0000b' }, 'name'],
    [{ name: 'x', description: 'nul\u0000' }, 'description'],
  ])('rejects %j naming %s', async (body, field) => {
    const c = client(t.app, (await newTenant(t.db)).sandboxKey);
    const res = await c.post('/v1/product/create', body);
    expect(res.status).toBe(400);
    expect(res.body).toMatchObject({ code: 3, detail: { fieldViolations: [expect.objectContaining({ field })] } });
  });

  it('needs an API key', async () => {
    expect((await client(t.app, undefined).post('/v1/product/create', { name: 'x' })).status).toBe(401);
  });
});

describe('/v1/product/get', () => {
  it('finds a product by id and by optionalId, GET and POST alike', async () => {
    const c = client(t.app, (await newTenant(t.db)).sandboxKey);
    const p = await buildProduct(c);
    const byId = await c.get('/v1/product/get', { id: p.id });
    expect(byId.status).toBe(200);
    expect(byId.body).toEqual({ product: p });
    expect((await c.post('/v1/product/get', { id: p.id })).body).toEqual(byId.body);
    expect((await c.get('/v1/product/get', { optionalId: p.optionalId })).body).toEqual(byId.body);
    expect((await c.post('/v1/product/get', { id: p.id, optionalId: p.optionalId })).body).toEqual(byId.body);
  });

  it('needs id or optionalId; both must name the same product', async () => {
    const c = client(t.app, (await newTenant(t.db)).sandboxKey);
    const [p, q] = [await buildProduct(c), await buildProduct(c)];
    const none = await c.get('/v1/product/get');
    expect(none.status).toBe(400);
    expect(none.body).toMatchObject({ code: 3, detail: { fieldViolations: [{ field: 'id' }] } });
    const mixed = await c.post('/v1/product/get', { id: p.id, optionalId: q.optionalId });
    expect(mixed.status).toBe(400);
    expect(mixed.body).toMatchObject({ detail: { fieldViolations: [{ field: 'optionalId' }] } });
    expect((await c.get('/v1/product/get', { id: 'not-a-uuid' })).status).toBe(400);
  });

  it("answers NOT_FOUND for unknown ids and for other tenants' and environments' products", async () => {
    const a = await newTenant(t.db);
    const b = await newTenant(t.db);
    const p = await buildProduct(client(t.app, a.sandboxKey), { optionalId: uniqueId('own') });
    for (const key of [a.productionKey, b.sandboxKey]) {
      const c = client(t.app, key);
      const byId = await c.get('/v1/product/get', { id: p.id });
      expect(byId.status).toBe(404);
      expect(byId.body).toMatchObject({ code: 5 });
      expect((await c.post('/v1/product/get', { optionalId: p.optionalId })).status).toBe(404);
    }
    expect((await client(t.app, a.sandboxKey).get('/v1/product/get', { id: '01890000-0000-7000-8000-000000000000' })).status).toBe(404);
  });
});
