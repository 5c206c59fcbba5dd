import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildTestApp, client, newTenant, type Client, type TestApp } from '../helpers/app';
import { buildCatalogItem, buildPaymentMethod, buildUsageUnit } from '../helpers/factories/catalog';
import { createCustomer } from '../helpers/factories/customer';
import { createMaster } from '../helpers/factories/customfield';
import { createStaff } from '../helpers/factories/staff';

/**
 * Every list of the master-data area (issue 3): a page token is opaque and bound to its query
 * (docs/conventions.md). A tampered token — payload or signature changed — and a token replayed on another
 * list path are INVALID_ARGUMENT naming pageToken; neither is ever a 500 nor a silent restart.
 */
let t: TestApp;
let c: Client;
const lists: Array<{ path: string; query: Record<string, string> }> = [];
beforeAll(async () => {
  t = await buildTestApp();
  c = client(t.app, (await newTenant(t.db)).sandboxKey);
  const customer = await createCustomer(c);
  await createCustomer(c);
  await createStaff(c, customer.id);
  await createStaff(c, customer.id);
  await createMaster(c, { name: 'A' });
  await createMaster(c, { name: 'B' });
  for (let i = 0; i < 2; i++) {
    await buildCatalogItem(c);
    await buildUsageUnit(c);
    await buildPaymentMethod(c);
  }
  lists.push(
    { path: '/v1/customer/list', query: {} },
    { path: '/v1/customerstaff/list', query: { customerId: customer.id } },
    { path: '/v1/customfield/master/list', query: {} },
    { path: '/v1/catalogitem/list', query: {} },
    { path: '/v1/usageunit/list', query: {} },
    { path: '/v1/paymentmethod/list', query: {} },
  );
});
afterAll(async () => {
  await t.close();
});

async function firstToken(path: string, query: Record<string, string>): Promise<string> {
  const res = await c.post<{ nextPageToken: string }>(path, { ...query, pageSize: 1 });
  expect(res.status, JSON.stringify(res.body)).toBe(200);
  expect(res.body.nextPageToken).not.toBe('');
  return res.body.nextPageToken;
}

/** Another character at position i (staying in the base64url alphabet). */
const flip = (s: string, i: number): string => s.slice(0, i) + (s[i] === 'A' ? 'B' : 'A') + s.slice(i + 1);

async function expectBadToken(path: string, query: Record<string, string>, pageToken: string) {
  for (const res of [await c.post(path, { ...query, pageSize: 1, pageToken }), await c.get(path, { ...query, pageSize: 1, pageToken })]) {
    expect(res.status, `${path} ${JSON.stringify(res.body)}`).toBe(400);
    expect(res.body).toMatchObject({ code: 3, detail: { fieldViolations: [expect.objectContaining({ field: 'pageToken' })] } });
  }
}

describe('page tokens of every master-data list', () => {
  it('a token with its payload or signature changed → INVALID_ARGUMENT naming pageToken (GET and POST)', async () => {
    for (const { path, query } of lists) {
      const token = await firstToken(path, query);
      const dot = token.indexOf('.');
      await expectBadToken(path, query, flip(token, 0));
      await expectBadToken(path, query, flip(token, dot + 1));
      await expectBadToken(path, query, `${token}.x`);
      await expectBadToken(path, query, token.slice(0, dot));
      await expectBadToken(path, query, `${Buffer.from('["not json').toString('base64url')}${token.slice(dot)}`);
    }
  });

  it('a token replayed on another list path → INVALID_ARGUMENT naming pageToken', async () => {
    for (const [i, { path, query }] of lists.entries()) {
      const next = lists[(i + 1) % lists.length]!;
      await expectBadToken(next.path, next.query, await firstToken(path, query));
    }
  });

  it('the untampered token continues the list', async () => {
    for (const { path, query } of lists) {
      const res = await c.post<Record<string, unknown>>(path, { ...query, pageSize: 1, pageToken: await firstToken(path, query) });
      expect(res.status, `${path} ${JSON.stringify(res.body)}`).toBe(200);
    }
  });
});
