import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildTestApp, client, newTenant, type TestApp } from '../helpers/app';
import { advance } from '../helpers/factories/billing';
import { buildCatalogItem, buildUsageUnit, uniqueId, type CatalogItem } from '../helpers/factories/catalog';
import { buildContract } from '../helpers/factories/contract';

// Numbers as the protobuf JSON mapping has them (docs/conventions.md "Numbers"): every numeric
// request field takes a JSON number or a decimal string; integer fields refuse fractions either way;
// a JSON number beyond 2^53 is refused. And "x or its management id" pairs: the what-if twins take
// what their amendments take.

let t: TestApp;
beforeAll(async () => {
  t = await buildTestApp();
});
afterAll(async () => {
  await t.close();
});

type Client = ReturnType<typeof client>;
const tenant = async () => client(t.app, (await newTenant(t.db)).sandboxKey);

const tiers = (upper: number | string, unit: number | string, top: number | string) => [
  { upperLimit: upper, kind: 'KIND_PER_UNIT', unitPrice: unit },
  { upperLimit: '', kind: 'KIND_PER_UNIT', unitPrice: top },
];

async function catalogWith(c: Client, chargeItem: Record<string, unknown>, extra: Record<string, unknown> = {}) {
  return c.post<{ catalogItem: CatalogItem }>('/v1/catalogitem/create', {
    optionalId: uniqueId('n'),
    productId: (await c.post<{ product: { id: string } }>('/v1/product/create', { name: 'P', optionalId: uniqueId('p') })).body.product.id,
    name: 'Numbers',
    catalogChargeItems: [{ name: 'Fee', type: 'TYPE_RECURRING', ...chargeItem }],
    ...extra,
  });
}

describe('numbers in requests', () => {
  it('catalog prices, tiers, fixed rate values and term values take a JSON number or a decimal string alike', async () => {
    const c = await tenant();
    const unit = await buildUsageUnit(c);
    const asNumbers = await catalogWith(
      c,
      {
        pricingModel: { type: 'TYPE_TIERED', tiers: tiers(100, 0.5, 0.25) },
        usageUnitId: unit.id,
        startDailyRate: { type: 'TYPE_FIXED_RATE', fixedRateValue: 0.5 },
        billingCycle: { value: 1, unit: 'UNIT_MONTHLY' },
      },
      { defaultContractTerm: { value: 12, unit: 'UNIT_MONTHLY' } },
    );
    const asStrings = await catalogWith(
      c,
      {
        pricingModel: { type: 'TYPE_TIERED', tiers: tiers('100', '0.5', '0.25') },
        usageUnitId: unit.id,
        startDailyRate: { type: 'TYPE_FIXED_RATE', fixedRateValue: '0.5' },
        billingCycle: { value: '1', unit: 'UNIT_MONTHLY' },
      },
      { defaultContractTerm: { value: '12', unit: 'UNIT_MONTHLY' } },
    );
    expect(asNumbers.status, JSON.stringify(asNumbers.body)).toBe(200);
    expect(asStrings.status, JSON.stringify(asStrings.body)).toBe(200);
    const charge = (r: typeof asNumbers) => r.body.catalogItem.catalogChargeItems[0]!;
    expect(charge(asNumbers).pricingModel).toEqual(charge(asStrings).pricingModel);
    expect(charge(asNumbers).pricingModel.tiers.map((x) => [x.upperLimit, x.unitPrice])).toEqual([
      ['100', '0.5'],
      ['', '0.25'],
    ]);
    expect(charge(asNumbers).startDailyRate).toEqual({ type: 'TYPE_FIXED_RATE', fixedRateValue: '0.5' });
    expect(asNumbers.body.catalogItem.defaultContractTerm).toEqual(asStrings.body.catalogItem.defaultContractTerm);

    const flat = await catalogWith(c, { pricingModel: { type: 'TYPE_FLAT_FEE', price: 3000 } });
    expect(flat.status, JSON.stringify(flat.body)).toBe(200);
    expect(charge(flat).pricingModel.price).toBe('3000');
  });

  it('integer fields (taxPercentage, pageSize, version) take a JSON integer or its digits as a string', async () => {
    const c = await tenant();
    const eight = await catalogWith(c, { pricingModel: { type: 'TYPE_FLAT_FEE', price: 3000 }, taxPercentage: '8' });
    expect(eight.status, JSON.stringify(eight.body)).toBe(200);
    expect(eight.body.catalogItem.catalogChargeItems[0]!.taxPercentage).toBe(8);
    const five = await catalogWith(c, { pricingModel: { type: 'TYPE_FLAT_FEE', price: 3000 }, taxPercentage: '5' });
    expect(five.status).toBe(400);
    expect(JSON.stringify(five.body)).toContain('taxPercentage');

    await catalogWith(c, { pricingModel: { type: 'TYPE_FLAT_FEE', price: 3000 } });
    const page = await c.post<{ catalogItems: unknown[]; nextPageToken: string }>('/v1/catalogitem/list', { pageSize: '1' });
    expect(page.status, JSON.stringify(page.body)).toBe(200);
    expect(page.body.catalogItems).toHaveLength(1);
    expect(page.body.nextPageToken).not.toBe('');
    expect((await c.post('/v1/catalogitem/list', { pageSize: '101' })).status).toBe(400);

    const optionalId = uniqueId('ct');
    await buildContract(c, { optionalId });
    const byString = await c.post<{ contract: { version: number } }>('/v1/contract/getbyoptionalid', {
      optionalId,
      version: '1',
    });
    expect(byString.status, JSON.stringify(byString.body)).toBe(200);
    expect(byString.body.contract.version).toBe(1);
    const tooFar = await c.post('/v1/contract/getbyoptionalid', { optionalId, version: '2' });
    expect(tooFar.status).toBe(400);
    expect((await c.post('/v1/contract/getbyoptionalid', { optionalId, version: '1.0' })).status).toBe(400);
  });

  it('refuses a fraction in an integer field, a number beyond 2^53 and a malformed decimal, naming the field', async () => {
    const c = await tenant();
    const cases: Array<[Record<string, unknown>, Record<string, unknown>, string]> = [
      [{ pricingModel: { type: 'TYPE_FLAT_FEE', price: 3000 } }, { defaultContractTerm: { value: 1.5, unit: 'UNIT_MONTHLY' } }, 'value'],
      [{ pricingModel: { type: 'TYPE_FLAT_FEE', price: 3000 } }, { defaultContractTerm: { value: '1.5', unit: 'UNIT_MONTHLY' } }, 'value'],
      [{ pricingModel: { type: 'TYPE_FLAT_FEE', price: 3000 } }, { defaultContractTerm: { value: '1201', unit: 'UNIT_MONTHLY' } }, 'value'],
      [{ pricingModel: { type: 'TYPE_FLAT_FEE', price: 3000 }, billingTiming: { value: '-3651', unit: 'UNIT_DAILY' } }, {}, 'value'],
      [{ pricingModel: { type: 'TYPE_FLAT_FEE', price: 2 ** 60 } }, {}, 'price'],
      [{ pricingModel: { type: 'TYPE_FLAT_FEE', price: '1e3' } }, {}, 'price'],
      [{ pricingModel: { type: 'TYPE_FLAT_FEE', price: 0.12345678901 } }, {}, 'price'],
    ];
    for (const [chargeItem, extra, field] of cases) {
      const r = await catalogWith(c, chargeItem, extra);
      expect(r.status, JSON.stringify(r.body)).toBe(400);
      expect(JSON.stringify(r.body), JSON.stringify(chargeItem)).toContain(field);
    }
  });

  it('usage quantities and payment amounts take a JSON number or a decimal string', async () => {
    const c = await tenant();
    const unit = await buildUsageUnit(c);
    const plan = await buildCatalogItem(c, { pricing: { type: 'TYPE_USAGE', price: '10' }, chargeItem: { usageUnitId: unit.id } });
    const optionalId = uniqueId('u');
    const { contract } = await buildContract(c, {
      catalogItem: plan,
      mainItem: { chargeItems: [{ catalogChargeItemId: plan.catalogChargeItems[0]!.id, optionalId }] },
    });
    const chargeId = contract.mainItems[0]!.chargeItems[0]!.id;
    for (const [day, quantity] of [
      ['2024-04-10', 0.5],
      ['2024-04-11', '0.5'],
      ['2024-04-12', 3000],
    ] as const) {
      const r = await c.post('/v1/usage/daily/upsert', { contractChargeItemId: chargeId, usageUnitId: unit.id, targetDate: day, quantity });
      expect(r.status, JSON.stringify(r.body)).toBe(200);
    }
    const bad = await c.post('/v1/usage/daily/upsert', {
      contractChargeItemId: chargeId,
      usageUnitId: unit.id,
      targetDate: '2024-04-13',
      quantity: -1,
    });
    expect(bad.status).toBe(400);
    const pay = await c.post<{ summary: unknown; errors: Array<{ message: string }> }>('/v1/billing/batchrecordpayments', {
      payments: [{ billingId: '00000000-0000-7000-8000-000000000000', amount: 1100, paymentDate: '2024-05-01' }],
    });
    // the amount is read (a number is a valid amount); the unknown billing is the per-row error
    expect(pay.status, JSON.stringify(pay.body)).toBe(200);
    expect(pay.body.errors[0]!.message).not.toMatch(/amount/);
    const fraction = await c.post('/v1/billing/batchrecordpayments', {
      payments: [{ billingId: '00000000-0000-7000-8000-000000000000', amount: 0.5, paymentDate: '2024-05-01' }],
    });
    expect(fraction.status).toBe(400);
    expect(JSON.stringify(fraction.body)).toContain('payments[0].amount');
  });
});

describe('what-if twins take what their amendments take', () => {
  async function world() {
    const keys = await newTenant(t.db);
    const c = client(t.app, keys.sandboxKey);
    await advance(c, '2031-03-20');
    const plan = await buildCatalogItem(c, { pricing: { type: 'TYPE_PER_UNIT', price: 1000 } });
    const optionalId = uniqueId('seat');
    const { contract } = await buildContract(c, {
      catalogItem: plan,
      mainItem: {
        startDate: '2031-04-01',
        chargeItems: [{ catalogChargeItemId: plan.catalogChargeItems[0]!.id, optionalId, quantity: '10' }],
      },
    });
    return { c, contract, optionalId, charge: contract.mainItems[0]!.chargeItems[0]! };
  }

  it('/v1/expectedbilling/changequantity accepts the body of /v1/amendment/changequantity (management ids, quantity as string)', async () => {
    const { c, contract, optionalId } = await world();
    const body = {
      contractOptionalId: contract.optionalId || undefined,
      contractId: contract.optionalId ? undefined : contract.id,
      contractChargeItemOptionalId: optionalId,
      quantity: '12',
      effectiveStartDate: '2031-05-01',
      changeQuantityDailyRate: { type: 'TYPE_FIXED_RATE', fixedRateValue: 0.5 },
    };
    const whatIf = await c.post<{ expectedBilling: { subtotal: string } }>('/v1/expectedbilling/changequantity', body);
    expect(whatIf.status, JSON.stringify(whatIf.body)).toBe(200);
    // 12 seats × 1,000 from May
    expect(whatIf.body.expectedBilling.subtotal).toBe('12000');
    const byNumber = await c.post('/v1/expectedbilling/changequantity', { ...body, quantity: 12 });
    expect(byNumber.body).toEqual(whatIf.body);
    const amended = await c.post('/v1/amendment/changequantity', { ...body, memo: 'twelve seats' });
    expect(amended.status, JSON.stringify(amended.body)).toBe(200);
  });

  it('refuses a missing charge item, a fraction, and ids that disagree, like the amendment', async () => {
    const { c, contract, optionalId, charge } = await world();
    const base = { contractId: contract.id, effectiveStartDate: '2031-05-01' };
    for (const path of ['/v1/expectedbilling/changequantity', '/v1/amendment/changequantity']) {
      const none = await c.post(path, { ...base, quantity: 3 });
      expect(none.status, path).toBe(400);
      expect(JSON.stringify(none.body)).toContain('contractChargeItemId');
      const fraction = await c.post(path, { ...base, contractChargeItemId: charge.id, quantity: '2.5' });
      expect(fraction.status, path).toBe(400);
      const other = await world();
      const disagree = await c.post(path, {
        ...base,
        contractChargeItemId: other.charge.id,
        contractChargeItemOptionalId: optionalId,
        quantity: 3,
      });
      expect(disagree.status, path).toBe(400);
      const unknown = await c.post(path, { ...base, contractChargeItemOptionalId: other.optionalId, quantity: 3 });
      expect(unknown.status, path).toBe(404);
    }
  });

  it('/v1/expectedbilling/renewalwithquantitychange and customizeoptionitem name charge items by management id', async () => {
    const { c, contract, optionalId, charge } = await world();
    const byId = await c.post('/v1/expectedbilling/renewalwithquantitychange', {
      contractId: contract.id,
      contractItemId: contract.mainItems[0]!.id,
      chargeItems: [{ contractChargeItemId: charge.id, quantity: 4 }],
    });
    const byOptionalId = await c.post('/v1/expectedbilling/renewalwithquantitychange', {
      contractId: contract.id,
      contractItemId: contract.mainItems[0]!.id,
      chargeItems: [{ contractChargeItemOptionalId: optionalId, quantity: '4' }],
    });
    expect(byId.status, JSON.stringify(byId.body)).toBe(200);
    expect(byOptionalId.body).toEqual(byId.body);
    const other = await world();
    const foreign = await c.post('/v1/expectedbilling/renewalwithquantitychange', {
      contractId: contract.id,
      contractItemId: contract.mainItems[0]!.id,
      chargeItems: [{ contractChargeItemOptionalId: other.optionalId, quantity: 4 }],
    });
    expect(foreign.status).toBe(404);
  });
});
