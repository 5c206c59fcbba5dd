import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { attackerPairs, buildTestApp, client, newTenant, type Client, type TestApp } from '../../../test/helpers/app';
import { buildProduct, type Product } from '../../../test/helpers/factories/catalog';

let t: TestApp;
beforeAll(async () => {
  t = await buildTestApp();
});
afterAll(async () => {
  await t.close();
});

const sandbox = async (): Promise<Client> => client(t.app, (await newTenant(t.db)).sandboxKey);
type Page = { products: Product[]; nextPageToken: string };

describe('/v1/product/list', () => {
  it('lists every product in creation order, keyset paged, GET and POST alike', async () => {
    const c = await sandbox();
    const made = [await buildProduct(c), await buildProduct(c), await buildProduct(c)];
    const first = await c.get<Page>('/v1/product/list', { pageSize: 2 });
    expect(first.status).toBe(200);
    expect(first.body.products).toEqual(made.slice(0, 2));
    expect((await c.post('/v1/product/list', { pageSize: 2 })).body).toEqual(first.body);
    // A product created between the pages does not shift the next page.
    const late = await buildProduct(c);
    const second = await c.get<Page>('/v1/product/list', { pageSize: 2, pageToken: first.body.nextPageToken });
    expect(second.body).toEqual({ products: [made[2], late], nextPageToken: '' });
  });

  it('refuses a bad page size and a tampered token', async () => {
    const c = await sandbox();
    expect((await c.get('/v1/product/list', { pageSize: 0 })).body).toMatchObject({
      code: 3,
      detail: { fieldViolations: [{ field: 'pageSize' }] },
    });
    expect((await c.get('/v1/product/list', { pageToken: 'abc.def' })).body).toMatchObject({
      code: 3,
      detail: { fieldViolations: [{ field: 'pageToken' }] },
    });
  });
});

describe('/v1/product/update', () => {
  it('replaces the fields given and keeps the others', async () => {
    const c = await sandbox();
    const p = await buildProduct(c, { name: 'Plan', description: 'old' });
    const res = await c.patch<{ product: Product }>('/v1/product/update', { id: p.id, description: 'new' });
    expect(res.status).toBe(200);
    expect(res.body.product).toEqual({ ...p, description: 'new', updateTime: expect.any(String) });
    const renamed = await c.patch<{ product: Product }>('/v1/product/update', { optionalId: p.optionalId, name: 'Plan B' });
    expect(renamed.body.product).toMatchObject({ name: 'Plan B', description: 'new' });
    expect((await c.get('/v1/product/get', { id: p.id })).body).toEqual(renamed.body);
  });

  it.each([
    ['name', { name: '' }],
    ['name', { name: '  ' }],
    ['description', { description: 'nul\u0000' }],
    ['optionalId', { optionalId: 'has space' }],
    ['bogus', { bogus: 1 }],
  ])('refuses a bad patch naming %s', async (field, patch) => {
    const c = await sandbox();
    const p = await buildProduct(c);
    const res = await c.patch('/v1/product/update', { id: p.id, ...patch });
    expect(res.status).toBe(400);
    expect(res.body).toMatchObject({ code: 3, detail: { fieldViolations: [expect.objectContaining({ field })] } });
  });

  it('needs id or optionalId', async () => {
    const c = await sandbox();
    expect((await c.patch('/v1/product/update', { name: 'x' })).body).toMatchObject({
      code: 3,
      detail: { fieldViolations: [{ field: 'id' }] },
    });
  });
});

describe.each(attackerPairs(() => t))('products of %s', (_label, pair) => {
  it('are not listed and cannot be updated (NOT_FOUND)', async () => {
    const [owner, other] = await pair();
    const p = await buildProduct(owner);
    expect((await other.get('/v1/product/list')).body).toEqual({ products: [], nextPageToken: '' });
    const res = await other.patch('/v1/product/update', { id: p.id, name: 'stolen' });
    expect(res.status).toBe(404);
    expect((await other.patch('/v1/product/update', { optionalId: p.optionalId, name: 'stolen' })).status).toBe(404);
    expect((await owner.get('/v1/product/get', { id: p.id })).body).toEqual({ product: p });
  });
});
