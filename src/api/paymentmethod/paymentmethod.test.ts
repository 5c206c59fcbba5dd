import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildTestApp, client, newTenant, type TestApp } from '../../../test/helpers/app';
import { buildPaymentMethod, type PaymentMethod } from '../../../test/helpers/factories/catalog';

let t: TestApp;
beforeAll(async () => {
  t = await buildTestApp();
});
afterAll(async () => {
  await t.close();
});

type ListBody = { paymentMethods: PaymentMethod[]; nextPageToken: string };

describe('/v1/paymentmethod/create', () => {
  it('creates a payment method with every field', async () => {
    const c = client(t.app, (await newTenant(t.db)).sandboxKey);
    const res = await c.post('/v1/paymentmethod/create', {
      optionalId: 'card',
      name: 'Card',
      type: 'TYPE_CREDIT_CARD',
      holdInvoiceCreation: true,
    });
    expect(res.status).toBe(200);
    expect(res.body).toEqual({
      paymentMethod: {
        id: expect.any(String),
        optionalId: 'card',
        name: 'Card',
        type: 'TYPE_CREDIT_CARD',
        holdInvoiceCreation: true,
        createTime: expect.any(String),
        updateTime: expect.any(String),
      },
    });
  });

  it.each(['TYPE_BANK_TRANSFER', 'TYPE_CREDIT_CARD', 'TYPE_DIRECT_DEBIT', 'TYPE_CONVENIENCE_STORE', 'TYPE_OTHER'])(
    'accepts %s; holdInvoiceCreation defaults to false',
    async (type) => {
      const c = client(t.app, (await newTenant(t.db)).sandboxKey);
      const pm = await buildPaymentMethod(c, { type });
      expect(pm).toMatchObject({ type, holdInvoiceCreation: false });
    },
  );

  it('refuses a duplicate management id with 409 naming optionalId', async () => {
    const c = client(t.app, (await newTenant(t.db)).sandboxKey);
    await buildPaymentMethod(c, { optionalId: 'bank' });
    const res = await c.post('/v1/paymentmethod/create', { optionalId: 'bank', name: 'Bank', type: 'TYPE_OTHER' });
    expect(res.status).toBe(409);
    expect(res.body).toMatchObject({ code: 6, detail: { fieldViolations: [{ field: 'optionalId' }] } });
  });

  it.each([
    [{ name: 'x' }, 'type'],
    [{ name: 'x', type: 'TYPE_UNSPECIFIED' }, 'type'],
    [{ name: 'x', type: 'TYPE_CASH' }, 'type'],
    [{ type: 'TYPE_OTHER' }, 'name'],
    [{ type: 'TYPE_OTHER', name: 'a\u0000' }, 'name'],
    [{ name: 'x', type: 'TYPE_OTHER', holdInvoiceCreation: 'yes' }, 'holdInvoiceCreation'],
  ])('rejects %j naming %s', async (body, field) => {
    const res = await client(t.app, (await newTenant(t.db)).sandboxKey).post('/v1/paymentmethod/create', body);
    expect(res.status).toBe(400);
    expect(res.body).toMatchObject({ code: 3, detail: { fieldViolations: [expect.objectContaining({ field })] } });
  });
});

describe('/v1/paymentmethod/get', () => {
  it('finds by id or optionalId with GET and POST alike', async () => {
    const c = client(t.app, (await newTenant(t.db)).sandboxKey);
    const pm = await buildPaymentMethod(c);
    const g = await c.get('/v1/paymentmethod/get', { id: pm.id });
    expect(g.body).toEqual({ paymentMethod: pm });
    expect((await c.post('/v1/paymentmethod/get', { id: pm.id })).body).toEqual(g.body);
    expect((await c.get('/v1/paymentmethod/get', { optionalId: pm.optionalId })).body).toEqual(g.body);
  });

  it("does not show another tenant's or environment's payment method", async () => {
    const a = await newTenant(t.db);
    const pm = await buildPaymentMethod(client(t.app, a.sandboxKey));
    for (const key of [a.productionKey, (await newTenant(t.db)).sandboxKey]) {
      const res = await client(t.app, key).get('/v1/paymentmethod/get', { id: pm.id });
      expect(res.status).toBe(404);
      expect(res.body).toMatchObject({ code: 5 });
      expect((await client(t.app, key).post('/v1/paymentmethod/get', { optionalId: pm.optionalId })).status).toBe(404);
    }
  });
});

describe('/v1/paymentmethod/list', () => {
  async function pageAll(c: ReturnType<typeof client>, query: Record<string, string | number>): Promise<string[]> {
    const ids: string[] = [];
    let token = '';
    for (let guard = 0; guard < 10; guard++) {
      const res = await c.get<ListBody>('/v1/paymentmethod/list', { ...query, pageSize: 2, ...(token ? { pageToken: token } : {}) });
      expect(res.status).toBe(200);
      ids.push(...res.body.paymentMethods.map((p) => p.id));
      token = res.body.nextPageToken;
      if (!token) break;
    }
    return ids;
  }

  it('orders by id ascending by default and descending on request, across pages', async () => {
    const c = client(t.app, (await newTenant(t.db)).sandboxKey);
    const made: string[] = [];
    for (let i = 0; i < 5; i++) made.push((await buildPaymentMethod(c, { name: `pm ${i}` })).id);
    expect(await pageAll(c, {})).toEqual(made);
    expect(await pageAll(c, { 'orderBy.field': 'FIELD_ID' })).toEqual(made);
    expect(await pageAll(c, { 'orderBy.field': 'FIELD_ID', 'orderBy.direction': 'DIRECTION_DESCENDING' })).toEqual([...made].reverse());
    expect(await pageAll(c, { 'orderBy.direction': 'DIRECTION_ASCENDING' })).toEqual(made);
  });

  it('answers GET and POST identically, including nested orderBy', async () => {
    const c = client(t.app, (await newTenant(t.db)).sandboxKey);
    for (let i = 0; i < 3; i++) await buildPaymentMethod(c);
    const g = await c.get('/v1/paymentmethod/list', {
      pageSize: 2,
      'orderBy.field': 'FIELD_ID',
      'orderBy.direction': 'DIRECTION_DESCENDING',
    });
    const p = await c.post('/v1/paymentmethod/list', { pageSize: 2, orderBy: { field: 'FIELD_ID', direction: 'DIRECTION_DESCENDING' } });
    expect(g.status).toBe(200);
    expect(p.body).toEqual(g.body);
  });

  it('rejects a token replayed with another order, bad enums and bad page sizes', async () => {
    const c = client(t.app, (await newTenant(t.db)).sandboxKey);
    for (let i = 0; i < 3; i++) await buildPaymentMethod(c);
    const first = await c.get<ListBody>('/v1/paymentmethod/list', { pageSize: 1 });
    const replay = await c.get('/v1/paymentmethod/list', {
      pageSize: 1,
      pageToken: first.body.nextPageToken,
      'orderBy.direction': 'DIRECTION_DESCENDING',
    });
    expect(replay.status).toBe(400);
    expect((await c.get('/v1/paymentmethod/list', { 'orderBy.field': 'FIELD_NAME' })).status).toBe(400);
    expect((await c.post('/v1/paymentmethod/list', { pageSize: 1000 })).status).toBe(400);
  });

  it("never lists another tenant's or environment's payment methods", async () => {
    const a = await newTenant(t.db);
    await buildPaymentMethod(client(t.app, a.sandboxKey));
    expect((await client(t.app, a.productionKey).get('/v1/paymentmethod/list')).body).toEqual({ paymentMethods: [], nextPageToken: '' });
    expect((await client(t.app, (await newTenant(t.db)).sandboxKey).get<ListBody>('/v1/paymentmethod/list')).body.paymentMethods).toEqual(
      [],
    );
  });
});
