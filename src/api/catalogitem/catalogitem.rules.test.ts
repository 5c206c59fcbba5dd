import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildTestApp, client, newTenant, type Client, type TestApp } from '../../../test/helpers/app';
import { buildProduct, buildUsageUnit } from '../../../test/helpers/factories/catalog';

let t: TestApp;
let c: Client;
let productId: string;
let unitId: string;
beforeAll(async () => {
  t = await buildTestApp();
  c = client(t.app, (await newTenant(t.db)).sandboxKey);
  productId = (await buildProduct(c)).id;
  unitId = (await buildUsageUnit(c)).id;
});
afterAll(async () => {
  await t.close();
});

type Body = Record<string, unknown>;
const charge = (over: Body = {}): Body => ({
  name: 'Fee',
  type: 'TYPE_RECURRING',
  pricingModel: { type: 'TYPE_FLAT_FEE', price: '1000' },
  ...over,
});
const request = (over: Body = {}): Body => ({ productId, name: 'Plan', catalogChargeItems: [charge()], ...over });
const withCharge = (over: Body): Body => request({ catalogChargeItems: [charge(over)] });
const tiers = (...list: Body[]) => list;
const per = (unitPrice: string, upperLimit?: string): Body => ({
  feeFormula: 'FEE_FORMULA_PER_UNIT',
  unitPrice,
  ...(upperLimit !== undefined ? { upperLimit } : {}),
});

async function expectInvalid(body: Body, field: string) {
  const res = await c.post('/v1/catalogitem/create', body);
  expect(res.status, JSON.stringify(res.body)).toBe(400);
  expect(res.body).toMatchObject({ code: 3, detail: { fieldViolations: expect.arrayContaining([expect.objectContaining({ field })]) } });
}

const P = 'catalogChargeItems[0]';

describe('/v1/catalogitem/create validation: catalog item', () => {
  it.each<[string, Body, string]>([
    ['name is required', request({ name: '' }), 'name'],
    ['name must not be blank', request({ name: '  ' }), 'name'],
    ['name without NUL', request({ name: 'a\u0000' }), 'name'],
    ['productId or productOptionalId is required', request({ productId: undefined }), 'productId'],
    ['at least one charge item', request({ catalogChargeItems: [] }), 'catalogChargeItems'],
    ['unknown fields are named', request({ colour: 'red' }), 'colour'],
    ['unknown enum values', request({ status: 'STATUS_SOLD_OUT' }), 'status'],
    ['defaultContractTerm.value >= 1', request({ defaultContractTerm: { value: 0, unit: 'UNIT_MONTHLY' } }), 'defaultContractTerm.value'],
    [
      'defaultContractTerm.unit is monthly only',
      request({ defaultContractTerm: { value: 1, unit: 'UNIT_DAILY' } }),
      'defaultContractTerm.unit',
    ],
    [
      'availabilityCycle with a unit needs a value',
      request({ availabilityCycle: { value: 0, unit: 'UNIT_MONTHLY' } }),
      'availabilityCycle.value',
    ],
    ['auto-renewal term required when enabled', request({ autoRenewal: { type: 'TYPE_ENABLED' } }), 'autoRenewal.term'],
    [
      'auto-renewal term only when enabled',
      request({ autoRenewal: { type: 'TYPE_DISABLED', term: { value: -1, unit: 'UNIT_MONTHLY' } } }),
      'autoRenewal.term',
    ],
    [
      'auto-renewal monthly term must be negative (zero)',
      request({ autoRenewal: { type: 'TYPE_ENABLED', term: { value: 0, unit: 'UNIT_MONTHLY' } } }),
      'autoRenewal.term.value',
    ],
    [
      'auto-renewal monthly term must be negative (positive)',
      request({ autoRenewal: { type: 'TYPE_ENABLED', term: { value: 1, unit: 'UNIT_MONTHLY' } } }),
      'autoRenewal.term.value',
    ],
    [
      'auto-renewal daily term zero or negative',
      request({ autoRenewal: { type: 'TYPE_ENABLED', term: { value: 3, unit: 'UNIT_DAILY' } } }),
      'autoRenewal.term.value',
    ],
    ['auto-renewal term needs a unit', request({ autoRenewal: { type: 'TYPE_ENABLED', term: { value: -3 } } }), 'autoRenewal.term.unit'],
    ['management id shape', request({ optionalId: 'a b' }), 'optionalId'],
    ['too many charge items', request({ catalogChargeItems: Array.from({ length: 51 }, () => charge()) }), 'catalogChargeItems'],
  ])('%s', async (_what, body, field) => expectInvalid(body, field));

  it('accepts auto-renewal terms at the boundaries: daily 0, monthly -1', async () => {
    for (const term of [
      { value: 0, unit: 'UNIT_DAILY' },
      { value: -30, unit: 'UNIT_DAILY' },
      { value: -1, unit: 'UNIT_MONTHLY' },
    ]) {
      const res = await c.post('/v1/catalogitem/create', request({ autoRenewal: { type: 'TYPE_ENABLED', term } }));
      expect(res.status, JSON.stringify(res.body)).toBe(200);
    }
  });

  it('NOT_FOUND for a product that does not exist in the tenant', async () => {
    const other = await buildProduct(client(t.app, (await newTenant(t.db)).sandboxKey));
    for (const ref of [{ productId: other.id }, { productId: undefined, productOptionalId: other.optionalId }]) {
      const res = await c.post('/v1/catalogitem/create', request(ref));
      expect(res.status).toBe(404);
      expect(res.body).toMatchObject({ code: 5, message: 'product not found' });
    }
  });

  it('ALREADY_EXISTS for a duplicate management id, and nothing half-written', async () => {
    const tenant = client(t.app, (await newTenant(t.db)).sandboxKey);
    const pid = (await buildProduct(tenant)).id;
    const body = request({ productId: pid, optionalId: 'plan-x' });
    expect((await tenant.post('/v1/catalogitem/create', body)).status).toBe(200);
    const dup = await tenant.post('/v1/catalogitem/create', body);
    expect(dup.status).toBe(409);
    expect(dup.body).toMatchObject({ code: 6, detail: { fieldViolations: [{ field: 'optionalId' }] } });
    expect((await tenant.get<{ catalogItems: unknown[] }>('/v1/catalogitem/list')).body.catalogItems).toHaveLength(1);
  });
});

describe('/v1/catalogitem/create validation: charge items', () => {
  it.each<[string, Body, string]>([
    ['name is required', withCharge({ name: '' }), `${P}.name`],
    ['name without NUL', withCharge({ name: '\u0000' }), `${P}.name`],
    ['type is required', withCharge({ type: 'TYPE_UNSPECIFIED' }), `${P}.type`],
    ['pricing model type is required', withCharge({ pricingModel: { price: '1' } }), `${P}.pricingModel.type`],
    ['FLAT_FEE needs price', withCharge({ pricingModel: { type: 'TYPE_FLAT_FEE' } }), `${P}.pricingModel.price`],
    ['PER_UNIT needs price', withCharge({ pricingModel: { type: 'TYPE_PER_UNIT', price: '' } }), `${P}.pricingModel.price`],
    [
      'FLAT_FEE refuses tiers',
      withCharge({ pricingModel: { type: 'TYPE_FLAT_FEE', price: '1', tiers: tiers(per('1')) } }),
      `${P}.pricingModel.tiers`,
    ],
    ['VOLUME needs tiers', withCharge({ pricingModel: { type: 'TYPE_VOLUME', tiers: [] } }), `${P}.pricingModel.tiers`],
    [
      'TIERED refuses price',
      withCharge({ pricingModel: { type: 'TYPE_TIERED', price: '1', tiers: tiers(per('1')) } }),
      `${P}.pricingModel.price`,
    ],
    [
      'PER_UNIT refuses tiers',
      withCharge({ pricingModel: { type: 'TYPE_PER_UNIT', price: '1', tiers: tiers(per('1')) } }),
      `${P}.pricingModel.tiers`,
    ],
    [
      'USAGE takes price or tiers, not both',
      withCharge({ usageUnitOptionalId: 'calls', pricingModel: { type: 'TYPE_USAGE', price: '1', tiers: tiers(per('1')) } }),
      `${P}.pricingModel.tiers`,
    ],
    [
      'VOLUME refuses price',
      withCharge({ pricingModel: { type: 'TYPE_VOLUME', price: '1', tiers: tiers(per('1')) } }),
      `${P}.pricingModel.price`,
    ],
    ['TIERED needs tiers', withCharge({ pricingModel: { type: 'TYPE_TIERED' } }), `${P}.pricingModel.tiers`],
    [
      'auto-renewal daily term bounded',
      request({ autoRenewal: { type: 'TYPE_ENABLED', term: { value: -99999, unit: 'UNIT_DAILY' } } }),
      'autoRenewal.term.value',
    ],
    [
      'USAGE needs price or tiers',
      withCharge({ usageUnitOptionalId: 'calls', pricingModel: { type: 'TYPE_USAGE' } }),
      `${P}.pricingModel.price`,
    ],
    ['negative price', withCharge({ pricingModel: { type: 'TYPE_PER_UNIT', price: '-1' } }), `${P}.pricingModel.price`],
    ['price not a decimal', withCharge({ pricingModel: { type: 'TYPE_PER_UNIT', price: '1e3' } }), `${P}.pricingModel.price`],
    [
      'price as a number beyond the decimal rule',
      withCharge({ pricingModel: { type: 'TYPE_PER_UNIT', price: 0.12345678901 } }),
      `${P}.pricingModel.price`,
    ],
    [
      'tiers increase',
      withCharge({ pricingModel: { type: 'TYPE_VOLUME', tiers: tiers(per('2', '100'), per('1', '50'), per('0.5')) } }),
      `${P}.pricingModel.tiers[1].upperLimit`,
    ],
    [
      'tiers strictly increase',
      withCharge({ pricingModel: { type: 'TYPE_VOLUME', tiers: tiers(per('2', '100'), per('1', '100')) } }),
      `${P}.pricingModel.tiers[1].upperLimit`,
    ],
    [
      'only the last tier unbounded',
      withCharge({ pricingModel: { type: 'TYPE_TIERED', tiers: tiers(per('2'), per('1', '100')) } }),
      `${P}.pricingModel.tiers[0].upperLimit`,
    ],
    [
      'upper limit above zero',
      withCharge({ pricingModel: { type: 'TYPE_TIERED', tiers: tiers(per('2', '0'), per('1')) } }),
      `${P}.pricingModel.tiers[0].upperLimit`,
    ],
    [
      'tier needs kind or feeFormula',
      withCharge({ pricingModel: { type: 'TYPE_TIERED', tiers: tiers({ unitPrice: '1' }) } }),
      `${P}.pricingModel.tiers[0].feeFormula`,
    ],
    [
      'tier kind and feeFormula agree',
      withCharge({
        pricingModel: { type: 'TYPE_TIERED', tiers: tiers({ kind: 'KIND_PER_UNIT', feeFormula: 'FEE_FORMULA_FLAT_FEE', unitPrice: '1' }) },
      }),
      `${P}.pricingModel.tiers[0].feeFormula`,
    ],
    [
      'per-unit tier needs unitPrice',
      withCharge({ pricingModel: { type: 'TYPE_TIERED', tiers: tiers({ kind: 'KIND_PER_UNIT' }) } }),
      `${P}.pricingModel.tiers[0].unitPrice`,
    ],
    [
      'per-unit tier refuses price',
      withCharge({ pricingModel: { type: 'TYPE_TIERED', tiers: tiers({ kind: 'KIND_PER_UNIT', unitPrice: '1', price: '1' }) } }),
      `${P}.pricingModel.tiers[0].price`,
    ],
    [
      'v1 flat tier needs price',
      withCharge({ pricingModel: { type: 'TYPE_TIERED', tiers: tiers({ kind: 'KIND_FLAT_FEE' }) } }),
      `${P}.pricingModel.tiers[0].price`,
    ],
    [
      'flat tier prices agree',
      withCharge({ pricingModel: { type: 'TYPE_TIERED', tiers: tiers({ kind: 'KIND_FLAT_FEE', price: '10', unitPrice: '11' }) } }),
      `${P}.pricingModel.tiers[0].unitPrice`,
    ],
    [
      'negative tier price',
      withCharge({ pricingModel: { type: 'TYPE_TIERED', tiers: tiers(per('-1')) } }),
      `${P}.pricingModel.tiers[0].price`,
    ],
    ['USAGE needs a usage unit', withCharge({ pricingModel: { type: 'TYPE_USAGE', price: '1' } }), `${P}.usageUnitId`],
    ['usage unit not with FLAT_FEE', withCharge({ usageUnitId: '01890000-0000-7000-8000-000000000000' }), `${P}.usageUnitId`],
    [
      'usage unit not with PER_UNIT',
      withCharge({ usageUnitOptionalId: 'calls', pricingModel: { type: 'TYPE_PER_UNIT', price: '1' } }),
      `${P}.usageUnitId`,
    ],
    [
      'usage-based items are recurring',
      withCharge({ type: 'TYPE_ONE_TIME', usageUnitOptionalId: 'calls', pricingModel: { type: 'TYPE_USAGE', price: '1' } }),
      `${P}.type`,
    ],
    ['malformed usageUnitId', withCharge({ usageUnitId: 'calls', pricingModel: { type: 'TYPE_USAGE', price: '1' } }), `${P}.usageUnitId`],
    ['billAllAtOnce only on recurring', withCharge({ type: 'TYPE_ONE_TIME', billAllAtOnce: true }), `${P}.billAllAtOnce`],
    ['billingCycle.value >= 1', withCharge({ billingCycle: { value: 0, unit: 'UNIT_MONTHLY' } }), `${P}.billingCycle.value`],
    ['billingCycle is monthly', withCharge({ billingCycle: { value: 1, unit: 'UNIT_DAILY' } }), `${P}.billingCycle.unit`],
    [
      'billingTiming needs a unit',
      withCharge({ billingTiming: { value: 0, monthlyOption: 'MONTHLY_OPTION_DAY_1' } }),
      `${P}.billingTiming.unit`,
    ],
    [
      'monthlyOption only with UNIT_MONTHLY',
      withCharge({ billingTiming: { value: 3, unit: 'UNIT_DAILY', monthlyOption: 'MONTHLY_OPTION_DAY_1' } }),
      `${P}.billingTiming.monthlyOption`,
    ],
    [
      'UNIT_MONTHLY needs monthlyOption',
      withCharge({ billingTiming: { value: 0, unit: 'UNIT_MONTHLY' } }),
      `${P}.billingTiming.monthlyOption`,
    ],
    [
      'monthlyOption DAY_32 does not exist',
      withCharge({ billingTiming: { value: 0, unit: 'UNIT_MONTHLY', monthlyOption: 'MONTHLY_OPTION_DAY_32' } }),
      `${P}.billingTiming.monthlyOption`,
    ],
    [
      'due timing not before the billing date',
      withCharge({ billingDueTiming: { value: -1, unit: 'UNIT_DAILY' } }),
      `${P}.billingDueTiming.value`,
    ],
    [
      'due timing monthlyOption only monthly',
      withCharge({ billingDueTiming: { value: 10, unit: 'UNIT_DAILY', monthlyOption: 'MONTHLY_OPTION_LAST_DAY_OF_MONTH' } }),
      `${P}.billingDueTiming.monthlyOption`,
    ],
    ['timing value bounded', withCharge({ billingTiming: { value: 99999, unit: 'UNIT_DAILY' } }), `${P}.billingTiming.value`],
    [
      'fixedRateValue only with FIXED_RATE',
      withCharge({ startDailyRate: { type: 'TYPE_DAILY_RATE', fixedRateValue: '0.5' } }),
      `${P}.startDailyRate.fixedRateValue`,
    ],
    [
      'fixedRateValue only with FIXED_RATE (unspecified type)',
      withCharge({ endDailyRate: { fixedRateValue: '0.5' } }),
      `${P}.endDailyRate.fixedRateValue`,
    ],
    ['FIXED_RATE needs fixedRateValue', withCharge({ startDailyRate: { type: 'TYPE_FIXED_RATE' } }), `${P}.startDailyRate.fixedRateValue`],
    [
      'fixedRateValue at most 1',
      withCharge({ endDailyRate: { type: 'TYPE_FIXED_RATE', fixedRateValue: '1.01' } }),
      `${P}.endDailyRate.fixedRateValue`,
    ],
    [
      'fixedRateValue at least 0',
      withCharge({ endDailyRate: { type: 'TYPE_FIXED_RATE', fixedRateValue: '-0.1' } }),
      `${P}.endDailyRate.fixedRateValue`,
    ],
    ['taxPercentage is 10, 8 or 0', withCharge({ taxPercentage: 5 }), `${P}.taxPercentage`],
    ['taxPercentage as digits is 10, 8 or 0 too', withCharge({ taxPercentage: '5' }), `${P}.taxPercentage`],
    ['taxPercentage is an integer', withCharge({ taxPercentage: 8.0001 }), `${P}.taxPercentage`],
    ['rounding enum', withCharge({ rounding: 'ROUNDING_BANKERS' }), `${P}.rounding`],
    ['unknown charge item field', withCharge({ quantity: 3 }), `${P}.quantity`],
  ])('%s', async (_what, body, field) => expectInvalid(body, field));

  it('names the right charge item when a later one is wrong', async () => {
    await expectInvalid(
      request({ catalogChargeItems: [charge(), charge({ billAllAtOnce: true, type: 'TYPE_ONE_TIME' })] }),
      'catalogChargeItems[1].billAllAtOnce',
    );
  });

  it('accepts fixed rates 0 and 1 and a bounded last tier', async () => {
    const ok = [
      withCharge({
        startDailyRate: { type: 'TYPE_FIXED_RATE', fixedRateValue: '0' },
        endDailyRate: { type: 'TYPE_FIXED_RATE', fixedRateValue: '1' },
      }),
      withCharge({ pricingModel: { type: 'TYPE_VOLUME', tiers: tiers(per('2', '100'), per('1', '200')) } }),
      withCharge({ billingDueTiming: { value: 0, unit: 'UNIT_DAILY' } }),
    ];
    for (const body of ok) {
      const res = await c.post('/v1/catalogitem/create', body);
      expect(res.status, JSON.stringify(res.body)).toBe(200);
    }
  });

  it('NOT_FOUND for a usage unit outside the tenant, naming nothing of the other tenant', async () => {
    const foreign = await buildUsageUnit(client(t.app, (await newTenant(t.db)).sandboxKey));
    const res = await c.post(
      '/v1/catalogitem/create',
      withCharge({ usageUnitId: foreign.id, pricingModel: { type: 'TYPE_USAGE', price: '1' } }),
    );
    expect(res.status).toBe(404);
    expect(res.body).toEqual({ code: 5, message: 'usage unit not found', detail: { reason: 'NOT_FOUND' } });
    const own = await c.post(
      '/v1/catalogitem/create',
      withCharge({ usageUnitId: unitId, pricingModel: { type: 'TYPE_USAGE', price: '1' } }),
    );
    expect(own.status).toBe(200);
  });
});
