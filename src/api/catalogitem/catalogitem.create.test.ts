import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildTestApp, client, newTenant, type TestApp } from '../../../test/helpers/app';
import { buildCatalogItem, buildProduct, buildUsageUnit, type CatalogItem } from '../../../test/helpers/factories/catalog';

let t: TestApp;
beforeAll(async () => {
  t = await buildTestApp();
});
afterAll(async () => {
  await t.close();
});

const newClient = async () => client(t.app, (await newTenant(t.db)).sandboxKey);
type Created = { catalogItem: CatalogItem };

describe('/v1/catalogitem/create', () => {
  it('stores the full definition and returns every field', async () => {
    const c = await newClient();
    const product = await buildProduct(c, { optionalId: 'plan' });
    const unit = await buildUsageUnit(c, { optionalId: 'calls' });
    const res = await c.post<Created>('/v1/catalogitem/create', {
      optionalId: 'pro',
      productOptionalId: 'plan',
      name: 'Pro',
      status: 'STATUS_ON_SALE',
      usage: 'USAGE_MAIN',
      defaultContractTerm: { value: 12, unit: 'UNIT_MONTHLY' },
      availabilityCycle: { value: 3, unit: 'UNIT_MONTHLY' },
      autoRenewal: { type: 'TYPE_ENABLED', term: { value: -1, unit: 'UNIT_MONTHLY' } },
      catalogChargeItems: [
        {
          name: 'Base fee',
          type: 'TYPE_RECURRING',
          pricingModel: { type: 'TYPE_FLAT_FEE', price: '30000' },
          billingCycle: { value: 3, unit: 'UNIT_MONTHLY' },
          billingTiming: { value: -1, unit: 'UNIT_MONTHLY', monthlyOption: 'MONTHLY_OPTION_LAST_DAY_OF_MONTH' },
          billingDueTiming: { value: 10, unit: 'UNIT_DAILY' },
          billAllAtOnce: true,
          startDailyRate: { type: 'TYPE_FIXED_RATE', fixedRateValue: '0.5' },
          endDailyRate: { type: 'TYPE_FULL_PRICE' },
          taxPercentage: 8,
          rounding: 'ROUNDING_ROUND_HALF_UP',
        },
        {
          name: 'API calls',
          type: 'TYPE_RECURRING',
          usageUnitId: unit.id,
          pricingModel: {
            type: 'TYPE_TIERED',
            tiers: [
              { upperLimit: '1000', kind: 'KIND_FLAT_FEE', price: '0' },
              { upperLimit: '10000', kind: 'KIND_PER_UNIT', unitPrice: '1.5' },
              { feeFormula: 'FEE_FORMULA_PER_UNIT', unitPrice: '1' },
            ],
          },
        },
        { name: 'Setup', type: 'TYPE_ONE_TIME', pricingModel: { type: 'TYPE_PER_UNIT', price: '5000' }, taxPercentage: 0 },
      ],
    });
    expect(res.status).toBe(200);
    const item = res.body.catalogItem;
    expect(item).toMatchObject({
      optionalId: 'pro',
      productId: product.id,
      name: 'Pro',
      status: 'STATUS_ON_SALE',
      usage: 'USAGE_MAIN',
      defaultContractTerm: { value: 12, unit: 'UNIT_MONTHLY' },
      availabilityCycle: { value: 3, unit: 'UNIT_MONTHLY' },
      autoRenewal: { type: 'TYPE_ENABLED', term: { value: -1, unit: 'UNIT_MONTHLY' } },
    });
    expect(item.catalogChargeItems).toEqual([
      {
        id: expect.any(String),
        name: 'Base fee',
        type: 'TYPE_RECURRING',
        pricingModel: { type: 'TYPE_FLAT_FEE', price: '30000', tiers: [] },
        usageUnitId: '',
        billingCycle: { value: 3, unit: 'UNIT_MONTHLY' },
        billingTiming: { value: -1, unit: 'UNIT_MONTHLY', monthlyOption: 'MONTHLY_OPTION_LAST_DAY_OF_MONTH' },
        billingDueTiming: { value: 10, unit: 'UNIT_DAILY', monthlyOption: 'MONTHLY_OPTION_UNSPECIFIED' },
        billAllAtOnce: true,
        startDailyRate: { type: 'TYPE_FIXED_RATE', fixedRateValue: '0.5' },
        endDailyRate: { type: 'TYPE_FULL_PRICE', fixedRateValue: '' },
        taxPercentage: 8,
        rounding: 'ROUNDING_ROUND_HALF_UP',
      },
      expect.objectContaining({
        name: 'API calls',
        usageUnitId: unit.id,
        pricingModel: {
          type: 'TYPE_TIERED',
          price: '',
          tiers: [
            { upperLimit: '1000', kind: 'KIND_FLAT_FEE', feeFormula: 'FEE_FORMULA_FLAT_FEE', unitPrice: '0', price: '0' },
            { upperLimit: '10000', kind: 'KIND_PER_UNIT', feeFormula: 'FEE_FORMULA_PER_UNIT', unitPrice: '1.5', price: '' },
            { upperLimit: '', kind: 'KIND_PER_UNIT', feeFormula: 'FEE_FORMULA_PER_UNIT', unitPrice: '1', price: '' },
          ],
        },
      }),
      expect.objectContaining({
        name: 'Setup',
        type: 'TYPE_ONE_TIME',
        taxPercentage: 0,
        pricingModel: { type: 'TYPE_PER_UNIT', price: '5000', tiers: [] },
      }),
    ]);
    const ids = new Set([item.id, ...item.catalogChargeItems.map((ci) => ci.id)]);
    expect(ids.size).toBe(4);
  });

  it('applies the documented defaults', async () => {
    const c = await newClient();
    const product = await buildProduct(c);
    const res = await c.post<Created>('/v1/catalogitem/create', {
      productId: product.id,
      name: 'Basic',
      catalogChargeItems: [{ name: 'Fee', type: 'TYPE_RECURRING', pricingModel: { type: 'TYPE_FLAT_FEE', price: '1000' } }],
    });
    expect(res.status).toBe(200);
    expect(res.body.catalogItem).toEqual({
      id: expect.any(String),
      optionalId: '',
      productId: product.id,
      name: 'Basic',
      description: '',
      status: 'STATUS_ON_SALE',
      usage: 'USAGE_MAIN_OR_OPTION',
      defaultContractTerm: { value: 12, unit: 'UNIT_MONTHLY' },
      availabilityCycle: { value: 0, unit: 'UNIT_UNSPECIFIED' },
      autoRenewal: { type: 'TYPE_DISABLED', term: { value: 0, unit: 'UNIT_UNSPECIFIED' } },
      catalogChargeItems: [
        {
          id: expect.any(String),
          name: 'Fee',
          type: 'TYPE_RECURRING',
          pricingModel: { type: 'TYPE_FLAT_FEE', price: '1000', tiers: [] },
          usageUnitId: '',
          billingCycle: { value: 1, unit: 'UNIT_MONTHLY' },
          billingTiming: { value: 0, unit: 'UNIT_MONTHLY', monthlyOption: 'MONTHLY_OPTION_DAY_1' },
          billingDueTiming: { value: 1, unit: 'UNIT_MONTHLY', monthlyOption: 'MONTHLY_OPTION_LAST_DAY_OF_MONTH' },
          billAllAtOnce: false,
          startDailyRate: { type: 'TYPE_DAILY_RATE', fixedRateValue: '' },
          endDailyRate: { type: 'TYPE_DAILY_RATE', fixedRateValue: '' },
          taxPercentage: 10,
          rounding: 'ROUNDING_ROUND_DOWN',
        },
      ],
      createTime: expect.any(String),
      updateTime: expect.any(String),
    });
  });

  it('treats _UNSPECIFIED values as "use the default"', async () => {
    const c = await newClient();
    const item = await buildCatalogItem(c, {
      status: 'STATUS_UNSPECIFIED',
      usage: 'USAGE_UNSPECIFIED',
      autoRenewal: { type: 'TYPE_UNSPECIFIED' },
      chargeItem: { rounding: 'ROUNDING_UNSPECIFIED', startDailyRate: { type: 'TYPE_UNSPECIFIED' } },
    });
    expect(item).toMatchObject({ status: 'STATUS_ON_SALE', usage: 'USAGE_MAIN_OR_OPTION', autoRenewal: { type: 'TYPE_DISABLED' } });
    expect(item.catalogChargeItems[0]).toMatchObject({ rounding: 'ROUNDING_ROUND_DOWN', startDailyRate: { type: 'TYPE_DAILY_RATE' } });
  });

  it('reads v1 and v2 tiers into one stored form and presents both encodings', async () => {
    const c = await newClient();
    const v1 = await buildCatalogItem(c, {
      pricing: {
        type: 'TYPE_VOLUME',
        tiers: [
          { upperLimit: '10', kind: 'KIND_FLAT_FEE', price: '5000' },
          { kind: 'KIND_PER_UNIT', unitPrice: '400' },
        ],
      },
    });
    const v2 = await buildCatalogItem(c, {
      pricing: {
        type: 'TYPE_VOLUME',
        tiers: [
          { upperLimit: '10', feeFormula: 'FEE_FORMULA_FLAT_FEE', unitPrice: '5000' },
          { upperLimit: '', feeFormula: 'FEE_FORMULA_PER_UNIT', unitPrice: '400' },
        ],
      },
    });
    expect(v2.catalogChargeItems[0]!.pricingModel).toEqual(v1.catalogChargeItems[0]!.pricingModel);
    expect(v1.catalogChargeItems[0]!.pricingModel.tiers).toEqual([
      { upperLimit: '10', kind: 'KIND_FLAT_FEE', feeFormula: 'FEE_FORMULA_FLAT_FEE', unitPrice: '5000', price: '5000' },
      { upperLimit: '', kind: 'KIND_PER_UNIT', feeFormula: 'FEE_FORMULA_PER_UNIT', unitPrice: '400', price: '' },
    ]);
  });

  it('accepts a presented charge item sent back as is (round trip)', async () => {
    const c = await newClient();
    const first = await buildCatalogItem(c, {
      pricing: {
        type: 'TYPE_TIERED',
        tiers: [
          { upperLimit: '5', kind: 'KIND_FLAT_FEE', price: '100' },
          { kind: 'KIND_PER_UNIT', unitPrice: '10' },
        ],
      },
      chargeItem: { endDailyRate: { type: 'TYPE_FIXED_RATE', fixedRateValue: '0.25' } },
    });
    const { id: _id, ...charge } = first.catalogChargeItems[0]!;
    const again = await buildCatalogItem(c, {
      productId: first.productId,
      defaultContractTerm: first.defaultContractTerm,
      availabilityCycle: first.availabilityCycle,
      autoRenewal: first.autoRenewal,
      catalogChargeItems: [charge],
    });
    const { id: _id2, ...charge2 } = again.catalogChargeItems[0]!;
    expect(charge2).toEqual(charge);
  });

  it('normalises MONTHLY_OPTION_FIRST_DAY_OF_MONTH to DAY_1 and decimals to their plain form', async () => {
    const c = await newClient();
    const item = await buildCatalogItem(c, {
      pricing: { type: 'TYPE_PER_UNIT', price: '1200.50' },
      chargeItem: { billingTiming: { value: 1, unit: 'UNIT_MONTHLY', monthlyOption: 'MONTHLY_OPTION_FIRST_DAY_OF_MONTH' } },
    });
    expect(item.catalogChargeItems[0]).toMatchObject({
      pricingModel: { price: '1200.5' },
      billingTiming: { value: 1, unit: 'UNIT_MONTHLY', monthlyOption: 'MONTHLY_OPTION_DAY_1' },
    });
  });

  it.each([
    [{ type: 'TYPE_USAGE', price: '2' }, 'usageUnitId'],
    [
      {
        type: 'TYPE_USAGE',
        tiers: [
          { upperLimit: '100', feeFormula: 'FEE_FORMULA_PER_UNIT', unitPrice: '2' },
          { feeFormula: 'FEE_FORMULA_PER_UNIT', unitPrice: '1' },
        ],
      },
      'usageUnitId',
    ],
    [{ type: 'TYPE_VOLUME', tiers: [{ feeFormula: 'FEE_FORMULA_PER_UNIT', unitPrice: '3' }] }, 'usageUnitOptionalId'],
    [{ type: 'TYPE_TIERED', tiers: [{ feeFormula: 'FEE_FORMULA_PER_UNIT', unitPrice: '3' }] }, 'none'],
  ])('links %j to a usage unit by %s', async (pricing, how) => {
    const c = await newClient();
    const unit = await buildUsageUnit(c);
    const link =
      how === 'usageUnitId' ? { usageUnitId: unit.id } : how === 'usageUnitOptionalId' ? { usageUnitOptionalId: unit.optionalId } : {};
    const item = await buildCatalogItem(c, { pricing, chargeItem: link });
    expect(item.catalogChargeItems[0]!.usageUnitId).toBe(how === 'none' ? '' : unit.id);
  });

  it('keeps the charge items in request order', async () => {
    const c = await newClient();
    const names = ['a', 'b', 'c', 'd', 'e', 'f'];
    const item = await buildCatalogItem(c, {
      catalogChargeItems: names.map((name) => ({ name, type: 'TYPE_ONE_TIME', pricingModel: { type: 'TYPE_FLAT_FEE', price: '1' } })),
    });
    expect(item.catalogChargeItems.map((ci) => ci.name)).toEqual(names);
  });

  it('replays the same response for the same Idempotency-Key', async () => {
    const c = await newClient();
    const product = await buildProduct(c);
    const body = {
      productId: product.id,
      name: 'x',
      catalogChargeItems: [{ name: 'f', type: 'TYPE_RECURRING', pricingModel: { type: 'TYPE_FLAT_FEE', price: '1' } }],
    };
    const a = await c.post('/v1/catalogitem/create', body, { 'idempotency-key': 'k1' });
    const b = await c.post('/v1/catalogitem/create', body, { 'idempotency-key': 'k1' });
    expect(b.body).toEqual(a.body);
    expect((await c.get<{ catalogItems: unknown[] }>('/v1/catalogitem/list')).body.catalogItems).toHaveLength(1);
  });
});
