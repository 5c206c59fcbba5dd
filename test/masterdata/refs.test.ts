import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildTestApp, client, newTenant, type Client, type TestApp } from '../helpers/app';
import { buildCatalogItem, buildPaymentMethod, buildProduct, buildUsageUnit } from '../helpers/factories/catalog';
import { createCustomer } from '../helpers/factories/customer';
import { createStaff } from '../helpers/factories/staff';

/**
 * The "id or management id" rule (docs/conventions.md) on every get of the master-data area: one of the two is
 * required; both naming the same record is fine; both naming different records → INVALID_ARGUMENT;
 * an unknown management id → NOT_FOUND. Management ids are 1..64 of [A-Za-z0-9_-].
 */
let t: TestApp;
let c: Client;
type Rec = { id: string; optionalId: string };
const gets: Array<{ path: string; key: string; make: () => Promise<Rec> }> = [];
beforeAll(async () => {
  t = await buildTestApp();
  c = client(t.app, (await newTenant(t.db)).sandboxKey);
  const customer = await createCustomer(c);
  gets.push(
    {
      path: '/v1/customer/get',
      key: 'customer',
      make: () => createCustomer(c, { optionalId: `c-${Math.random().toString(36).slice(2)}` }),
    },
    {
      path: '/v1/customerstaff/get',
      key: 'customerStaff',
      make: () => createStaff(c, customer.id, { optionalId: `s-${Math.random().toString(36).slice(2)}` }),
    },
    { path: '/v1/product/get', key: 'product', make: () => buildProduct(c) },
    {
      path: '/v1/catalogitem/get',
      key: 'catalogItem',
      make: () => buildCatalogItem(c, { optionalId: `i-${Math.random().toString(36).slice(2)}` }),
    },
    { path: '/v1/usageunit/get', key: 'usageUnit', make: () => buildUsageUnit(c) },
    { path: '/v1/paymentmethod/get', key: 'paymentMethod', make: () => buildPaymentMethod(c) },
  );
});
afterAll(async () => {
  await t.close();
});

function expectInvalid(res: { status: number; body: unknown }, field: string) {
  expect(res.status, JSON.stringify(res.body)).toBe(400);
  expect(res.body).toMatchObject({ code: 3, detail: { fieldViolations: expect.arrayContaining([expect.objectContaining({ field })]) } });
}

describe('"id or optionalId" on every master-data get', () => {
  it('neither → INVALID_ARGUMENT naming id (GET and POST)', async () => {
    for (const { path } of gets) {
      expectInvalid(await c.get(path), 'id');
      expectInvalid(await c.post(path, {}), 'id');
    }
  });

  it('both naming the same record → that record; naming different records → INVALID_ARGUMENT naming optionalId', async () => {
    for (const { path, key, make } of gets) {
      const [a, b] = [await make(), await make()];
      const same = await c.post<Record<string, Rec>>(path, { id: a.id, optionalId: a.optionalId });
      expect(same.status, `${path} ${JSON.stringify(same.body)}`).toBe(200);
      expect(same.body[key]!.id).toBe(a.id);
      expectInvalid(await c.post(path, { id: a.id, optionalId: b.optionalId }), 'optionalId');
      expectInvalid(await c.get(path, { id: b.id, optionalId: a.optionalId }), 'optionalId');
    }
  });

  it('an unknown optionalId → NOT_FOUND; a malformed or 65-character one → INVALID_ARGUMENT', async () => {
    for (const { path } of gets) {
      const missing = await c.get(path, { optionalId: 'no-such-id' });
      expect(missing.status, path).toBe(404);
      expect(missing.body).toMatchObject({ code: 5 });
      expectInvalid(await c.get(path, { optionalId: 'x'.repeat(65) }), 'optionalId');
      expectInvalid(await c.post(path, { optionalId: 'a\u0000b' }), 'optionalId');
      expectInvalid(await c.post(path, { optionalId: '' }), 'optionalId');
    }
  });

  it('creates refuse a 65-character or malformed management id, naming optionalId', async () => {
    const bodies: Array<[string, Record<string, unknown>]> = [
      ['/v1/customer/create', { name: 'x' }],
      ['/v1/product/create', { name: 'x' }],
      ['/v1/usageunit/create', { name: 'x' }],
      ['/v1/paymentmethod/create', { name: 'x', type: 'TYPE_OTHER' }],
    ];
    for (const [path, body] of bodies) {
      expectInvalid(await c.post(path, { ...body, optionalId: 'x'.repeat(65) }), 'optionalId');
      expectInvalid(await c.post(path, { ...body, optionalId: 'a.b' }), 'optionalId');
      expect((await c.post(path, { ...body, optionalId: 'x'.repeat(64) })).status, path).toBe(200);
    }
  });
});
