import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildTestApp, client, newTenant, type TestApp } from '../../../test/helpers/app';
import { createCustomer } from '../../../test/helpers/factories/customer';
import { createMaster, customerMasters, value, type MasterBody, type ResourceBody } from '../../../test/helpers/factories/customfield';

let t: TestApp;
beforeAll(async () => {
  t = await buildTestApp();
});
afterAll(async () => {
  await t.close();
});

const UTC = /^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}:\d{2}(\.\d+)?Z$/;
type Masters = { customFieldMasters: MasterBody[]; nextPageToken: string };
type One = { resource: ResourceBody };

async function sandbox() {
  const tenant = await newTenant(t.db);
  return client(t.app, tenant.sandboxKey);
}
const CUSTOMER = 'RESOURCE_TYPE_CUSTOMER';

describe('/v1/customfield/master/create (extension)', () => {
  it('creates masters of each data type with every field present', async () => {
    const c = await sandbox();
    const res = await c.post('/v1/customfield/master/create', {
      name: 'Industry',
      dataType: 'DATA_TYPE_STRING',
      fieldType: 'FIELD_TYPE_CUSTOMER',
    });
    expect(res.status).toBe(200);
    expect(res.body).toEqual({
      customFieldMaster: {
        id: expect.any(String),
        name: 'Industry',
        dataType: 'DATA_TYPE_STRING',
        fieldType: 'FIELD_TYPE_CUSTOMER',
        selectOptions: [],
        createTime: expect.stringMatching(UTC),
        updateTime: expect.stringMatching(UTC),
      },
    });
    const sel = await createMaster(c, {
      name: 'Tier',
      dataType: 'DATA_TYPE_SELECT_LIST',
      fieldType: 'FIELD_TYPE_CONTRACT',
      selectOptions: ['A', 'B'],
    });
    expect(sel).toMatchObject({ dataType: 'DATA_TYPE_SELECT_LIST', fieldType: 'FIELD_TYPE_CONTRACT', selectOptions: ['A', 'B'] });
    expect((await createMaster(c, { dataType: 'DATA_TYPE_NUMBER', selectOptions: [] })).selectOptions).toEqual([]);
    expect((await createMaster(c, { dataType: 'DATA_TYPE_DATE' })).dataType).toBe('DATA_TYPE_DATE');
  });

  it('the same name is allowed for another field type', async () => {
    const c = await sandbox();
    await createMaster(c, { name: 'Region', fieldType: 'FIELD_TYPE_CUSTOMER' });
    expect((await createMaster(c, { name: 'Region', fieldType: 'FIELD_TYPE_CONTRACT' })).name).toBe('Region');
  });
});

describe('/v1/customfield/master/list', () => {
  it('pages in creation order, ascending or descending, filtered by field type', async () => {
    const c = await sandbox();
    const ids: string[] = [];
    for (let i = 0; i < 12; i++)
      ids.push((await createMaster(c, { fieldType: i % 3 === 0 ? 'FIELD_TYPE_CONTRACT' : 'FIELD_TYPE_CUSTOMER' })).id);
    const p1 = await c.post<Masters>('/v1/customfield/master/list', {});
    expect(p1.body.customFieldMasters.map((m) => m.id)).toEqual(ids.slice(0, 10));
    const p2 = await c.post<Masters>('/v1/customfield/master/list', { pageToken: p1.body.nextPageToken });
    expect(p2.body.customFieldMasters.map((m) => m.id)).toEqual(ids.slice(10));
    expect(p2.body.nextPageToken).toBe('');
    const desc = await c.post<Masters>('/v1/customfield/master/list', { pageSize: 2, orderBy: { direction: 'DIRECTION_DESCENDING' } });
    expect(desc.body.customFieldMasters.map((m) => m.id)).toEqual([ids[11], ids[10]]);
    const contract = await c.post<Masters>('/v1/customfield/master/list', { fieldType: 'FIELD_TYPE_CONTRACT', pageSize: 100 });
    expect(contract.body.customFieldMasters.map((m) => m.id)).toEqual([ids[0], ids[3], ids[6], ids[9]]);
    const all = await c.post<Masters>('/v1/customfield/master/list', { fieldType: 'FIELD_TYPE_UNSPECIFIED', pageSize: 100 });
    expect(all.body.customFieldMasters).toHaveLength(12);
  });

  it('answers GET and POST identically (tokens work across both)', async () => {
    const c = await sandbox();
    for (let i = 0; i < 3; i++) await createMaster(c, { dataType: 'DATA_TYPE_SELECT_LIST', selectOptions: ['x', 'y'] });
    const g = await c.get<Masters>('/v1/customfield/master/list', { pageSize: 2, fieldType: 'FIELD_TYPE_CUSTOMER' });
    const p = await c.post<Masters>('/v1/customfield/master/list', { pageSize: 2, fieldType: 'FIELD_TYPE_CUSTOMER' });
    expect(g.body).toEqual(p.body);
    const g2 = await c.get<Masters>('/v1/customfield/master/list', {
      pageSize: 2,
      fieldType: 'FIELD_TYPE_CUSTOMER',
      pageToken: p.body.nextPageToken,
    });
    expect(g2.body.customFieldMasters).toHaveLength(1);
    expect((await c.get<Masters>('/v1/customfield/master/list')).body.nextPageToken).toBe('');
  });
});

describe('/v1/customfield/resource/get and update', () => {
  it('a customer without values has an empty list (GET = POST)', async () => {
    const c = await sandbox();
    const customer = await createCustomer(c);
    const g = await c.get<One>('/v1/customfield/resource/get', { 'srn.resourceId': customer.id, 'srn.resourceType': CUSTOMER });
    const p = await c.post<One>('/v1/customfield/resource/get', { srn: { resourceId: customer.id, resourceType: CUSTOMER } });
    expect(g.status).toBe(200);
    expect(g.body).toEqual({ resource: { srn: { resourceId: customer.id, resourceType: CUSTOMER }, customFields: [] } });
    expect(p.body).toEqual(g.body);
  });

  it('sets a value of each data type; get shows them in master order (GET = POST)', async () => {
    const c = await sandbox();
    const customer = await createCustomer(c);
    const m = await customerMasters(c);
    const srn = { resourceId: customer.id, resourceType: CUSTOMER };
    const res = await c.patch<One>('/v1/customfield/resource/update', {
      srn,
      customFields: [
        { masterId: m.sel.id, selectList: 'Gold' },
        { masterId: m.str.id, string: 'Retail' },
        { masterId: m.num.id, number: 12.5 },
        { masterId: m.date.id, date: '2024-04-01' },
      ],
    });
    // the number was a JSON number (12.5); it reads back as the decimal string every response uses
    expect(res.status, JSON.stringify(res.body)).toBe(200);
    expect(res.body).toEqual({
      resource: {
        srn,
        customFields: [
          value(m.str.id, { string: 'Retail' }),
          value(m.num.id, { number: '12.5' }),
          value(m.date.id, { date: '2024-03-31T15:00:00Z' }),
          value(m.sel.id, { selectList: 'Gold' }),
        ],
      },
    });
    const g = await c.get<One>('/v1/customfield/resource/get', { 'srn.resourceId': customer.id, 'srn.resourceType': CUSTOMER });
    expect(g.body).toEqual(res.body);
    expect((await c.post('/v1/customfield/resource/get', { srn })).body).toEqual(res.body);
  });

  it('is partial: masters not given keep their values; "" clears one; an RFC 3339 date becomes its JST day', async () => {
    const c = await sandbox();
    const customer = await createCustomer(c);
    const m = await customerMasters(c);
    const srn = { resourceId: customer.id, resourceType: CUSTOMER };
    await c.patch('/v1/customfield/resource/update', {
      srn,
      customFields: [
        { masterId: m.str.id, string: 'A' },
        { masterId: m.num.id, number: '1' },
      ],
    });
    const res = await c.patch<One>('/v1/customfield/resource/update', {
      srn,
      customFields: [
        { masterId: m.num.id, number: '' },
        { masterId: m.date.id, date: '2024-03-31T20:00:00Z' },
      ],
    });
    expect(res.body.resource.customFields).toEqual([value(m.str.id, { string: 'A' }), value(m.date.id, { date: '2024-03-31T15:00:00Z' })]);
    const none = await c.patch<One>('/v1/customfield/resource/update', { srn });
    expect(none.body).toEqual(res.body);
  });

  it('accepts a fetched resource sent back as it is', async () => {
    const c = await sandbox();
    const customer = await createCustomer(c);
    const m = await customerMasters(c);
    const srn = { resourceId: customer.id, resourceType: CUSTOMER };
    const set = await c.patch<One>('/v1/customfield/resource/update', {
      srn,
      customFields: [
        { masterId: m.num.id, number: '-3.25' },
        { masterId: m.date.id, date: '2025-01-31' },
      ],
    });
    const again = await c.patch<One>('/v1/customfield/resource/update', set.body.resource);
    expect(again.status, JSON.stringify(again.body)).toBe(200);
    expect(again.body).toEqual(set.body);
  });

  it('deleting the customer deletes its values', async () => {
    const c = await sandbox();
    const customer = await createCustomer(c);
    const m = await customerMasters(c);
    await c.patch('/v1/customfield/resource/update', {
      srn: { resourceId: customer.id, resourceType: CUSTOMER },
      customFields: [{ masterId: m.str.id, string: 'x' }],
    });
    await c.post('/v1/customer/delete', { id: customer.id });
    const rows = await t.db.selectFrom('custom_field_value').select('master_id').where('resource_id', '=', customer.id).execute();
    expect(rows).toEqual([]);
  });
});

describe('/v1/customfield/resource/batchupdate', () => {
  it('applies the valid items and reports the invalid ones; an invalid item changes nothing', async () => {
    const c = await sandbox();
    const [a, b, d] = [await createCustomer(c), await createCustomer(c), await createCustomer(c)];
    const m = await customerMasters(c);
    const missing = '00000000-0000-7000-8000-000000000000';
    const res = await c.post<{ summary: unknown; resources: ResourceBody[]; errors: unknown[] }>('/v1/customfield/resource/batchupdate', {
      resourceType: CUSTOMER,
      items: [
        { resource: { srn: { resourceId: a.id, resourceType: CUSTOMER }, customFields: [{ masterId: m.str.id, string: 'A' }] } },
        {
          resource: {
            srn: { resourceId: b.id },
            customFields: [
              { masterId: m.str.id, string: 'B' },
              { masterId: m.num.id, number: 'lots' },
            ],
          },
        },
        { resource: { srn: { resourceId: missing }, customFields: [{ masterId: m.str.id, string: 'X' }] } },
        { resource: { srn: { resourceId: d.id }, customFields: [{ masterId: m.sel.id, selectList: 'Silver' }] } },
      ],
    });
    expect(res.status).toBe(200);
    expect(res.body.summary).toEqual({ total: 4, succeeded: 2, failed: 2 });
    expect(res.body.resources).toEqual([
      { srn: { resourceId: a.id, resourceType: CUSTOMER }, customFields: [value(m.str.id, { string: 'A' })] },
      { srn: { resourceId: d.id, resourceType: CUSTOMER }, customFields: [value(m.sel.id, { selectList: 'Silver' })] },
    ]);
    expect(res.body.errors).toEqual([
      { index: 1, id: b.id, code: 3, message: expect.stringContaining('items[1].resource.customFields[1].number') },
      { index: 2, id: missing, code: 5, message: expect.stringContaining('not found') },
    ]);
    const bGot = await c.post<One>('/v1/customfield/resource/get', { srn: { resourceId: b.id, resourceType: CUSTOMER } });
    expect(bGot.body.resource.customFields).toEqual([]);
  });

  it('all items valid: no errors; a resource given twice ends with the later values', async () => {
    const c = await sandbox();
    const a = await createCustomer(c);
    const m = await customerMasters(c);
    const res = await c.post<{ summary: unknown; errors: unknown[] }>('/v1/customfield/resource/batchupdate', {
      resourceType: CUSTOMER,
      items: [
        { resource: { srn: { resourceId: a.id }, customFields: [{ masterId: m.str.id, string: 'first' }] } },
        {
          resource: {
            srn: { resourceId: a.id, resourceType: 'RESOURCE_TYPE_UNSPECIFIED' },
            customFields: [{ masterId: m.str.id, string: 'second' }],
          },
        },
      ],
    });
    expect(res.body).toMatchObject({ summary: { total: 2, succeeded: 2, failed: 0 }, errors: [] });
    const got = await c.post<One>('/v1/customfield/resource/get', { srn: { resourceId: a.id, resourceType: CUSTOMER } });
    expect(got.body.resource.customFields).toEqual([value(m.str.id, { string: 'second' })]);
  });

  it('accepts 100 items', async () => {
    const c = await sandbox();
    const a = await createCustomer(c);
    const m = await createMaster(c);
    const items = Array.from({ length: 100 }, (_, i) => ({
      resource: { srn: { resourceId: a.id }, customFields: [{ masterId: m.id, string: `v${i}` }] },
    }));
    const res = await c.post<{ summary: unknown }>('/v1/customfield/resource/batchupdate', { resourceType: CUSTOMER, items });
    expect(res.body.summary).toEqual({ total: 100, succeeded: 100, failed: 0 });
  });
});
