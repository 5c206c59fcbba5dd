import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildTestApp, client, newTenant, type Client, type TestApp } from '../../../test/helpers/app';
import { createCustomer } from '../../../test/helpers/factories/customer';
import { createStaff } from '../../../test/helpers/factories/staff';

let t: TestApp;
beforeAll(async () => {
  t = await buildTestApp();
});
afterAll(async () => {
  await t.close();
});

const MISSING = '00000000-0000-7000-8000-000000000000';
type Res = { status: number; body: Record<string, unknown> };

async function expectInvalid(res: Promise<Res>, field: string) {
  const r = await res;
  expect(r.status, JSON.stringify(r.body)).toBe(400);
  expect(r.body).toMatchObject({ code: 3, detail: { fieldViolations: expect.arrayContaining([expect.objectContaining({ field })]) } });
}

async function expectCode(res: Promise<Res>, status: number, code: number, field?: string) {
  const r = await res;
  expect(r.status, JSON.stringify(r.body)).toBe(status);
  expect(r.body).toMatchObject({ code, message: expect.any(String) });
  if (field) expect(r.body).toMatchObject({ detail: { fieldViolations: [expect.objectContaining({ field })] } });
}

let c: Client;
let customerId: string;
let otherCustomerId: string;
beforeAll(async () => {
  c = client(t.app, (await newTenant(t.db)).sandboxKey);
  customerId = (await createCustomer(c, { optionalId: 'EC-1' })).id;
  otherCustomerId = (await createCustomer(c, { optionalId: 'EC-2' })).id;
});

describe('/v1/customerstaff/create errors', () => {
  const base = () => ({ customerId, name: { lastName: 'Sato' } });
  it.each([
    ['name missing', { name: undefined }, 'name'],
    ['lastName missing', { name: { firstName: 'Taro' } }, 'name.lastName'],
    ['lastName empty', { name: { lastName: '' } }, 'name.lastName'],
    ['lastName blank', { name: { lastName: '  ' } }, 'name.lastName'],
    ['lastName too long', { name: { lastName: 'x'.repeat(256) } }, 'name.lastName'],
    ['unknown name field', { name: { lastName: 'A', middleName: 'B' } }, 'name.middleName'],
    ['bad email', { emailAddress: 'not-an-email' }, 'emailAddress'],
    ['NUL in an email address', { emailAddress: 'a\u0000b@example.jp' }, 'emailAddress'],
    ['bad phone', { phoneNumber: 'call me' }, 'phoneNumber'],
    ['bad zip code', { address: { zipCode: '12345' } }, 'address.zipCode'],
    ['unknown country', { address: { country: 'COUNTRY_US' } }, 'address.country'],
    ['unknown prefecture', { address: { prefecture: 'PREFECTURE_TŌKYŌ' } }, 'address.prefecture'],
    ['too many address lines', { address: { addressLines: ['1', '2', '3', '4', '5', '6'] } }, 'address.addressLines'],
    ['address line too long', { address: { addressLines: ['x'.repeat(256)] } }, 'address.addressLines[0]'],
    ['department too long', { department: 'x'.repeat(256) }, 'department'],
    ['NUL in a city', { address: { city: 'a\u0000' } }, 'address.city'],
    ['NUL in a first name', { name: { lastName: 'A', firstName: '\u0000' } }, 'name.firstName'],
    ['title not a string', { title: 1 }, 'title'],
    ['bad optionalId', { optionalId: 'a b' }, 'optionalId'],
    ['bad crmStaffId', { crmStaffId: 'a b' }, 'crmStaffId'],
    ['malformed customerId', { customerId: 'c1' }, 'customerId'],
    ['unknown field', { nickname: 'x' }, 'nickname'],
  ])('%s → INVALID_ARGUMENT', async (_label, patch, field) => {
    await expectInvalid(c.post('/v1/customerstaff/create', { ...base(), ...patch }), field);
  });

  it('no customer given → INVALID_ARGUMENT naming customerId', async () => {
    await expectInvalid(c.post('/v1/customerstaff/create', { name: { lastName: 'A' } }), 'customerId');
  });
  it('an unknown customer → NOT_FOUND', async () => {
    await expectCode(c.post('/v1/customerstaff/create', { customerId: MISSING, name: { lastName: 'A' } }), 404, 5);
    await expectCode(c.post('/v1/customerstaff/create', { customerOptionalId: 'NOPE', name: { lastName: 'A' } }), 404, 5);
  });
  it('customerId and customerOptionalId naming different customers → INVALID_ARGUMENT', async () => {
    await expectInvalid(
      c.post('/v1/customerstaff/create', { customerId, customerOptionalId: 'EC-2', name: { lastName: 'A' } }),
      'customerOptionalId',
    );
  });
  it('a taken optionalId or crmStaffId (even of another customer) → ALREADY_EXISTS naming it', async () => {
    await createStaff(c, otherCustomerId, { optionalId: 'ST-TAKEN', crmStaffId: 'crm-taken' });
    await expectCode(c.post('/v1/customerstaff/create', { ...base(), optionalId: 'ST-TAKEN' }), 409, 6, 'optionalId');
    await expectCode(c.post('/v1/customerstaff/create', { ...base(), crmStaffId: 'crm-taken' }), 409, 6, 'crmStaffId');
  });
});

describe('/v1/customerstaff/get errors', () => {
  it('nothing identifying → INVALID_ARGUMENT naming id', async () => {
    await expectInvalid(c.get('/v1/customerstaff/get', {}), 'id');
    await expectInvalid(c.post('/v1/customerstaff/get', { customerId }), 'id');
  });
  it('malformed values and unknown parameters → INVALID_ARGUMENT', async () => {
    await expectInvalid(c.get('/v1/customerstaff/get', { id: '1' }), 'id');
    await expectInvalid(c.get('/v1/customerstaff/get', { optionalId: 'a b' }), 'optionalId');
    await expectInvalid(c.get('/v1/customerstaff/get', { id: MISSING, customerId: 'x' }), 'customerId');
    await expectInvalid(c.get('/v1/customerstaff/get', { id: MISSING, staff: 'x' }), 'staff');
  });
  it('a crmStaffId that could never be stored (NUL, spaces, over 255) → INVALID_ARGUMENT naming it, GET and POST', async () => {
    for (const crmStaffId of ['crm\u0000s', 'crm s', 'x'.repeat(256)]) {
      await expectInvalid(c.get('/v1/customerstaff/get', { crmStaffId }), 'crmStaffId');
      await expectInvalid(c.post('/v1/customerstaff/get', { crmStaffId }), 'crmStaffId');
    }
  });
  it('unknown id, optionalId or crmStaffId → NOT_FOUND', async () => {
    await expectCode(c.get('/v1/customerstaff/get', { id: MISSING }), 404, 5);
    await expectCode(c.get('/v1/customerstaff/get', { optionalId: 'NOPE' }), 404, 5);
    await expectCode(c.get('/v1/customerstaff/get', { crmStaffId: 'nope' }), 404, 5);
  });
  it('identifiers naming different staff → INVALID_ARGUMENT', async () => {
    const a = await createStaff(c, customerId, { optionalId: 'GA', crmStaffId: 'crm-ga' });
    await createStaff(c, customerId, { optionalId: 'GB', crmStaffId: 'crm-gb' });
    await expectInvalid(c.post('/v1/customerstaff/get', { id: a.id, optionalId: 'GB' }), 'optionalId');
    await expectInvalid(c.post('/v1/customerstaff/get', { id: a.id, crmStaffId: 'crm-gb' }), 'crmStaffId');
  });
  it('a staff member asked for under another customer, or an unknown customer → NOT_FOUND', async () => {
    const a = await createStaff(c, customerId);
    await expectCode(c.post('/v1/customerstaff/get', { id: a.id, customerId: otherCustomerId }), 404, 5);
    await expectCode(c.post('/v1/customerstaff/get', { id: a.id, customerOptionalId: 'EC-2' }), 404, 5);
    await expectCode(c.post('/v1/customerstaff/get', { id: a.id, customerId: MISSING }), 404, 5);
  });
});

describe('/v1/customerstaff/list errors', () => {
  it('no customer → INVALID_ARGUMENT naming customerId; unknown customer → NOT_FOUND', async () => {
    await expectInvalid(c.get('/v1/customerstaff/list', {}), 'customerId');
    await expectCode(c.get('/v1/customerstaff/list', { customerId: MISSING }), 404, 5);
    await expectCode(c.post('/v1/customerstaff/list', { customerOptionalId: 'NOPE' }), 404, 5);
  });
  it('pageSize outside 1..100 → INVALID_ARGUMENT', async () => {
    await expectInvalid(c.post('/v1/customerstaff/list', { customerId, pageSize: 0 }), 'pageSize');
    await expectInvalid(c.get('/v1/customerstaff/list', { customerId, pageSize: 101 }), 'pageSize');
  });
  it('a token replayed for another customer → INVALID_ARGUMENT', async () => {
    for (let i = 0; i < 2; i++) await createStaff(c, customerId);
    const p = await c.post<{ nextPageToken: string }>('/v1/customerstaff/list', { customerId, pageSize: 1 });
    expect(p.body.nextPageToken).not.toBe('');
    await expectInvalid(
      c.post('/v1/customerstaff/list', { customerId: otherCustomerId, pageSize: 1, pageToken: p.body.nextPageToken }),
      'pageToken',
    );
  });
});

describe('/v1/customerstaff/update, alias, delete errors', () => {
  it('update: id missing → INVALID_ARGUMENT; unknown → NOT_FOUND; field rules as on create', async () => {
    const s = await createStaff(c, customerId);
    await expectInvalid(c.patch('/v1/customerstaff/update', { title: 'x' }), 'id');
    await expectCode(c.patch('/v1/customerstaff/update', { id: MISSING, title: 'x' }), 404, 5);
    await expectInvalid(c.patch('/v1/customerstaff/update', { id: s.id, name: { lastName: '' } }), 'name.lastName');
    await expectInvalid(c.patch('/v1/customerstaff/update', { id: s.id, name: { lastName: ' ' } }), 'name.lastName');
    await expectInvalid(c.patch('/v1/customerstaff/update', { id: s.id, emailAddress: 'x@' }), 'emailAddress');
    await expectInvalid(c.patch('/v1/customerstaff/update', { id: s.id, address: { prefecture: 'TOKYO' } }), 'address.prefecture');
    await expectInvalid(c.patch('/v1/customerstaff/update', { id: s.id, customerOptionalId: 'EC-1' }), 'customerOptionalId');
  });
  it('update: moving to another customer → INVALID_ARGUMENT naming customerId', async () => {
    const s = await createStaff(c, customerId);
    await expectInvalid(c.patch('/v1/customerstaff/update', { id: s.id, customerId: otherCustomerId }), 'customerId');
  });
  it("update and alias: another staff member's optionalId or crmStaffId → ALREADY_EXISTS", async () => {
    await createStaff(c, customerId, { optionalId: 'U-HELD', crmStaffId: 'crm-u-held' });
    const s = await createStaff(c, customerId);
    await expectCode(c.patch('/v1/customerstaff/update', { id: s.id, optionalId: 'U-HELD' }), 409, 6, 'optionalId');
    await expectCode(c.patch('/v1/customerstaff/update', { id: s.id, crmStaffId: 'crm-u-held' }), 409, 6, 'crmStaffId');
    await expectCode(c.post('/v1/customerstaff/alias', { id: s.id, optionalId: 'U-HELD' }), 409, 6, 'optionalId');
  });
  it('alias: id missing → INVALID_ARGUMENT; unknown or under another customer → NOT_FOUND; bad optionalId → INVALID_ARGUMENT', async () => {
    const s = await createStaff(c, customerId);
    await expectInvalid(c.post('/v1/customerstaff/alias', { optionalId: 'X' }), 'id');
    await expectCode(c.post('/v1/customerstaff/alias', { id: MISSING, optionalId: 'X' }), 404, 5);
    await expectCode(c.post('/v1/customerstaff/alias', { id: s.id, optionalId: 'X', customerId: otherCustomerId }), 404, 5);
    await expectInvalid(c.post('/v1/customerstaff/alias', { id: s.id, optionalId: '#' }), 'optionalId');
  });
  it('delete: id missing → INVALID_ARGUMENT; unknown, twice, or under another customer → NOT_FOUND', async () => {
    const s = await createStaff(c, customerId);
    await expectInvalid(c.post('/v1/customerstaff/delete', {}), 'id');
    await expectCode(c.post('/v1/customerstaff/delete', { id: s.id, customerId: otherCustomerId }), 404, 5);
    expect((await c.post('/v1/customerstaff/delete', { id: s.id })).status).toBe(200);
    await expectCode(c.post('/v1/customerstaff/delete', { id: s.id }), 404, 5);
  });
});
