import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildTestApp, client, newTenant, type Client, type TestApp } from '../../../test/helpers/app';
import { buildProduct } from '../../../test/helpers/factories/catalog';

let t: TestApp;
let c: Client;
let productId: string;
beforeAll(async () => {
  t = await buildTestApp();
  c = client(t.app, (await newTenant(t.db)).sandboxKey);
  productId = (await buildProduct(c)).id;
});
afterAll(async () => {
  await t.close();
});

const fee = { name: 'Fee', type: 'TYPE_RECURRING', pricingModel: { type: 'TYPE_FLAT_FEE', price: '1' } };

/** Malformed input of every kind is a 4xx with the error body, never a 500 (docs/errors.md). */
describe('/v1/catalogitem/create robustness', () => {
  it.each<[string, unknown]>([
    ['null body', null],
    ['array body', []],
    ['charge items null', { productId, name: 'x', catalogChargeItems: null }],
    ['charge item not an object', { productId, name: 'x', catalogChargeItems: ['fee'] }],
    ['pricingModel missing', { productId, name: 'x', catalogChargeItems: [{ name: 'f', type: 'TYPE_RECURRING' }] }],
    ['tiers not a list', { productId, name: 'x', catalogChargeItems: [{ ...fee, pricingModel: { type: 'TYPE_TIERED', tiers: 'many' } }] }],
    ['tier null', { productId, name: 'x', catalogChargeItems: [{ ...fee, pricingModel: { type: 'TYPE_TIERED', tiers: [null] } }] }],
    [
      '101 tiers',
      {
        productId,
        name: 'x',
        catalogChargeItems: [
          {
            ...fee,
            pricingModel: {
              type: 'TYPE_TIERED',
              tiers: Array.from({ length: 101 }, (_, i) => ({
                upperLimit: String(i + 1),
                feeFormula: 'FEE_FORMULA_PER_UNIT',
                unitPrice: '1',
              })),
            },
          },
        ],
      },
    ],
    [
      'huge price',
      { productId, name: 'x', catalogChargeItems: [{ ...fee, pricingModel: { type: 'TYPE_FLAT_FEE', price: '1'.repeat(40) } }] },
    ],
    ['float term', { productId, name: 'x', defaultContractTerm: { value: 1.5 }, catalogChargeItems: [fee] }],
    ['huge term', { productId, name: 'x', defaultContractTerm: { value: 1e12 }, catalogChargeItems: [fee] }],
    [
      'nested junk',
      {
        productId,
        name: 'x',
        autoRenewal: { type: 'TYPE_ENABLED', term: { value: -1, unit: 'UNIT_MONTHLY', extra: { deep: [1] } } },
        catalogChargeItems: [fee],
      },
    ],
    ['name not a string', { productId, name: 42, catalogChargeItems: [fee] }],
    ['prototype keys', JSON.parse('{"__proto__": {"x": 1}, "name": "x", "catalogChargeItems": []}')],
  ])('%s → 400', async (_what, body) => {
    const res = await c.post('/v1/catalogitem/create', body);
    expect(res.status).toBe(400);
    expect(res.body).toMatchObject({ code: 3, message: expect.any(String), detail: expect.any(Object) });
  });

  it('answers a malformed JSON body with 400', async () => {
    const res = await t.app.inject({
      method: 'POST',
      url: '/v1/catalogitem/create',
      headers: { authorization: `Bearer ${(await newTenant(t.db)).sandboxKey}`, 'content-type': 'application/json' },
      payload: '{"name": ',
    });
    expect(res.statusCode).toBe(400);
  });

  it('accepts the largest bounded request (50 charge items of 100 tiers)', async () => {
    const tiers = Array.from({ length: 100 }, (_, i) =>
      i === 99
        ? { feeFormula: 'FEE_FORMULA_PER_UNIT', unitPrice: '1' }
        : { upperLimit: String((i + 1) * 10), kind: 'KIND_PER_UNIT', unitPrice: String(100 - i) },
    );
    const items = Array.from({ length: 50 }, (_, i) => ({
      name: `c${i}`,
      type: 'TYPE_RECURRING',
      pricingModel: { type: 'TYPE_TIERED', tiers },
    }));
    const res = await c.post<{ catalogItem: { catalogChargeItems: unknown[] } }>('/v1/catalogitem/create', {
      productId,
      name: 'big',
      catalogChargeItems: items,
    });
    expect(res.status).toBe(200);
    expect(res.body.catalogItem.catalogChargeItems).toHaveLength(50);
  });
});
