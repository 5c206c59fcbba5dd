import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { attackerPairs, buildTestApp, type Client, type TestApp } from '../../../test/helpers/app';
import { createCustomer, type CustomerBody } from '../../../test/helpers/factories/customer';

let t: TestApp;
beforeAll(async () => {
  t = await buildTestApp();
});
afterAll(async () => {
  await t.close();
});

/**
 * The victim's record lives in one tenant; the attacker is either another provider or the same
 * provider's other environment. Every path answers NOT_FOUND and lists never show it.
 */
describe.each(attackerPairs(() => t))('customers of %s are invisible', (_label, pair) => {
  let owner: Client;
  let other: Client;
  let victim: CustomerBody;
  beforeAll(async () => {
    [owner, other] = await pair();
    victim = await createCustomer(owner, { optionalId: 'SHARED-1', crmAccountId: 'crm-shared' });
  });

  it('get by id, optionalId or crmAccountId → NOT_FOUND (GET and POST)', async () => {
    const queries: Array<Record<string, string>> = [{ id: victim.id }, { optionalId: 'SHARED-1' }, { crmAccountId: 'crm-shared' }];
    for (const q of queries) {
      expect((await other.get('/v1/customer/get', q)).status).toBe(404);
      expect((await other.post('/v1/customer/get', q)).body).toMatchObject({ code: 5 });
    }
  });

  it('update, alias and delete → NOT_FOUND and change nothing', async () => {
    expect((await other.patch('/v1/customer/update', { id: victim.id, name: 'pwned' })).status).toBe(404);
    expect((await other.post('/v1/customer/alias', { id: victim.id, optionalId: 'X' })).status).toBe(404);
    expect((await other.post('/v1/customer/delete', { id: victim.id })).status).toBe(404);
    const still = await owner.get<{ customer: CustomerBody }>('/v1/customer/get', { id: victim.id });
    expect(still.body.customer).toEqual(victim);
  });

  it('lists never show it', async () => {
    await createCustomer(other, { name: 'mine' });
    const list = await other.post<{ customers: CustomerBody[] }>('/v1/customer/list', { pageSize: 100 });
    expect(list.body.customers.map((c) => c.name)).toEqual(['mine']);
  });

  it('management ids are unique per tenant only: the same optionalId and crmAccountId are free elsewhere', async () => {
    const mine = await createCustomer(other, { optionalId: 'SHARED-1', crmAccountId: 'crm-shared' });
    expect(mine.id).not.toBe(victim.id);
    const got = await other.get<{ customer: CustomerBody }>('/v1/customer/get', { optionalId: 'SHARED-1' });
    expect(got.body.customer.id).toBe(mine.id);
  });

  it("a page token of the owner's list is refused", async () => {
    await createCustomer(owner);
    const page = await owner.post<{ nextPageToken: string }>('/v1/customer/list', { pageSize: 1 });
    expect(page.body.nextPageToken).not.toBe('');
    expect((await other.post('/v1/customer/list', { pageSize: 1, pageToken: page.body.nextPageToken })).status).toBe(400);
  });
});
