import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { attackerPairs, buildTestApp, type Client, type TestApp } from '../../../test/helpers/app';
import { createCustomer, type CustomerBody } from '../../../test/helpers/factories/customer';
import { createStaff, type StaffBody } from '../../../test/helpers/factories/staff';

let t: TestApp;
beforeAll(async () => {
  t = await buildTestApp();
});
afterAll(async () => {
  await t.close();
});

describe.each(attackerPairs(() => t))('customer staff of %s are invisible', (_label, pair) => {
  let owner: Client;
  let other: Client;
  let customer: CustomerBody;
  let staff: StaffBody;
  beforeAll(async () => {
    [owner, other] = await pair();
    customer = await createCustomer(owner, { optionalId: 'SEC-C' });
    staff = await createStaff(owner, customer.id, { optionalId: 'SEC-S', crmStaffId: 'crm-sec' });
  });

  it('get by any identifier → NOT_FOUND (GET and POST)', async () => {
    const queries: Array<Record<string, string>> = [
      { id: staff.id },
      { optionalId: 'SEC-S' },
      { crmStaffId: 'crm-sec' },
      { id: staff.id, customerId: customer.id },
    ];
    for (const q of queries) {
      expect((await other.get('/v1/customerstaff/get', q)).status).toBe(404);
      expect((await other.post('/v1/customerstaff/get', q)).body).toMatchObject({ code: 5 });
    }
  });

  it("list of the owner's customer → NOT_FOUND; the caller's own lists never show the staff", async () => {
    expect((await other.get('/v1/customerstaff/list', { customerId: customer.id })).status).toBe(404);
    expect((await other.post('/v1/customerstaff/list', { customerOptionalId: 'SEC-C' })).status).toBe(404);
    const mine = await createCustomer(other, { optionalId: 'SEC-C' });
    await createStaff(other, mine.id, { name: { lastName: 'Mine' } });
    const list = await other.post<{ customerStaffs: StaffBody[] }>('/v1/customerstaff/list', { customerOptionalId: 'SEC-C' });
    expect(list.body.customerStaffs.map((s) => s.name.lastName)).toEqual(['Mine']);
  });

  it("create under the owner's customer, update, alias and delete → NOT_FOUND and nothing changes", async () => {
    expect((await other.post('/v1/customerstaff/create', { customerId: customer.id, name: { lastName: 'X' } })).status).toBe(404);
    expect((await other.patch('/v1/customerstaff/update', { id: staff.id, title: 'pwned' })).status).toBe(404);
    expect((await other.post('/v1/customerstaff/alias', { id: staff.id, optionalId: 'X' })).status).toBe(404);
    expect((await other.post('/v1/customerstaff/delete', { id: staff.id })).status).toBe(404);
    expect((await owner.get<{ customerStaff: StaffBody }>('/v1/customerstaff/get', { id: staff.id })).body.customerStaff).toEqual(staff);
    const list = await owner.post<{ customerStaffs: StaffBody[] }>('/v1/customerstaff/list', { customerId: customer.id });
    expect(list.body.customerStaffs).toEqual([staff]);
  });

  it('the same optionalId and crmStaffId are free in the other tenant', async () => {
    const mine = await createCustomer(other);
    const s = await createStaff(other, mine.id, { optionalId: 'SEC-S', crmStaffId: 'crm-sec' });
    expect((await other.get<{ customerStaff: StaffBody }>('/v1/customerstaff/get', { crmStaffId: 'crm-sec' })).body.customerStaff.id).toBe(
      s.id,
    );
  });
});
