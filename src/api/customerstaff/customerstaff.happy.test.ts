import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildTestApp, client, newTenant, type TestApp } from '../../../test/helpers/app';
import { createCustomer } from '../../../test/helpers/factories/customer';
import { createStaff, FULL_STAFF, type StaffBody } from '../../../test/helpers/factories/staff';
import { PREFECTURES } from './customerstaff.schema';

let t: TestApp;
beforeAll(async () => {
  t = await buildTestApp();
});
afterAll(async () => {
  await t.close();
});

const UTC = /^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}:\d{2}(\.\d+)?Z$/;
type One = { customerStaff: StaffBody };
type Many = { customerStaffs: StaffBody[]; nextPageToken: string };

async function sandbox() {
  const tenant = await newTenant(t.db);
  return client(t.app, tenant.sandboxKey);
}

describe('/v1/customerstaff/create', () => {
  it('creates a staff member with every field present (defaults for unset ones)', async () => {
    const c = await sandbox();
    const customer = await createCustomer(c);
    const res = await c.post<One>('/v1/customerstaff/create', { customerId: customer.id, name: { lastName: 'Sato' } });
    expect(res.status).toBe(200);
    expect(res.body).toEqual({
      customerStaff: {
        id: expect.any(String),
        optionalId: '',
        crmStaffId: '',
        customerId: customer.id,
        name: { lastName: 'Sato', firstName: '' },
        department: '',
        title: '',
        emailAddress: '',
        phoneNumber: '',
        address: { zipCode: '', country: 'COUNTRY_UNSPECIFIED', prefecture: 'PREFECTURE_UNSPECIFIED', city: '', addressLines: [] },
        createTime: expect.stringMatching(UTC),
        updateTime: expect.stringMatching(UTC),
      },
    });
  });

  it('stores every field, the customer given by its management id', async () => {
    const c = await sandbox();
    const customer = await createCustomer(c, { optionalId: 'CUST-1' });
    const res = await c.post<One>('/v1/customerstaff/create', {
      customerOptionalId: 'CUST-1',
      optionalId: 'ST-1',
      crmStaffId: 'crm-st-1',
      ...FULL_STAFF,
    });
    expect(res.status).toBe(200);
    expect(res.body.customerStaff).toMatchObject({ customerId: customer.id, optionalId: 'ST-1', crmStaffId: 'crm-st-1', ...FULL_STAFF });
  });

  it('has 47 prefectures besides the unspecified one, each accepted', async () => {
    expect(PREFECTURES).toHaveLength(48);
    expect(PREFECTURES).toContain('PREFECTURE_HOKKAIDO');
    expect(PREFECTURES).toContain('PREFECTURE_OKINAWA');
    const c = await sandbox();
    const customer = await createCustomer(c);
    for (const prefecture of ['PREFECTURE_HOKKAIDO', 'PREFECTURE_KOCHI', 'PREFECTURE_OITA', 'PREFECTURE_HYOGO']) {
      const s = await createStaff(c, customer.id, { address: { country: 'COUNTRY_JP', prefecture, zipCode: '0600000' } });
      expect(s.address).toMatchObject({ prefecture, zipCode: '0600000' });
    }
  });
});

describe('/v1/customerstaff/get', () => {
  it('finds by id, optionalId or crmStaffId, with or without the customer', async () => {
    const c = await sandbox();
    const customer = await createCustomer(c, { optionalId: 'C-G' });
    const staff = await createStaff(c, customer.id, { optionalId: 'S-G', crmStaffId: 'crm-sg' });
    const queries: Array<Record<string, string>> = [
      { id: staff.id },
      { optionalId: 'S-G' },
      { crmStaffId: 'crm-sg' },
      { id: staff.id, optionalId: 'S-G', crmStaffId: 'crm-sg' },
      { id: staff.id, customerId: customer.id },
      { crmStaffId: 'crm-sg', customerOptionalId: 'C-G' },
    ];
    for (const q of queries) {
      const res = await c.post<One>('/v1/customerstaff/get', q);
      expect(res.status, JSON.stringify(q)).toBe(200);
      expect(res.body.customerStaff).toEqual(staff);
    }
  });

  it('answers GET and POST identically', async () => {
    const c = await sandbox();
    const customer = await createCustomer(c);
    const staff = await createStaff(c, customer.id, { optionalId: 'S-P', ...FULL_STAFF });
    const queries: Array<Record<string, string>> = [
      { id: staff.id },
      { optionalId: 'S-P', customerId: customer.id },
      { optionalId: 'NOPE' },
      {},
    ];
    for (const q of queries) {
      const [g, p] = [await c.get('/v1/customerstaff/get', q), await c.post('/v1/customerstaff/get', q)];
      expect(g.status).toBe(p.status);
      expect(g.body).toEqual(p.body);
    }
  });
});

describe('/v1/customerstaff/list', () => {
  it("pages through one customer's staff in creation order, never another customer's", async () => {
    const c = await sandbox();
    const customer = await createCustomer(c, { optionalId: 'C-L' });
    const otherCustomer = await createCustomer(c);
    await createStaff(c, otherCustomer.id);
    const ids: string[] = [];
    for (let i = 0; i < 12; i++) ids.push((await createStaff(c, customer.id, { name: { lastName: `S${i}` } })).id);
    const p1 = await c.post<Many>('/v1/customerstaff/list', { customerId: customer.id });
    expect(p1.body.customerStaffs.map((s) => s.id)).toEqual(ids.slice(0, 10));
    const p2 = await c.post<Many>('/v1/customerstaff/list', { customerId: customer.id, pageToken: p1.body.nextPageToken });
    expect(p2.body).toEqual({ customerStaffs: expect.any(Array), nextPageToken: '' });
    expect(p2.body.customerStaffs.map((s) => s.id)).toEqual(ids.slice(10));
    const desc = await c.post<Many>('/v1/customerstaff/list', {
      customerOptionalId: 'C-L',
      pageSize: 3,
      orderBy: { direction: 'DIRECTION_DESCENDING' },
    });
    expect(desc.body.customerStaffs.map((s) => s.id)).toEqual([ids[11], ids[10], ids[9]]);
  });

  it('answers GET and POST identically (tokens work across both)', async () => {
    const c = await sandbox();
    const customer = await createCustomer(c);
    for (let i = 0; i < 3; i++) await createStaff(c, customer.id);
    const g = await c.get<Many>('/v1/customerstaff/list', { customerId: customer.id, pageSize: 2 });
    const p = await c.post<Many>('/v1/customerstaff/list', { customerId: customer.id, pageSize: 2 });
    expect(g.body).toEqual(p.body);
    const g2 = await c.get<Many>('/v1/customerstaff/list', { customerId: customer.id, pageSize: 2, pageToken: p.body.nextPageToken });
    expect(g2.body.customerStaffs).toHaveLength(1);
    expect(g2.body.nextPageToken).toBe('');
  });

  it('an empty customer lists nothing', async () => {
    const c = await sandbox();
    const customer = await createCustomer(c);
    expect((await c.get<Many>('/v1/customerstaff/list', { customerId: customer.id })).body).toEqual({
      customerStaffs: [],
      nextPageToken: '',
    });
  });
});

describe('/v1/customerstaff/update', () => {
  it('replaces present fields, merges name and address field by field, keeps the rest', async () => {
    const c = await sandbox();
    const customer = await createCustomer(c);
    const staff = await createStaff(c, customer.id, { optionalId: 'S-U', crmStaffId: 'crm-su', ...FULL_STAFF });
    const res = await c.patch<One>('/v1/customerstaff/update', {
      id: staff.id,
      name: { firstName: 'Hanako' },
      title: 'Director',
      address: { city: 'Minato-ku', addressLines: [] },
    });
    expect(res.status).toBe(200);
    expect(res.body.customerStaff).toEqual({
      ...staff,
      name: { lastName: 'Yamada', firstName: 'Hanako' },
      title: 'Director',
      address: { ...FULL_STAFF.address, city: 'Minato-ku', addressLines: [] },
      updateTime: expect.stringMatching(UTC),
    });
    expect((await c.get<One>('/v1/customerstaff/get', { id: staff.id })).body).toEqual(res.body);
  });

  it('accepts a fetched staff member sent back as it is; "" clears optionalId and crmStaffId', async () => {
    const c = await sandbox();
    const customer = await createCustomer(c);
    const staff = await createStaff(c, customer.id, { optionalId: 'S-R', crmStaffId: 'crm-sr', ...FULL_STAFF });
    const same = await c.patch<One>('/v1/customerstaff/update', staff);
    expect(same.status).toBe(200);
    expect(same.body.customerStaff).toMatchObject({ ...staff, updateTime: expect.any(String) });
    const cleared = await c.patch<One>('/v1/customerstaff/update', {
      id: staff.id,
      optionalId: '',
      crmStaffId: '',
      emailAddress: '',
      phoneNumber: '',
    });
    expect(cleared.body.customerStaff).toMatchObject({ optionalId: '', crmStaffId: '', emailAddress: '', phoneNumber: '' });
  });
});

describe('/v1/customerstaff/alias and delete', () => {
  it('alias sets and removes the management id (with or without the customer)', async () => {
    const c = await sandbox();
    const customer = await createCustomer(c, { optionalId: 'C-A' });
    const staff = await createStaff(c, customer.id);
    const set = await c.post<One>('/v1/customerstaff/alias', { id: staff.id, optionalId: 'S-A', customerOptionalId: 'C-A' });
    expect(set.body.customerStaff).toMatchObject({ id: staff.id, optionalId: 'S-A' });
    expect((await c.get<One>('/v1/customerstaff/get', { optionalId: 'S-A' })).body.customerStaff.id).toBe(staff.id);
    const removed = await c.post<One>('/v1/customerstaff/alias', { id: staff.id });
    expect(removed.body.customerStaff.optionalId).toBe('');
    expect((await c.get('/v1/customerstaff/get', { optionalId: 'S-A' })).status).toBe(404);
  });

  it('delete answers {} and the staff member is gone', async () => {
    const c = await sandbox();
    const customer = await createCustomer(c);
    const staff = await createStaff(c, customer.id, { optionalId: 'S-D' });
    const res = await c.post('/v1/customerstaff/delete', { id: staff.id, customerId: customer.id });
    expect(res.status).toBe(200);
    expect(res.body).toEqual({});
    expect((await c.get('/v1/customerstaff/get', { id: staff.id })).status).toBe(404);
    expect((await createStaff(c, customer.id, { optionalId: 'S-D' })).optionalId).toBe('S-D');
  });

  it('deleting the customer deletes its staff', async () => {
    const c = await sandbox();
    const customer = await createCustomer(c);
    const staff = await createStaff(c, customer.id, { optionalId: 'S-CASCADE' });
    expect((await c.post('/v1/customer/delete', { id: customer.id })).status).toBe(200);
    expect((await c.get('/v1/customerstaff/get', { id: staff.id })).status).toBe(404);
    expect((await c.get('/v1/customerstaff/get', { optionalId: 'S-CASCADE' })).status).toBe(404);
  });
});
