/**
 * Golden scenarios: usage (tiered, volume, late usage), amendments (quantity change, cancellation,
 * manual and automatic renewal), invalidate and regenerate, early billing, re-run idempotency.
 * Everything goes through the HTTP API (setup.ts planContract, /v1/amendment/*, /v1/usage/daily/*,
 * /v1/billing/*) and the test clock, which is moved to 20 March 2031 first so every contract is known
 * before its first billing date. Defaults (catalog): monthly, billed on the 1st of the period's month,
 * due at the end of the next month, 10 %, round down; 1,000 yen per unit.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { TestApp } from '../../helpers/app';
import { buildUsageUnit, uniqueId } from '../../helpers/factories/catalog';
import { advance, billingsOf, jstDay, summarize } from '../../helpers/factories/billing';
import { buildTestApp, cliBillRun, ok, planContract, scenario } from './setup';

let t: TestApp;
beforeAll(async () => {
  t = await buildTestApp();
});
afterAll(async () => {
  await t.close();
});

type WireBilling = Parameters<typeof summarize>[0];
const line = (kind: string, period: string, quantity: string, unitPrice: string, subtotal: string) => ({
  kind,
  period,
  quantity,
  unitPrice,
  subtotal,
  taxPercentage: '10',
});
// v1 tier encoding: 1–100 at 10 yen a unit, above 100 at 5 yen a unit
const tiers = [
  { upperLimit: '100', kind: 'KIND_PER_UNIT', unitPrice: '10' },
  { kind: 'KIND_PER_UNIT', unitPrice: '5' },
];

describe('golden: usage', () => {
  it.each([
    // TIERED: 100 × 10 + 50 × 5 = 1,250 (unit price shown: 1,250 / 150 = 8.33); tax 125; total 1,375
    ['TIERED', '8.33', '1250', '125', '1375'],
    // VOLUME: all 150 at the tier of 150 → 150 × 5 = 750; tax 75; total 825
    ['VOLUME', '5', '750', '75', '825'],
  ])(
    '%s usage of April is billed on 1 May (the day after the period), from daily usage',
    async (model, unitPrice, subtotal, tax, total) => {
      const { c } = await scenario(t);
      const unit = await buildUsageUnit(c);
      await advance(c, '2031-03-20');
      const {
        contract: doc,
        chargeIds: [chargeId],
      } = await planContract(c, {
        start: '2031-04-01',
        charges: [{ usageUnitId: unit.id, pricingModel: { type: `TYPE_${model}`, tiers } }],
      });
      await advance(c, '2031-04-30');
      // 10 April: 60 (written twice: the upsert replaces), 20 April: 90 → 150 units in April
      for (const [day, q] of [
        ['2031-04-10', '60'],
        ['2031-04-20', '90'],
        ['2031-04-10', '60'],
      ] as const) {
        await ok(c, '/v1/usage/daily/upsert', { contractChargeItemId: chargeId, usageUnitId: unit.id, targetDate: day, quantity: q });
      }
      expect(await advance(c, '2031-05-01')).toBe(1);
      expect(await billingsOf(c, doc.id)).toEqual([
        {
          billingDate: '2031-05-01',
          dueDate: '2031-06-30',
          issueDate: '2031-05-01',
          status: 'INVOICE_CREATED',
          subtotal,
          tax,
          total,
          taxes: [`10%: ${subtotal} -> ${tax}`],
          lines: [line('USAGE', '2031-04-01..2031-04-30', '150', unitPrice, subtotal)],
        },
      ]);
    },
  );

  it('late usage for a billed period becomes an adjustment in the next billing', async () => {
    const { c } = await scenario(t);
    const unit = await buildUsageUnit(c);
    await advance(c, '2031-03-20');
    const { contract: doc } = await planContract(c, {
      start: '2031-04-01',
      charges: [{ usageUnitId: unit.id, pricingModel: { type: 'TYPE_USAGE', price: '10' } }],
    });
    await advance(c, '2031-04-30');
    const put = (targetDate: string, quantity: string) =>
      ok(c, '/v1/usage/daily/upsertbycontractandusageunit', { contractId: doc.id, usageUnitId: unit.id, targetDate, quantity });
    await put('2031-04-15', '150');
    expect(await advance(c, '2031-05-10')).toBe(1); // 150 × 10 = 1,500 billed 1 May
    await put('2031-04-25', '30'); // recorded on 10 May
    expect(await advance(c, '2031-05-11')).toBe(1);
    // April is now 180 × 10 = 1,800: adjustment +300 dated the day it became known (10 May), due 30 June; tax 30
    expect(await billingsOf(c, doc.id)).toEqual([
      {
        billingDate: '2031-05-01',
        dueDate: '2031-06-30',
        issueDate: '2031-05-01',
        status: 'INVOICE_CREATED',
        subtotal: '1500',
        tax: '150',
        total: '1650',
        taxes: ['10%: 1500 -> 150'],
        lines: [line('USAGE', '2031-04-01..2031-04-30', '150', '10', '1500')],
      },
      {
        billingDate: '2031-05-10',
        dueDate: '2031-06-30',
        issueDate: '2031-05-11',
        status: 'INVOICE_CREATED',
        subtotal: '300',
        tax: '30',
        total: '330',
        taxes: ['10%: 300 -> 30'],
        lines: [line('ADJUSTMENT', '2031-04-01..2031-04-30', '180', '10', '300')],
      },
    ]);
  });
});

describe('golden: amendments', () => {
  it('quantity 10 → 20 from 16 April: April is topped up by 10,000 × 15/30, May bills 20 units', async () => {
    const { c } = await scenario(t);
    await advance(c, '2031-03-20');
    const {
      contract: doc,
      chargeIds: [chargeId],
    } = await planContract(c, { start: '2031-04-01', charges: [{ quantity: 10 }] });
    expect(await advance(c, '2031-04-10')).toBe(1);
    await ok(c, '/v1/amendment/changequantity', {
      contractId: doc.id,
      contractChargeItemId: chargeId,
      quantity: 20,
      effectiveStartDate: '2031-04-16',
      changeQuantityDailyRate: { type: 'TYPE_DAILY_RATE' },
      memo: 'more seats',
    });
    expect(await advance(c, '2031-05-01')).toBe(2);
    expect(await billingsOf(c, doc.id)).toEqual([
      // 10 × 1,000 = 10,000; tax 1,000
      {
        billingDate: '2031-04-01',
        dueDate: '2031-05-31',
        issueDate: '2031-04-01',
        status: 'INVOICE_CREATED',
        subtotal: '10000',
        tax: '1000',
        total: '11000',
        taxes: ['10%: 10000 -> 1000'],
        lines: [line('RECURRING', '2031-04-01..2031-04-30', '10', '1000', '10000')],
      },
      // April should be 10,000 + 10,000 × 15/30 (16–30 April) = 15,000: adjustment +5,000 dated 10 April (executed), due 31 May, billed by the 11 April run; tax 500
      {
        billingDate: '2031-04-10',
        dueDate: '2031-05-31',
        issueDate: '2031-04-11',
        status: 'INVOICE_CREATED',
        subtotal: '5000',
        tax: '500',
        total: '5500',
        taxes: ['10%: 5000 -> 500'],
        lines: [line('ADJUSTMENT', '2031-04-01..2031-04-30', '20', '1000', '5000')],
      },
      // 20 × 1,000 = 20,000; tax 2,000
      {
        billingDate: '2031-05-01',
        dueDate: '2031-06-30',
        issueDate: '2031-05-01',
        status: 'INVOICE_CREATED',
        subtotal: '20000',
        tax: '2000',
        total: '22000',
        taxes: ['10%: 20000 -> 2000'],
        lines: [line('RECURRING', '2031-05-01..2031-05-31', '20', '1000', '20000')],
      },
    ]);
  });

  it('mid-term cancellation on 15 May credits the unused part of May already billed', async () => {
    const { c } = await scenario(t);
    await advance(c, '2031-03-20');
    const { contract: doc } = await planContract(c, { start: '2031-04-01', charges: [{ quantity: 10 }] });
    expect(await advance(c, '2031-05-10')).toBe(2);
    await ok(c, '/v1/amendment/cancelcontract', { contractId: doc.id, cancellationDate: '2031-05-15', memo: 'moving out' });
    expect(await advance(c, '2031-07-01')).toBe(1);
    expect(await billingsOf(c, doc.id)).toEqual([
      // 10 × 1,000 = 10,000 each month; tax 1,000. On 1 July both are past due (31 May, 30 June): PAYMENT_DUE.
      {
        billingDate: '2031-04-01',
        dueDate: '2031-05-31',
        issueDate: '2031-04-01',
        status: 'PAYMENT_DUE',
        subtotal: '10000',
        tax: '1000',
        total: '11000',
        taxes: ['10%: 10000 -> 1000'],
        lines: [line('RECURRING', '2031-04-01..2031-04-30', '10', '1000', '10000')],
      },
      {
        billingDate: '2031-05-01',
        dueDate: '2031-06-30',
        issueDate: '2031-05-01',
        status: 'PAYMENT_DUE',
        subtotal: '10000',
        tax: '1000',
        total: '11000',
        taxes: ['10%: 10000 -> 1000'],
        lines: [line('RECURRING', '2031-05-01..2031-05-31', '10', '1000', '10000')],
      },
      // May should be 10,000 × 15/31 = 4,838.7 → 4,838: credit −5,162 dated 10 May (executed), due 30 June;
      // tax −516.2 → −516 (toward zero); total −5,678; nothing from June on
      {
        billingDate: '2031-05-10',
        dueDate: '2031-06-30',
        issueDate: '2031-05-11',
        status: 'PAYMENT_UNNECESSARY',
        subtotal: '-5162',
        tax: '-516',
        total: '-5678',
        taxes: ['10%: -5162 -> -516'],
        lines: [line('ADJUSTMENT', '2031-05-01..2031-05-15', '10', '1000', '-5162')],
      },
    ]);
  });

  it('manual renewal (renewcontractitem) extends a 3-month term: July is billed', async () => {
    const { c } = await scenario(t);
    await advance(c, '2031-03-20');
    const { contract: doc, itemId } = await planContract(c, { start: '2031-04-01', termMonths: 3 });
    expect(await advance(c, '2031-06-10')).toBe(3);
    const renewed = await ok<{ contract: { mainItems: Array<{ endDate: string }> } }>(c, '/v1/amendment/renewcontractitem', {
      contractId: doc.id,
      contractItemId: itemId,
      memo: 'renew',
    });
    // 30 June + one 3-month term counted from 1 July → 30 September
    expect(jstDay(renewed.contract.mainItems[0]!.endDate)).toBe('2031-09-30');
    expect(await advance(c, '2031-07-01')).toBe(1);
    // 1,000 × 1 each month; tax 100; total 1,100; on 1 July those due by 30 June are PAYMENT_DUE
    const month = (billingDate: string, dueDate: string, period: string) => ({
      billingDate,
      dueDate,
      issueDate: billingDate,
      status: dueDate < '2031-07-01' ? 'PAYMENT_DUE' : 'INVOICE_CREATED',
      subtotal: '1000',
      tax: '100',
      total: '1100',
      taxes: ['10%: 1000 -> 100'],
      lines: [line('RECURRING', period, '1', '1000', '1000')],
    });
    expect(await billingsOf(c, doc.id)).toEqual([
      month('2031-04-01', '2031-05-31', '2031-04-01..2031-04-30'),
      month('2031-05-01', '2031-06-30', '2031-05-01..2031-05-31'),
      month('2031-06-01', '2031-07-31', '2031-06-01..2031-06-30'),
      month('2031-07-01', '2031-08-31', '2031-07-01..2031-07-31'),
    ]);
  });

  it('automatic renewal one month before the end is recorded as an amendment; the new term bills on', async () => {
    const { c } = await scenario(t);
    await advance(c, '2031-03-20');
    const { contract: doc } = await planContract(c, {
      start: '2031-04-01',
      termMonths: 3,
      autoRenewal: { type: 'TYPE_ENABLED', term: { value: -1, unit: 'UNIT_MONTHLY' } },
    });
    expect(await advance(c, '2031-07-01')).toBe(4);
    type Listed = {
      amendments: Array<{
        id: string;
        contractId: string;
        type: string;
        version: number;
        memo: string;
        executeDate: string;
        effectiveStartDate: string;
        targetContractItemId: string;
      }>;
    };
    const { amendments } = await ok<Listed>(c, '/v1/amendment/listbycontract', { id: doc.id });
    // end 30 June − 1 month = 30 May: renewed by the daily jobs of 30 May, to 30 September; the
    // amendment's effective start is the first day of the new term, 1 July (as for renewcontractitem)
    const view = (a: Listed['amendments'][number]) => ({
      type: a.type,
      version: a.version,
      memo: a.memo,
      executeDay: jstDay(a.executeDate),
      effectiveStart: jstDay(a.effectiveStartDate),
      target: a.targetContractItemId,
    });
    expect(amendments.map(view)).toEqual([
      {
        type: 'TYPE_RENEW_ITEM',
        version: 2,
        memo: 'auto-renewal',
        executeDay: '2031-05-30',
        effectiveStart: '2031-07-01',
        target: doc.mainItems[0]!.id,
      },
    ]);
    // the tenant-wide list shows it too
    const all = await ok<Listed>(c, '/v1/amendment/list', {});
    expect(all.amendments.filter((a) => a.contractId === doc.id).map(view)).toEqual(amendments.map(view));
    const { contract } = await ok<{ contract: { version: number; mainItems: Array<{ endDate: string }> } }>(c, '/v1/contract/get', {
      id: doc.id,
    });
    expect([contract.version, jstDay(contract.mainItems[0]!.endDate)]).toEqual([2, '2031-09-30']);
    // 1,000 × 1 each month, tax 100: April–June, then July of the renewed term
    expect((await billingsOf(c, doc.id)).map((b) => [b.billingDate, b.dueDate, b.lines.map((l) => l.period).join(), b.total])).toEqual([
      ['2031-04-01', '2031-05-31', '2031-04-01..2031-04-30', '1100'],
      ['2031-05-01', '2031-06-30', '2031-05-01..2031-05-31', '1100'],
      ['2031-06-01', '2031-07-31', '2031-06-01..2031-06-30', '1100'],
      ['2031-07-01', '2031-08-31', '2031-07-01..2031-07-31', '1100'],
    ]);
  });
});

describe('golden: corrections and manual runs', () => {
  it('invalidate and regenerate: the invalidated lines are billed again by the next run', async () => {
    const { c } = await scenario(t);
    await advance(c, '2031-03-20');
    const { contract: doc } = await planContract(c, { start: '2031-04-01' });
    expect(await advance(c, '2031-04-01')).toBe(1);
    const first = (await ok<{ billings: Array<{ id: string }> }>(c, '/v1/billing/listbycontract', { id: doc.id })).billings[0]!;
    const inv = await ok<{ billing: WireBilling }>(c, '/v1/billing/invalidate', { id: first.id });
    expect(summarize(inv.billing).status).toBe('INVALIDATED');
    expect(await advance(c, '2031-04-02')).toBe(1);
    // the same April line (1,000; tax 100; total 1,100) with the same billing date, issued on 2 April
    const april = {
      billingDate: '2031-04-01',
      dueDate: '2031-05-31',
      subtotal: '1000',
      tax: '100',
      total: '1100',
      taxes: ['10%: 1000 -> 100'],
      lines: [line('RECURRING', '2031-04-01..2031-04-30', '1', '1000', '1000')],
    };
    expect(await billingsOf(c, doc.id)).toEqual([
      { ...april, issueDate: '2031-04-01', status: 'INVALIDATED' },
      { ...april, issueDate: '2031-04-02', status: 'INVOICE_CREATED' },
    ]);
  });

  it('early billing via /v1/billing/create bills the next date now; the run then skips it', async () => {
    const { c } = await scenario(t);
    await advance(c, '2031-03-20');
    const optionalId = uniqueId('early');
    const { contract: doc } = await planContract(c, { start: '2031-04-01', optionalId });
    expect(await advance(c, '2031-04-05')).toBe(1);
    const made = await ok<{ billings: WireBilling[] }>(c, '/v1/billing/create', { contractIds: [doc.id], holdInvoiceCreation: true });
    // May (1,000; tax 100) keeps its billing date 1 May, issued today (5 April)
    expect(made.billings.map(summarize)).toEqual([
      {
        billingDate: '2031-05-01',
        dueDate: '2031-06-30',
        issueDate: '2031-04-05',
        status: 'HOLD_INVOICE_CREATION',
        subtotal: '1000',
        tax: '100',
        total: '1100',
        taxes: ['10%: 1000 -> 100'],
        lines: [line('RECURRING', '2031-05-01..2031-05-31', '1', '1000', '1000')],
      },
    ]);
    const second = await ok<{ billings: WireBilling[] }>(c, '/v1/billing/create', { contractOptionalIds: [optionalId] });
    expect(second.billings.map(summarize)).toEqual([
      {
        billingDate: '2031-06-01',
        dueDate: '2031-07-31',
        issueDate: '2031-04-05',
        status: 'INVOICE_CREATED',
        subtotal: '1000',
        tax: '100',
        total: '1100',
        taxes: ['10%: 1000 -> 100'],
        lines: [line('RECURRING', '2031-06-01..2031-06-30', '1', '1000', '1000')],
      },
    ]);
    expect(await advance(c, '2031-06-01')).toBe(0);
    expect((await billingsOf(c, doc.id)).map((b) => [b.billingDate, b.issueDate, b.total])).toEqual([
      ['2031-04-01', '2031-04-01', '1100'],
      ['2031-05-01', '2031-04-05', '1100'],
      ['2031-06-01', '2031-04-05', '1100'],
    ]);
  });

  it('re-running the bill run for a day writes nothing', async () => {
    const { c, providerId } = await scenario(t);
    await advance(c, '2031-03-20');
    const { contract: doc } = await planContract(c, { start: '2031-04-01', charges: [{ quantity: 1 }, { taxPercentage: 8, quantity: 1 }] });
    expect(await advance(c, '2031-04-01')).toBe(1);
    // the run of 1 April again, as `billing bill-run --as-of 2031-04-01` runs it, twice
    for (let i = 0; i < 2; i++) {
      const again = await cliBillRun(t, providerId, '2031-04-01');
      expect(again.counts).toMatchObject({ contracts: 1, billings: 0, lines: 0, adjustments: 0, parked: 0 });
    }
    // and the days after it on the clock: nothing more until May
    expect(await advance(c, '2031-04-30')).toBe(0);
    // 1,000 at 10 % → 100, 1,000 at 8 % → 80; subtotal 2,000, tax 180, total 2,180
    expect(await billingsOf(c, doc.id)).toEqual([
      {
        billingDate: '2031-04-01',
        dueDate: '2031-05-31',
        issueDate: '2031-04-01',
        status: 'INVOICE_CREATED',
        subtotal: '2000',
        tax: '180',
        total: '2180',
        taxes: ['10%: 1000 -> 100', '8%: 1000 -> 80'],
        lines: [
          line('RECURRING', '2031-04-01..2031-04-30', '1', '1000', '1000'),
          { ...line('RECURRING', '2031-04-01..2031-04-30', '1', '1000', '1000'), taxPercentage: '8' },
        ],
      },
    ]);
  });
});
