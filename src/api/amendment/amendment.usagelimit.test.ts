/**
 * The usage line limit under a new price (docs/errors.md "Limits"): a price customisation, or a
 * cancelled amendment bringing an earlier price back, may not take the usage already recorded past
 * 10,000,000,000 yen a line — the bill run would park the whole contract.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildTestApp, client, newTenant, type Client, type TestApp } from '../../../test/helpers/app';
import { buildCatalogItem } from '../../../test/helpers/factories/catalog';
import { buildContract } from '../../../test/helpers/factories/contract';
import { advance } from '../../../test/helpers/factories/billing';

let t: TestApp;
beforeAll(async () => {
  t = await buildTestApp();
});
afterAll(async () => {
  await t.close();
});

type Err = { code: number; message: string; detail: { fieldViolations?: Array<{ field: string }> } };

/** A contract from 2031-04-01 with a usage option priced `price` yen a unit; the clock at 2031-04-20. */
async function usageContract(price: string) {
  const c: Client = client(t.app, (await newTenant(t.db)).sandboxKey);
  await advance(c, '2031-04-01');
  const plan = await buildCatalogItem(c, { usage: 'USAGE_MAIN' });
  const opt = await buildCatalogItem(c, { usage: 'USAGE_OPTION', pricing: { type: 'TYPE_USAGE', price } });
  const { contract } = await buildContract(c, {
    catalogItem: plan,
    mainItem: { startDate: '2031-04-01', optionItems: [{ catalogItemId: opt.id }] },
  });
  const item = contract.mainItems[0]!.optionItems[0]!;
  const charge = item.chargeItems[0]!;
  await advance(c, '2031-04-20');
  const use = (quantity: string, targetDate = '2031-04-10') =>
    c.post('/v1/usage/daily/upsert', {
      contractChargeItemId: charge.id,
      usageUnitId: opt.catalogChargeItems[0]!.usageUnitId,
      targetDate,
      quantity,
    });
  const customize = (to: string) =>
    c.post<{ amendment: { id: string } }>('/v1/amendment/customizeoptionitem', {
      contractId: contract.id,
      contractItemId: item.id,
      effectiveStartDate: '2031-04-01',
      item: { chargeItems: [{ contractChargeItemId: charge.id, price: to }] },
    });
  return { c, use, customize };
}

describe('a new price over usage already recorded', () => {
  it('customizeoptionitem: ¥1,000,000 a unit over 1,000,000 units recorded (¥10^12) is refused naming the price; ¥10,000 (¥10^10) is accepted', async () => {
    const { use, customize } = await usageContract('10');
    // 1,000,000 units × ¥10 = ¥10,000,000
    expect((await use('1000000')).status).toBe(200);
    const refused = await customize('1000000');
    expect([refused.status, (refused.body as unknown as Err).detail.fieldViolations?.[0]?.field]).toEqual([
      400,
      'item.chargeItems[0].price',
    ]);
    // 1,000,000 × ¥10,000 = ¥10,000,000,000: exactly the limit
    expect((await customize('10000')).status).toBe(200);
  });

  it('cancelamendment: back to ¥1,000 a unit over 1,000,000,000 units recorded at ¥1 (¥10^12) is refused; the customisation stays', async () => {
    const { c, use, customize } = await usageContract('1000');
    const cheaper = await customize('1');
    expect(cheaper.status).toBe(200);
    // 1,000,000,000 units × ¥1 = ¥1,000,000,000
    expect((await use('1000000000')).status).toBe(200);
    const refused = await c.post<Err>('/v1/amendment/cancelamendment', { id: cheaper.body.amendment.id });
    expect([refused.status, refused.body.code]).toEqual([400, 9]);
    expect(refused.body.message).toMatch(/would bill 1000000000000 yen/);
  });
});
