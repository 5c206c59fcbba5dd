import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildTestApp, client, newTenant, type Client, type TestApp } from '../../../test/helpers/app';
import { buildCatalogItem, type CatalogItem } from '../../../test/helpers/factories/catalog';
import { buildContract, type Contract, type ContractV2 } from '../../../test/helpers/factories/contract';

// The price of a contract charge item (v1 `price`, v2 `pricing.price`, customizeoptionitem's `price`) is
// whole yen in the interface: a JSON integer or its digits; 1.5 and "1.5" are INVALID_ARGUMENT naming the
// field (docs/conventions.md "Numbers"). Tier prices stay decimal.

let t: TestApp;
let c: Client;
let main: CatalogItem;
let option: CatalogItem;
let volume: CatalogItem;
beforeAll(async () => {
  t = await buildTestApp();
  c = client(t.app, (await newTenant(t.db)).sandboxKey);
  main = await buildCatalogItem(c, { pricing: { type: 'TYPE_PER_UNIT', price: '1000' } });
  option = await buildCatalogItem(c, { usage: 'USAGE_OPTION', pricing: { type: 'TYPE_FLAT_FEE', price: '500' } });
  volume = await buildCatalogItem(c, {
    pricing: {
      type: 'TYPE_VOLUME',
      tiers: [
        { upperLimit: '10', kind: 'KIND_PER_UNIT', unitPrice: '100' },
        { upperLimit: '', kind: 'KIND_PER_UNIT', unitPrice: '80' },
      ],
    },
  });
});
afterAll(async () => {
  await t.close();
});

const FRACTIONS = [1.5, '1.5'] as const;

/** The request is refused with INVALID_ARGUMENT naming exactly `field`. */
async function refusedNaming(path: string, body: unknown, field: string): Promise<void> {
  const res = await c.post<{ code: number; detail: { fieldViolations: Array<{ field: string }> } }>(path, body);
  expect(res.status, `${path} ${JSON.stringify(body)}`).toBe(400);
  expect(res.body.code).toBe(3);
  expect(res.body.detail.fieldViolations.map((v) => v.field)).toEqual([field]);
}

/** A v1 contract (main item of `main`, one option item of `option`), and the ids amendments name. */
async function contractWithOption() {
  const built = await buildContract(c, {
    catalogItem: main,
    mainItem: { optionItems: [{ catalogItemId: option.id, startDate: '2024-04-01' }] },
  });
  const mainItem = built.contract.mainItems[0]!;
  return { ...built, mainItem, optionItem: mainItem.optionItems[0]! };
}

describe('contract charge-item prices are whole yen', () => {
  it('/v1/contract/create takes 3000 and "3000" and refuses 1.5 and "1.5" on main and option items', async () => {
    for (const price of [3000, '3000']) {
      const { contract } = await buildContract(c, {
        catalogItem: main,
        mainItem: { chargeItems: [{ catalogChargeItemId: main.catalogChargeItems[0]!.id, price }] },
      });
      expect(contract.mainItems[0]!.chargeItems[0]!.pricing.price).toBe('3000');
    }
    const { contract, customer, staff, paymentMethod } = await buildContract(c, { catalogItem: main });
    const head = { customer: { id: customer.id, customerStaffId: staff.id }, paymentMethodId: paymentMethod.id };
    expect(contract.mainItems[0]!.chargeItems[0]!.pricing.price).toBe('1000');
    for (const price of FRACTIONS) {
      const mainCharge = [{ catalogChargeItemId: main.catalogChargeItems[0]!.id, price }];
      await refusedNaming(
        '/v1/contract/create',
        { ...head, mainItems: [{ catalogItemId: main.id, startDate: '2024-04-01', chargeItems: mainCharge }] },
        'mainItems[0].chargeItems[0].price',
      );
      const optionCharge = [{ catalogChargeItemId: option.catalogChargeItems[0]!.id, price }];
      await refusedNaming(
        '/v1/contract/create',
        {
          ...head,
          mainItems: [
            { catalogItemId: main.id, startDate: '2024-04-01', optionItems: [{ catalogItemId: option.id, chargeItems: optionCharge }] },
          ],
        },
        'mainItems[0].optionItems[0].chargeItems[0].price',
      );
    }
  });

  it('/v2/contract/create and /v2/contract/service/add take an integer pricing.price and refuse 1.5 and "1.5"', async () => {
    const { customer, staff, paymentMethod, contract } = await buildContract(c, { catalogItem: main });
    const head = { customer: { id: customer.id, customerStaffId: staff.id }, paymentMethodId: paymentMethod.id };
    const item = (price: number | string) => ({
      catalogItemIdentifier: { catalogItemId: main.id },
      startDate: '2024-04-01',
      chargeItems: [{ catalogChargeItemId: main.catalogChargeItems[0]!.id, pricing: { price } }],
    });
    for (const price of [2500, '2500']) {
      const res = await c.post<{ contract: ContractV2 }>('/v2/contract/create', { ...head, mainItem: item(price) });
      expect(res.status, JSON.stringify(res.body)).toBe(200);
      expect(res.body.contract.services[0]!.mainItem.chargeItems[0]!.pricing.price).toBe('2500');
    }
    for (const price of FRACTIONS) {
      await refusedNaming('/v2/contract/create', { ...head, mainItem: item(price) }, 'mainItem.chargeItems[0].pricing.price');
      const optionItem = {
        catalogItemIdentifier: { catalogItemId: option.id },
        chargeItems: [{ catalogChargeItemId: option.catalogChargeItems[0]!.id, pricing: { price } }],
      };
      await refusedNaming(
        '/v2/contract/create',
        { ...head, mainItem: item(2500), optionItems: [optionItem] },
        'optionItems[0].chargeItems[0].pricing.price',
      );
      await refusedNaming(
        '/v2/contract/service/add',
        { contract: { contractId: contract.id }, mainItem: item(price) },
        'mainItem.chargeItems[0].pricing.price',
      );
    }
  });

  it('the amendments that take a charge-item price refuse 1.5 and "1.5"; customizeoptionitem takes "450"', async () => {
    const { contract, mainItem, optionItem } = await contractWithOption();
    const optionCharge = (price: number | string) => [{ catalogChargeItemId: option.catalogChargeItems[0]!.id, price }];
    const mainCharge = (price: number | string) => [{ catalogChargeItemId: main.catalogChargeItems[0]!.id, price }];
    for (const price of FRACTIONS) {
      // addoptionitem names the main item it goes under, changeoptionitem the option item it replaces.
      for (const [path, contractItemId] of [
        ['/v1/amendment/addoptionitem', mainItem.id],
        ['/v1/amendment/changeoptionitem', optionItem.id],
      ] as const) {
        const item = { catalogItemId: option.id, chargeItems: optionCharge(price) };
        await refusedNaming(
          path,
          { contractId: contract.id, contractItemId, effectiveStartDate: '2024-06-01', item },
          'item.chargeItems[0].price',
        );
      }
      await refusedNaming(
        '/v1/amendment/changemainitem',
        { contractId: contract.id, mainItemId: mainItem.id, item: { catalogItemId: main.id, chargeItems: mainCharge(price) } },
        'item.chargeItems[0].price',
      );
      await refusedNaming(
        '/v1/amendment/customizeoptionitem',
        {
          contractId: contract.id,
          contractItemId: optionItem.id,
          effectiveStartDate: '2024-06-01',
          item: { chargeItems: [{ contractChargeItemId: optionItem.chargeItems[0]!.id, price }] },
        },
        'item.chargeItems[0].price',
      );
    }
    const customized = await c.post<{ contract: Contract }>('/v1/amendment/customizeoptionitem', {
      contractId: contract.id,
      contractItemId: optionItem.id,
      effectiveStartDate: '2024-06-01',
      item: { chargeItems: [{ contractChargeItemId: optionItem.chargeItems[0]!.id, price: '450' }] },
    });
    expect(customized.status, JSON.stringify(customized.body)).toBe(200);
    const terms = customized.body.contract.mainItems[0]!.optionItems[0]!.chargeItems[0]!.terms;
    expect(terms.map((x) => x.pricing.price)).toEqual(['500', '450']);
  });

  it('tier prices on a contract stay decimal (0.5 and "0.25")', async () => {
    const tiers = [
      { upperLimit: 10, kind: 'KIND_PER_UNIT', unitPrice: 0.5 },
      { upperLimit: '', kind: 'KIND_PER_UNIT', unitPrice: '0.25' },
    ];
    const { contract } = await buildContract(c, {
      catalogItem: volume,
      mainItem: { chargeItems: [{ catalogChargeItemId: volume.catalogChargeItems[0]!.id, tiers }] },
    });
    expect(contract.mainItems[0]!.chargeItems[0]!.pricing.tiers.map((x) => x.unitPrice)).toEqual(['0.5', '0.25']);
  });
});
