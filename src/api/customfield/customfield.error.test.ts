import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildTestApp, client, newTenant, type Client, type TestApp } from '../../../test/helpers/app';
import { createCustomer } from '../../../test/helpers/factories/customer';
import { createMaster, customerMasters, type MasterBody, type ResourceBody } from '../../../test/helpers/factories/customfield';

let t: TestApp;
beforeAll(async () => {
  t = await buildTestApp();
});
afterAll(async () => {
  await t.close();
});

const MISSING = '00000000-0000-7000-8000-000000000000';
const CUSTOMER = 'RESOURCE_TYPE_CUSTOMER';
type Res = { status: number; body: Record<string, unknown> };

async function expectInvalid(res: Promise<Res>, field: string) {
  const r = await res;
  expect(r.status, JSON.stringify(r.body)).toBe(400);
  expect(r.body).toMatchObject({ code: 3, detail: { fieldViolations: expect.arrayContaining([expect.objectContaining({ field })]) } });
}

async function expectCode(res: Promise<Res>, status: number, code: number) {
  const r = await res;
  expect(r.status, JSON.stringify(r.body)).toBe(status);
  expect(r.body).toMatchObject({ code, message: expect.any(String), detail: expect.any(Object) });
}

let c: Client;
let customerId: string;
let m: { str: MasterBody; num: MasterBody; date: MasterBody; sel: MasterBody };
let contractMaster: MasterBody;
beforeAll(async () => {
  c = client(t.app, (await newTenant(t.db)).sandboxKey);
  customerId = (await createCustomer(c)).id;
  m = await customerMasters(c);
  contractMaster = await createMaster(c, { fieldType: 'FIELD_TYPE_CONTRACT' });
});

describe('/v1/customfield/master/create errors', () => {
  const base = { name: 'F', dataType: 'DATA_TYPE_STRING', fieldType: 'FIELD_TYPE_CUSTOMER' };
  it.each([
    ['name missing', { name: undefined }, 'name'],
    ['name empty', { name: '' }, 'name'],
    ['name blank', { name: '  ' }, 'name'],
    ['name too long', { name: 'x'.repeat(256) }, 'name'],
    ['name with NUL', { name: 'a\u0000' }, 'name'],
    ['dataType missing', { dataType: undefined }, 'dataType'],
    ['dataType unspecified', { dataType: 'DATA_TYPE_UNSPECIFIED' }, 'dataType'],
    ['dataType unknown', { dataType: 'DATA_TYPE_BOOL' }, 'dataType'],
    ['fieldType missing', { fieldType: undefined }, 'fieldType'],
    ['fieldType unspecified', { fieldType: 'FIELD_TYPE_UNSPECIFIED' }, 'fieldType'],
    ['options on a string field', { selectOptions: ['a'] }, 'selectOptions'],
    ['select list without options', { dataType: 'DATA_TYPE_SELECT_LIST' }, 'selectOptions'],
    ['select list with empty options', { dataType: 'DATA_TYPE_SELECT_LIST', selectOptions: [] }, 'selectOptions'],
    ['duplicate option', { dataType: 'DATA_TYPE_SELECT_LIST', selectOptions: ['a', 'a'] }, 'selectOptions'],
    ['blank option', { dataType: 'DATA_TYPE_SELECT_LIST', selectOptions: ['a', ' '] }, 'selectOptions'],
    ['empty option', { dataType: 'DATA_TYPE_SELECT_LIST', selectOptions: [''] }, 'selectOptions[0]'],
    [
      'too many options',
      { dataType: 'DATA_TYPE_SELECT_LIST', selectOptions: Array.from({ length: 101 }, (_, i) => `o${i}`) },
      'selectOptions',
    ],
    ['unknown field', { id: MISSING }, 'id'],
  ])('%s → INVALID_ARGUMENT', async (_label, patch, field) => {
    await expectInvalid(c.post('/v1/customfield/master/create', { ...base, ...patch }), field);
  });

  it('a duplicate name within the field type → ALREADY_EXISTS naming name', async () => {
    await createMaster(c, { name: 'Dup' });
    const r = await c.post('/v1/customfield/master/create', { ...base, name: 'Dup' });
    expect(r.status).toBe(409);
    expect(r.body).toMatchObject({ code: 6, detail: { fieldViolations: [{ field: 'name' }] } });
  });
});

describe('/v1/customfield/master/list errors', () => {
  it('pageSize outside 1..100, unknown fieldType, a token replayed with another filter → INVALID_ARGUMENT', async () => {
    await expectInvalid(c.post('/v1/customfield/master/list', { pageSize: 0 }), 'pageSize');
    await expectInvalid(c.get('/v1/customfield/master/list', { pageSize: 101 }), 'pageSize');
    await expectInvalid(c.get('/v1/customfield/master/list', { fieldType: 'FIELD_TYPE_BILLING' }), 'fieldType');
    const p = await c.post<{ nextPageToken: string }>('/v1/customfield/master/list', { pageSize: 1 });
    await expectInvalid(
      c.post('/v1/customfield/master/list', { pageSize: 1, fieldType: 'FIELD_TYPE_CONTRACT', pageToken: p.body.nextPageToken }),
      'pageToken',
    );
  });
});

describe('/v1/customfield/resource/get errors', () => {
  it('srn missing or incomplete, bad id, unspecified or unknown type, unknown fields → INVALID_ARGUMENT', async () => {
    await expectInvalid(c.post('/v1/customfield/resource/get', {}), 'srn');
    await expectInvalid(c.get('/v1/customfield/resource/get', { 'srn.resourceType': CUSTOMER }), 'srn.resourceId');
    await expectInvalid(c.get('/v1/customfield/resource/get', { 'srn.resourceId': customerId }), 'srn.resourceType');
    await expectInvalid(c.get('/v1/customfield/resource/get', { 'srn.resourceId': 'abc', 'srn.resourceType': CUSTOMER }), 'srn.resourceId');
    await expectInvalid(
      c.post('/v1/customfield/resource/get', { srn: { resourceId: customerId, resourceType: 'RESOURCE_TYPE_UNSPECIFIED' } }),
      'srn.resourceType',
    );
    await expectInvalid(
      c.post('/v1/customfield/resource/get', { srn: { resourceId: customerId, resourceType: 'CUSTOMER' } }),
      'srn.resourceType',
    );
    await expectInvalid(
      c.post('/v1/customfield/resource/get', { srn: { resourceId: customerId, resourceType: CUSTOMER, extra: 1 } }),
      'srn.extra',
    );
  });
  it('an unknown customer or any contract → NOT_FOUND', async () => {
    await expectCode(c.post('/v1/customfield/resource/get', { srn: { resourceId: MISSING, resourceType: CUSTOMER } }), 404, 5);
    await expectCode(
      c.get('/v1/customfield/resource/get', { 'srn.resourceId': customerId, 'srn.resourceType': 'RESOURCE_TYPE_CONTRACT' }),
      404,
      5,
    );
  });
});

describe('/v1/customfield/resource/update errors', () => {
  const srn = () => ({ resourceId: customerId, resourceType: CUSTOMER });
  const upd = (customFields: unknown[]) => c.patch('/v1/customfield/resource/update', { srn: srn(), customFields });

  it('srn rules → INVALID_ARGUMENT; unknown resource → NOT_FOUND', async () => {
    await expectInvalid(c.patch('/v1/customfield/resource/update', { customFields: [] }), 'srn');
    await expectInvalid(c.patch('/v1/customfield/resource/update', { srn: { resourceId: customerId } }), 'srn.resourceType');
    await expectInvalid(c.patch('/v1/customfield/resource/update', { srn: { resourceId: 'x', resourceType: CUSTOMER } }), 'srn.resourceId');
    await expectCode(c.patch('/v1/customfield/resource/update', { srn: { resourceId: MISSING, resourceType: CUSTOMER } }), 404, 5);
    await expectCode(
      c.patch('/v1/customfield/resource/update', {
        srn: { resourceId: customerId, resourceType: 'RESOURCE_TYPE_CONTRACT' },
        customFields: [{ masterId: contractMaster.id, string: 'x' }],
      }),
      404,
      5,
    );
  });

  it('master rules: malformed, unknown (NOT_FOUND), of another field type, given twice', async () => {
    await expectInvalid(upd([{ masterId: 'm1', string: 'x' }]), 'customFields[0].masterId');
    await expectCode(upd([{ masterId: MISSING, string: 'x' }]), 404, 5);
    await expectInvalid(upd([{ masterId: contractMaster.id, string: 'x' }]), 'customFields[0].masterId');
    await expectInvalid(
      upd([
        { masterId: m.str.id, string: 'a' },
        { masterId: m.str.id, string: 'b' },
      ]),
      'customFields[1].masterId',
    );
  });

  it.each([
    ['a number in a string field', 'str', { number: '1' }, 'customFields[0].number'],
    ['a string in a number field', 'num', { string: '1' }, 'customFields[0].string'],
    ['not a decimal', 'num', { number: '1e3' }, 'customFields[0].number'],
    ['a decimal with a comma', 'num', { number: '1,5' }, 'customFields[0].number'],
    ['a leading zero', 'num', { number: '012' }, 'customFields[0].number'],
    ['too many fraction digits', 'num', { number: '1.12345678901' }, 'customFields[0].number'],
    ['a JSON number with too many fraction digits', 'num', { number: 1.12345678901 }, 'customFields[0].number'],
    ['a JSON number in a string field', 'str', { number: 0 }, 'customFields[0].number'],
    ['a NUL character', 'str', { string: 'a\u0000b' }, 'customFields[0].string'],
    ['not a date', 'date', { date: 'tomorrow' }, 'customFields[0].date'],
    ['an impossible date', 'date', { date: '2024-02-30' }, 'customFields[0].date'],
    ['an instant whose JST day is in year 0', 'date', { date: '0001-01-01T00:00:00+14:00' }, 'customFields[0].date'],
    ['an instant whose JST day is in year 10000', 'date', { date: '9999-12-31T23:00:00Z' }, 'customFields[0].date'],
    ['a select value in a date field', 'date', { selectList: 'Gold' }, 'customFields[0].selectList'],
    ['an option not in the list', 'sel', { selectList: 'Bronze' }, 'customFields[0].selectList'],
    ['an option in another case', 'sel', { selectList: 'gold' }, 'customFields[0].selectList'],
  ] as const)('%s → INVALID_ARGUMENT', async (_label, key, v, field) => {
    await expectInvalid(upd([{ masterId: m[key].id, ...v }]), field);
  });

  it('schema rules: string too long, unknown value field → INVALID_ARGUMENT', async () => {
    await expectInvalid(upd([{ masterId: m.str.id, string: 'x'.repeat(1001) }]), 'customFields[0].string');
    await expectInvalid(upd([{ masterId: m.str.id, boolean: true }]), 'customFields[0].boolean');
    await expectInvalid(upd(Array.from({ length: 101 }, () => ({ masterId: m.str.id }))), 'customFields');
  });

  it('a refused update writes nothing (valid values before the bad one are not applied)', async () => {
    const own = await createCustomer(c);
    const r = await c.patch('/v1/customfield/resource/update', {
      srn: { resourceId: own.id, resourceType: CUSTOMER },
      customFields: [
        { masterId: m.str.id, string: 'ok' },
        { masterId: m.num.id, number: 'bad' },
      ],
    });
    expect(r.status).toBe(400);
    const got = await c.post<{ resource: ResourceBody }>('/v1/customfield/resource/get', {
      srn: { resourceId: own.id, resourceType: CUSTOMER },
    });
    expect(got.body.resource.customFields).toEqual([]);
  });
});

describe('/v1/customfield/resource/batchupdate errors', () => {
  const item = (customFields: unknown[] = []) => ({ resource: { srn: { resourceId: customerId }, customFields } });
  it('items outside 1..100 → INVALID_ARGUMENT (code 3)', async () => {
    await expectInvalid(c.post('/v1/customfield/resource/batchupdate', { resourceType: CUSTOMER, items: [] }), 'items');
    await expectInvalid(c.post('/v1/customfield/resource/batchupdate', { resourceType: CUSTOMER }), 'items');
    await expectInvalid(
      c.post('/v1/customfield/resource/batchupdate', { resourceType: CUSTOMER, items: Array.from({ length: 101 }, () => item()) }),
      'items',
    );
  });
  it('resourceType missing, unspecified or unknown → INVALID_ARGUMENT', async () => {
    await expectInvalid(c.post('/v1/customfield/resource/batchupdate', { items: [item()] }), 'resourceType');
    await expectInvalid(
      c.post('/v1/customfield/resource/batchupdate', { resourceType: 'RESOURCE_TYPE_UNSPECIFIED', items: [item()] }),
      'resourceType',
    );
    await expectInvalid(
      c.post('/v1/customfield/resource/batchupdate', { resourceType: 'RESOURCE_TYPE_X', items: [item()] }),
      'resourceType',
    );
  });
  it('a malformed item shape (unknown field) refuses the whole request', async () => {
    await expectInvalid(
      c.post('/v1/customfield/resource/batchupdate', {
        resourceType: CUSTOMER,
        items: [{ resource: { srn: { resourceId: customerId } }, extra: 1 }],
      }),
      'items[0].extra',
    );
  });
  it('a date whose JST day is outside 0001..9999 fails its item only; the valid item still applies', async () => {
    const own = await createCustomer(c);
    const res = await c.post<{ summary: unknown; errors: Array<{ index: number; code: number; message: string }> }>(
      '/v1/customfield/resource/batchupdate',
      {
        resourceType: CUSTOMER,
        items: [
          item([{ masterId: m.date.id, date: '0001-01-01T00:00:00+14:00' }]),
          { resource: { srn: { resourceId: own.id }, customFields: [{ masterId: m.date.id, date: '2024-04-01' }] } },
        ],
      },
    );
    expect(res.status, JSON.stringify(res.body)).toBe(200);
    expect(res.body.summary).toEqual({ total: 2, succeeded: 1, failed: 1 });
    expect(res.body.errors).toEqual([
      { index: 0, id: customerId, code: 3, message: expect.stringContaining('items[0].resource.customFields[0].date') },
    ]);
    const got = await c.post<{ resource: ResourceBody }>('/v1/customfield/resource/get', {
      srn: { resourceId: own.id, resourceType: CUSTOMER },
    });
    expect(got.body.resource.customFields.map((f) => f.date)).toEqual(['2024-03-31T15:00:00Z']);
  });
  it('per-item failures are reported with their code: type mismatch, bad ids, contract ids, wrong master type', async () => {
    const res = await c.post<{ summary: unknown; errors: Array<{ index: number; code: number; message: string }> }>(
      '/v1/customfield/resource/batchupdate',
      {
        resourceType: CUSTOMER,
        items: [
          { resource: { srn: { resourceId: customerId, resourceType: 'RESOURCE_TYPE_CONTRACT' } } },
          { resource: { srn: { resourceId: 'not-a-uuid' } } },
          item([{ masterId: 'nope' }]),
          item([{ masterId: contractMaster.id, string: 'x' }]),
          item([{ masterId: MISSING, string: 'x' }]),
          item([{ masterId: m.date.id, date: '2024-13-01' }]),
        ],
      },
    );
    expect(res.status).toBe(200);
    expect(res.body.summary).toEqual({ total: 6, succeeded: 0, failed: 6 });
    expect(res.body.errors.map((e) => [e.index, e.code])).toEqual([
      [0, 3],
      [1, 3],
      [2, 3],
      [3, 3],
      [4, 5],
      [5, 3],
    ]);
    expect(res.body.errors[0]!.message).toContain('items[0].resource.srn.resourceType');
    const contract = await c.post<{ errors: Array<{ code: number }> }>('/v1/customfield/resource/batchupdate', {
      resourceType: 'RESOURCE_TYPE_CONTRACT',
      items: [{ resource: { srn: { resourceId: MISSING } } }],
    });
    expect(contract.body.errors).toEqual([{ index: 0, id: MISSING, code: 5, message: expect.stringContaining('contract not found') }]);
  });
});
