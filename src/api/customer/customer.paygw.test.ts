import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { attackerPairs, buildTestApp, client, newTenant, type TestApp } from '../../../test/helpers/app';
import { createCustomer } from '../../../test/helpers/factories/customer';

let t: TestApp;
beforeAll(async () => {
  t = await buildTestApp();
});
afterAll(async () => {
  await t.close();
});

const MISSING = '00000000-0000-7000-8000-000000000000';
const UTC = /^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}:\d{2}(\.\d+)?Z$/;
type Linked = { linkedCustomer: { customerId: string; gatewayCustomerId: string; createTime: string } };

async function sandbox() {
  const tenant = await newTenant(t.db);
  return client(t.app, tenant.sandboxKey);
}

describe.each([['paygw'], ['stripe']])('/v1/customer/%s link, get, unlink', (gw) => {
  const path = (verb: string) => `/v1/customer/${gw}/${verb}`;

  it('links, gets (GET = POST), unlinks, and links again', async () => {
    const c = await sandbox();
    const { id } = await createCustomer(c);
    const link = await c.post<Linked>(path('link'), { customerId: id, gatewayCustomerId: 'cus_123' });
    expect(link.status).toBe(200);
    expect(link.body).toEqual({ linkedCustomer: { customerId: id, gatewayCustomerId: 'cus_123', createTime: expect.stringMatching(UTC) } });
    const g = await c.get<Linked>(path('get'), { customerId: id });
    const p = await c.post<Linked>(path('get'), { customerId: id });
    expect(g.body).toEqual(link.body);
    expect(p.body).toEqual(g.body);
    const un = await c.post(path('unlink'), { customerId: id });
    expect(un.status).toBe(200);
    expect(un.body).toEqual({});
    expect((await c.get(path('get'), { customerId: id })).status).toBe(404);
    const relink = await c.post<Linked>(path('link'), { customerId: id, gatewayCustomerId: 'cus_456' });
    expect(relink.body.linkedCustomer.gatewayCustomerId).toBe('cus_456');
  });

  it('names the customer by its management id (customerOptionalId) as well; both given must agree', async () => {
    const c = await sandbox();
    const { id } = await createCustomer(c, { optionalId: `crm-${gw}-1` });
    const ref = { customerOptionalId: `crm-${gw}-1` };
    const link = await c.post<Linked>(path('link'), { ...ref, gatewayCustomerId: 'cus_ref' });
    expect(link.body.linkedCustomer).toMatchObject({ customerId: id, gatewayCustomerId: 'cus_ref' });
    expect((await c.get<Linked>(path('get'), ref)).body).toEqual(link.body);
    const other = await createCustomer(c);
    const clash = await c.post(path('get'), { ...ref, customerId: other.id });
    expect(clash.status).toBe(400);
    expect((await c.post(path('get'), { customerOptionalId: 'crm-nobody' })).status).toBe(404);
    expect((await c.post(path('unlink'), ref)).status).toBe(200);
    expect((await c.post(path('get'), { customerId: id })).status).toBe(404);
  });

  it('a second link → ALREADY_EXISTS (409, code 6); the first link stays', async () => {
    const c = await sandbox();
    const { id } = await createCustomer(c);
    await c.post(path('link'), { customerId: id, gatewayCustomerId: 'cus_1' });
    const again = await c.post(path('link'), { customerId: id, gatewayCustomerId: 'cus_2' });
    expect(again.status).toBe(409);
    expect(again.body).toMatchObject({
      code: 6,
      message: expect.stringContaining('unlink first'),
      detail: { fieldViolations: [{ field: 'customerId' }] },
    });
    expect((await c.get<Linked>(path('get'), { customerId: id })).body.linkedCustomer.gatewayCustomerId).toBe('cus_1');
  });

  it('a gateway customer already linked to another customer → ALREADY_EXISTS naming gatewayCustomerId', async () => {
    const c = await sandbox();
    const a = await createCustomer(c);
    const b = await createCustomer(c);
    await c.post(path('link'), { customerId: a.id, gatewayCustomerId: 'cus_shared' });
    const res = await c.post(path('link'), { customerId: b.id, gatewayCustomerId: 'cus_shared' });
    expect(res.status).toBe(409);
    expect(res.body).toMatchObject({ code: 6, detail: { fieldViolations: [{ field: 'gatewayCustomerId' }] } });
  });

  it('validation: customerId missing or malformed, gatewayCustomerId missing/empty/with spaces, unknown fields → INVALID_ARGUMENT', async () => {
    const c = await sandbox();
    const { id } = await createCustomer(c);
    const cases: Array<[string, unknown, string]> = [
      ['link', { gatewayCustomerId: 'cus_1' }, 'customerId'],
      ['link', { customerId: 'x', gatewayCustomerId: 'cus_1' }, 'customerId'],
      ['link', { customerId: id }, 'gatewayCustomerId'],
      ['link', { customerId: id, gatewayCustomerId: '' }, 'gatewayCustomerId'],
      ['link', { customerId: id, gatewayCustomerId: 'cus 1' }, 'gatewayCustomerId'],
      ['link', { customerId: id, gatewayCustomerId: 'c'.repeat(256) }, 'gatewayCustomerId'],
      ['link', { customerId: id, gatewayCustomerId: 'cus_1', extra: true }, 'extra'],
      ['get', {}, 'customerId'],
      ['unlink', {}, 'customerId'],
      ['unlink', { customerId: 'nope' }, 'customerId'],
    ];
    for (const [verb, body, field] of cases) {
      const res = await c.post(path(verb), body);
      expect(res.status, `${verb} ${JSON.stringify(body)}`).toBe(400);
      expect(res.body).toMatchObject({
        code: 3,
        detail: { fieldViolations: expect.arrayContaining([expect.objectContaining({ field })]) },
      });
    }
    expect((await c.get(path('get'), { customerId: 'nope' })).status).toBe(400);
  });

  it('an unknown customer → NOT_FOUND for get, link and unlink; unlink without a link → NOT_FOUND', async () => {
    const c = await sandbox();
    expect((await c.get(path('get'), { customerId: MISSING })).body).toMatchObject({ code: 5 });
    expect((await c.post(path('link'), { customerId: MISSING, gatewayCustomerId: 'cus_1' })).status).toBe(404);
    expect((await c.post(path('unlink'), { customerId: MISSING })).status).toBe(404);
    const { id } = await createCustomer(c);
    expect((await c.post(path('unlink'), { customerId: id })).status).toBe(404);
    expect((await c.post(path('get'), { customerId: id })).status).toBe(404);
  });
});

describe('gateway link and other tenants', () => {
  it.each(attackerPairs(() => t))(
    '%s: the link is NOT_FOUND, cannot be changed, and its gateway id is free there',
    async (_label, pair) => {
      const [owner, other] = await pair();
      const { id } = await createCustomer(owner);
      await owner.post('/v1/customer/paygw/link', { customerId: id, gatewayCustomerId: 'cus_x' });
      expect((await other.get('/v1/customer/paygw/get', { customerId: id })).status).toBe(404);
      expect((await other.post('/v1/customer/stripe/get', { customerId: id })).status).toBe(404);
      expect((await other.post('/v1/customer/paygw/link', { customerId: id, gatewayCustomerId: 'cus_y' })).status).toBe(404);
      expect((await other.post('/v1/customer/paygw/unlink', { customerId: id })).status).toBe(404);
      expect((await owner.get<Linked>('/v1/customer/paygw/get', { customerId: id })).body.linkedCustomer.gatewayCustomerId).toBe('cus_x');
      const mine = await createCustomer(other);
      expect((await other.post('/v1/customer/paygw/link', { customerId: mine.id, gatewayCustomerId: 'cus_x' })).status).toBe(200);
    },
  );

  it('deleting the customer removes its link (the gateway id can be linked again)', async () => {
    const c = await sandbox();
    const a = await createCustomer(c);
    await c.post('/v1/customer/paygw/link', { customerId: a.id, gatewayCustomerId: 'cus_del' });
    expect((await c.post('/v1/customer/delete', { id: a.id })).status).toBe(200);
    expect((await c.get('/v1/customer/paygw/get', { customerId: a.id })).status).toBe(404);
    const b = await createCustomer(c);
    expect((await c.post('/v1/customer/paygw/link', { customerId: b.id, gatewayCustomerId: 'cus_del' })).status).toBe(200);
  });
});
