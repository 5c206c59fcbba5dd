import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildTestApp, client, newTenant, type Client, type TestApp } from '../../../test/helpers/app';
import { buildCatalogItem, buildUsageUnit, type CatalogItem } from '../../../test/helpers/factories/catalog';
import { advance, billingWorld, storeContract } from '../../../test/helpers/factories/billing';
import { buildContract, type BuiltContract } from '../../../test/helpers/factories/contract';

/** Issue 9 §5–6: integers are integers, and values that multiply work or money are bounded at the door. */
let t: TestApp;
let c: Client;
let perUnit: CatalogItem;
let built: BuiltContract;
beforeAll(async () => {
  t = await buildTestApp();
  c = client(t.app, (await newTenant(t.db)).sandboxKey);
  perUnit = await buildCatalogItem(c, { pricing: { type: 'TYPE_PER_UNIT', price: '1000' } });
  built = await buildContract(c, { catalogItem: perUnit, mainItem: { startDate: '2031-04-01' } });
});
afterAll(async () => {
  await t.close();
});

const violation = (body: unknown) =>
  (body as { detail: { fieldViolations?: Array<{ field: string; description: string }> } }).detail.fieldViolations?.[0];

function v1Create(main: Record<string, unknown>, charge?: Record<string, unknown>) {
  const { customer, staff, paymentMethod } = built;
  const chargeItems = charge ? [{ catalogChargeItemId: perUnit.catalogChargeItems[0]!.id, ...charge }] : undefined;
  return c.post('/v1/contract/create', {
    customer: { id: customer.id, customerStaffId: staff.id },
    paymentMethodId: paymentMethod.id,
    mainItems: [{ catalogItemId: perUnit.id, startDate: '2031-04-01', ...(chargeItems ? { chargeItems } : {}), ...main }],
  });
}

function v2Create(charge: Record<string, unknown>) {
  const { customer, staff, paymentMethod } = built;
  return c.post('/v2/contract/create', {
    customer: { id: customer.id, customerStaffId: staff.id },
    paymentMethodId: paymentMethod.id,
    mainItem: {
      catalogItemIdentifier: { catalogItemId: perUnit.id },
      startDate: '2031-04-01',
      chargeItems: [{ catalogChargeItemId: perUnit.catalogChargeItems[0]!.id, ...charge }],
    },
  });
}

async function expect400(res: Promise<{ status: number; body: unknown }>, field: string) {
  const r = await res;
  expect(r.status, JSON.stringify(r.body)).toBe(400);
  expect(r.body).toMatchObject({ code: 3 });
  expect(violation(r.body)?.field).toBe(field);
}

describe('contracted quantities are integers 0..1,000,000,000', () => {
  it('v1 create refuses "1.5", 1.5, a negative and a too large quantity, naming the field; accepts "3" and 3', async () => {
    const field = 'mainItems[0].chargeItems[0].quantity';
    for (const quantity of ['1.5', 1.5, '-1', -1, '1000000001', 1e12, '99999999999', '1e3'])
      await expect400(v1Create({}, { quantity }), field);
    for (const quantity of ['3', 3]) expect((await v1Create({}, { quantity })).status).toBe(200);
  });

  it('v2 create refuses "0.25" naming the field', async () => {
    await expect400(v2Create({ quantity: '0.25' }), 'mainItem.chargeItems[0].quantity');
    expect((await v2Create({ quantity: '2' })).status).toBe(200);
  });

  it('changequantity refuses "2.5" and 2.5 naming quantity, and changes nothing', async () => {
    const charge = built.contract.mainItems[0]!.chargeItems[0]!;
    for (const quantity of ['2.5', 2.5, '1000000001']) {
      await expect400(
        c.post('/v1/amendment/changequantity', {
          contractId: built.contract.id,
          contractChargeItemId: charge.id,
          quantity,
          effectiveStartDate: '2031-06-01',
        }),
        'quantity',
      );
    }
    const after = await c.get<{ contract: { version: number } }>('/v1/contract/get', { id: built.contract.id });
    expect(after.body.contract.version).toBe(built.contract.version);
  });
});

describe('money and dates are bounded at the door', () => {
  it('a quantity whose one period exceeds 10,000,000,000 yen is refused on create, changequantity and the what-ifs', async () => {
    // 1,000 yen × 10,000,001 = 10,000,001,000 yen a month: the bill run would park it.
    await expect400(v1Create({}, { quantity: 10_000_001 }), 'mainItems[0].chargeItems[0].quantity');
    expect((await v1Create({}, { quantity: 10_000_000 })).status).toBe(200);
    const charge = built.contract.mainItems[0]!.chargeItems[0]!;
    const base = {
      contractId: built.contract.id,
      contractChargeItemId: charge.id,
      quantity: 1_000_000_000,
      effectiveStartDate: '2031-06-01',
    };
    await expect400(c.post('/v1/amendment/changequantity', base), 'quantity');
    await expect400(c.post('/v1/expectedbilling/changequantity', base), 'quantity');
    await expect400(
      c.post('/v1/expectedbilling/renewalwithquantitychange', {
        contractId: built.contract.id,
        contractItemId: built.contract.mainItems[0]!.id,
        chargeItems: [{ contractChargeItemId: charge.id, quantity: 1_000_000_000 }],
      }),
      'chargeItems[0].quantity',
    );
  });

  it('a price above 10,000,000,000 yen is refused on the contract and in the catalog', async () => {
    await expect400(v1Create({}, { price: '10000000001' }), 'mainItems[0].chargeItems[0].price');
    const res = await c.post('/v1/catalogitem/create', {
      productId: (await c.post<{ product: { id: string } }>('/v1/product/create', { name: 'P' })).body.product.id,
      name: 'Too dear',
      status: 'STATUS_ON_SALE',
      usage: 'USAGE_MAIN',
      defaultContractTerm: { value: 12, unit: 'UNIT_MONTHLY' },
      catalogChargeItems: [{ name: 'Fee', type: 'TYPE_RECURRING', pricingModel: { type: 'TYPE_FLAT_FEE', price: '10000000001' } }],
    });
    expect(res.status, JSON.stringify(res.body)).toBe(400);
    expect(JSON.stringify(res.body)).toContain('at most 10000000000');
  });

  it('contract dates lie in 2000-01-01..2199-12-31 and an item runs at most 100 years', async () => {
    await expect400(v1Create({ endDate: '9999-12-31' }), 'mainItems[0].endDate');
    await expect400(v1Create({ startDate: '1999-12-31' }), 'mainItems[0].startDate');
    await expect400(v1Create({ startDate: '2031-04-01', endDate: '2131-04-02' }), 'mainItems[0].endDate');
    expect((await v1Create({ startDate: '2031-04-01', endDate: '2131-03-31' })).status).toBe(200);
  });
});

describe('the first bill run of a contract stays within the per-run line limit', () => {
  it('a contract that would bill more than 5,000 past periods at once is refused on create and on confirm', async () => {
    const charges = (n: number) =>
      Array.from({ length: n }, (_, i) => ({
        name: `Fee ${i}`,
        type: 'TYPE_RECURRING',
        pricingModel: { type: 'TYPE_FLAT_FEE', price: '100' },
      }));
    const many = await buildCatalogItem(c, { catalogChargeItems: charges(16) });
    const { customer, staff, paymentMethod } = built;
    // 16 monthly charges since January 2000: over 5,000 periods are already due.
    const body = {
      customer: { id: customer.id, customerStaffId: staff.id },
      paymentMethodId: paymentMethod.id,
      mainItems: [{ catalogItemId: many.id, startDate: '2000-01-01', endDate: '2099-12-31' }],
    };
    const res = await c.post('/v1/contract/create', body);
    expect(res.status, JSON.stringify(res.body)).toBe(400);
    expect(violation(res.body)).toMatchObject({ field: 'mainItems' });
    expect(violation(res.body)!.description).toMatch(/first bill run would write \d+ lines/);
    const draft = await c.post<{ contract: { id: string } }>('/v1/contract/create', { ...body, isDraft: true });
    expect(draft.status, JSON.stringify(draft.body)).toBe(200);
    await expect400(c.post('/v1/contract/confirmdraft', { id: draft.body.contract.id }), 'id');
    // Starting later is fine.
    expect((await c.post('/v1/contract/create', { ...body, mainItems: [{ ...body.mainItems[0], startDate: '2020-01-01' }] })).status).toBe(
      200,
    );
  });
});

describe('a contract document is bounded', () => {
  it('more than 1,000 charge items in one contract is refused naming mainItems', async () => {
    const charges = Array.from({ length: 50 }, (_, i) => ({
      name: `Fee ${i}`,
      type: 'TYPE_RECURRING',
      pricingModel: { type: 'TYPE_FLAT_FEE', price: '100' },
    }));
    const wide = await buildCatalogItem(c, { usage: 'USAGE_MAIN_OR_OPTION', catalogChargeItems: charges });
    const { customer, staff, paymentMethod } = built;
    const body = (options: number) => ({
      customer: { id: customer.id, customerStaffId: staff.id },
      paymentMethodId: paymentMethod.id,
      mainItems: [
        {
          catalogItemId: wide.id,
          startDate: '2031-04-01',
          optionItems: Array.from({ length: options }, () => ({ catalogItemId: wide.id })),
        },
      ],
    });
    // 1 + 20 items × 50 charge items = 1,050.
    await expect400(c.post('/v1/contract/create', body(20)), 'mainItems');
    expect((await c.post('/v1/contract/create', body(19))).status).toBe(200);
  });
});

describe('expected billings never promise what the bill run would refuse', () => {
  it('a contract stored before the limits with a quantity of 1e12 is FAILED_PRECONDITION SAFETY_BOUND, not 1.1e18 yen', async () => {
    const keys = await newTenant(t.db);
    const u = client(t.app, keys.sandboxKey);
    const w = await billingWorld(t.db, u, keys.providerId);
    await advance(u, '2031-03-20');
    const huge = await storeContract(t.db, w, {
      start: '2031-04-01',
      charges: [{ quantity: '1000000000000', pricing: { model: 'PER_UNIT', price: '1100', tiers: [] } }],
    });
    const res = await u.post('/v1/expectedbilling/listbycontract', { id: huge.id });
    expect(res.status, JSON.stringify(res.body)).toBe(400);
    expect(res.body).toMatchObject({ code: 9, detail: { reason: 'SAFETY_BOUND' } });
    const sane = await storeContract(t.db, w, {
      start: '2031-04-01',
      charges: [{ quantity: '2', pricing: { model: 'PER_UNIT', price: '1100', tiers: [] } }],
    });
    expect((await u.post('/v1/expectedbilling/listbycontract', { id: sane.id })).status).toBe(200);
  });
});

describe('usage quantities are decimals 0..1,000,000,000 a day', () => {
  it("accepts a fraction; refuses more than the bound, or a day that takes its period's line past the line limit, naming quantity", async () => {
    const keys = await newTenant(t.db);
    const u = client(t.app, keys.sandboxKey);
    const w = await billingWorld(t.db, u, keys.providerId);
    const unit = await buildUsageUnit(u);
    await advance(u, '2031-04-20');
    const doc = await storeContract(t.db, w, {
      start: '2031-04-01',
      charges: [{ usageUnitId: unit.id, quantity: '0', pricing: { model: 'USAGE', price: '10', tiers: [] } }],
    });
    const body = { contractChargeItemId: doc.items[0]!.chargeItems[0]!.id, usageUnitId: unit.id, targetDate: '2031-04-10' };
    expect((await u.post('/v1/usage/daily/upsert', { ...body, quantity: '0.25' })).status).toBe(200);
    expect((await u.post('/v1/usage/daily/upsert', { ...body, quantity: '1000000000' })).status).toBe(200);
    await expect400(u.post('/v1/usage/daily/upsert', { ...body, quantity: '1000000000.5' }), 'quantity');
    // 10 yen × (1,000,000,000 + 1) in April: the month's line would pass 10,000,000,000 yen.
    const over = await u.post('/v1/usage/daily/upsert', { ...body, targetDate: '2031-04-11', quantity: '1' });
    expect(over.status).toBe(400);
    expect(violation(over.body)).toMatchObject({ field: 'quantity', description: expect.stringContaining('per billing line') });
    expect((await u.post('/v1/usage/daily/upsert', { ...body, quantity: '999999999' })).status).toBe(200);
    expect((await u.post('/v1/usage/daily/upsert', { ...body, targetDate: '2031-04-11', quantity: '1' })).status).toBe(200);
  });
});
