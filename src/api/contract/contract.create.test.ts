import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildTestApp, client, newTenant, type Client, type TestApp } from '../../../test/helpers/app';
import { buildCatalogItem, buildPaymentMethod } from '../../../test/helpers/factories/catalog';
import { buildContract, getContractV2, type Contract } from '../../../test/helpers/factories/contract';
import { createCustomer } from '../../../test/helpers/factories/customer';
import { createStaff } from '../../../test/helpers/factories/staff';

let t: TestApp;
let c: Client;
beforeAll(async () => {
  t = await buildTestApp();
  c = client(t.app, (await newTenant(t.db)).sandboxKey);
});
afterAll(async () => {
  await t.close();
});

type One = { contract: Contract };
const jst = (day: string) => new Date(`${day}T00:00:00+09:00`).toISOString().replace('.000Z', 'Z');

describe('/v1/contract/create', () => {
  it('creates a contract with every field defaulted from the catalog', async () => {
    const { contract, customer, staff, paymentMethod, catalogItem } = await buildContract(c);
    expect(contract).toMatchObject({
      version: 1,
      isDraft: false,
      optionalId: '',
      customerId: customer.id,
      customerStaffId: staff.id,
      paymentMethodId: paymentMethod.id,
      customFields: [],
    });
    expect(contract.mainItems).toHaveLength(1);
    const main = contract.mainItems[0]!;
    expect(main).toMatchObject({
      name: catalogItem.name,
      catalogItemId: catalogItem.id,
      startDate: jst('2024-04-01'),
      endDate: jst('2025-03-31'),
      defaultContractTerm: { value: 12, unit: 'UNIT_MONTHLY' },
      autoRenewal: { type: 'TYPE_DISABLED', term: { value: 0, unit: 'UNIT_UNSPECIFIED' } },
      cancellationDate: '',
      optionItems: [],
    });
    const cat = catalogItem.catalogChargeItems[0]!;
    expect(main.chargeItems).toEqual([
      expect.objectContaining({
        catalogChargeItemId: cat.id,
        optionalId: '',
        name: cat.name,
        quantity: '1',
        pricing: cat.pricingModel,
        billingCycle: cat.billingCycle,
        billingTiming: cat.billingTiming,
        billingDueTiming: cat.billingDueTiming,
        terms: [{ effectiveStartDate: jst('2024-04-01'), quantity: '1', pricing: cat.pricingModel }],
      }),
    ]);
  });

  it('takes overrides: name, dates, term, auto-renewal, price, quantity, timings, option items capped at the main end', async () => {
    const plan = await buildCatalogItem(c, { usage: 'USAGE_MAIN', pricing: { type: 'TYPE_PER_UNIT', price: '500' } });
    const option = await buildCatalogItem(c, { usage: 'USAGE_OPTION', defaultContractTerm: { value: 24, unit: 'UNIT_MONTHLY' } });
    const { contract } = await buildContract(c, {
      catalogItem: plan,
      optionalId: 'CT-override-1',
      mainItem: {
        name: 'Custom plan',
        startDate: '2024-04-15',
        defaultContractTerm: { value: 6, unit: 'UNIT_MONTHLY' },
        autoRenewal: { type: 'TYPE_ENABLED', term: { value: -1, unit: 'UNIT_MONTHLY' } },
        chargeItems: [
          {
            catalogChargeItemId: plan.catalogChargeItems[0]!.id,
            optionalId: 'CCI-override-1',
            quantity: 3,
            price: 450,
            name: 'Seats',
            billingTiming: { value: -1, unit: 'UNIT_MONTHLY', monthlyOption: 'MONTHLY_OPTION_LAST_DAY_OF_MONTH' },
          },
        ],
        optionItems: [{ catalogItemId: option.id, startDate: '2024-05-01' }],
      },
    });
    const main = contract.mainItems[0]!;
    expect(contract.optionalId).toBe('CT-override-1');
    expect(main).toMatchObject({
      name: 'Custom plan',
      startDate: jst('2024-04-15'),
      endDate: jst('2024-10-14'),
      autoRenewal: { type: 'TYPE_ENABLED', term: { value: -1, unit: 'UNIT_MONTHLY' } },
    });
    expect(main.chargeItems[0]).toMatchObject({
      optionalId: 'CCI-override-1',
      name: 'Seats',
      quantity: '3',
      pricing: { type: 'TYPE_PER_UNIT', price: '450' },
      billingTiming: { value: -1, unit: 'UNIT_MONTHLY', monthlyOption: 'MONTHLY_OPTION_LAST_DAY_OF_MONTH' },
    });
    expect(main.optionItems).toHaveLength(1);
    expect(main.optionItems[0]).toMatchObject({
      catalogItemId: option.id,
      startDate: jst('2024-05-01'),
      endDate: jst('2024-10-14'),
      defaultContractTerm: { value: 24, unit: 'UNIT_MONTHLY' },
    });
  });

  it('accepts references by management id and an explicit end date; flat fees keep quantity 1', async () => {
    const customer = await createCustomer(c, { optionalId: `cust-${Date.now()}` });
    const staff = await createStaff(c, customer.id, { optionalId: `staff-${Date.now()}` });
    const pm = await buildPaymentMethod(c);
    const item = await buildCatalogItem(c);
    const res = await c.post<One>('/v1/contract/create', {
      customer: { optionalId: customer.optionalId, customerStaffOptionalId: staff.optionalId },
      paymentMethodOptionalId: pm.optionalId,
      mainItems: [
        {
          catalogItemOptionalId: item.optionalId,
          startDate: '2024-04-01T10:00:00+09:00',
          endDate: '2024-09-30',
          chargeItems: [{ catalogChargeItemId: item.catalogChargeItems[0]!.id, quantity: 5 }],
        },
      ],
    });
    expect(res.status, JSON.stringify(res.body)).toBe(200);
    expect(res.body.contract).toMatchObject({ customerId: customer.id, customerStaffId: staff.id, paymentMethodId: pm.id });
    expect(res.body.contract.mainItems[0]).toMatchObject({ startDate: jst('2024-04-01'), endDate: jst('2024-09-30') });
    expect(res.body.contract.mainItems[0]!.chargeItems[0]!.quantity).toBe('1');
  });

  it('derives item statuses from the dates and the tenant clock', async () => {
    const { contract: past } = await buildContract(c, { mainItem: { startDate: '2020-01-01' } });
    expect(past.mainItems[0]!.status).toBe('STATUS_COMPLETED');
    const { contract: future } = await buildContract(c, { mainItem: { startDate: '2099-01-01' } });
    expect(future.mainItems[0]!.status).toBe('STATUS_WAITING_ACTIVATION');
    const today = new Date(Date.now() + 9 * 3600_000).toISOString().slice(0, 10);
    const { contract: now } = await buildContract(c, { mainItem: { startDate: today } });
    expect(now.mainItems[0]!.status).toBe('STATUS_ACTIVE');
  });

  it('shows the same contract in v1 and v2 shapes', async () => {
    const option = await buildCatalogItem(c, { usage: 'USAGE_OPTION' });
    const { contract } = await buildContract(c, { mainItem: { optionItems: [{ catalogItemId: option.id }] } });
    const v2 = await getContractV2(c, contract.id);
    const { mainItems, version: _v, ...head } = contract;
    const { services, ...head2 } = v2;
    expect(head2).toEqual(head);
    const { optionItems, ...main } = mainItems[0]!;
    expect(services).toEqual([{ id: main.id, mainItem: main, optionItems }]);
  });
});

describe('/v1/contract/confirmdraft and /v2/contract/confirmdraft', () => {
  it('confirms a draft irreversibly and idempotently', async () => {
    const { contract } = await buildContract(c, { isDraft: true });
    expect(contract.isDraft).toBe(true);
    const first = await c.post<One>('/v1/contract/confirmdraft', { id: contract.id });
    expect(first.status).toBe(200);
    expect(first.body.contract).toMatchObject({ isDraft: false, version: 1 });
    const again = await c.post<One>('/v1/contract/confirmdraft', { id: contract.id });
    expect(again.body.contract).toEqual(first.body.contract);
    const v2 = await c.post<{ contract: { isDraft: boolean } }>('/v2/contract/confirmdraft', { id: contract.id });
    expect(v2.status).toBe(200);
    expect(v2.body.contract.isDraft).toBe(false);
  });

  it('confirms by management id (v2)', async () => {
    const { contract } = await buildContract(c, { isDraft: true, optionalId: `draft-${Date.now()}` });
    const res = await c.post<{ contract: { isDraft: boolean; id: string } }>('/v2/contract/confirmdraft', {
      optionalId: contract.optionalId,
    });
    expect(res.status).toBe(200);
    expect(res.body.contract).toMatchObject({ id: contract.id, isDraft: false });
  });
});
