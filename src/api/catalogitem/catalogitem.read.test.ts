import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildTestApp, client, newTenant, type Client, type TestApp } from '../../../test/helpers/app';
import { buildCatalogItem, buildProduct, type CatalogItem } from '../../../test/helpers/factories/catalog';
import { operatorCaller } from '../../services/platform';
import { findCatalogChargeItem } from '../../services/catalog';

let t: TestApp;
beforeAll(async () => {
  t = await buildTestApp();
});
afterAll(async () => {
  await t.close();
});

type ListBody = { catalogItems: CatalogItem[]; nextPageToken: string };
const newClient = async () => client(t.app, (await newTenant(t.db)).sandboxKey);

async function listAll(c: Client, query: Record<string, string | number> = {}, pageSize = 2): Promise<CatalogItem[]> {
  const out: CatalogItem[] = [];
  let token = '';
  for (let guard = 0; guard < 20; guard++) {
    const q = { ...query, pageSize, ...(token ? { pageToken: token } : {}) };
    const g = await c.get<ListBody>('/v1/catalogitem/list', q);
    expect(g.status).toBe(200);
    expect((await c.post<ListBody>('/v1/catalogitem/list', q)).body).toEqual(g.body);
    out.push(...g.body.catalogItems);
    token = g.body.nextPageToken;
    if (!token) return out;
  }
  throw new Error('paging did not end');
}

describe('/v1/catalogitem/get', () => {
  it('returns what create returned, by id or optionalId, GET and POST alike', async () => {
    const c = await newClient();
    const item = await buildCatalogItem(c, {
      pricing: {
        type: 'TYPE_TIERED',
        tiers: [
          { upperLimit: '10', kind: 'KIND_PER_UNIT', unitPrice: '100' },
          { kind: 'KIND_FLAT_FEE', price: '900' },
        ],
      },
    });
    const g = await c.get('/v1/catalogitem/get', { id: item.id });
    expect(g.status).toBe(200);
    expect(g.body).toEqual({ catalogItem: item });
    expect((await c.post('/v1/catalogitem/get', { id: item.id })).body).toEqual(g.body);
    expect((await c.get('/v1/catalogitem/get', { optionalId: item.optionalId })).body).toEqual(g.body);
    expect((await c.post('/v1/catalogitem/get', { id: item.id, optionalId: item.optionalId })).body).toEqual(g.body);
  });

  it('needs id or optionalId naming one item', async () => {
    const c = await newClient();
    const [a, b] = [await buildCatalogItem(c), await buildCatalogItem(c)];
    expect((await c.get('/v1/catalogitem/get')).status).toBe(400);
    const mixed = await c.post('/v1/catalogitem/get', { id: a.id, optionalId: b.optionalId });
    expect(mixed.status).toBe(400);
    expect(mixed.body).toMatchObject({ code: 3, detail: { fieldViolations: [{ field: 'optionalId' }] } });
    expect((await c.get('/v1/catalogitem/get', { id: '123' })).status).toBe(400);
    expect((await c.get('/v1/catalogitem/get', { optionalId: 'nope' })).status).toBe(404);
  });

  it("answers NOT_FOUND for another tenant's and the other environment's items", async () => {
    const a = await newTenant(t.db);
    const item = await buildCatalogItem(client(t.app, a.sandboxKey));
    for (const key of [a.productionKey, (await newTenant(t.db)).sandboxKey]) {
      const c = client(t.app, key);
      const res = await c.get('/v1/catalogitem/get', { id: item.id });
      expect(res.status).toBe(404);
      expect(res.body).toEqual({ code: 5, message: 'catalog item not found', detail: { reason: 'NOT_FOUND' } });
      expect((await c.post('/v1/catalogitem/get', { optionalId: item.optionalId })).status).toBe(404);
    }
  });
});

describe('/v1/catalogitem/list', () => {
  it('pages through every item in creation order with their charge items', async () => {
    const c = await newClient();
    const made: CatalogItem[] = [];
    for (let i = 0; i < 5; i++)
      made.push(
        await buildCatalogItem(c, {
          name: `item ${i}`,
          catalogChargeItems: [
            { name: `a${i}`, type: 'TYPE_RECURRING', pricingModel: { type: 'TYPE_FLAT_FEE', price: String(i + 1) } },
            { name: `b${i}`, type: 'TYPE_ONE_TIME', pricingModel: { type: 'TYPE_PER_UNIT', price: '5' } },
          ],
        }),
      );
    expect(await listAll(c)).toEqual(made);
    expect(await listAll(c, {}, 100)).toEqual(made);
  });

  it('defaults to 10 per page; pageSize bounds; stable while items are added', async () => {
    const c = await newClient();
    const product = await buildProduct(c);
    for (let i = 0; i < 11; i++) await buildCatalogItem(c, { productId: product.id });
    const first = await c.get<ListBody>('/v1/catalogitem/list');
    expect(first.body.catalogItems).toHaveLength(10);
    await buildCatalogItem(c, { productId: product.id });
    const second = await c.get<ListBody>('/v1/catalogitem/list', { pageToken: first.body.nextPageToken });
    expect(second.body.catalogItems).toHaveLength(2);
    expect(second.body.nextPageToken).toBe('');
    expect((await c.get('/v1/catalogitem/list', { pageSize: 0 })).status).toBe(400);
    expect((await c.post('/v1/catalogitem/list', { pageSize: 101 })).status).toBe(400);
    expect((await c.post('/v1/catalogitem/list', { pageToken: 'garbage' })).status).toBe(400);
  });

  it('filters by productId; a token is bound to its filter', async () => {
    const c = await newClient();
    const [p1, p2] = [await buildProduct(c), await buildProduct(c)];
    const of1 = [
      await buildCatalogItem(c, { productId: p1.id }),
      await buildCatalogItem(c, { productId: p1.id }),
      await buildCatalogItem(c, { productId: p1.id }),
    ];
    await buildCatalogItem(c, { productId: p2.id });
    expect((await listAll(c, { productId: p1.id })).map((i) => i.id)).toEqual(of1.map((i) => i.id));
    const page = await c.get<ListBody>('/v1/catalogitem/list', { productId: p1.id, pageSize: 1 });
    const replay = await c.get('/v1/catalogitem/list', { productId: p2.id, pageSize: 1, pageToken: page.body.nextPageToken });
    expect(replay.status).toBe(400);
    expect(replay.body).toMatchObject({ detail: { fieldViolations: [{ field: 'pageToken' }] } });
    // The product by its management id lists the same items; an unknown one is NOT_FOUND.
    expect((await listAll(c, { productOptionalId: p1.optionalId })).map((i) => i.id)).toEqual(of1.map((i) => i.id));
    expect((await c.get('/v1/catalogitem/list', { productOptionalId: 'prod-nobody' })).status).toBe(404);
    const clash = await c.get('/v1/catalogitem/list', { productId: p2.id, productOptionalId: p1.optionalId });
    expect(clash.status).toBe(400);
  });

  it("never lists another tenant's or environment's items, and refuses their tokens", async () => {
    const a = await newTenant(t.db);
    const own = client(t.app, a.sandboxKey);
    for (let i = 0; i < 3; i++) await buildCatalogItem(own);
    const token = (await own.get<ListBody>('/v1/catalogitem/list', { pageSize: 1 })).body.nextPageToken;
    for (const key of [a.productionKey, (await newTenant(t.db)).sandboxKey]) {
      const c = client(t.app, key);
      expect((await c.get('/v1/catalogitem/list')).body).toEqual({ catalogItems: [], nextPageToken: '' });
      expect((await c.get('/v1/catalogitem/list', { pageSize: 1, pageToken: token })).status).toBe(400);
    }
  });
});

describe('findCatalogChargeItem (for contracts)', () => {
  it("finds a charge item by id in its own tenant only, in the domain's shapes", async () => {
    const tenant = await newTenant(t.db);
    const item = await buildCatalogItem(client(t.app, tenant.sandboxKey), {
      pricing: { type: 'TYPE_PER_UNIT', price: '700' },
      chargeItem: { taxPercentage: 8 },
    });
    const chargeId = item.catalogChargeItems[0]!.id;
    const found = await findCatalogChargeItem(
      { db: t.db, ports: t.sys.ports, caller: (await operatorCaller(t.db, tenant.providerId, 'sandbox'))! },
      chargeId,
    );
    expect(found).toEqual({
      catalogItemId: item.id,
      chargeItem: {
        id: chargeId,
        name: 'Monthly fee',
        type: 'RECURRING',
        pricing: { model: 'PER_UNIT', price: '700', tiers: [] },
        usageUnitId: null,
        billingCycle: { value: 1, unit: 'UNIT_MONTHLY' },
        billingTiming: { value: 0, unit: 'UNIT_MONTHLY', monthlyOption: 'DAY_1' },
        billingDueTiming: { value: 1, unit: 'UNIT_MONTHLY', monthlyOption: 'LAST_DAY' },
        billAllAtOnce: false,
        startDailyRate: { type: 'DAILY_RATE', fixedRateValue: '0' },
        endDailyRate: { type: 'DAILY_RATE', fixedRateValue: '0' },
        taxPercentage: '8',
        rounding: 'ROUND_DOWN',
      },
    });
    expect(
      await findCatalogChargeItem(
        { db: t.db, ports: t.sys.ports, caller: (await operatorCaller(t.db, tenant.providerId, 'production'))! },
        chargeId,
      ),
    ).toBeUndefined();
  });
});
