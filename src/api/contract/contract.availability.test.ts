import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildTestApp, client, newTenant, type Client, type TestApp } from '../../../test/helpers/app';
import { buildCatalogItem } from '../../../test/helpers/factories/catalog';
import { buildContract, getContractV2 } from '../../../test/helpers/factories/contract';

let t: TestApp;
let c: Client;
beforeAll(async () => {
  t = await buildTestApp();
  c = client(t.app, (await newTenant(t.db)).sandboxKey);
});
afterAll(async () => {
  await t.close();
});

describe('availabilityCycle of contract items', () => {
  it('is inherited from the catalog item (v1) and shown in both shapes', async () => {
    const catalogItem = await buildCatalogItem(c, { availabilityCycle: { value: 3, unit: 'UNIT_MONTHLY' } });
    const { contract } = await buildContract(c, { catalogItem });
    expect(contract.mainItems[0]!.availabilityCycle).toEqual({ value: 3, unit: 'UNIT_MONTHLY' });
    expect((await getContractV2(c, contract.id)).services[0]!.mainItem.availabilityCycle).toEqual({ value: 3, unit: 'UNIT_MONTHLY' });
  });

  it('is none ({0, UNIT_UNSPECIFIED}) when the catalog item has none', async () => {
    const { contract } = await buildContract(c);
    expect(contract.mainItems[0]!.availabilityCycle).toEqual({ value: 0, unit: 'UNIT_UNSPECIFIED' });
  });

  it('v2 create overrides it per item, and a zero-month cycle is refused naming the field', async () => {
    const seed = await buildContract(c);
    const body = {
      customer: { id: seed.customer.id, customerStaffId: seed.staff.id },
      paymentMethodId: seed.paymentMethod.id,
      mainItem: {
        catalogItemIdentifier: { catalogItemId: seed.catalogItem.id },
        startDate: '2031-04-01',
        availabilityCycle: { value: 6, unit: 'UNIT_MONTHLY' },
      },
    };
    const created = await c.post<{ contract: { services: Array<{ mainItem: { availabilityCycle: unknown } }> } }>(
      '/v2/contract/create',
      body,
    );
    expect(created.status, JSON.stringify(created.body)).toBe(200);
    expect(created.body.contract.services[0]!.mainItem.availabilityCycle).toEqual({ value: 6, unit: 'UNIT_MONTHLY' });
    const bad = await c.post('/v2/contract/create', {
      ...body,
      mainItem: { ...body.mainItem, availabilityCycle: { value: -1, unit: 'UNIT_MONTHLY' } },
    });
    expect(bad.status).toBe(400);
    expect(JSON.stringify(bad.body)).toContain('mainItem.availabilityCycle');
  });
});
