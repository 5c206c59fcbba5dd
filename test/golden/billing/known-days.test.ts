/**
 * Golden: every line is dated by the day it became known (docs/billing-lifecycle.md, "When a line
 * became known"), per line from the contract's version history — in the bill run and in expected
 * billings alike. Through the HTTP API and the test clock only.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { TestApp } from '../../helpers/app';
import { advance, billingsOf, jstDay } from '../../helpers/factories/billing';
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
  dueDate: string;
  subtotal: string;
  totalTaxAmount: string;
  total: string;
  items: Array<{ kind: string; periodStart: string; periodEnd: string; subtotal: string }>;
}

async function expected(c: Parameters<typeof billingsOf>[0], contractId: string): Promise<string[][]> {
  const body = await ok<{ expectedBillings: WireExpected[] }>(c, '/v1/expectedbilling/listbycontract', { id: contractId, pageSize: 100 });
  return body.expectedBillings.map((e) => [
    jstDay(e.billingDate),
    jstDay(e.dueDate),
    e.total,
    e.items.map((i) => `${i.kind.replace('KIND_', '')} ${jstDay(i.periodStart)}..${jstDay(i.periodEnd)} ${i.subtotal}`).join(),
  ]);
}

async function billed(c: Parameters<typeof billingsOf>[0], contractId: string): Promise<string[][]> {
  return (await billingsOf(c, contractId)).map((b) => [
    b.billingDate,
    b.dueDate,
    b.total,
    b.lines.map((l) => `${l.kind} ${l.period} ${l.subtotal}`).join(),
    b.status,
  ]);
}

const monthly = (price: string, timing?: Record<string, unknown>) => ({
  pricingModel: { type: 'TYPE_FLAT_FEE', price },
  ...(timing ? { billingTiming: timing } : {}),
});

describe('golden: the day each line became known', () => {
  it('credits of early-billed months a cancellation removes keep their own billing dates (30 April and 31 May), in expected billings and in the run', async () => {
    const { c } = await scenario(t);
    await advance(c, '2031-03-25');
    // flat 3,000 a month, billed in advance: one month before the period, on the last day of that
    // month (May → 30 April, June → 31 May); due at the end of the month after the billing date; 10 %
    const { contract } = await planContract(c, {
      start: '2031-04-01',
      charges: [monthly('3000', { value: -1, unit: 'UNIT_MONTHLY', monthlyOption: 'MONTHLY_OPTION_LAST_DAY_OF_MONTH' })],
    });
    // April: nominal 31 March (known 25 March) → billed by the 31 March run
    await advance(c, '2031-04-10');
    // on 10 April, two early billings: May (its billing date 30 April), then June (31 May)
    for (let i = 0; i < 2; i++) await ok(c, '/v1/billing/create', { contractIds: [contract.id] });
    expect(await billed(c, contract.id)).toEqual([
      ['2031-03-31', '2031-04-30', '3300', 'RECURRING 2031-04-01..2031-04-30 3000', 'INVOICE_CREATED'],
      ['2031-04-30', '2031-05-31', '3300', 'RECURRING 2031-05-01..2031-05-31 3000', 'INVOICE_CREATED'],
      ['2031-05-31', '2031-06-30', '3300', 'RECURRING 2031-06-01..2031-06-30 3000', 'INVOICE_CREATED'],
    ]);
    await advance(c, '2031-04-20');
    // cancelled on 20 April, last day 30 April: May and June are no longer in service, so both
    // early-billed months are credited in full: −3,000 each, tax −300 (10 %), total −3,300. Neither
    // credit's nominal billing date (30 April, 31 May) had passed on 20 April, so each keeps its own
    // date, and its due date is counted from it (end of the next month: 31 May, 30 June).
    await ok(c, '/v1/amendment/cancelcontract', { contractId: contract.id, cancellationDate: '2031-04-30' });
    const seen = await expected(c, contract.id);
    expect(seen).toEqual([
      ['2031-04-30', '2031-05-31', '-3300', 'ADJUSTMENT 2031-05-01..2031-05-31 -3000'],
      ['2031-05-31', '2031-06-30', '-3300', 'ADJUSTMENT 2031-06-01..2031-06-30 -3000'],
    ]);
    // the runs of 30 April and 31 May make exactly those credits (a credit needs no payment)
    await advance(c, '2031-06-30');
    // (billings in billing-date order; before the fix one billing dated 20 April credited −6,600)
    // (on 30 June, April (due 30 April) and May (due 31 May) are unpaid after their due dates: PAYMENT_DUE;
    // each credit is its own return invoice and needs no payment)
    expect(await billed(c, contract.id)).toEqual([
      ['2031-03-31', '2031-04-30', '3300', 'RECURRING 2031-04-01..2031-04-30 3000', 'PAYMENT_DUE'],
      ['2031-04-30', '2031-05-31', '3300', 'RECURRING 2031-05-01..2031-05-31 3000', 'PAYMENT_DUE'],
      ['2031-04-30', '2031-05-31', '-3300', 'ADJUSTMENT 2031-05-01..2031-05-31 -3000', 'PAYMENT_UNNECESSARY'],
      ['2031-05-31', '2031-06-30', '3300', 'RECURRING 2031-06-01..2031-06-30 3000', 'INVOICE_CREATED'],
      ['2031-05-31', '2031-06-30', '-3300', 'ADJUSTMENT 2031-06-01..2031-06-30 -3000', 'PAYMENT_UNNECESSARY'],
    ]);
    // 3,300 billed for April only: 3 × 3,300 − 2 × 3,300
  });

  it('a re-billed (invalidated) line keeps the day it became known when a later amendment does not touch it', async () => {
    const { c } = await scenario(t);
    // made on 30 April (after that day's run) for service from 1 April: 1,000 a month, billed on the
    // 1st of the period's month, due at the end of the next month
    await advance(c, '2031-04-30');
    const {
      contract,
      chargeIds: [chargeId],
    } = await planContract(c, { start: '2031-04-01', charges: [{ quantity: 1 }] });
    // 1 May run: April (nominal 1 April, known 30 April → dated 30 April, due 31 May); May (1 May)
    await advance(c, '2031-05-01');
    const [april] = (
      await ok<{ billings: Array<{ id: string }> }>(c, '/v1/billing/listbycontract', {
        id: contract.id,
        orderBy: { field: 'FIELD_BILLING_DATE' },
      })
    ).billings;
    await ok(c, '/v1/billing/invalidate', { id: april!.id });
    // the same day, 2 units from 1 June: a new version known 1 May that leaves April and May as they were
    await ok(c, '/v1/amendment/changequantity', {
      contractId: contract.id,
      contractChargeItemId: chargeId,
      quantity: 2,
      effectiveStartDate: '2031-06-01',
    });
    // expected billings on 1 May: June at 2 × 1,000 = 2,000 + 200 tax on 1 June; the re-billed April
    // is dated 30 April (≤ today), so it is billed by the next run and not shown
    expect((await expected(c, contract.id))[0]).toEqual(['2031-06-01', '2031-07-31', '2200', 'RECURRING 2031-06-01..2031-06-30 2000']);
    await advance(c, '2031-06-01');
    // April again, still dated 30 April and due 31 May (before per-line known days: dated 1 May, the
    // amendment's day, due 30 June)
    expect(await billed(c, contract.id)).toEqual([
      ['2031-04-30', '2031-05-31', '1100', 'RECURRING 2031-04-01..2031-04-30 1000', 'INVALIDATED'],
      // re-billed on 1 May, due 31 May, unpaid on 1 June
      ['2031-04-30', '2031-05-31', '1100', 'RECURRING 2031-04-01..2031-04-30 1000', 'PAYMENT_DUE'],
      ['2031-05-01', '2031-06-30', '1100', 'RECURRING 2031-05-01..2031-05-31 1000', 'INVOICE_CREATED'],
      ['2031-06-01', '2031-07-31', '2200', 'RECURRING 2031-06-01..2031-06-30 2000', 'INVOICE_CREATED'],
    ]);
  });

  it('a line known yesterday keeps that day when an auto-renewal runs before it is billed (expected billings and the run agree)', async () => {
    const { c } = await scenario(t);
    // made on 30 April (after that day's run) for 1–30 April (one-month term), auto-renewing on its
    // end date (30 April), so the renewal is made by the next run, 1 May, before that run bills
    await advance(c, '2031-04-30');
    const { contract } = await planContract(c, {
      start: '2031-04-01',
      termMonths: 1,
      autoRenewal: { type: 'TYPE_ENABLED', term: { value: 0, unit: 'UNIT_DAILY' } },
      charges: [monthly('1000')],
    });
    // April (nominal 1 April) became known on 30 April; the renewal (known 1 May) does not change it,
    // so it stays dated 30 April (due 31 May) and is not an expected billing. The renewed term's May
    // (nominal 1 May, due 30 June): 1,000 + 100 tax. (Before: April was re-dated 1 May, the
    // renewal's day, and shown together with May.)
    expect((await expected(c, contract.id))[0]).toEqual(['2031-05-01', '2031-06-30', '1100', 'RECURRING 2031-05-01..2031-05-31 1000']);
    await advance(c, '2031-05-01');
    expect(await billed(c, contract.id)).toEqual([
      ['2031-04-30', '2031-05-31', '1100', 'RECURRING 2031-04-01..2031-04-30 1000', 'INVOICE_CREATED'],
      ['2031-05-01', '2031-06-30', '1100', 'RECURRING 2031-05-01..2031-05-31 1000', 'INVOICE_CREATED'],
    ]);
  });
});
