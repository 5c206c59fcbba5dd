/**
 * Golden scenario entirely through the public API: catalog item, /v1/contract/create, a
 * changequantity amendment via /v1/amendment/changequantity, the test clock, billings and expected
 * billings. Per unit 1,000 yen, 10 %, billed on the 1st of the period's month, due end of next month.
 */
import { afterAll, beforeAll, expect, it } from 'vitest';
import { buildTestApp, client, newTenant, type TestApp } from '../../helpers/app';
import { buildCatalogItem } from '../../helpers/factories/catalog';
import { buildContract } from '../../helpers/factories/contract';
import { advance, billingsOf, jstDay } from '../../helpers/factories/billing';

let t: TestApp;
beforeAll(async () => {
  t = await buildTestApp();
});
afterAll(async () => {
  await t.close();
});

it('contract and amendment through HTTP: prorated start, mid-month quantity change, exact billings', async () => {
  const c = client(t.app, (await newTenant(t.db)).sandboxKey);
  await advance(c, '2031-03-20');
  const catalogItem = await buildCatalogItem(c, {
    pricing: { type: 'TYPE_PER_UNIT', price: '1000' },
    chargeItem: {
      billingCycle: { value: 1, unit: 'UNIT_MONTHLY' },
      billingTiming: { value: 0, unit: 'UNIT_MONTHLY', monthlyOption: 'MONTHLY_OPTION_FIRST_DAY_OF_MONTH' },
      billingDueTiming: { value: 1, unit: 'UNIT_MONTHLY', monthlyOption: 'MONTHLY_OPTION_LAST_DAY_OF_MONTH' },
      taxPercentage: 10,
    },
  });
  const catalogChargeItemId = (catalogItem as unknown as { catalogChargeItems: Array<{ id: string }> }).catalogChargeItems[0]!.id;
  const { contract } = await buildContract(c, {
    catalogItem,
    mainItem: { startDate: '2031-04-16', chargeItems: [{ catalogChargeItemId, quantity: 10 }] },
  });
  const chargeId = (contract as unknown as { mainItems: Array<{ chargeItems: Array<{ id: string }> }> }).mainItems[0]!.chargeItems[0]!.id;
  const expected = await c.get<{ expectedBillings: Array<{ billingDate: string; total: string }> }>('/v1/expectedbilling/listbycontract', {
    id: contract.id,
    pageSize: 2,
  });
  expect(expected.body.expectedBillings.map((e) => [jstDay(e.billingDate), e.total])).toEqual([
    ['2031-04-01', '5500'],
    ['2031-05-01', '11000'],
  ]);

  expect(await advance(c, '2031-05-05')).toBe(2);
  const amend = await c.post('/v1/amendment/changequantity', {
    contractId: contract.id,
    contractChargeItemId: chargeId,
    quantity: 20,
    effectiveStartDate: '2031-05-21',
    changeQuantityDailyRate: { type: 'TYPE_DAILY_RATE' },
    memo: 'more seats',
  });
  expect(amend.status, JSON.stringify(amend.body)).toBe(200);
  expect(await advance(c, '2031-06-01')).toBe(2);
  const billings = await billingsOf(c, contract.id);
  expect(
    billings.map((b) => [
      b.billingDate,
      b.dueDate,
      b.issueDate,
      b.subtotal,
      b.tax,
      b.total,
      b.lines.map((l) => `${l.kind} ${l.period} ${l.subtotal}`).join('; '),
    ]),
  ).toEqual([
    // 10 × 1,000 × 15/30 (16–30 April) = 5,000
    ['2031-04-01', '2031-05-31', '2031-04-01', '5000', '500', '5500', 'RECURRING 2031-04-16..2031-04-30 5000'],
    ['2031-05-01', '2031-06-30', '2031-05-01', '10000', '1000', '11000', 'RECURRING 2031-05-01..2031-05-31 10000'],
    // May should be 10,000 + 10,000 × 11/31 (21–31 May) = 13,548.38 → 13,548: +3,548 dated 5 May (executed), billed by the 6 May run
    ['2031-05-05', '2031-06-30', '2031-05-06', '3548', '354', '3902', 'ADJUSTMENT 2031-05-01..2031-05-31 3548'],
    ['2031-06-01', '2031-07-31', '2031-06-01', '20000', '2000', '22000', 'RECURRING 2031-06-01..2031-06-30 20000'],
  ]);
});
