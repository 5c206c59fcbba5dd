/**
 * Regressions found by the randomized invariants (test/golden/random/invariants.test.ts), each the
 * shrunk case as a scenario through the HTTP API and the test clock.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { TestApp } from '../../helpers/app';
import { advance, billingsOf, jstDay } from '../../helpers/factories/billing';
import { buildCatalogItem } from '../../helpers/factories/catalog';
import { buildContract } from '../../helpers/factories/contract';
import { updateProviderSettings } from '../../../src/services/platform';
import { buildTestApp, ok, planContract, scenario } from './setup';

let t: TestApp;
beforeAll(async () => {
  t = await buildTestApp();
});
afterAll(async () => {
  await t.close();
});

interface WireExpected {
  billingDate: string;
  subtotal: string;
  items: Array<{ kind: string; periodStart: string; periodEnd: string; subtotal: string }>;
}

describe('golden: regressions', () => {
  it('expected billings show the adjustment a coming auto-renewal makes to a billed, shortened last period, dated the renewal day', async () => {
    const { c } = await scenario(t);
    await advance(c, '2031-04-10');
    // flat 31,000 a month from 16 April, one-month term → ends 15 May; auto-renewal on the end date
    // (UNIT_DAILY 0); billed on the 1st of the period's month (catalog default)
    const { contract } = await planContract(c, {
      start: '2031-04-16',
      termMonths: 1,
      autoRenewal: { type: 'TYPE_ENABLED', term: { value: 0, unit: 'UNIT_DAILY' } },
      charges: [{ pricingModel: { type: 'TYPE_FLAT_FEE', price: '31000' } }],
    });
    await advance(c, '2031-05-02');
    // billed so far: April 16–30 = 31,000 × 15/30 = 15,500 (nominally 1 April; known 10 April, so
    // dated 10 April); May 1–15 (the item ends inside May) = 31,000 × 15/31 = 15,000 (1 May)
    const list = async () =>
      (await ok<{ expectedBillings: WireExpected[] }>(c, '/v1/expectedbilling/listbycontract', { id: contract.id })).expectedBillings.map(
        (e) => [
          jstDay(e.billingDate),
          e.subtotal,
          e.items.map((i) => `${i.kind} ${jstDay(i.periodStart)}..${jstDay(i.periodEnd)} ${i.subtotal}`).join(),
        ],
      );
    const seen = await list();
    // The renewal on 15 May extends the item to 15 June: May becomes a full month (31,000), so the
    // 15 May run bills an adjustment of 31,000 − 15,000 = +16,000, known (and dated) 15 May. Before
    // the fix the projection treated it as known today (2 May), dated it 2 May and so left it out.
    // June 1–15 of the renewed term: 31,000 × 15/30 = 15,500, billed 1 June.
    expect(seen).toEqual([
      ['2031-05-15', '16000', 'KIND_ADJUSTMENT 2031-05-01..2031-05-31 16000'],
      ['2031-06-01', '15500', 'KIND_RECURRING 2031-06-01..2031-06-15 15500'],
    ]);
    // and that is what the bill run does (nothing intervenes)
    await advance(c, '2031-06-01');
    const made = (await billingsOf(c, contract.id))
      .filter((b) => b.billingDate > '2031-05-02')
      .map((b) => [b.billingDate, b.subtotal, b.lines.map((l) => `KIND_${l.kind} ${l.period} ${l.subtotal}`).join()]);
    expect(made).toEqual(seen);
  });

  it("expected billings before a yearly period cut by the term end: the current amount on its date, the renewal's adjustment on the renewal day", async () => {
    const { c } = await scenario(t);
    await advance(c, '2031-03-20');
    // flat 12,000 a year (12-month cycle), 1 April 2031, six-month term → ends 30 September;
    // auto-renewal on the end date; billed on the 1st of the period's first month
    const { contract } = await planContract(c, {
      start: '2031-04-01',
      termMonths: 6,
      autoRenewal: { type: 'TYPE_ENABLED', term: { value: 0, unit: 'UNIT_DAILY' } },
      charges: [{ billingCycle: { value: 12, unit: 'UNIT_MONTHLY' }, pricingModel: { type: 'TYPE_FLAT_FEE', price: '12000' } }],
    });
    const list = async () =>
      (await ok<{ expectedBillings: WireExpected[] }>(c, '/v1/expectedbilling/listbycontract', { id: contract.id })).expectedBillings.map(
        (e) => [
          jstDay(e.billingDate),
          e.subtotal,
          e.items.map((i) => `${i.kind} ${jstDay(i.periodStart)}..${jstDay(i.periodEnd)} ${i.subtotal}`).join(),
        ],
      );
    // The period April 2031 – March 2032 has 366 days; in service 1 April – 30 September = 183 days:
    // 12,000 × 183/366 = 6,000 billed 1 April. The renewal on 30 September (to 31 March 2032) makes
    // it the full 12,000: +6,000 dated 30 September. (Before the fix: one 12,000 billing on 1 April,
    // which the bill run never makes.)
    const seen = await list();
    expect(seen).toEqual([
      ['2031-04-01', '6000', 'KIND_RECURRING 2031-04-01..2031-09-30 6000'],
      ['2031-09-30', '6000', 'KIND_ADJUSTMENT 2031-04-01..2032-03-31 6000'],
    ]);
    await advance(c, '2031-10-01');
    const made = (await billingsOf(c, contract.id)).map((b) => [
      b.billingDate,
      b.subtotal,
      b.lines.map((l) => `KIND_${l.kind} ${l.period} ${l.subtotal}`).join(),
    ]);
    expect(made).toEqual(seen);
  });
  it('expected billings project an auto-renewal already due on an item that has ended (created after its renewal day): renewed by the next run', async () => {
    const { c } = await scenario(t);
    await advance(c, '2031-11-13');
    // flat 31,000 a month from 6 October 2031, one-month term → ends 5 November; auto-renewal
    // UNIT_DAILY −10 → due 26 October, already past when the contract is created on 13 November;
    // billed on the 1st two months after the period's month (in arrears, so no date has passed)
    const { contract } = await planContract(c, {
      start: '2031-10-06',
      termMonths: 1,
      autoRenewal: { type: 'TYPE_ENABLED', term: { value: -10, unit: 'UNIT_DAILY' } },
      charges: [
        {
          pricingModel: { type: 'TYPE_FLAT_FEE', price: '31000' },
          billingTiming: { value: 2, unit: 'UNIT_MONTHLY', monthlyOption: 'MONTHLY_OPTION_FIRST_DAY_OF_MONTH' },
        },
      ],
    });
    const list = async () =>
      (await ok<{ expectedBillings: WireExpected[] }>(c, '/v1/expectedbilling/listbycontract', { id: contract.id })).expectedBillings.map(
        (e) => [
          jstDay(e.billingDate),
          e.subtotal,
          e.items.map((i) => `${i.kind} ${jstDay(i.periodStart)}..${jstDay(i.periodEnd)} ${i.subtotal}`).join(),
        ],
      );
    // The 14 November run renews the ended item (a missed term, docs/billing.md §2) to 5 December
    // (next renewal day 25 November, to 5 January 2032). October 6–31: 31,000 × 26/31 = 26,000 on
    // 1 December; November now runs in full: 31,000 on 1 January (before the fix the projection
    // skipped the renewal of an ended item and showed November 1–5 = 31,000 × 5/30 = 5,166 instead).
    const seen = (await list()).filter(([day]) => day! <= '2032-01-01');
    expect(seen).toEqual([
      ['2031-12-01', '26000', 'KIND_RECURRING 2031-10-06..2031-10-31 26000'],
      ['2032-01-01', '31000', 'KIND_RECURRING 2031-11-01..2031-11-30 31000'],
    ]);
    await advance(c, '2032-01-01');
    const made = (await billingsOf(c, contract.id)).map((b) => [
      b.billingDate,
      b.subtotal,
      b.lines.map((l) => `KIND_${l.kind} ${l.period} ${l.subtotal}`).join(),
    ]);
    expect(made).toEqual(seen);
  });

  it("expected billings of two services renewing on different days: each renewal's adjustment on its own day", async () => {
    const { c } = await scenario(t);
    await advance(c, '2031-04-10');
    // flat 31,000 a month, one-month term, auto-renewal on the end date (UNIT_DAILY 0), billed on the
    // 1st of the period's month; service A from 16 April (ends 15 May), service B from 21 April (ends 20 May)
    const catalogItem = await buildCatalogItem(c, {
      defaultContractTerm: { value: 1, unit: 'UNIT_MONTHLY' },
      autoRenewal: { type: 'TYPE_ENABLED', term: { value: 0, unit: 'UNIT_DAILY' } },
      catalogChargeItems: [{ name: 'Fee', type: 'TYPE_RECURRING', pricingModel: { type: 'TYPE_FLAT_FEE', price: '31000' } }],
    });
    const { contract } = await buildContract(c, {
      catalogItem,
      mainItems: [
        { catalogItemId: catalogItem.id, startDate: '2031-04-16' },
        { catalogItemId: catalogItem.id, startDate: '2031-04-21' },
      ],
    });
    await advance(c, '2031-05-02');
    // billed on 1 May: A 1–15 May = 31,000 × 15/31 = 15,000; B 1–20 May = 31,000 × 20/31 = 20,000
    const seen = (
      await ok<{ expectedBillings: WireExpected[] }>(c, '/v1/expectedbilling/listbycontract', { id: contract.id })
    ).expectedBillings
      .map((e) => [
        jstDay(e.billingDate),
        e.subtotal,
        e.items.map((i) => `${i.kind} ${jstDay(i.periodStart)}..${jstDay(i.periodEnd)} ${i.subtotal}`).join(),
      ])
      .filter(([day]) => day! <= '2031-06-01');
    // A renews on 15 May: May in full, +16,000 (31,000 − 15,000) dated 15 May; B renews on 20 May:
    // +11,000 (31,000 − 20,000) dated 20 May (before the fix both were projected on 15 May, the first
    // renewal day). June: A 1–15 June = 31,000 × 15/30 = 15,500; B 1–20 June = 31,000 × 20/30 = 20,666.67 → 20,666.
    expect(seen).toEqual([
      ['2031-05-15', '16000', 'KIND_ADJUSTMENT 2031-05-01..2031-05-31 16000'],
      ['2031-05-20', '11000', 'KIND_ADJUSTMENT 2031-05-01..2031-05-31 11000'],
      ['2031-06-01', '36166', 'KIND_RECURRING 2031-06-01..2031-06-15 15500,KIND_RECURRING 2031-06-01..2031-06-20 20666'],
    ]);
    await advance(c, '2031-06-01');
    const made = (await billingsOf(c, contract.id))
      .filter((b) => b.billingDate > '2031-05-02')
      .map((b) => [b.billingDate, b.subtotal, b.lines.map((l) => `KIND_${l.kind} ${l.period} ${l.subtotal}`).join()]);
    expect(made).toEqual(seen);
  });

  it('an item replaced by changemainitem is not auto-renewed afterwards (only its successor renews)', async () => {
    const { c } = await scenario(t);
    await advance(c, '2031-03-20');
    // 1,000 a month (plan A), three-month term from 1 April → ends 30 June, auto-renewal one month
    // before the end; billed on the 1st of the period's month
    const autoRenewal = { type: 'TYPE_ENABLED', term: { value: -1, unit: 'UNIT_MONTHLY' } };
    const { contract, itemId } = await planContract(c, {
      start: '2031-04-01',
      termMonths: 3,
      autoRenewal,
      charges: [{ pricingModel: { type: 'TYPE_FLAT_FEE', price: '1000' } }],
    });
    const planB = await buildCatalogItem(c, {
      defaultContractTerm: { value: 3, unit: 'UNIT_MONTHLY' },
      autoRenewal,
      catalogChargeItems: [{ name: 'Fee B', type: 'TYPE_RECURRING', pricingModel: { type: 'TYPE_FLAT_FEE', price: '2000' } }],
    });
    await advance(c, '2031-04-10');
    // plan B from 1 May: plan A ends 30 April, whose auto-renewal day (30 March) has passed; plan B
    // runs 1 May – 31 July. Before the fix the next run renewed the replaced item to 31 July and
    // billed plan A again from May alongside plan B.
    await ok(c, '/v1/amendment/changemainitem', {
      contractId: contract.id,
      mainItemId: itemId,
      item: { catalogItemId: planB.id, effectiveStartDate: '2031-05-01' },
    });
    await advance(c, '2031-06-01');
    const { amendments } = await ok<{ amendments: Array<{ type: string; memo: string }> }>(c, '/v1/amendment/listbycontract', {
      id: contract.id,
    });
    expect(amendments.map((a) => a.type)).toEqual(['TYPE_CHANGE_ITEM']);
    const got = await ok<{ contract: { mainItems: Array<{ endDate: string }> } }>(c, '/v1/contract/get', { id: contract.id });
    expect(got.contract.mainItems.map((m) => jstDay(m.endDate))).toEqual(['2031-04-30', '2031-07-31']);
    // April 1,000 (plan A); May and June 2,000 (plan B); each + 10 % tax
    expect((await billingsOf(c, contract.id)).map((b) => [b.billingDate, b.total, b.lines.map((l) => l.period).join()])).toEqual([
      ['2031-04-01', '1100', '2031-04-01..2031-04-30'],
      ['2031-05-01', '2200', '2031-05-01..2031-05-31'],
      ['2031-06-01', '2200', '2031-06-01..2031-06-30'],
    ]);
  });

  it("expected billings follow the renewals day by day: an option renewed before its main item is capped at the main item's end, then taken along", async () => {
    const { c } = await scenario(t);
    await advance(c, '2031-03-20');
    // main: 1,000 a month, three-month term (1 April – 30 June), auto-renewal 10 days before the end
    // (20 June); option: 90,000 a quarter, two-month term (1 April – 31 May), auto-renewal 10 days
    // before its end (21 May); both billed on the 1st of the period's first month
    const renewing = { type: 'TYPE_ENABLED', term: { value: -10, unit: 'UNIT_DAILY' } };
    const main = await buildCatalogItem(c, {
      defaultContractTerm: { value: 3, unit: 'UNIT_MONTHLY' },
      autoRenewal: renewing,
      catalogChargeItems: [{ name: 'Fee', type: 'TYPE_RECURRING', pricingModel: { type: 'TYPE_FLAT_FEE', price: '1000' } }],
    });
    const option = await buildCatalogItem(c, {
      usage: 'USAGE_OPTION',
      defaultContractTerm: { value: 2, unit: 'UNIT_MONTHLY' },
      autoRenewal: renewing,
      catalogChargeItems: [
        {
          name: 'Support',
          type: 'TYPE_RECURRING',
          billingCycle: { value: 3, unit: 'UNIT_MONTHLY' },
          pricingModel: { type: 'TYPE_FLAT_FEE', price: '90000' },
        },
      ],
    });
    const { contract } = await buildContract(c, {
      catalogItem: main,
      mainItems: [{ catalogItemId: main.id, startDate: '2031-04-01', optionItems: [{ catalogItemId: option.id }] }],
    });
    await advance(c, '2031-04-10');
    // billed on 1 April: main April 1,000; option April–May of the April–June quarter = 90,000 × 61/91
    // = 60,329.67 → 60,329. On 21 May the option renews, capped at the main item's end (30 June): the
    // quarter now runs in full, +29,671 dated 21 May. On 20 June the main item renews to 30 September
    // and takes the option (ending with it) along for one option term, to 31 August: July–August of
    // the July–September quarter = 90,000 × 62/92 = 60,652.17 → 60,652 on 1 July. (Before the fix the
    // projection renewed the option once on its own, to 31 July: 90,000 × 31/92 = 30,326.)
    const seen = (
      await ok<{ expectedBillings: WireExpected[] }>(c, '/v1/expectedbilling/listbycontract', { id: contract.id })
    ).expectedBillings
      .map((e) => [
        jstDay(e.billingDate),
        e.subtotal,
        e.items.map((i) => `${i.kind} ${jstDay(i.periodStart)}..${jstDay(i.periodEnd)} ${i.subtotal}`).join(),
      ])
      .filter(([day]) => day! <= '2031-07-01');
    expect(seen).toEqual([
      ['2031-05-01', '1000', 'KIND_RECURRING 2031-05-01..2031-05-31 1000'],
      ['2031-05-21', '29671', 'KIND_ADJUSTMENT 2031-04-01..2031-06-30 29671'],
      ['2031-06-01', '1000', 'KIND_RECURRING 2031-06-01..2031-06-30 1000'],
      ['2031-07-01', '61652', 'KIND_RECURRING 2031-07-01..2031-07-31 1000,KIND_RECURRING 2031-07-01..2031-08-31 60652'],
    ]);
    await advance(c, '2031-07-01');
    const made = (await billingsOf(c, contract.id))
      .filter((b) => b.billingDate > '2031-04-10')
      .map((b) => [b.billingDate, b.subtotal, b.lines.map((l) => `KIND_${l.kind} ${l.period} ${l.subtotal}`).join()]);
    expect(made).toEqual(seen);
  });

  it("expected billings read before the day's bill-run hour: a renewal due today is made by today's run, not tomorrow's", async () => {
    const { c, providerId } = await scenario(t);
    await updateProviderSettings(t.db, providerId, { billRunHourJst: 13 });
    await advance(c, '2031-04-10');
    // flat 31,000 a month from 16 April, one-month term → ends 15 May, auto-renewal on the end date;
    // billed on the 1st of the period's month. May 1–15 billed on 1 May: 31,000 × 15/31 = 15,000.
    const { contract } = await planContract(c, {
      start: '2031-04-16',
      termMonths: 1,
      autoRenewal: { type: 'TYPE_ENABLED', term: { value: 0, unit: 'UNIT_DAILY' } },
      charges: [{ pricingModel: { type: 'TYPE_FLAT_FEE', price: '31000' } }],
    });
    // 15 May, 10:00 JST: today's jobs run at 13:00. They renew the item to 15 June and bill May in
    // full (+16,000) dated today, so that is no expected billing (after today). June 1–15 = 31,000 ×
    // 15/30 = 15,500 on 1 June. (Before the fix the projection took today's jobs as done: the renewal
    // made tomorrow, its +16,000 expected on 16 May, a billing that never comes.)
    await advance(c, '2031-05-15T10:00:00+09:00');
    const seen = (
      await ok<{ expectedBillings: WireExpected[] }>(c, '/v1/expectedbilling/listbycontract', { id: contract.id })
    ).expectedBillings
      .map((e) => [
        jstDay(e.billingDate),
        e.subtotal,
        e.items.map((i) => `${i.kind} ${jstDay(i.periodStart)}..${jstDay(i.periodEnd)} ${i.subtotal}`).join(),
      ])
      .filter(([day]) => day! <= '2031-06-01');
    expect(seen).toEqual([['2031-06-01', '15500', 'KIND_RECURRING 2031-06-01..2031-06-15 15500']]);
    await advance(c, '2031-06-01');
    const made = (await billingsOf(c, contract.id))
      .filter((b) => b.billingDate >= '2031-05-15')
      .map((b) => [b.billingDate, b.subtotal, b.lines.map((l) => `KIND_${l.kind} ${l.period} ${l.subtotal}`).join()]);
    expect(made).toEqual([['2031-05-15', '16000', 'KIND_ADJUSTMENT 2031-05-01..2031-05-31 16000'], ...seen]);
  });

  it('a due timing of the same month on a day the billing date has passed is due on the billing date, never before it', async () => {
    const { c } = await scenario(t);
    await advance(c, '2031-03-20');
    // 1,000 a month from 1 April, billed on the 25th of the period's month, due on the 10th of the
    // same month ({0, DAY_10}: value ≥ 0, but the 10th comes before the 25th)
    const { contract } = await planContract(c, {
      start: '2031-04-01',
      charges: [
        {
          billingTiming: { value: 0, unit: 'UNIT_MONTHLY', monthlyOption: 'MONTHLY_OPTION_DAY_25' },
          billingDueTiming: { value: 0, unit: 'UNIT_MONTHLY', monthlyOption: 'MONTHLY_OPTION_DAY_10' },
        },
      ],
    });
    // April billed 25 April, due 25 April (before the fix: due 10 April, before it was billed)
    await advance(c, '2031-04-25');
    expect((await billingsOf(c, contract.id)).map((b) => [b.billingDate, b.dueDate, b.total])).toEqual([
      ['2031-04-25', '2031-04-25', '1100'],
    ]);
  });

  it('renewcontractitem of a main item a changemainitem replaced is refused: it would bill again beside its successor', async () => {
    const { c } = await scenario(t);
    await advance(c, '2031-03-20');
    // plan A: 1,000 a month from 1 April 2031 for 12 months; plan B (2,000 a month) from 1 October
    const { contract, itemId } = await planContract(c, {
      start: '2031-04-01',
      charges: [{ pricingModel: { type: 'TYPE_FLAT_FEE', price: '1000' } }],
    });
    const planB = await buildCatalogItem(c, {
      catalogChargeItems: [{ name: 'Fee B', type: 'TYPE_RECURRING', pricingModel: { type: 'TYPE_FLAT_FEE', price: '2000' } }],
    });
    await ok(c, '/v1/amendment/changemainitem', {
      contractId: contract.id,
      mainItemId: itemId,
      item: { catalogItemId: planB.id, effectiveStartDate: '2031-10-01' },
    });
    // Before the fix plan A was renewed to 30 September 2032 and billed 1,000 a month from October
    // beside plan B's 2,000.
    const res = await c.post<{ code: number; message: string }>('/v1/amendment/renewcontractitem', {
      contractId: contract.id,
      contractItemId: itemId,
    });
    expect([res.status, res.body.code]).toEqual([400, 9]);
    expect(res.body.message).toContain('was replaced by');
    await advance(c, '2031-11-01');
    expect((await billingsOf(c, contract.id)).slice(5).map((b) => [b.billingDate, b.subtotal])).toEqual([
      ['2031-09-01', '1000'],
      ['2031-10-01', '2000'],
      ['2031-11-01', '2000'],
    ]);
  });
});
