import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildTestApp, client, newTenant, type Client, type TestApp } from '../../../test/helpers/app';
import { buildCatalogItem } from '../../../test/helpers/factories/catalog';
import { buildContract, getContractV2, type Contract, type ContractV2 } from '../../../test/helpers/factories/contract';
import { createCustomer } from '../../../test/helpers/factories/customer';
import { createMaster, value } from '../../../test/helpers/factories/customfield';

let t: TestApp;
let c: Client;
beforeAll(async () => {
  t = await buildTestApp();
  c = client(t.app, (await newTenant(t.db)).sandboxKey);
});
afterAll(async () => {
  await t.close();
});

type Many = { contracts: Contract[]; nextPageToken: string };
type ManyV2 = { contracts: ContractV2[]; nextOffsetToken: string };
const jst = (day: string) => new Date(`${day}T00:00:00+09:00`).toISOString().replace('.000Z', 'Z');

describe('contract reads', () => {
  it('v1 get and getbyoptionalid agree; GET and POST answer identically', async () => {
    const optionalId = `read-${Date.now()}`;
    const { contract } = await buildContract(c, { optionalId });
    for (const [path, q] of [
      ['/v1/contract/get', { id: contract.id }],
      ['/v1/contract/getbyoptionalid', { optionalId }],
      ['/v2/contract/get', { id: contract.id, atPointInServiceTimeline: '2024-05-01' }],
      ['/v2/contract/getbyoptionalid', { optionalId }],
    ] as const) {
      const g = await c.get(path, q);
      const p = await c.post(path, q);
      expect(g.status, JSON.stringify(g.body)).toBe(200);
      expect(g.body).toEqual(p.body);
    }
    const byOpt = await c.post<{ contract: Contract }>('/v1/contract/getbyoptionalid', { optionalId });
    expect(byOpt.body.contract).toEqual(contract);
  });

  it('v2 timeline: before, inside and after each service', async () => {
    const { contract } = await buildContract(c, { mainItem: { startDate: '2024-04-01' } });
    const second = await buildCatalogItem(c, { usage: 'USAGE_MAIN' });
    const add = await c.post<{ contract: ContractV2 }>('/v2/contract/service/add', {
      contract: { contractId: contract.id },
      mainItem: {
        catalogItemIdentifier: { catalogItemId: second.id },
        startDate: '2025-01-01',
        defaultContractTerm: { value: 6, unit: 'UNIT_MONTHLY' },
      },
    });
    expect(add.status, JSON.stringify(add.body)).toBe(200);
    expect(add.body.contract.services).toHaveLength(2);
    const ids = (day: string) => getContractV2(c, contract.id, day).then((x) => x.services.map((s) => s.mainItem.startDate));
    expect(await ids('2024-03-31')).toEqual([]);
    expect(await ids('2024-04-01')).toEqual([jst('2024-04-01')]);
    expect(await ids('2025-01-01')).toEqual([jst('2024-04-01'), jst('2025-01-01')]);
    expect(await ids('2025-04-01')).toEqual([jst('2025-01-01')]);
    expect(await ids('2025-07-01')).toEqual([]);
    const v1 = await c.post<{ contract: Contract }>('/v1/contract/get', { id: contract.id });
    expect(v1.body.contract.version).toBe(2);
    const old = await c.post<{ contract: Contract }>('/v1/contract/get', { id: contract.id, version: 1 });
    expect(old.body.contract.mainItems).toHaveLength(1);
  });

  it('service/add builds a draft in place (no new version)', async () => {
    const { contract } = await buildContract(c, { isDraft: true });
    const item = await buildCatalogItem(c);
    const res = await c.post<{ contract: ContractV2 }>('/v2/contract/service/add', {
      contract: { contractId: contract.id },
      mainItem: { catalogItemIdentifier: { catalogItemId: item.id }, startDate: '2024-06-01' },
    });
    expect(res.status).toBe(200);
    const v1 = await c.post<{ contract: Contract }>('/v1/contract/get', { id: contract.id });
    expect(v1.body.contract).toMatchObject({ version: 1, isDraft: true });
    expect(v1.body.contract.mainItems).toHaveLength(2);
  });

  it('lists, listbycustomer(id), search by end date, v2 list with conditions and offset tokens, listatdate', async () => {
    const tc = client(t.app, (await newTenant(t.db)).sandboxKey);
    const customer = await createCustomer(tc);
    const other = await createCustomer(tc);
    const { contract: a, staff, paymentMethod, catalogItem } = await buildContract(tc, { customer, mainItem: { startDate: '2024-01-01' } });
    const shared = { customer, staff, paymentMethod, catalogItem };
    const { contract: b } = await buildContract(tc, { ...shared, mainItem: { startDate: '2023-01-01' } });
    const { contract: d } = await buildContract(tc, {
      ...shared,
      customer: other,
      staff: undefined,
      mainItem: { startDate: '2099-01-01' },
      isDraft: true,
    });
    const all = await tc.post<Many>('/v1/contract/list', { pageSize: 2 });
    expect(all.body.contracts.map((x) => x.id)).toEqual([a.id, b.id]);
    const rest = await tc.get<Many>('/v1/contract/list', { pageSize: 2, pageToken: all.body.nextPageToken });
    expect(rest.body).toMatchObject({ contracts: [{ id: d.id }], nextPageToken: '' });
    for (const path of ['/v1/contract/listbycustomer', '/v1/contract/listbycustomerid']) {
      const mine = await tc.post<Many>(path, { customerId: customer.id });
      expect(mine.body.contracts.map((x) => x.id)).toEqual([a.id, b.id]);
    }
    const byEnd = await tc.post<Many>('/v1/contract/search', {
      orderBy: { field: 'FIELD_CONTRACT_END_DATE', direction: 'DIRECTION_ASCENDING' },
      pageSize: 1,
    });
    expect(byEnd.body.contracts[0]!.id).toBe(b.id);
    const byEnd2 = await tc.post<Many>('/v1/contract/search', {
      orderBy: { field: 'FIELD_CONTRACT_END_DATE', direction: 'DIRECTION_ASCENDING' },
      pageSize: 5,
      pageToken: byEnd.body.nextPageToken,
    });
    expect(byEnd2.body.contracts.map((x) => x.id)).toEqual([a.id, d.id]);
    const drafts = await tc.post<Many>('/v1/contract/search', { conditions: { isDraft: true } });
    expect(drafts.body.contracts.map((x) => x.id)).toEqual([d.id]);
    const waiting = await tc.post<ManyV2>('/v2/contract/list', { conditions: { status: 'STATUS_WAITING_ACTIVATION' } });
    expect(waiting.body.contracts.map((x) => x.id)).toEqual([d.id]);
    const ended = await tc.post<ManyV2>('/v2/contract/list', {
      conditions: { status: 'STATUS_ENDED', customerOptionalId: undefined, customerId: customer.id },
      sortOrder: { field: 'FIELD_CONTRACT_END_DATE', direction: 'DIRECTION_DESCENDING' },
    });
    expect(ended.body.contracts.map((x) => x.id)).toEqual([a.id, b.id]);
    const ranged = await tc.get<ManyV2>('/v2/contract/list', {
      'conditions.endDateFrom': '2024-01-01',
      'conditions.endDateTo': '2024-12-31',
      pageSize: 1,
    });
    expect(ranged.body).toMatchObject({ contracts: [{ id: a.id }], nextOffsetToken: '' });
    const p1 = await tc.post<ManyV2>('/v2/contract/list', { pageSize: 2 });
    const p2 = await tc.post<ManyV2>('/v2/contract/list', { pageSize: 2, offsetToken: p1.body.nextOffsetToken });
    expect([...p1.body.contracts, ...p2.body.contracts].map((x) => x.id)).toEqual([a.id, b.id, d.id]);
    const atDate = await tc.post<ManyV2>('/v2/contract/listatdate', { atPointInServiceTimeline: '2023-06-01' });
    expect(atDate.body.contracts.map((x) => x.id)).toEqual([b.id]);
    const both = await tc.post<ManyV2>('/v2/contract/listatdate', { atPointInServiceTimeline: '2023-12-31' });
    expect(both.body.contracts.map((x) => x.id)).toEqual([b.id]);
    const a1 = await tc.post<ManyV2>('/v2/contract/listatdate', { atPointInServiceTimeline: '2024-01-01' });
    expect(a1.body.contracts.map((x) => x.id)).toEqual([a.id]);
  });
});

describe('alias, updatepaymentmethod, custom fields, customer delete', () => {
  it('alias sets and removes the management id; it stays unique', async () => {
    const { contract } = await buildContract(c);
    const { contract: other } = await buildContract(c);
    const optionalId = `alias-${Date.now()}`;
    const set = await c.post<{ contract: Contract }>('/v1/contract/alias', { id: contract.id, optionalId });
    expect(set.body.contract.optionalId).toBe(optionalId);
    const dup = await c.post('/v1/contract/alias', { id: other.id, optionalId });
    expect(dup.status).toBe(409);
    const cleared = await c.post<{ contract: Contract }>('/v1/contract/alias', { id: contract.id });
    expect(cleared.body.contract.optionalId).toBe('');
  });

  it('updatepaymentmethod by id or management id', async () => {
    const optionalId = `upm-${Date.now()}`;
    const { contract } = await buildContract(c, { optionalId });
    const { paymentMethod } = await buildContract(c);
    const res = await c.post<{ contract: ContractV2 }>('/v2/contract/updatepaymentmethod', {
      contractOptionalId: optionalId,
      paymentMethodOptionalId: paymentMethod.optionalId,
    });
    expect(res.status, JSON.stringify(res.body)).toBe(200);
    expect(res.body.contract.paymentMethodId).toBe(paymentMethod.id);
    const v1 = await c.post<{ contract: Contract }>('/v1/contract/get', { id: contract.id });
    expect(v1.body.contract.paymentMethodId).toBe(paymentMethod.id);
  });

  it('custom fields of a contract are set through the custom field paths and shown on the contract', async () => {
    const { contract } = await buildContract(c);
    const master = await createMaster(c, { fieldType: 'FIELD_TYPE_CONTRACT' });
    const srn = { resourceId: contract.id, resourceType: 'RESOURCE_TYPE_CONTRACT' };
    const upd = await c.patch('/v1/customfield/resource/update', { srn, customFields: [value(master.id, { string: 'West region' })] });
    expect(upd.status, JSON.stringify(upd.body)).toBe(200);
    const got = await c.post<{ contract: Contract }>('/v1/contract/get', { id: contract.id });
    expect(got.body.contract.customFields).toEqual([value(master.id, { string: 'West region' })]);
    expect((await getContractV2(c, contract.id)).customFields).toEqual([value(master.id, { string: 'West region' })]);
  });

  it('a customer referenced by a contract cannot be deleted', async () => {
    const { customer } = await buildContract(c, { isDraft: true });
    const res = await c.post('/v1/customer/delete', { id: customer.id });
    expect(res.status).toBe(400);
    expect(res.body).toMatchObject({ code: 9 });
    expect((await c.post('/v1/customer/get', { id: customer.id })).status).toBe(200);
  });

  it("a contract's billing recipient cannot be deleted; another staff member of the customer can", async () => {
    const { customer, staff } = await buildContract(c);
    const res = await c.post('/v1/customerstaff/delete', { id: staff.id });
    expect(res.status).toBe(400);
    expect(res.body).toMatchObject({ code: 9, detail: { reason: 'STAFF_IS_BILLING_RECIPIENT' } });
    const other = await c.post<{ customerStaff: { id: string } }>('/v1/customerstaff/create', {
      customerId: customer.id,
      name: { lastName: '佐藤' },
    });
    expect(other.status).toBe(200);
    expect((await c.post('/v1/customerstaff/delete', { id: other.body.customerStaff.id })).status).toBe(200);
  });
});
