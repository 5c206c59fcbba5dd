/**
 * Golden scenarios: the worked examples of docs/billing.md, replayed through the HTTP API and the
 * test clock (2031/2032 instead of 2024, same weekdays do not matter; leap year 2032 for 2024).
 * v2 contract create and v2 cancelcontractservice, billing in advance with a cancellation credit,
 * a partial quarter, late confirmation of a draft, change-quantity rates, the what-if expected
 * billing against what is then billed, and billAllAtOnce across an automatic renewal.
 * Defaults (catalog): monthly, billed on the 1st of the period's month, due at the end of the next
 * month, 10 %, round down. Tax rounding: round down.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { TestApp } from '../../helpers/app';
import { buildCatalogItem, buildPaymentMethod } from '../../helpers/factories/catalog';
import { createCustomer } from '../../helpers/factories/customer';
import { createStaff } from '../../helpers/factories/staff';
import { advance, billingsOf, jstDay } from '../../helpers/factories/billing';
import { buildTestApp, dailyRate, fixedRate, fullPrice, ok, planContract, scenario } from './setup';

let t: TestApp;
beforeAll(async () => {
  t = await buildTestApp();
});
afterAll(async () => {
  await t.close();
});

const line = (kind: string, period: string, quantity: string, unitPrice: string, subtotal: string) => ({
  kind,
  period,
  quantity,
  unitPrice,
  subtotal,
  taxPercentage: '10',
});
const bill = (
  billingDate: string,
  dueDate: string,
  issueDate: string,
  subtotal: string,
  tax: string,
  total: string,
  lines: ReturnType<typeof line>[],
  // A billing is issued when made (per billing); unpaid after its due date, the sweep makes it PAYMENT_DUE.
  status = 'INVOICE_CREATED',
) => ({ billingDate, dueDate, issueDate, status, subtotal, tax, total, taxes: [`10%: ${subtotal} -> ${tax}`], lines });

interface WireExpected {
  billingDate: string;
  dueDate: string;
  subtotal: string;
  totalTaxAmount: string;
  total: string;
  items: Array<{ periodStart: string; periodEnd: string; subtotal: string }>;
}
const expectedView = (e: WireExpected) => [
  jstDay(e.billingDate),
  jstDay(e.dueDate),
  e.subtotal,
  e.totalTaxAmount,
  e.total,
  e.items.map((i) => `${jstDay(i.periodStart)}..${jstDay(i.periodEnd)} ${i.subtotal}`).join('; '),
];

describe('golden: worked examples of docs/billing.md', () => {
  it('v2: billed in advance on the 25th; service cancelled on 1 June with last day 20 May → May adjusted, June credited (§8)', async () => {
    const { c } = await scenario(t);
    await advance(c, '2031-03-20');
    const catalogItem = await buildCatalogItem(c, {
      pricing: { type: 'TYPE_PER_UNIT', price: '1000' },
      chargeItem: { billingTiming: { value: -1, unit: 'UNIT_MONTHLY', monthlyOption: 'MONTHLY_OPTION_DAY_25' } },
    });
    const customer = await createCustomer(c);
    const staff = await createStaff(c, customer.id);
    const pm = await buildPaymentMethod(c);
    const created = await ok<{ contract: { id: string; services: Array<{ id: string }> } }>(c, '/v2/contract/create', {
      customer: { id: customer.id, customerStaffId: staff.id },
      paymentMethodId: pm.id,
      mainItem: {
        catalogItemIdentifier: { catalogItemId: catalogItem.id },
        startDate: '2031-04-01',
        chargeItems: [{ catalogChargeItemId: catalogItem.catalogChargeItems[0]!.id, quantity: 10 }],
      },
    });
    const {
      id,
      services: [service],
    } = created.contract;
    // April, May, June billed on 25 March, 25 April, 25 May (each 10 × 1,000 = 10,000; tax 1,000)
    expect(await advance(c, '2031-06-01')).toBe(3);
    await ok(c, '/v2/amendment/cancelcontractservice', {
      contract: { contractId: id },
      mainItemId: service!.id,
      cancellationDate: '2031-05-20',
      memo: 'closing',
    });
    // known on 1 June: billed by the 2 June run with billing date 1 June; nothing after
    expect(await advance(c, '2031-07-31')).toBe(1);
    expect(await billingsOf(c, id)).toEqual([
      bill(
        '2031-03-25',
        '2031-04-30',
        '2031-03-25',
        '10000',
        '1000',
        '11000',
        [line('RECURRING', '2031-04-01..2031-04-30', '10', '1000', '10000')],
        'PAYMENT_DUE',
      ),
      bill(
        '2031-04-25',
        '2031-05-31',
        '2031-04-25',
        '10000',
        '1000',
        '11000',
        [line('RECURRING', '2031-05-01..2031-05-31', '10', '1000', '10000')],
        'PAYMENT_DUE',
      ),
      bill(
        '2031-05-25',
        '2031-06-30',
        '2031-05-25',
        '10000',
        '1000',
        '11000',
        [line('RECURRING', '2031-06-01..2031-06-30', '10', '1000', '10000')],
        'PAYMENT_DUE',
      ),
      // May should be 10,000 × 20/31 = 6,451.61 → 6,451: adjustment −3,549; June credited −10,000;
      // subtotal −13,549; tax −1,354.9 → −1,354 (toward zero); total −14,903; due 31 July
      bill(
        '2031-06-01',
        '2031-07-31',
        '2031-06-02',
        '-13549',
        '-1354',
        '-14903',
        [
          line('ADJUSTMENT', '2031-05-01..2031-05-20', '10', '1000', '-3549'),
          line('ADJUSTMENT', '2031-06-01..2031-06-30', '10', '1000', '-10000'),
        ],
        'PAYMENT_UNNECESSARY',
      ),
    ]);
  });

  it('quarterly 120,000 from 15 January in a leap year: 120,000 × 77/91 for the first quarter (§6)', async () => {
    const { c } = await scenario(t);
    await advance(c, '2031-12-20');
    const { contract } = await planContract(c, {
      start: '2032-01-15',
      charges: [{ billingCycle: { value: 3, unit: 'UNIT_MONTHLY' }, pricingModel: { type: 'TYPE_FLAT_FEE', price: '120000' } }],
    });
    expect(await advance(c, '2032-04-01')).toBe(2);
    expect(await billingsOf(c, contract.id)).toEqual([
      // Jan–Mar 2032 = 31 + 29 + 31 = 91 days, 15 Jan–31 Mar = 77 in service: 101,538.46 → 101,538;
      // tax 10,153.8 → 10,153; total 111,691; billed 1 January, due 29 February (clamped)
      bill(
        '2032-01-01',
        '2032-02-29',
        '2032-01-01',
        '101538',
        '10153',
        '111691',
        [line('RECURRING', '2032-01-15..2032-03-31', '1', '120000', '101538')],
        'PAYMENT_DUE',
      ),
      // Apr–Jun: 120,000; tax 12,000
      bill('2032-04-01', '2032-05-31', '2032-04-01', '120000', '12000', '132000', [
        line('RECURRING', '2032-04-01..2032-06-30', '1', '120000', '120000'),
      ]),
    ]);
  });

  it('a draft confirmed late (10 May) bills April and May on 10 May, June on 1 June (§5 late knowledge)', async () => {
    const { c } = await scenario(t);
    await advance(c, '2031-03-20');
    const { contract } = await planContract(c, { start: '2031-04-01', isDraft: true });
    expect(await advance(c, '2031-05-10')).toBe(0);
    await ok(c, '/v1/contract/confirmdraft', { id: contract.id });
    expect(await advance(c, '2031-06-01')).toBe(2);
    expect(await billingsOf(c, contract.id)).toEqual([
      // 1,000 + 1,000 = 2,000; tax 200; due counted from 10 May → 30 June
      bill('2031-05-10', '2031-06-30', '2031-05-11', '2000', '200', '2200', [
        line('RECURRING', '2031-04-01..2031-04-30', '1', '1000', '1000'),
        line('RECURRING', '2031-05-01..2031-05-31', '1', '1000', '1000'),
      ]),
      bill('2031-06-01', '2031-07-31', '2031-06-01', '1000', '100', '1100', [
        line('RECURRING', '2031-06-01..2031-06-30', '1', '1000', '1000'),
      ]),
    ]);
  });

  describe.each([
    // 10 → 20 units from 16 April (D = 30): 10,000 + 10,000 × g
    ['DAILY_RATE', 10, 20, '2031-04-16', dailyRate, '15000', '1500', '16500'], // g = 15/30 → 15,000
    ['FULL_PRICE', 10, 20, '2031-04-16', fullPrice, '20000', '2000', '22000'], // g = 1 → 20,000
    ['FIXED_RATE 0.25', 10, 20, '2031-04-16', fixedRate('0.25'), '12500', '1250', '13750'], // g = 0.25 → 12,500
    // 20 → 5 from 21 April: 20,000 − 15,000 × 10/30 = 15,000
    ['DAILY_RATE decrease', 20, 5, '2031-04-21', dailyRate, '15000', '1500', '16500'],
  ])('change quantity with %s, known before the April billing (§6)', (_name, from, to, effective, rate, subtotal, tax, total) => {
    it('April is one line at the blended amount; May bills the new quantity', async () => {
      const { c } = await scenario(t);
      await advance(c, '2031-03-20');
      const {
        contract,
        chargeIds: [chargeId],
      } = await planContract(c, { start: '2031-04-01', charges: [{ quantity: from }] });
      await ok(c, '/v1/amendment/changequantity', {
        contractId: contract.id,
        contractChargeItemId: chargeId,
        quantity: to,
        effectiveStartDate: effective,
        changeQuantityDailyRate: rate,
        memo: '',
      });
      expect(await advance(c, '2031-05-01')).toBe(2);
      const [april, may, ...rest] = await billingsOf(c, contract.id);
      expect(rest).toEqual([]);
      expect({ ...april!, lines: april!.lines.map((l) => [l.kind, l.period, l.subtotal]) }).toEqual({
        ...bill('2031-04-01', '2031-05-31', '2031-04-01', subtotal, tax, total, []),
        lines: [['RECURRING', '2031-04-01..2031-04-30', subtotal]],
      });
      // May: the new quantity × 1,000
      const mayAmount = String(to * 1000);
      expect(may).toEqual(
        bill('2031-05-01', '2031-06-30', '2031-05-01', mayAmount, String(to * 100), String(to * 1100), [
          line('RECURRING', '2031-05-01..2031-05-31', String(to), '1000', mayAmount),
        ]),
      );
    });
  });

  it('what-if changequantity (expected billing) equals what is then billed (§12)', async () => {
    const { c } = await scenario(t);
    await advance(c, '2031-03-20');
    const {
      contract,
      chargeIds: [chargeId],
    } = await planContract(c, { start: '2031-04-01', termMonths: 6, charges: [{ quantity: 10 }] });
    expect(await advance(c, '2031-07-01')).toBe(4);
    const listed = await ok<{ expectedBillings: WireExpected[] }>(c, '/v1/expectedbilling/listbycontract', { id: contract.id });
    // today 1 July: August and September remain, each 10 × 1,000 = 10,000 + 1,000 tax
    expect(listed.expectedBillings.map(expectedView)).toEqual([
      ['2031-08-01', '2031-09-30', '10000', '1000', '11000', '2031-08-01..2031-08-31 10000'],
      ['2031-09-01', '2031-10-31', '10000', '1000', '11000', '2031-09-01..2031-09-30 10000'],
    ]);
    const change = {
      contractId: contract.id,
      contractChargeItemId: chargeId,
      quantity: 20,
      effectiveStartDate: '2031-08-16',
      changeQuantityDailyRate: dailyRate,
    };
    const whatIf = await ok<{ expectedBilling: WireExpected }>(c, '/v1/expectedbilling/changequantity', change);
    // 10,000 + 10,000 × 16/31 (16–31 August) = 15,161.29 → 15,161; tax 1,516.1 → 1,516; total 16,677
    expect(expectedView(whatIf.expectedBilling)).toEqual([
      '2031-08-01',
      '2031-09-30',
      '15161',
      '1516',
      '16677',
      '2031-08-01..2031-08-31 15161',
    ]);
    await ok(c, '/v1/amendment/changequantity', { ...change, memo: 'as previewed' });
    expect(await advance(c, '2031-09-30')).toBe(2);
    const billed = (await billingsOf(c, contract.id)).slice(4);
    expect(
      billed.map((b) => [
        b.billingDate,
        b.dueDate,
        b.issueDate,
        b.subtotal,
        b.tax,
        b.total,
        b.lines.map((l) => `${l.kind} ${l.period} ${l.subtotal}`).join('; '),
      ]),
    ).toEqual([
      ['2031-08-01', '2031-09-30', '2031-08-01', '15161', '1516', '16677', 'RECURRING 2031-08-01..2031-08-31 15161'],
      // September: 20 × 1,000 = 20,000; tax 2,000
      ['2031-09-01', '2031-10-31', '2031-09-01', '20000', '2000', '22000', 'RECURRING 2031-09-01..2031-09-30 20000'],
    ]);
  });

  it('billAllAtOnce with automatic renewal: April–June billed 1 April, the renewed July–September billed 1 July (§5)', async () => {
    const { c } = await scenario(t);
    await advance(c, '2031-03-20');
    const { contract } = await planContract(c, {
      start: '2031-04-01',
      termMonths: 3,
      autoRenewal: { type: 'TYPE_ENABLED', term: { value: -1, unit: 'UNIT_MONTHLY' } },
      charges: [{ billAllAtOnce: true, pricingModel: { type: 'TYPE_FLAT_FEE', price: '1000' } }],
    });
    expect(await advance(c, '2031-09-30')).toBe(2);
    // each term: 3 × 1,000 = 3,000; tax 300; total 3,300
    expect(await billingsOf(c, contract.id)).toEqual([
      bill(
        '2031-04-01',
        '2031-05-31',
        '2031-04-01',
        '3000',
        '300',
        '3300',
        ['04-01..2031-04-30', '05-01..2031-05-31', '06-01..2031-06-30'].map((p) => line('RECURRING', `2031-${p}`, '1', '1000', '1000')),
        'PAYMENT_DUE',
      ),
      bill(
        '2031-07-01',
        '2031-08-31',
        '2031-07-01',
        '3000',
        '300',
        '3300',
        ['07-01..2031-07-31', '08-01..2031-08-31', '09-01..2031-09-30'].map((p) => line('RECURRING', `2031-${p}`, '1', '1000', '1000')),
        'PAYMENT_DUE',
      ),
    ]);
  });

  it('expected billings with auto-renewal show the current term and one renewal; what-if renewal with 15 units (§12)', async () => {
    const { c } = await scenario(t);
    await advance(c, '2031-03-20');
    const {
      contract,
      itemId,
      chargeIds: [chargeId],
    } = await planContract(c, {
      start: '2031-04-01',
      termMonths: 3,
      autoRenewal: { type: 'TYPE_ENABLED', term: { value: -1, unit: 'UNIT_MONTHLY' } },
      charges: [{ quantity: 10 }],
    });
    const month = (m: string, last: string, due: string, amount: string, tax: string, total: string) => [
      `2031-${m}-01`,
      due,
      amount,
      tax,
      total,
      `2031-${m}-01..2031-${m}-${last} ${amount}`,
    ];
    const listed = await ok<{ expectedBillings: WireExpected[] }>(c, '/v1/expectedbilling/listbycontract', {
      id: contract.id,
      pageSize: 100,
    });
    // April–June (current term) and July–September (one renewal): 10 × 1,000 = 10,000; tax 1,000 each
    expect(listed.expectedBillings.map(expectedView)).toEqual([
      month('04', '30', '2031-05-31', '10000', '1000', '11000'),
      month('05', '31', '2031-06-30', '10000', '1000', '11000'),
      month('06', '30', '2031-07-31', '10000', '1000', '11000'),
      month('07', '31', '2031-08-31', '10000', '1000', '11000'),
      month('08', '31', '2031-09-30', '10000', '1000', '11000'),
      month('09', '30', '2031-10-31', '10000', '1000', '11000'),
    ]);
    const renewal = await ok<{ expectedBillings: WireExpected[] }>(c, '/v1/expectedbilling/renewalwithquantitychange', {
      contractId: contract.id,
      contractItemId: itemId,
      chargeItems: [{ contractChargeItemId: chargeId, quantity: 15 }],
    });
    // the renewed term July–September with 15 units: 15,000; tax 1,500; total 16,500 each
    expect(renewal.expectedBillings.map(expectedView)).toEqual([
      month('07', '31', '2031-08-31', '15000', '1500', '16500'),
      month('08', '31', '2031-09-30', '15000', '1500', '16500'),
      month('09', '30', '2031-10-31', '15000', '1500', '16500'),
    ]);
  });

  it('a credit mirrors its charge under ROUND_UP: cancellation on 15 May of a month billed in full (§8)', async () => {
    const { c } = await scenario(t);
    await advance(c, '2031-03-20');
    const { contract } = await planContract(c, { start: '2031-04-01', charges: [{ quantity: 10, rounding: 'ROUNDING_ROUND_UP' }] });
    expect(await advance(c, '2031-05-10')).toBe(2);
    await ok(c, '/v1/amendment/cancelcontract', { contractId: contract.id, cancellationDate: '2031-05-15', memo: '' });
    expect(await advance(c, '2031-07-01')).toBe(1);
    expect((await billingsOf(c, contract.id)).slice(2)).toEqual([
      // May should be 10,000 × 15/31 = 4,838.71 → 4,839 (up): credit −5,161; tax −516.1 → −516 (tax rounding down, toward zero); total −5,677
      bill(
        '2031-05-10',
        '2031-06-30',
        '2031-05-11',
        '-5161',
        '-516',
        '-5677',
        [line('ADJUSTMENT', '2031-05-01..2031-05-15', '10', '1000', '-5161')],
        'PAYMENT_UNNECESSARY',
      ),
    ]);
  });

  it('endDailyRate FULL_PRICE: cancelled on 15 April, April stays in full, May (billed) is credited in full (§6, §8)', async () => {
    const { c } = await scenario(t);
    await advance(c, '2031-03-20');
    const { contract } = await planContract(c, { start: '2031-04-01', charges: [{ quantity: 10, endDailyRate: fullPrice }] });
    expect(await advance(c, '2031-05-10')).toBe(2);
    await ok(c, '/v1/amendment/cancelcontract', { contractId: contract.id, cancellationDate: '2031-04-15', memo: '' });
    expect(await advance(c, '2031-07-01')).toBe(1);
    expect(await billingsOf(c, contract.id)).toEqual([
      bill(
        '2031-04-01',
        '2031-05-31',
        '2031-04-01',
        '10000',
        '1000',
        '11000',
        [line('RECURRING', '2031-04-01..2031-04-30', '10', '1000', '10000')],
        'PAYMENT_DUE',
      ),
      bill(
        '2031-05-01',
        '2031-06-30',
        '2031-05-01',
        '10000',
        '1000',
        '11000',
        [line('RECURRING', '2031-05-01..2031-05-31', '10', '1000', '10000')],
        'PAYMENT_DUE',
      ),
      // April: 10,000 × 1 (full price) = unchanged; May no longer exists: −10,000; tax −1,000; dated 10 May (executed)
      bill(
        '2031-05-10',
        '2031-06-30',
        '2031-05-11',
        '-10000',
        '-1000',
        '-11000',
        [line('ADJUSTMENT', '2031-05-01..2031-05-31', '10', '1000', '-10000')],
        'PAYMENT_UNNECESSARY',
      ),
    ]);
  });
});
