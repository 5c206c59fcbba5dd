import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildTestApp, client, newTenant, type Client, type TestApp } from '../../../test/helpers/app';
import { buildCatalogItem, buildPaymentMethod } from '../../../test/helpers/factories/catalog';
import { buildContract, type BuiltContract } from '../../../test/helpers/factories/contract';

let t: TestApp;
let owner: Client;
let built: BuiltContract;
let amendmentId: string;
let strangers: Array<[string, Client]>;
beforeAll(async () => {
  t = await buildTestApp();
  const tenant = await newTenant(t.db);
  owner = client(t.app, tenant.sandboxKey);
  built = await buildContract(owner, { optionalId: 'SEC-1' });
  const r = await owner.post<{ amendment: { id: string } }>('/v1/amendment/renewcontractitem', {
    contractId: built.contract.id,
    contractItemId: built.contract.mainItems[0]!.id,
  });
  amendmentId = r.body.amendment.id;
  const other = await newTenant(t.db);
  const otherClient = client(t.app, other.sandboxKey);
  // The stranger has a contract of its own, so its lists are not trivially empty.
  await buildContract(otherClient, { optionalId: 'SEC-1' });
  strangers = [
    ['another provider', otherClient],
    ['the production environment', client(t.app, tenant.productionKey)],
  ];
});
afterAll(async () => {
  await t.close();
});

describe("another provider's or environment's contract is NOT_FOUND", () => {
  it('reads, writes and amendments', async () => {
    const id = built.contract.id;
    const item = built.contract.mainItems[0]!.id;
    for (const [, c] of strangers) {
      const calls: Array<[string, unknown]> = [
        ['/v1/contract/get', { id }],
        ['/v2/contract/get', { id }],
        ['/v1/contract/confirmdraft', { id }],
        ['/v2/contract/confirmdraft', { id }],
        ['/v1/contract/alias', { id, optionalId: 'taken' }],
        ['/v2/contract/updatepaymentmethod', { contractId: id, paymentMethodId: (await buildPaymentMethod(c)).id }],
        [
          '/v2/contract/service/add',
          {
            contract: { contractId: id },
            mainItem: { catalogItemIdentifier: { catalogItemId: (await buildCatalogItem(c)).id }, startDate: '2024-04-01' },
          },
        ],
        ['/v1/amendment/renewcontractitem', { contractId: id, contractItemId: item }],
        ['/v1/amendment/cancelcontract', { contractId: id, cancellationDate: '2024-06-30' }],
        [
          '/v1/amendment/changequantity',
          {
            contractId: id,
            contractChargeItemId: built.contract.mainItems[0]!.chargeItems[0]!.id,
            quantity: 2,
            effectiveStartDate: '2024-05-01',
          },
        ],
        ['/v2/amendment/cancelcontractservice', { contract: { contractId: id }, mainItemId: item, cancellationDate: '2024-06-30' }],
        ['/v1/amendment/cancelamendment', { id: amendmentId }],
        ['/v1/amendment/listbycontract', { id }],
      ];
      for (const [path, body] of calls) {
        const res = await c.post(path, body);
        expect(res.status, `${path} ${JSON.stringify(res.body)}`).toBe(404);
      }
    }
    const still = await owner.post<{ contract: { version: number; optionalId: string } }>('/v1/contract/get', { id });
    expect(still.body.contract).toMatchObject({ version: 2, optionalId: 'SEC-1' });
  });

  it('a management id resolves only in its own tenant; lists never show the contract', async () => {
    for (const [, c] of strangers) {
      const mine = await c.post<{ contract?: { id: string } }>('/v1/contract/getbyoptionalid', { optionalId: 'SEC-1' });
      expect(mine.body.contract?.id).not.toBe(built.contract.id);
      for (const path of ['/v1/contract/list', '/v1/contract/search', '/v2/contract/list']) {
        const res = await c.post<{ contracts: Array<{ id: string }> }>(path, {});
        expect(res.status).toBe(200);
        expect(res.body.contracts.map((x) => x.id)).not.toContain(built.contract.id);
      }
      const atDate = await c.post<{ contracts: Array<{ id: string }> }>('/v2/contract/listatdate', {
        atPointInServiceTimeline: '2024-05-01',
      });
      expect(atDate.body.contracts.map((x) => x.id)).not.toContain(built.contract.id);
      const amendments = await c.post<{ amendments: Array<{ id: string }> }>('/v1/amendment/list', { pageSize: 100 });
      expect(amendments.body.amendments.map((a) => a.id)).not.toContain(amendmentId);
      expect((await c.post('/v1/contract/listbycustomer', { customerId: built.customer.id })).status).toBe(404);
    }
  });

  it("another tenant's customer, staff, payment method or catalog item cannot be used", async () => {
    const [, c] = strangers[0]!;
    const pm = await buildPaymentMethod(c);
    const item = await buildCatalogItem(c);
    const base = {
      customer: { id: built.customer.id },
      paymentMethodId: pm.id,
      mainItems: [{ catalogItemId: item.id, startDate: '2024-04-01' }],
    };
    expect((await c.post('/v1/contract/create', base)).status).toBe(404);
    const own = await buildContract(c);
    const mixed = [
      { ...base, customer: { id: own.customer.id, customerStaffId: built.staff.id } },
      { ...base, customer: { id: own.customer.id }, paymentMethodId: built.paymentMethod.id },
      { ...base, customer: { id: own.customer.id }, mainItems: [{ catalogItemId: built.catalogItem.id, startDate: '2024-04-01' }] },
    ];
    for (const body of mixed) expect((await c.post('/v1/contract/create', body)).status).toBe(404);
    const addOption = await c.post('/v1/amendment/addoptionitem', {
      contractId: own.contract.id,
      contractItemId: own.contract.mainItems[0]!.id,
      effectiveStartDate: '2024-05-01',
      item: { catalogItemId: built.catalogItem.id },
    });
    expect(addOption.status).toBe(404);
  });
});
