/**
 * Golden scenarios of effective dates that arrive out of order (docs/contracts.md "Effective dates",
 * docs/billing.md §3 and §5): a change recorded later with an earlier effective date keeps every
 * change recorded before it (quantity, price, timing), and a change of timing takes effect only
 * from its effective date. Through the HTTP API and the test clock; the main item's fee is 0 yen (it
 * bills nothing), so every line is the option item's. Tax 10 %, round down.
 * Statuses: a billing is issued on its invoice when made (INVOICE_CREATED) and is PAYMENT_DUE once its due
 * date has passed unpaid (docs/invoices.md).
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Client, TestApp } from '../../helpers/app';
import { advance, billingsOf, jstDay } from '../../helpers/factories/billing';
import { buildCatalogItem } from '../../helpers/factories/catalog';
import { buildContract } from '../../helpers/factories/contract';
import { buildTestApp, ok, scenario } from './setup';

let t: TestApp;
beforeAll(async () => {
  t = await buildTestApp();
});
afterAll(async () => {
  await t.close();
});

const lastDay = (value: number) => ({ value, unit: 'UNIT_MONTHLY', monthlyOption: 'MONTHLY_OPTION_LAST_DAY_OF_MONTH' });

/** A contract whose main item (a 0-yen flat fee) has one option item with one charge item (`option` overrides it). */
async function withOption(c: Client, start: string, option: Record<string, unknown>, quantity?: number) {
  const main = await buildCatalogItem(c, { pricing: { type: 'TYPE_FLAT_FEE', price: '0' } });
  const opt = await buildCatalogItem(c, { usage: 'USAGE_OPTION', chargeItem: { name: 'Option fee', ...option } });
  const { contract } = await buildContract(c, {
    catalogItem: main,
    mainItem: {
      startDate: start,
      optionItems: [
        {
          catalogItemId: opt.id,
          chargeItems: [{ catalogChargeItemId: opt.catalogChargeItems[0]!.id, ...(quantity === undefined ? {} : { quantity }) }],
        },
      ],
    },
  });
  const item = contract.mainItems[0]!.optionItems[0]!;
  return { contractId: contract.id, optionId: item.id, chargeId: item.chargeItems[0]!.id };
}

interface WireExpected {
  billingDate: string;
  dueDate: string;
  subtotal: string;
  items: Array<{ periodStart: string; periodEnd: string; quantity: string; subtotal: string }>;
}
const expectedOf = async (c: Client, id: string) =>
  (await ok<{ expectedBillings: WireExpected[] }>(c, '/v1/expectedbilling/listbycontract', { id, pageSize: 100 })).expectedBillings.map(
    (e) => [
      jstDay(e.billingDate),
      jstDay(e.dueDate),
      e.subtotal,
      e.items.map((i) => `${jstDay(i.periodStart)}..${jstDay(i.periodEnd)} q=${i.quantity} ${i.subtotal}`).join(),
    ],
  );
const billed = async (c: Client, id: string) =>
  (await billingsOf(c, id)).map((b) => [
    b.billingDate,
    b.dueDate,
    b.status,
    b.lines.map((l) => `${l.kind} ${l.period} q=${l.quantity} ${l.subtotal}`).join(),
  ]);
const termsOf = async (c: Client, id: string) => {
  const got = await ok<{
    contract: {
      mainItems: Array<{
        optionItems: Array<{
          chargeItems: Array<{ terms: Array<{ effectiveStartDate: string; quantity: string; pricing: { price: string } }> }>;
        }>;
      }>;
    };
  }>(c, '/v1/contract/get', { id });
  return got.contract.mainItems[0]!.optionItems[0]!.chargeItems[0]!.terms.map(
    (x) => `${jstDay(x.effectiveStartDate)} ${x.quantity} @${x.pricing.price}`,
  );
};

describe('golden: effective dates out of order', () => {
  it('a price change two months ahead, then the quantity doubled from this month: the new price applies to the doubled quantity', async () => {
    const { c } = await scenario(t);
    await advance(c, '2031-03-20');
    // option: 10,000 yen per unit a month, 2 units, from 1 April 2031; billed on the 1st of the month
    const { contractId, optionId, chargeId } = await withOption(
      c,
      '2031-04-01',
      { pricingModel: { type: 'TYPE_PER_UNIT', price: '10000' } },
      2,
    );
    await advance(c, '2031-05-10');
    // recorded first: 12,000 yen from 1 July; recorded second: 4 units from 1 May
    await ok(c, '/v1/amendment/customizeoptionitem', {
      contractId,
      contractItemId: optionId,
      effectiveStartDate: '2031-07-01',
      item: { chargeItems: [{ contractChargeItemId: chargeId, price: '12000' }] },
    });
    await ok(c, '/v1/amendment/changequantity', {
      contractId,
      contractChargeItemId: chargeId,
      quantity: 4,
      effectiveStartDate: '2031-05-01',
    });
    // every change survives: 4 units from 1 May, 4 units at 12,000 from 1 July (before the fix the
    // 1 July term kept the 2 units it copied when it was recorded: 2 × 12,000 = 24,000 a month)
    expect(await termsOf(c, contractId)).toEqual(['2031-04-01 2 @10000', '2031-05-01 4 @10000', '2031-07-01 4 @12000']);
    // expected (after today): June 4 × 10,000 = 40,000; July and August 4 × 12,000 = 48,000
    expect((await expectedOf(c, contractId)).slice(0, 3)).toEqual([
      ['2031-06-01', '2031-07-31', '40000', '2031-06-01..2031-06-30 q=4 40000'],
      ['2031-07-01', '2031-08-31', '48000', '2031-07-01..2031-07-31 q=4 48000'],
      ['2031-08-01', '2031-09-30', '48000', '2031-08-01..2031-08-31 q=4 48000'],
    ]);
    await advance(c, '2031-08-01');
    // May was billed on 1 May at 2 × 10,000 = 20,000: +20,000 (4 × 10,000 − 20,000), dated 10 May
    expect((await billed(c, contractId)).slice(2)).toEqual([
      ['2031-05-10', '2031-06-30', 'PAYMENT_DUE', 'ADJUSTMENT 2031-05-01..2031-05-31 q=4 20000'],
      ['2031-06-01', '2031-07-31', 'PAYMENT_DUE', 'RECURRING 2031-06-01..2031-06-30 q=4 40000'],
      ['2031-07-01', '2031-08-31', 'INVOICE_CREATED', 'RECURRING 2031-07-01..2031-07-31 q=4 48000'],
      ['2031-08-01', '2031-09-30', 'INVOICE_CREATED', 'RECURRING 2031-08-01..2031-08-31 q=4 48000'],
    ]);
  });

  it('17 July: 9,000 yen from 23 August; 21 July: 29 → 47 units from 7 July. From 23 August 47 units at 9,000', async () => {
    const { c } = await scenario(t);
    await advance(c, '2031-05-20');
    // option: 1,000 yen per unit per six months (June–November, December–May), 29 units, from
    // 1 June 2031 for 12 months; billed on the 1st of the period's first month; round up
    const { contractId, optionId, chargeId } = await withOption(
      c,
      '2031-06-01',
      {
        pricingModel: { type: 'TYPE_PER_UNIT', price: '1000' },
        billingCycle: { value: 6, unit: 'UNIT_MONTHLY' },
        rounding: 'ROUNDING_ROUND_UP',
      },
      29,
    );
    await advance(c, '2031-07-17');
    // June–November (183 days) billed 1 June: 29 × 1,000 = 29,000
    await ok(c, '/v1/amendment/customizeoptionitem', {
      contractId,
      contractItemId: optionId,
      effectiveStartDate: '2031-08-23',
      item: { chargeItems: [{ contractChargeItemId: chargeId, price: '9000' }] },
    });
    // 23 August – 30 November = 100 days: 29,000 + 29 × 8,000 × 100/183 = 29,000 + 126,775.96
    // = 155,775.96 → 155,776 (round up): +126,776, dated 17 July
    await advance(c, '2031-07-21');
    await ok(c, '/v1/amendment/changequantity', {
      contractId,
      contractChargeItemId: chargeId,
      quantity: 47,
      effectiveStartDate: '2031-07-07',
    });
    expect(await termsOf(c, contractId)).toEqual(['2031-06-01 29 @1000', '2031-07-07 47 @1000', '2031-08-23 47 @9000']);
    // 7 July – 30 November = 147 days. June–November = 29,000 + 18 × 1,000 × 147/183
    // + 47 × 8,000 × 100/183 = 29,000 + (2,646,000 + 37,600,000)/183 = 29,000 + 219,923.50
    // = 248,923.50 → 248,924: +93,148 (248,924 − 155,776), dated 21 July. (Before the fix the 23 August
    // term kept 29 units: +4,623 = 18,000 × 47/183 rounded up.)
    // Expected (after today): December–May, 47 × 9,000 = 423,000 on 1 December (before the fix
    // 29 × 9,000 = 261,000)
    expect(await expectedOf(c, contractId)).toEqual([['2031-12-01', '2032-01-31', '423000', '2031-12-01..2032-05-31 q=47 423000']]);
    await advance(c, '2031-12-01');
    expect(await billed(c, contractId)).toEqual([
      ['2031-06-01', '2031-07-31', 'PAYMENT_DUE', 'RECURRING 2031-06-01..2031-11-30 q=29 29000'],
      ['2031-07-17', '2031-08-31', 'PAYMENT_DUE', 'ADJUSTMENT 2031-06-01..2031-11-30 q=29 126776'],
      ['2031-07-21', '2031-08-31', 'PAYMENT_DUE', 'ADJUSTMENT 2031-06-01..2031-11-30 q=47 93148'],
      ['2031-12-01', '2032-01-31', 'INVOICE_CREATED', 'RECURRING 2031-12-01..2032-05-31 q=47 423000'],
    ]);
  });

  it('a change of timing from 1 July leaves May and June billed as before, also a line re-billed after an invalidation', async () => {
    const { c } = await scenario(t);
    await advance(c, '2031-03-20');
    // option: 3,100 yen a month from 1 April 2031, billed on the last day of the period's month, due
    // at the end of the next month
    const { contractId, optionId, chargeId } = await withOption(c, '2031-04-01', {
      pricingModel: { type: 'TYPE_FLAT_FEE', price: '3100' },
      billingTiming: lastDay(0),
    });
    await advance(c, '2031-05-10');
    // from 1 July: billed at the end of the previous month, due in 10 days
    await ok(c, '/v1/amendment/customizeoptionitem', {
      contractId,
      contractItemId: optionId,
      effectiveStartDate: '2031-07-01',
      item: {
        chargeItems: [{ contractChargeItemId: chargeId, billingTiming: lastDay(-1), billingDueTiming: { value: 10, unit: 'UNIT_DAILY' } }],
      },
    });
    // April (billed 30 April) is invalidated and billed again by the 11 May run: still 30 April, due
    // 31 May (before the fix: by the new timing, 31 March → known 10 May, due 20 May)
    const [april] = await billingsOf(c, contractId);
    expect(april).toMatchObject({ billingDate: '2031-04-30', dueDate: '2031-05-31' });
    const listed = await ok<{ billings: Array<{ id: string }> }>(c, '/v1/billing/listbycontract', { id: contractId });
    await ok(c, '/v1/billing/invalidate', { id: listed.billings[0]!.id });
    // May on 31 May due 30 June, June on 30 June due 31 July (old timing: they start before 1 July);
    // July on 30 June due 10 July, August on 31 July due 10 August (new timing). Before the fix: May
    // on 10 May due 20 May, June on 31 May due 10 June.
    const expected = await expectedOf(c, contractId);
    expect(expected.slice(0, 4)).toEqual([
      ['2031-05-31', '2031-06-30', '3100', '2031-05-01..2031-05-31 q=1 3100'],
      ['2031-06-30', '2031-07-10', '3100', '2031-07-01..2031-07-31 q=1 3100'],
      ['2031-06-30', '2031-07-31', '3100', '2031-06-01..2031-06-30 q=1 3100'],
      ['2031-07-31', '2031-08-10', '3100', '2031-08-01..2031-08-31 q=1 3100'],
    ]);
    await advance(c, '2031-07-31');
    expect(await billed(c, contractId)).toEqual([
      ['2031-04-30', '2031-05-31', 'INVALIDATED', 'RECURRING 2031-04-01..2031-04-30 q=1 3100'],
      ['2031-04-30', '2031-05-31', 'PAYMENT_DUE', 'RECURRING 2031-04-01..2031-04-30 q=1 3100'],
      ['2031-05-31', '2031-06-30', 'PAYMENT_DUE', 'RECURRING 2031-05-01..2031-05-31 q=1 3100'],
      ['2031-06-30', '2031-07-10', 'PAYMENT_DUE', 'RECURRING 2031-07-01..2031-07-31 q=1 3100'],
      ['2031-06-30', '2031-07-31', 'INVOICE_CREATED', 'RECURRING 2031-06-01..2031-06-30 q=1 3100'],
      ['2031-07-31', '2031-08-10', 'INVOICE_CREATED', 'RECURRING 2031-08-01..2031-08-31 q=1 3100'],
    ]);
  });

  it('a change of timing inside a period: the period is billed in two parts, each by the timing of its first day', async () => {
    const { c } = await scenario(t);
    await advance(c, '2031-03-20');
    const { contractId, optionId, chargeId } = await withOption(c, '2031-04-01', {
      pricingModel: { type: 'TYPE_FLAT_FEE', price: '3100' },
      billingTiming: lastDay(0),
    });
    await advance(c, '2031-05-10');
    // from 16 June: billed at the end of the previous month, due in 10 days
    await ok(c, '/v1/amendment/customizeoptionitem', {
      contractId,
      contractItemId: optionId,
      effectiveStartDate: '2031-06-16',
      item: {
        chargeItems: [{ contractChargeItemId: chargeId, billingTiming: lastDay(-1), billingDueTiming: { value: 10, unit: 'UNIT_DAILY' } }],
      },
    });
    // June 1–15 (old timing from 1 June): 3,100 × 15/30 = 1,550 on 30 June, due 31 July;
    // June 16–30 (new timing from 16 June): 3,100 × 15/30 = 1,550 on 31 May, due 10 June;
    // July: 3,100 on 30 June, due 10 July
    const expected = await expectedOf(c, contractId);
    expect(expected.slice(0, 4)).toEqual([
      ['2031-05-31', '2031-06-10', '1550', '2031-06-16..2031-06-30 q=1 1550'],
      ['2031-05-31', '2031-06-30', '3100', '2031-05-01..2031-05-31 q=1 3100'],
      ['2031-06-30', '2031-07-10', '3100', '2031-07-01..2031-07-31 q=1 3100'],
      ['2031-06-30', '2031-07-31', '1550', '2031-06-01..2031-06-15 q=1 1550'],
    ]);
    await advance(c, '2031-06-30');
    expect((await billed(c, contractId)).slice(1)).toEqual([
      ['2031-05-31', '2031-06-10', 'PAYMENT_DUE', 'RECURRING 2031-06-16..2031-06-30 q=1 1550'],
      ['2031-05-31', '2031-06-30', 'INVOICE_CREATED', 'RECURRING 2031-05-01..2031-05-31 q=1 3100'],
      ['2031-06-30', '2031-07-10', 'INVOICE_CREATED', 'RECURRING 2031-07-01..2031-07-31 q=1 3100'],
      ['2031-06-30', '2031-07-31', 'INVOICE_CREATED', 'RECURRING 2031-06-01..2031-06-15 q=1 1550'],
    ]);
  });
});
