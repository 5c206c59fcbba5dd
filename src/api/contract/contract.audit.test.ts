import { Kysely, PostgresDialect } from 'kysely';
import { poolOf } from '../../db/db';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildApp } from '../../app';
import type { DB } from '../../db/schema';
import { loadOrCreateSecret } from '../../db/repos/secret.repo';
import { loadConfig } from '../../lib/config';
import { buildTestApp, client, newTenant, testDatabaseUrl, type Client, type TestApp } from '../../../test/helpers/app';
import { buildCatalogItem, buildPaymentMethod, type CatalogItem } from '../../../test/helpers/factories/catalog';
import { buildContract, getContractV2, type Contract, type ContractV2 } from '../../../test/helpers/factories/contract';
import { createCustomer } from '../../../test/helpers/factories/customer';
import { createStaff } from '../../../test/helpers/factories/staff';
import { createMaster, value } from '../../../test/helpers/factories/customfield';
import type { Amendment } from '../amendment/amendment.schema';
import { createPool } from '../../db/pool';
import { appPorts } from '../../wiring';

/** Audit of issue 5: gaps found in the contract and amendment paths, each pinned by a test. */
let t: TestApp;
let c: Client;
let option: CatalogItem;
let plan2: CatalogItem;
beforeAll(async () => {
  t = await buildTestApp();
  c = client(t.app, (await newTenant(t.db)).sandboxKey);
  option = await buildCatalogItem(c, { usage: 'USAGE_OPTION', pricing: { type: 'TYPE_PER_UNIT', price: '300' } });
  plan2 = await buildCatalogItem(c, { usage: 'USAGE_MAIN', name: 'Pro plan' });
});
afterAll(async () => {
  await t.close();
});

type Result = { contract: Contract; amendment: Amendment };

async function ok<T = Result>(path: string, body: Record<string, unknown>, cl: Client = c): Promise<T> {
  const res = await cl.post<T>(path, body);
  expect(res.status, `${path} ${JSON.stringify(res.body)}`).toBe(200);
  return res.body;
}

/** v1 → v2: one service per main item, service id = the main item's id (docs/api.md). */
function asV2(v1: Contract) {
  const { mainItems, version: _v, ...head } = v1;
  return { ...head, services: mainItems.map(({ optionItems, ...main }) => ({ id: main.id, mainItem: main, optionItems })) };
}

describe('v1 and v2 shapes of the same contract agree', () => {
  it('after changemainitem, addoptionitem and service/add; the service id is its main item id', async () => {
    const { contract } = await buildContract(c, { mainItem: { optionItems: [{ catalogItemId: option.id }] } });
    const main = contract.mainItems[0]!;
    const changed = await ok('/v1/amendment/changemainitem', {
      contractId: contract.id,
      mainItemId: main.id,
      item: { catalogItemId: plan2.id, effectiveStartDate: '2024-10-01' },
    });
    const newMain = changed.contract.mainItems[1]!;
    await ok('/v1/amendment/addoptionitem', {
      contractId: contract.id,
      contractItemId: newMain.id,
      effectiveStartDate: '2024-11-01',
      item: { catalogItemId: option.id },
    });
    await ok('/v2/contract/service/add', {
      contract: { contractId: contract.id },
      mainItem: { catalogItemIdentifier: { catalogItemId: plan2.id }, startDate: '2025-01-01' },
    });
    const v1 = (await ok<{ contract: Contract }>('/v1/contract/get', { id: contract.id })).contract;
    expect(v1.mainItems).toHaveLength(3);
    const v2 = await getContractV2(c, contract.id);
    expect(v2).toEqual(asV2(v1));
    expect(v2.services.map((s) => s.id)).toEqual([main.id, newMain.id, v1.mainItems[2]!.id]);
    // On a day: the option that moved to the new main item is shown under the main item in force.
    const sept = await getContractV2(c, contract.id, '2024-09-30');
    expect(sept.services.map((s) => [s.id, s.optionItems.length])).toEqual([[main.id, 1]]);
    const list = await ok<{ contracts: ContractV2[] }>('/v2/contract/list', { conditions: { customerId: contract.customerId } });
    expect(list.contracts[0]).toEqual(v2);
  });
});

describe('amendment details', () => {
  it('changequantity: a contractChargeItemOptionalId that names nothing is NOT_FOUND even with an id', async () => {
    const { contract } = await buildContract(c);
    const charge = contract.mainItems[0]!.chargeItems[0]!;
    const res = await c.post('/v1/amendment/changequantity', {
      contractId: contract.id,
      contractChargeItemId: charge.id,
      contractChargeItemOptionalId: 'no-such-charge',
      quantity: 2,
      effectiveStartDate: '2024-05-01',
    });
    expect(res.status, JSON.stringify(res.body)).toBe(404);
    expect((await ok<{ contract: Contract }>('/v1/contract/get', { id: contract.id })).contract.version).toBe(1);
  });

  it('an amendment refused after its row was written (duplicate charge management id) leaves no amendment and no version', async () => {
    const taken = `cci-taken-${Date.now()}`;
    const plan = await buildCatalogItem(c);
    await buildContract(c, {
      catalogItem: plan,
      mainItem: { chargeItems: [{ catalogChargeItemId: plan.catalogChargeItems[0]!.id, optionalId: taken }] },
    });
    const { contract } = await buildContract(c);
    const res = await c.post('/v1/amendment/addoptionitem', {
      contractId: contract.id,
      contractItemId: contract.mainItems[0]!.id,
      effectiveStartDate: '2024-05-01',
      item: { catalogItemId: option.id, chargeItems: [{ catalogChargeItemId: option.catalogChargeItems[0]!.id, optionalId: taken }] },
    });
    expect(res.status, JSON.stringify(res.body)).toBe(409);
    const after = await ok<{ contract: Contract }>('/v1/contract/get', { id: contract.id });
    expect(after.contract).toEqual(contract);
    const list = await ok<{ amendments: Amendment[] }>('/v1/amendment/listbycontract', { id: contract.id });
    expect(list.amendments).toEqual([]);
    expect((await c.post('/v1/contract/get', { id: contract.id, version: 2 })).status).toBe(400);
  });

  it('listbycontract pages in version order, also when amendment ids are out of order (ids made by processes with skewed clocks)', async () => {
    const { contract } = await buildContract(c);
    const main = contract.mainItems[0]!;
    const a1 = (
      await ok('/v1/amendment/addoptionitem', {
        contractId: contract.id,
        contractItemId: main.id,
        effectiveStartDate: '2024-05-01',
        item: { catalogItemId: option.id },
      })
    ).amendment;
    const a2 = (
      await ok('/v1/amendment/addoptionitem', {
        contractId: contract.id,
        contractItemId: main.id,
        effectiveStartDate: '2024-06-01',
        item: { catalogItemId: option.id },
      })
    ).amendment;
    const later = 'ffffffff-ffff-7fff-bfff-ffffffffffff';
    await t.db.updateTable('amendment').set({ id: later }).where('id', '=', a1.id).execute();
    const p1 = await ok<{ amendments: Amendment[]; nextPageToken: string }>('/v1/amendment/listbycontract', {
      id: contract.id,
      pageSize: 1,
    });
    const p2 = await c.get<{ amendments: Amendment[]; nextPageToken: string }>('/v1/amendment/listbycontract', {
      id: contract.id,
      pageSize: 1,
      pageToken: p1.nextPageToken,
    });
    expect([...p1.amendments, ...p2.body.amendments].map((a) => [a.version, a.id])).toEqual([
      [2, later],
      [3, a2.id],
    ]);
    const byOpt = await ok<{ amendments: Amendment[] }>('/v1/amendment/listbycontract', { id: contract.id });
    expect(byOpt.amendments.map((a) => a.version)).toEqual([2, 3]);
  });

  it('cancelling what is already cancelled is FAILED_PRECONDITION and changes nothing (canceloption, cancelcontractservice, cancelcontract)', async () => {
    const { contract } = await buildContract(c, { mainItem: { optionItems: [{ catalogItemId: option.id }] } });
    const main = contract.mainItems[0]!;
    const opt = main.optionItems[0]!;
    await ok('/v1/amendment/canceloption', { contractId: contract.id, contractItemId: opt.id, cancellationDate: '2024-09-30' });
    const service = (
      await ok<{ contract: ContractV2 }>('/v2/amendment/cancelcontractservice', {
        contract: { contractId: contract.id },
        mainItemId: main.id,
        cancellationDate: '2024-12-31',
      })
    ).contract;
    expect(service.services[0]!.mainItem.cancellationDate).not.toBe('');
    const before = (await ok<{ contract: Contract }>('/v1/contract/get', { id: contract.id })).contract;
    for (const [path, body] of [
      ['/v1/amendment/canceloption', { contractId: contract.id, contractItemId: opt.id, cancellationDate: '2024-08-31' }],
      [
        '/v2/amendment/cancelcontractservice',
        { contract: { contractId: contract.id }, mainItemId: main.id, cancellationDate: '2024-11-30' },
      ],
      ['/v1/amendment/cancelcontract', { contractId: contract.id, cancellationDate: '2024-11-30' }],
      ['/v1/amendment/cancelcontract', { contractId: contract.id, cancellationDate: '2025-01-31' }],
    ] as const) {
      const res = await c.post(path, body);
      expect(res.status, `${path} ${JSON.stringify(res.body)}`).toBe(400);
      expect(res.body).toMatchObject({ code: 9 });
    }
    expect((await ok<{ contract: Contract }>('/v1/contract/get', { id: contract.id })).contract).toEqual(before);
  });

  it('item status in a v2 day view is judged on the tenant clock (docs/api.md), not on the requested day', async () => {
    const { contract } = await buildContract(c, { mainItem: { startDate: '2020-01-01' } });
    const v2 = await getContractV2(c, contract.id, '2020-06-01');
    expect(v2.services[0]!.mainItem).toMatchObject({ id: contract.mainItems[0]!.id, status: 'STATUS_COMPLETED' });
  });
});

describe('security: the other environment and another provider', () => {
  it("the production environment's customer, staff, payment method and catalog item are NOT_FOUND for sandbox contracts", async () => {
    const tenant = await newTenant(t.db);
    const sandbox = client(t.app, tenant.sandboxKey);
    const prod = client(t.app, tenant.productionKey);
    const own = await buildContract(sandbox);
    const theirs = await buildContract(prod, { optionalId: 'ENV-1' });
    const base = {
      customer: { id: own.customer.id },
      paymentMethodId: own.paymentMethod.id,
      mainItems: [{ catalogItemId: own.catalogItem.id, startDate: '2024-04-01' }],
    };
    const bodies = [
      { ...base, customer: { id: theirs.customer.id } },
      { ...base, customer: { id: own.customer.id, customerStaffId: theirs.staff.id } },
      { ...base, paymentMethodId: theirs.paymentMethod.id },
      { ...base, mainItems: [{ catalogItemId: theirs.catalogItem.id, startDate: '2024-04-01' }] },
    ];
    for (const body of bodies) expect((await sandbox.post('/v1/contract/create', body)).status).toBe(404);
    const ref = { contractId: own.contract.id };
    expect((await sandbox.post('/v2/contract/updatepaymentmethod', { ...ref, paymentMethodId: theirs.paymentMethod.id })).status).toBe(404);
    expect(
      (
        await sandbox.post('/v1/amendment/changemainitem', {
          ...ref,
          mainItemId: own.contract.mainItems[0]!.id,
          item: { catalogItemId: theirs.catalogItem.id },
        })
      ).status,
    ).toBe(404);
    expect(
      (
        await sandbox.post('/v1/amendment/changequantity', {
          ...ref,
          contractChargeItemId: theirs.contract.mainItems[0]!.chargeItems[0]!.id,
          quantity: 2,
          effectiveStartDate: '2024-05-01',
        })
      ).status,
    ).toBe(404);
    for (const [path, body] of [
      ['/v1/amendment/listbycontractoptionalid', { contractOptionalId: 'ENV-1' }],
      ['/v1/contract/getbyoptionalid', { optionalId: 'ENV-1' }],
      ['/v2/contract/getbyoptionalid', { optionalId: 'ENV-1' }],
      ['/v1/contract/listbycustomerid', { customerId: theirs.customer.id }],
      ['/v1/contract/search', { conditions: { customerId: theirs.customer.id } }],
    ] as const)
      expect((await sandbox.post(path, body)).status, path).toBe(404);
    const search = await ok<{ contracts: Contract[] }>('/v1/contract/search', { conditions: { optionalId: 'ENV-1' } }, sandbox);
    expect(search.contracts).toEqual([]);
    const amendments = await ok<{ amendments: Amendment[] }>('/v1/amendment/list', { pageSize: 100 }, sandbox);
    expect(amendments.amendments.map((a) => a.contractId)).not.toContain(theirs.contract.id);
    expect((await ok<{ contract: Contract }>('/v1/contract/get', { id: own.contract.id }, sandbox)).contract.version).toBe(1);
  });
});

describe('paging: tokens are bound to their query; GET and POST agree', () => {
  it('v2 list, listatdate, search and amendment lists refuse a token replayed with another query or tampered with', async () => {
    const tc = client(t.app, (await newTenant(t.db)).sandboxKey);
    const customer = await createCustomer(tc);
    const otherCustomer = await createCustomer(tc);
    const staff = await createStaff(tc, customer.id);
    const paymentMethod = await buildPaymentMethod(tc);
    const catalogItem = await buildCatalogItem(tc);
    for (let i = 0; i < 3; i++) {
      const { contract } = await buildContract(tc, {
        customer,
        staff,
        paymentMethod,
        catalogItem,
        mainItem: { startDate: `2024-0${i + 4}-01` },
      });
      await ok('/v1/amendment/renewcontractitem', { contractId: contract.id, contractItemId: contract.mainItems[0]!.id }, tc);
    }
    const cases: Array<[string, Record<string, unknown>, Record<string, unknown>, string, string]> = [
      [
        '/v2/contract/list',
        { pageSize: 1, conditions: { customerId: customer.id } },
        { pageSize: 1, conditions: { isDraft: false } },
        'offsetToken',
        'nextOffsetToken',
      ],
      [
        '/v2/contract/list',
        { pageSize: 1 },
        { pageSize: 1, sortOrder: { field: 'FIELD_CONTRACT_END_DATE' } },
        'offsetToken',
        'nextOffsetToken',
      ],
      [
        '/v2/contract/listatdate',
        { pageSize: 1, atPointInServiceTimeline: '2024-06-15' },
        { pageSize: 1, atPointInServiceTimeline: '2024-06-16' },
        'offsetToken',
        'nextOffsetToken',
      ],
      ['/v1/contract/search', { pageSize: 1, conditions: { status: 'STATUS_ENDED' } }, { pageSize: 1 }, 'pageToken', 'nextPageToken'],
      [
        '/v1/amendment/list',
        { pageSize: 1, orderBy: { field: 'FIELD_EFFECTIVE_START_DATE' } },
        { pageSize: 1, orderBy: { field: 'FIELD_EXECUTE_DATE' } },
        'pageToken',
        'nextPageToken',
      ],
      [
        '/v1/contract/listbycustomer',
        { pageSize: 1, customerId: customer.id },
        { pageSize: 1, customerId: otherCustomer.id },
        'pageToken',
        'nextPageToken',
      ],
    ];
    for (const [path, first, other, tokenField, nextField] of cases) {
      const page = await ok<Record<string, unknown>>(path, first, tc);
      const token = page[nextField] as string;
      expect(token, path).not.toBe('');
      expect((await ok<Record<string, unknown>>(path, { ...first, [tokenField]: token }, tc))[nextField], path).not.toBe(token);
      for (const bad of [
        { ...other, [tokenField]: token },
        { ...first, [tokenField]: `${token.slice(0, -2)}xx` },
        { ...first, [tokenField]: 'e30.AAAA' },
      ]) {
        const res = await tc.post<{ code: number; detail: { fieldViolations: Array<{ field: string }> } }>(path, bad);
        expect(res.status, `${path} ${JSON.stringify(bad)}`).toBe(400);
        expect(res.body.detail.fieldViolations[0]!.field).toBe(tokenField);
      }
    }
  });

  it('GET with dotted names answers as POST for every list and search', async () => {
    const { contract, customer } = await buildContract(c, { optionalId: `par-${Date.now()}` });
    await ok('/v1/amendment/renewcontractitem', { contractId: contract.id, contractItemId: contract.mainItems[0]!.id });
    const pairs: Array<[string, Record<string, unknown>, Record<string, string>]> = [
      ['/v1/contract/list', { pageSize: 2 }, { pageSize: '2' }],
      ['/v1/contract/listbycustomerid', { customerId: customer.id }, { customerId: customer.id }],
      [
        '/v1/contract/search',
        {
          orderBy: { field: 'FIELD_CONTRACT_END_DATE', direction: 'DIRECTION_DESCENDING' },
          conditions: { customerId: customer.id, isDraft: false, endDateFrom: '2024-01-01' },
        },
        {
          'orderBy.field': 'FIELD_CONTRACT_END_DATE',
          'orderBy.direction': 'DIRECTION_DESCENDING',
          'conditions.customerId': customer.id,
          'conditions.isDraft': 'false',
          'conditions.endDateFrom': '2024-01-01',
        },
      ],
      [
        '/v2/contract/list',
        { sortOrder: { field: 'FIELD_ID' }, conditions: { optionalId: contract.optionalId } },
        { 'sortOrder.field': 'FIELD_ID', 'conditions.optionalId': contract.optionalId },
      ],
      [
        '/v2/contract/listatdate',
        { atPointInServiceTimeline: '2024-05-01', conditions: { customerId: customer.id } },
        { atPointInServiceTimeline: '2024-05-01', 'conditions.customerId': customer.id },
      ],
      ['/v1/amendment/list', { orderBy: { field: 'FIELD_EXECUTE_DATE' } }, { 'orderBy.field': 'FIELD_EXECUTE_DATE' }],
      ['/v1/amendment/listbycontract', { id: contract.id }, { id: contract.id }],
      ['/v1/amendment/listbycontractoptionalid', { contractOptionalId: contract.optionalId }, { contractOptionalId: contract.optionalId }],
    ];
    for (const [path, body, query] of pairs) {
      const p = await c.post(path, body);
      const g = await c.get(path, query);
      expect(p.status, `${path} ${JSON.stringify(p.body)}`).toBe(200);
      expect(g.body, path).toEqual(p.body);
    }
  });
});

describe('performance hygiene', () => {
  it('contract lists load custom fields without a query per contract', async () => {
    const config = loadConfig({ DATABASE_URL: testDatabaseUrl(), LOG_LEVEL: 'silent' });
    let queries = 0;
    const db = poolOf(
      new Kysely<DB>({
        dialect: new PostgresDialect({ pool: createPool(testDatabaseUrl(), { max: 2 }) }),
        log: () => {
          queries++;
        },
      }),
    );
    const app = await buildApp(
      { config, db, ports: appPorts(), pageSecret: await loadOrCreateSecret(db, 'page-token') },
      { logger: false },
    );
    try {
      const tc = client(app, (await newTenant(db)).sandboxKey);
      const master = await createMaster(tc, { fieldType: 'FIELD_TYPE_CONTRACT' });
      const built = await buildContract(tc);
      const shared = { customer: built.customer, staff: built.staff, paymentMethod: built.paymentMethod, catalogItem: built.catalogItem };
      for (let i = 0; i < 5; i++) await buildContract(tc, shared);
      await tc.patch('/v1/customfield/resource/update', {
        srn: { resourceId: built.contract.id, resourceType: 'RESOURCE_TYPE_CONTRACT' },
        customFields: [value(master.id, { string: 'x' })],
      });
      const count = async (path: string, body: Record<string, unknown>) => {
        queries = 0;
        const res = await tc.post<{ contracts: Contract[] }>(path, body);
        expect(res.status).toBe(200);
        return { n: queries, contracts: res.body.contracts };
      };
      for (const path of ['/v1/contract/list', '/v2/contract/list']) {
        const one = await count(path, { pageSize: 1 });
        const six = await count(path, { pageSize: 6 });
        expect(six.contracts).toHaveLength(6);
        expect(six.contracts[0]!.customFields).toEqual([value(master.id, { string: 'x' })]);
        expect(six.contracts[1]!.customFields).toEqual([]);
        expect(six.n, path).toBe(one.n);
      }
    } finally {
      await app.close();
      await db.destroy();
    }
  });
});
