import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildTestApp, client, newTenant, type TestApp } from '../../../test/helpers/app';
import { createCustomer, uniq, type CustomerBody } from '../../../test/helpers/factories/customer';

let t: TestApp;
beforeAll(async () => {
  t = await buildTestApp();
});
afterAll(async () => {
  await t.close();
});

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-7[0-9a-f]{3}-[89ab][0-9a-f]{3}-[0-9a-f]{12}$/;
const UTC = /^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}:\d{2}(\.\d+)?Z$/;

async function sandbox() {
  const tenant = await newTenant(t.db);
  return client(t.app, tenant.sandboxKey);
}

type One = { customer: CustomerBody };
type Many = { customers: CustomerBody[]; nextPageToken: string };

describe('/v1/customer/create', () => {
  it('creates a customer with every field present ("" for unset ones)', async () => {
    const c = await sandbox();
    const res = await c.post<One>('/v1/customer/create', { name: 'Acme' });
    expect(res.status).toBe(200);
    expect(res.body).toEqual({
      customer: {
        id: expect.stringMatching(UUID),
        optionalId: '',
        name: 'Acme',
        crmAccountId: '',
        billingProfile: {
          invoicing: 'INVOICING_PER_BILLING',
          closingDay: 0,
          holidayRule: 'HOLIDAY_RULE_NONE',
          sendMethod: 'SEND_METHOD_NONE',
          recipientStaffIds: [],
        },
        payerNames: [],
        virtualAccountNumber: '',
        directDebitMandate: {
          bankCode: '',
          branchCode: '',
          accountType: 'ACCOUNT_TYPE_UNSPECIFIED',
          accountNumber: '',
          holderName: '',
          customerNumber: '',
        },
        createTime: expect.stringMatching(UTC),
        updateTime: expect.stringMatching(UTC),
      },
    });
  });

  it('stores optionalId and crmAccountId; "" means none', async () => {
    const c = await sandbox();
    const optionalId = uniq('cust');
    const a = await createCustomer(c, { optionalId, crmAccountId: '001ABC' });
    expect(a).toMatchObject({ optionalId, crmAccountId: '001ABC' });
    const b = await createCustomer(c, { optionalId: '', crmAccountId: '' });
    expect(b).toMatchObject({ optionalId: '', crmAccountId: '' });
    const d = await createCustomer(c, { optionalId: '' });
    expect(d.optionalId).toBe('');
  });

  it('replays the first response for the same Idempotency-Key and body', async () => {
    const c = await sandbox();
    const first = await c.post<One>('/v1/customer/create', { name: 'Once' }, { 'idempotency-key': 'k-1' });
    const again = await c.post<One>('/v1/customer/create', { name: 'Once' }, { 'idempotency-key': 'k-1' });
    expect(again.body).toEqual(first.body);
    const list = await c.post<Many>('/v1/customer/list', {});
    expect(list.body.customers).toHaveLength(1);
  });
});

describe('/v1/customer/get', () => {
  it('finds a customer by id, optionalId, crmAccountId or several of them', async () => {
    const c = await sandbox();
    const created = await createCustomer(c, { optionalId: 'ACME-1', crmAccountId: 'crm-1' });
    for (const q of [
      { id: created.id },
      { optionalId: 'ACME-1' },
      { crmAccountId: 'crm-1' },
      { id: created.id, optionalId: 'ACME-1', crmAccountId: 'crm-1' },
    ]) {
      const res = await c.post<One>('/v1/customer/get', q);
      expect(res.status).toBe(200);
      expect(res.body.customer).toEqual(created);
    }
  });

  it('answers GET and POST identically', async () => {
    const c = await sandbox();
    const created = await createCustomer(c, { optionalId: 'P-1', crmAccountId: 'crm-p' });
    const queries: Array<Record<string, string>> = [
      { id: created.id },
      { optionalId: 'P-1' },
      { crmAccountId: 'crm-p' },
      { id: '00000000-0000-7000-8000-000000000000' },
      {},
    ];
    for (const q of queries) {
      const [g, p] = [await c.get('/v1/customer/get', q), await c.post('/v1/customer/get', q)];
      expect(g.status).toBe(p.status);
      expect(g.body).toEqual(p.body);
    }
  });
});

describe('/v1/customer/list', () => {
  it('pages through every customer in creation order (default page size 10)', async () => {
    const c = await sandbox();
    const ids: string[] = [];
    for (let i = 0; i < 12; i++) ids.push((await createCustomer(c, { name: `C${i}` })).id);
    const first = await c.post<Many>('/v1/customer/list', {});
    expect(first.body.customers.map((x) => x.id)).toEqual(ids.slice(0, 10));
    expect(first.body.nextPageToken).not.toBe('');
    const second = await c.post<Many>('/v1/customer/list', { pageToken: first.body.nextPageToken });
    expect(second.body.customers.map((x) => x.id)).toEqual(ids.slice(10));
    expect(second.body.nextPageToken).toBe('');
  });

  it('honours pageSize and descending order, stable while rows are inserted', async () => {
    const c = await sandbox();
    const ids: string[] = [];
    for (let i = 0; i < 5; i++) ids.push((await createCustomer(c, { name: `C${i}` })).id);
    const desc = { orderBy: { field: 'FIELD_ID', direction: 'DIRECTION_DESCENDING' } };
    const p1 = await c.post<Many>('/v1/customer/list', { ...desc, pageSize: 2 });
    expect(p1.body.customers.map((x) => x.id)).toEqual([ids[4], ids[3]]);
    await createCustomer(c, { name: 'late' });
    const p2 = await c.post<Many>('/v1/customer/list', { ...desc, pageSize: 2, pageToken: p1.body.nextPageToken });
    expect(p2.body.customers.map((x) => x.id)).toEqual([ids[2], ids[1]]);
    const p3 = await c.post<Many>('/v1/customer/list', { ...desc, pageSize: 2, pageToken: p2.body.nextPageToken });
    expect(p3.body.customers.map((x) => x.id)).toEqual([ids[0]]);
    expect(p3.body.nextPageToken).toBe('');
    const asc = await c.post<Many>('/v1/customer/list', { pageSize: 100 });
    expect(asc.body.customers).toHaveLength(6);
    expect(asc.body.customers.slice(0, 5).map((x) => x.id)).toEqual(ids);
  });

  it('returns an empty list with an empty token for a new tenant', async () => {
    const c = await sandbox();
    const res = await c.get<Many>('/v1/customer/list');
    expect(res.body).toEqual({ customers: [], nextPageToken: '' });
  });

  it('answers GET and POST identically, and a GET token continues a POST list', async () => {
    const c = await sandbox();
    for (let i = 0; i < 3; i++) await createCustomer(c, { name: `C${i}` });
    const q = { pageSize: 2, 'orderBy.direction': 'DIRECTION_ASCENDING' };
    const g = await c.get<Many>('/v1/customer/list', q);
    const p = await c.post<Many>('/v1/customer/list', { pageSize: 2, orderBy: { direction: 'DIRECTION_ASCENDING' } });
    expect(g.body).toEqual(p.body);
    const g2 = await c.get<Many>('/v1/customer/list', { ...q, pageToken: g.body.nextPageToken });
    const p2 = await c.post<Many>('/v1/customer/list', {
      pageSize: 2,
      orderBy: { direction: 'DIRECTION_ASCENDING' },
      pageToken: g.body.nextPageToken,
    });
    expect(g2.status).toBe(200);
    expect(g2.body).toEqual(p2.body);
    expect(g2.body.customers).toHaveLength(1);
  });
});

describe('/v1/customer/update', () => {
  it('replaces the fields present and keeps the absent ones', async () => {
    const c = await sandbox();
    const created = await createCustomer(c, { name: 'Old', optionalId: 'U-1', crmAccountId: 'crm-u' });
    const res = await c.patch<One>('/v1/customer/update', { id: created.id, name: 'New' });
    expect(res.status).toBe(200);
    expect(res.body.customer).toMatchObject({
      id: created.id,
      name: 'New',
      optionalId: 'U-1',
      crmAccountId: 'crm-u',
      createTime: created.createTime,
    });
    expect(Date.parse(res.body.customer.updateTime)).toBeGreaterThanOrEqual(Date.parse(created.updateTime));
    const got = await c.get<One>('/v1/customer/get', { id: created.id });
    expect(got.body.customer).toEqual(res.body.customer);
  });

  it('changes optionalId and clears crmAccountId with ""', async () => {
    const c = await sandbox();
    const created = await createCustomer(c, { optionalId: 'U-2', crmAccountId: 'crm-2' });
    const res = await c.patch<One>('/v1/customer/update', { id: created.id, optionalId: 'U-3', crmAccountId: '' });
    expect(res.body.customer).toMatchObject({ optionalId: 'U-3', crmAccountId: '' });
    expect((await c.get('/v1/customer/get', { optionalId: 'U-2' })).status).toBe(404);
    expect((await c.get('/v1/customer/get', { optionalId: 'U-3' })).status).toBe(200);
  });

  it('accepts a fetched customer sent back as it is (output-only times ignored)', async () => {
    const c = await sandbox();
    const created = await createCustomer(c, { optionalId: 'U-4' });
    const res = await c.patch<One>('/v1/customer/update', { ...created, name: 'Renamed', createTime: '2000-01-01T00:00:00Z' });
    expect(res.status).toBe(200);
    expect(res.body.customer).toMatchObject({ name: 'Renamed', optionalId: 'U-4', createTime: created.createTime });
  });

  it('keeps its own optionalId when it is sent unchanged', async () => {
    const c = await sandbox();
    const created = await createCustomer(c, { optionalId: 'SAME' });
    const res = await c.patch<One>('/v1/customer/update', { id: created.id, optionalId: 'SAME' });
    expect(res.status).toBe(200);
  });
});

describe('/v1/customer/alias', () => {
  it('sets, changes and removes the management id (omitted or "")', async () => {
    const c = await sandbox();
    const created = await createCustomer(c);
    const set = await c.post<One>('/v1/customer/alias', { id: created.id, optionalId: 'A-1' });
    expect(set.status).toBe(200);
    expect(set.body.customer).toMatchObject({ id: created.id, optionalId: 'A-1', name: created.name });
    expect((await c.post<One>('/v1/customer/alias', { id: created.id, optionalId: 'A-2' })).body.customer.optionalId).toBe('A-2');
    const removed = await c.post<One>('/v1/customer/alias', { id: created.id });
    expect(removed.body.customer.optionalId).toBe('');
    expect((await c.get('/v1/customer/get', { optionalId: 'A-2' })).status).toBe(404);
    await c.post('/v1/customer/alias', { id: created.id, optionalId: 'A-3' });
    expect((await c.post<One>('/v1/customer/alias', { id: created.id, optionalId: '' })).body.customer.optionalId).toBe('');
  });

  it('frees the old management id for another customer', async () => {
    const c = await sandbox();
    const a = await createCustomer(c, { optionalId: 'FREE' });
    await c.post('/v1/customer/alias', { id: a.id });
    const b = await createCustomer(c, { optionalId: 'FREE' });
    expect(b.optionalId).toBe('FREE');
  });
});

describe('/v1/customer/delete', () => {
  it('deletes the customer: {} and then NOT_FOUND; its management ids are free again', async () => {
    const c = await sandbox();
    const created = await createCustomer(c, { optionalId: 'D-1', crmAccountId: 'crm-d' });
    const res = await c.post('/v1/customer/delete', { id: created.id });
    expect(res.status).toBe(200);
    expect(res.body).toEqual({});
    expect((await c.get('/v1/customer/get', { id: created.id })).status).toBe(404);
    expect((await c.post<Many>('/v1/customer/list', {})).body.customers).toEqual([]);
    const again = await createCustomer(c, { optionalId: 'D-1', crmAccountId: 'crm-d' });
    expect(again.id).not.toBe(created.id);
  });
});
