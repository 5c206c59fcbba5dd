/**
 * Regressions found by the randomized invariants (test/golden/random/invariants.test.ts), each the
 * shrunk case as a scenario through the HTTP API and the test clock.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { TestApp } from '../../helpers/app';
import { advance, billingsOf, jstDay } from '../../helpers/factories/billing';
import { buildTestApp, ok, planContract, scenario } from './setup';

let t: TestApp;
beforeAll(async () => { t = await buildTestApp(); });
afterAll(async () => { await t.close(); });

interface WireExpected { billingDate: string; subtotal: string; items: Array<{ kind: string; periodStart: string; periodEnd: string; subtotal: string }> }

describe('golden: regressions', () => {
  it('expected billings show the adjustment a coming auto-renewal makes to a billed, shortened last period, dated the renewal day', async () => {
    const { c } = await scenario(t);
    await advance(c, '2031-04-10');
    // flat 31,000 a month from 16 April, one-month term → ends 15 May; auto-renewal on the end date
    // (UNIT_DAILY 0); billed on the 1st of the period's month (catalog default)
    const { contract } = await planContract(c, {
      start: '2031-04-16', termMonths: 1, autoRenewal: { type: 'TYPE_ENABLED', term: { value: 0, unit: 'UNIT_DAILY' } },
      charges: [{ pricingModel: { type: 'TYPE_FLAT_FEE', price: '31000' } }],
    });
    await advance(c, '2031-05-02');
    // billed so far: April 16–30 = 31,000 × 15/30 = 15,500 (nominally 1 April; known 10 April, so
    // dated 10 April); May 1–15 (the item ends inside May) = 31,000 × 15/31 = 15,000 (1 May)
    const list = async () => (await ok<{ expectedBillings: WireExpected[] }>(c, '/v1/expectedbilling/listbycontract', { id: contract.id })).expectedBillings
      .map((e) => [jstDay(e.billingDate), e.subtotal, e.items.map((i) => `${i.kind} ${jstDay(i.periodStart)}..${jstDay(i.periodEnd)} ${i.subtotal}`).join()]);
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
    const made = (await billingsOf(c, contract.id)).filter((b) => b.billingDate > '2031-05-02').map((b) => [b.billingDate, b.subtotal, b.lines.map((l) => `KIND_${l.kind} ${l.period} ${l.subtotal}`).join()]);
    expect(made).toEqual(seen);
  });

  it('expected billings before a yearly period cut by the term end: the current amount on its date, the renewal\'s adjustment on the renewal day', async () => {
    const { c } = await scenario(t);
    await advance(c, '2031-03-20');
    // flat 12,000 a year (12-month cycle), 1 April 2031, six-month term → ends 30 September;
    // auto-renewal on the end date; billed on the 1st of the period's first month
    const { contract } = await planContract(c, {
      start: '2031-04-01', termMonths: 6, autoRenewal: { type: 'TYPE_ENABLED', term: { value: 0, unit: 'UNIT_DAILY' } },
      charges: [{ billingCycle: { value: 12, unit: 'UNIT_MONTHLY' }, pricingModel: { type: 'TYPE_FLAT_FEE', price: '12000' } }],
    });
    const list = async () => (await ok<{ expectedBillings: WireExpected[] }>(c, '/v1/expectedbilling/listbycontract', { id: contract.id })).expectedBillings
      .map((e) => [jstDay(e.billingDate), e.subtotal, e.items.map((i) => `${i.kind} ${jstDay(i.periodStart)}..${jstDay(i.periodEnd)} ${i.subtotal}`).join()]);
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
    const made = (await billingsOf(c, contract.id)).map((b) => [b.billingDate, b.subtotal, b.lines.map((l) => `KIND_${l.kind} ${l.period} ${l.subtotal}`).join()]);
    expect(made).toEqual(seen);
  });
  it('expected billings project an auto-renewal already due on an item that has ended (created after its renewal day): renewed by the next run', async () => {
    const { c } = await scenario(t);
    await advance(c, '2031-11-13');
    // flat 31,000 a month from 6 October 2031, one-month term → ends 5 November; auto-renewal
    // UNIT_DAILY −10 → due 26 October, already past when the contract is created on 13 November;
    // billed on the 1st two months after the period's month (in arrears, so no date has passed)
    const { contract } = await planContract(c, {
      start: '2031-10-06', termMonths: 1, autoRenewal: { type: 'TYPE_ENABLED', term: { value: -10, unit: 'UNIT_DAILY' } },
      charges: [{ pricingModel: { type: 'TYPE_FLAT_FEE', price: '31000' }, billingTiming: { value: 2, unit: 'UNIT_MONTHLY', monthlyOption: 'MONTHLY_OPTION_FIRST_DAY_OF_MONTH' } }],
    });
    const list = async () => (await ok<{ expectedBillings: WireExpected[] }>(c, '/v1/expectedbilling/listbycontract', { id: contract.id })).expectedBillings
      .map((e) => [jstDay(e.billingDate), e.subtotal, e.items.map((i) => `${i.kind} ${jstDay(i.periodStart)}..${jstDay(i.periodEnd)} ${i.subtotal}`).join()]);
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
    const made = (await billingsOf(c, contract.id)).map((b) => [b.billingDate, b.subtotal, b.lines.map((l) => `KIND_${l.kind} ${l.period} ${l.subtotal}`).join()]);
    expect(made).toEqual(seen);
  });
});
