import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildTestApp, client, newTenant, type Client, type TestApp } from '../../../test/helpers/app';
import { buildCatalogItem, buildPaymentMethod, type CatalogItem } from '../../../test/helpers/factories/catalog';
import { createCustomer } from '../../../test/helpers/factories/customer';
import { createStaff } from '../../../test/helpers/factories/staff';
import type { Contract } from './contract.schema';
import type { ContractV2 } from '../v2/contract/contract.schema';

// A create request that lists some of the catalog item's charge items keeps the others with the
// catalog's defaults; `excluded: true` leaves one out on purpose (docs/contracts.md "Charge items").

let t: TestApp;
let c: Client;
let other: Client;
let plan: CatalogItem;
let base: Record<string, unknown>;
beforeAll(async () => {
  t = await buildTestApp();
  c = client(t.app, (await newTenant(t.db)).sandboxKey);
  other = client(t.app, (await newTenant(t.db)).sandboxKey);
  plan = await buildCatalogItem(c, {
    catalogChargeItems: [
      { name: 'Base fee', type: 'TYPE_RECURRING', pricingModel: { type: 'TYPE_FLAT_FEE', price: '30000' } },
      { name: 'Seats', type: 'TYPE_RECURRING', pricingModel: { type: 'TYPE_PER_UNIT', price: '1200' } },
      { name: 'Setup', type: 'TYPE_ONE_TIME', pricingModel: { type: 'TYPE_FLAT_FEE', price: '50000' } },
    ],
  });
  const customer = await createCustomer(c);
  const staff = await createStaff(c, customer.id);
  const pm = await buildPaymentMethod(c);
  base = { customer: { id: customer.id, customerStaffId: staff.id }, paymentMethodId: pm.id };
});
afterAll(async () => {
  await t.close();
});

const [BASE, SEATS, SETUP] = [0, 1, 2];
const chargeId = (i: number) => plan.catalogChargeItems[i]!.id;
const summary = (items: Contract['mainItems'][number]['chargeItems']) =>
  items.map((ci) => ({ name: ci.name, quantity: ci.quantity, price: ci.pricing.price }));
const fieldOf = (body: unknown) => (body as { detail: { fieldViolations: Array<{ field: string }> } }).detail.fieldViolations[0]!.field;

const v1 = (chargeItems: unknown[]) =>
  c.post<{ contract: Contract }>('/v1/contract/create', {
    ...base,
    mainItems: [{ catalogItemId: plan.id, startDate: '2031-04-15', chargeItems }],
  });
const v2 = (chargeItems: unknown[], who = c) =>
  who.post<{ contract: ContractV2 }>('/v2/contract/create', {
    ...base,
    mainItem: { catalogItemIdentifier: { catalogItemId: plan.id }, startDate: '2031-04-15', chargeItems },
  });

describe('/v1/contract/create: charge items not listed take the catalog defaults', () => {
  it('listing only the seats keeps the base fee and the setup fee, in catalog order', async () => {
    const res = await v1([{ catalogChargeItemId: chargeId(SEATS), quantity: 12 }]);
    expect(res.status, JSON.stringify(res.body)).toBe(200);
    expect(summary(res.body.contract.mainItems[0]!.chargeItems)).toEqual([
      { name: 'Base fee', quantity: '1', price: '30000' },
      { name: 'Seats', quantity: '12', price: '1200' },
      { name: 'Setup', quantity: '1', price: '50000' },
    ]);
    expect(res.body.contract.mainItems[0]!.chargeItems.map((ci) => ci.catalogChargeItemId)).toEqual([
      chargeId(BASE),
      chargeId(SEATS),
      chargeId(SETUP),
    ]);
  });

  it('excluded: true leaves a charge item out on purpose', async () => {
    const res = await v1([
      { catalogChargeItemId: chargeId(SETUP), excluded: true },
      { catalogChargeItemId: chargeId(SEATS), quantity: 3, price: 1000 },
    ]);
    expect(res.status, JSON.stringify(res.body)).toBe(200);
    expect(summary(res.body.contract.mainItems[0]!.chargeItems)).toEqual([
      { name: 'Base fee', quantity: '1', price: '30000' },
      { name: 'Seats', quantity: '3', price: '1000' },
    ]);
  });

  it('excluded: false is the same as listing the item', async () => {
    const res = await v1([{ catalogChargeItemId: chargeId(BASE), excluded: false }]);
    expect(res.status).toBe(200);
    expect(res.body.contract.mainItems[0]!.chargeItems).toHaveLength(3);
  });

  // The charge items are built inside the test: the catalog item exists only once beforeAll has run.
  it.each([
    [
      'an override on an excluded item',
      () => [{ catalogChargeItemId: chargeId(SETUP), excluded: true, price: 1 }],
      'mainItems[0].chargeItems[0].price',
    ],
    [
      'every item excluded',
      () => [BASE, SEATS, SETUP].map((i) => ({ catalogChargeItemId: chargeId(i), excluded: true })),
      'mainItems[0].chargeItems',
    ],
    [
      'the same item twice',
      () => [{ catalogChargeItemId: chargeId(SEATS) }, { catalogChargeItemId: chargeId(SEATS), excluded: true }],
      'mainItems[0].chargeItems[1].catalogChargeItemId',
    ],
    ['excluded not a boolean', () => [{ catalogChargeItemId: chargeId(SETUP), excluded: 'yes' }], 'mainItems[0].chargeItems[0].excluded'],
  ])('%s → INVALID_ARGUMENT naming the field', async (_label, chargeItems, field) => {
    const res = await v1(chargeItems());
    expect(res.status).toBe(400);
    expect(res.body).toMatchObject({ code: 3 });
    expect(fieldOf(res.body)).toBe(field);
  });
});

describe('/v2/contract/create: the same rule', () => {
  it('listing one charge item keeps the others; excluded leaves one out', async () => {
    const res = await v2([
      { catalogChargeItemId: chargeId(SEATS), quantity: '7', pricing: { price: '1100' } },
      { catalogChargeItemId: chargeId(SETUP), excluded: true },
    ]);
    expect(res.status, JSON.stringify(res.body)).toBe(200);
    expect(summary(res.body.contract.services[0]!.mainItem.chargeItems)).toEqual([
      { name: 'Base fee', quantity: '1', price: '30000' },
      { name: 'Seats', quantity: '7', price: '1100' },
    ]);
  });

  it('an excluded item with pricing → INVALID_ARGUMENT', async () => {
    const res = await v2([{ catalogChargeItemId: chargeId(BASE), excluded: true, pricing: { price: '1' } }]);
    expect(res.status).toBe(400);
    expect(fieldOf(res.body)).toMatch(/^mainItem\.chargeItems\[0\]\./);
  });

  it("another tenant's key naming this catalog item → NOT_FOUND", async () => {
    const res = await v2([{ catalogChargeItemId: chargeId(SETUP), excluded: true }], other);
    expect(res.status).toBe(404);
    expect(res.body).toMatchObject({ code: 5 });
  });
});
