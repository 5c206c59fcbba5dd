/**
 * Golden scenarios through the HTTP API and the test clock: billing timing, proration, cycles,
 * billAllAtOnce, per-unit pricing, tax per rate. Each asserts every billing's dates, every line,
 * per-rate tax and total. Catalog items, contracts and billings are made and read through the API
 * only (setup.ts planContract); the clock is moved to 20 March 2031 first, so every contract is
 * known before its first billing date. Defaults (catalog): monthly, billed on the 1st of the
 * period's month, due at the end of the next month, 10 %, round down. Tax rounding: round down.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { TestApp } from '../../helpers/app';
import { advance, billingsOf } from '../../helpers/factories/billing';
import { buildTestApp, dailyRate, fixedRate, fullPrice, planContract, scenario } from './setup';

let t: TestApp;
beforeAll(async () => {
  t = await buildTestApp();
});
afterAll(async () => {
  await t.close();
});

const monthly = (d: string, price = '1000', qty = '1') => ({
  kind: 'RECURRING',
  quantity: qty,
  unitPrice: price,
  taxPercentage: '10',
  period: d,
});

describe('golden: timing', () => {
  it('in advance: each month is billed on its 1st, due at the end of the next month; expected billings match', async () => {
    const { c } = await scenario(t);
    await advance(c, '2031-03-20');
    const { contract: doc } = await planContract(c, { start: '2031-04-01', charges: [{ quantity: 3 }] });
    const expected = await c.get<{ expectedBillings: Array<{ billingDate: string; total: string; items: unknown[] }> }>(
      '/v1/expectedbilling/listbycontract',
      { id: doc.id, pageSize: 2 },
    );
    expect(expected.status).toBe(200);
    expect(await advance(c, '2031-05-01')).toBe(2);
    const billings = await billingsOf(c, doc.id);
    // 1,000 × 3 = 3,000; tax 10 % = 300; total 3,300
    expect(billings).toEqual([
      {
        billingDate: '2031-04-01',
        dueDate: '2031-05-31',
        issueDate: '2031-04-01',
        status: 'INVOICE_CREATED',
        subtotal: '3000',
        tax: '300',
        total: '3300',
        taxes: ['10%: 3000 -> 300'],
        lines: [{ ...monthly('2031-04-01..2031-04-30', '1000', '3'), subtotal: '3000' }],
      },
      {
        billingDate: '2031-05-01',
        dueDate: '2031-06-30',
        issueDate: '2031-05-01',
        status: 'INVOICE_CREATED',
        subtotal: '3000',
        tax: '300',
        total: '3300',
        taxes: ['10%: 3000 -> 300'],
        lines: [{ ...monthly('2031-05-01..2031-05-31', '1000', '3'), subtotal: '3000' }],
      },
    ]);
    // what listbycontract showed on 20 March for 1 April and 1 May is exactly what was billed
    expect(expected.body.expectedBillings.map((e) => [e.billingDate, e.total, e.items.length])).toEqual([
      ['2031-03-31T15:00:00Z', '3300', 1],
      ['2031-04-30T15:00:00Z', '3300', 1],
    ]);
  });

  it('in arrears: April is billed on 1 May (billingTiming +1 month), due 30 June', async () => {
    const { c } = await scenario(t);
    await advance(c, '2031-03-20');
    const { contract: doc } = await planContract(c, {
      start: '2031-04-01',
      charges: [
        {
          billingTiming: { value: 1, unit: 'UNIT_MONTHLY', monthlyOption: 'MONTHLY_OPTION_FIRST_DAY_OF_MONTH' },
          pricingModel: { type: 'TYPE_FLAT_FEE', price: '5000' },
        },
      ],
    });
    expect(await advance(c, '2031-04-30')).toBe(0);
    expect(await advance(c, '2031-05-01')).toBe(1);
    // flat 5,000; tax 500; total 5,500
    expect(await billingsOf(c, doc.id)).toEqual([
      {
        billingDate: '2031-05-01',
        dueDate: '2031-06-30',
        issueDate: '2031-05-01',
        status: 'INVOICE_CREATED',
        subtotal: '5000',
        tax: '500',
        total: '5500',
        taxes: ['10%: 5000 -> 500'],
        lines: [{ ...monthly('2031-04-01..2031-04-30', '5000'), subtotal: '5000' }],
      },
    ]);
  });

  describe.each([
    // start 16 April: 15 of April's 30 days in service
    ['DAILY_RATE', dailyRate, '5000', '500', '5500'], //  10,000 × 15/30 = 5,000; tax 500
    ['FULL_PRICE', fullPrice, '10000', '1000', '11000'], // 10,000 × 1; tax 1,000
    ['FIXED_RATE 0.35', fixedRate('0.35'), '3500', '350', '3850'], // 10,000 × 0.35 = 3,500; tax 350
  ])('start mid-month with %s', (_name, rate, subtotal, tax, total) => {
    it('prorates the first period by the start daily rate; May is a full month', async () => {
      const { c } = await scenario(t);
      await advance(c, '2031-03-20');
      const { contract: doc } = await planContract(c, { start: '2031-04-16', charges: [{ quantity: 10, startDailyRate: rate }] });
      expect(await advance(c, '2031-05-01')).toBe(2);
      expect(await billingsOf(c, doc.id)).toEqual([
        {
          billingDate: '2031-04-01',
          dueDate: '2031-05-31',
          issueDate: '2031-04-01',
          status: 'INVOICE_CREATED',
          subtotal,
          tax,
          total,
          taxes: [`10%: ${subtotal} -> ${tax}`],
          lines: [{ ...monthly('2031-04-16..2031-04-30', '1000', '10'), subtotal }],
        },
        // May: 1,000 × 10 = 10,000; tax 1,000
        {
          billingDate: '2031-05-01',
          dueDate: '2031-06-30',
          issueDate: '2031-05-01',
          status: 'INVOICE_CREATED',
          subtotal: '10000',
          tax: '1000',
          total: '11000',
          taxes: ['10%: 10000 -> 1000'],
          lines: [{ ...monthly('2031-05-01..2031-05-31', '1000', '10'), subtotal: '10000' }],
        },
      ]);
    });
  });

  it('quarterly: periods counted from the start month (May–Jul, Aug–Oct), billed on each first day', async () => {
    const { c } = await scenario(t);
    await advance(c, '2031-03-20');
    const { contract: doc } = await planContract(c, {
      start: '2031-05-01',
      charges: [{ billingCycle: { value: 3, unit: 'UNIT_MONTHLY' }, pricingModel: { type: 'TYPE_PER_UNIT', price: '30000' }, quantity: 2 }],
    });
    expect(await advance(c, '2031-08-01')).toBe(2);
    // 30,000 per unit per quarter × 2 = 60,000; tax 6,000; total 66,000
    const q = (period: string) => ({ ...monthly(period, '30000', '2'), subtotal: '60000' });
    expect(await billingsOf(c, doc.id)).toEqual([
      {
        billingDate: '2031-05-01',
        dueDate: '2031-06-30',
        issueDate: '2031-05-01',
        status: 'PAYMENT_DUE', // unpaid on 1 August, a month after its due date
        subtotal: '60000',
        tax: '6000',
        total: '66000',
        taxes: ['10%: 60000 -> 6000'],
        lines: [q('2031-05-01..2031-07-31')],
      },
      {
        billingDate: '2031-08-01',
        dueDate: '2031-09-30',
        issueDate: '2031-08-01',
        status: 'INVOICE_CREATED',
        subtotal: '60000',
        tax: '6000',
        total: '66000',
        taxes: ['10%: 60000 -> 6000'],
        lines: [q('2031-08-01..2031-10-31')],
      },
    ]);
  });

  it('billAllAtOnce: the 12 months of the term are billed on the first billing date, one line per period', async () => {
    const { c } = await scenario(t);
    await advance(c, '2031-03-20');
    const { contract: doc } = await planContract(c, {
      start: '2031-04-01',
      charges: [{ billAllAtOnce: true, pricingModel: { type: 'TYPE_FLAT_FEE', price: '2000' } }],
    });
    expect(await advance(c, '2031-06-01')).toBe(1);
    const [only, ...rest] = await billingsOf(c, doc.id);
    expect(rest).toEqual([]);
    // 12 × 2,000 = 24,000; tax 2,400; total 26,400
    expect({ ...only!, lines: only!.lines.length }).toEqual({
      billingDate: '2031-04-01',
      dueDate: '2031-05-31',
      issueDate: '2031-04-01',
      status: 'PAYMENT_DUE', // unpaid on 1 June, the day after its due date
      subtotal: '24000',
      tax: '2400',
      total: '26400',
      taxes: ['10%: 24000 -> 2400'],
      lines: 12,
    });
    expect(only!.lines[0]).toEqual({ ...monthly('2031-04-01..2031-04-30', '2000'), subtotal: '2000' });
    expect(only!.lines[11]).toEqual({ ...monthly('2032-03-01..2032-03-31', '2000'), subtotal: '2000' });
  });

  it('10 % and 8 % on one billing: tax rounded once per rate', async () => {
    const { c } = await scenario(t);
    await advance(c, '2031-03-20');
    const { contract: doc } = await planContract(c, {
      start: '2031-04-01',
      charges: [
        { name: 'Standard', pricingModel: { type: 'TYPE_PER_UNIT', price: '1234' }, quantity: 1 },
        { name: 'Food', taxPercentage: 8, pricingModel: { type: 'TYPE_PER_UNIT', price: '189' }, quantity: 3 },
      ],
    });
    expect(await advance(c, '2031-04-01')).toBe(1);
    // 10 %: 1,234 × 0.10 = 123.4 → 123;  8 %: 567 × 0.08 = 45.36 → 45;  tax 168; total 1,801 + 168 = 1,969
    expect(await billingsOf(c, doc.id)).toEqual([
      {
        billingDate: '2031-04-01',
        dueDate: '2031-05-31',
        issueDate: '2031-04-01',
        status: 'INVOICE_CREATED',
        subtotal: '1801',
        tax: '168',
        total: '1969',
        taxes: ['10%: 1234 -> 123', '8%: 567 -> 45'],
        lines: [
          { ...monthly('2031-04-01..2031-04-30', '1234'), subtotal: '1234' },
          { kind: 'RECURRING', period: '2031-04-01..2031-04-30', quantity: '3', unitPrice: '189', subtotal: '567', taxPercentage: '8' },
        ],
      },
    ]);
  });

  it('payment method holding invoice creation: new billings start in HOLD_INVOICE_CREATION', async () => {
    const { c } = await scenario(t);
    await advance(c, '2031-03-20');
    const { contract: doc } = await planContract(c, { start: '2031-04-01', paymentMethod: { holdInvoiceCreation: true } });
    expect(await advance(c, '2031-04-01')).toBe(1);
    // 1,000 × 1 = 1,000; tax 100; total 1,100
    expect(await billingsOf(c, doc.id)).toEqual([
      {
        billingDate: '2031-04-01',
        dueDate: '2031-05-31',
        issueDate: '2031-04-01',
        status: 'HOLD_INVOICE_CREATION',
        subtotal: '1000',
        tax: '100',
        total: '1100',
        taxes: ['10%: 1000 -> 100'],
        lines: [{ ...monthly('2031-04-01..2031-04-30'), subtotal: '1000' }],
      },
    ]);
  });
});
