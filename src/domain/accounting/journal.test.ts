import { describe, expect, it } from 'vitest';
import { asLocalDate as d } from '../calendar';
import { accountBook } from './accounts';
import {
  invoiceEntry,
  isBalanced,
  paymentEntry,
  recognitionEntry,
  scheduleOf,
  voidEntry,
  creditMovementEntry,
  type JournalEntry,
} from './journal';
import type { Month } from './month';
import { APRIL, annual, book, goldenEntries, monthly, transfer } from '../testing/accounting';

/** An entry as "side account amount" lines, for literal comparison. */
const lines = (e: JournalEntry) => e.lines.map((l) => `${l.side === 'DEBIT' ? 'Dr' : 'Cr'} ${l.accountName} ${l.amount} ${l.taxCategory}`);

describe('journal: the golden month (April 2026)', () => {
  const [issued, monthlyIssued, credit, payment, recognised, monthlyRecognised] = goldenEntries();

  it('the annual ¥120,000 + tax invoice issued on 4/1: 売掛金 132,000 / 売上高 328 + 前受収益 119,672 + 仮受消費税 12,000', () => {
    // 365 days of service (2026-04-01..2027-03-31); the issue day is rendered: ⌊120,000 × 1 ÷ 365⌋ = 328.
    expect(issued!.date).toBe('2026-04-01');
    expect(lines(issued!)).toEqual([
      'Dr 売掛金 132000 対象外',
      'Cr 売上高 328 課税売上10%',
      'Cr 前受収益 119672 課税売上10%',
      'Cr 仮受消費税 12000 対象外',
    ]);
  });

  it('each month end recognises that month’s days: ⌊120,000 × days through the month end ÷ 365⌋ − what came before', () => {
    const noCredit = { ...annual, credits: [] };
    const s = scheduleOf(noCredit);
    const months: Array<[string, string]> = [
      ['2026-04', '9535'], // ⌊120000×30/365⌋ = 9863 − 328
      ['2026-05', '10191'], // ⌊120000×61/365⌋ = 20054 − 9863
      ['2026-06', '9863'], // 29917 − 20054
      ['2026-07', '10192'], // 40109 − 29917
      ['2026-08', '10192'], // 50301 − 40109
      ['2026-09', '9863'], // 60164 − 50301
      ['2026-10', '10192'], // 70356 − 60164
      ['2026-11', '9863'], // 80219 − 70356
      ['2026-12', '10191'], // 90410 − 80219
      ['2027-01', '10192'], // 100602 − 90410
      ['2027-02', '9206'], // 109808 − 100602 (28 days)
      ['2027-03', '10192'], // 120000 − 109808
    ];
    for (const [month, amount] of months) {
      const e = recognitionEntry(book, noCredit, month as Month, s)!;
      expect(e.date).toBe(
        `${month}-${month === '2027-02' ? '28' : ['2026-04', '2026-06', '2026-09', '2026-11'].includes(month) ? '30' : '31'}`,
      );
      expect(lines(e)).toEqual([`Dr 前受収益 ${amount} 対象外`, `Cr 売上高 ${amount} 対象外`]);
    }
    // 328 at issue + the twelve month ends = 120,000 exactly.
    expect(328 + months.reduce((a, [, v]) => a + Number(v), 0)).toBe(120000);
    expect(recognitionEntry(book, noCredit, '2027-04' as Month, s)).toBeNull();
  });

  it('a monthly plan issued on the 1st: 売上高 333 (⌊10,000 ÷ 30⌋) at issue, 9,667 at the month end', () => {
    expect(lines(monthlyIssued!)).toEqual([
      'Dr 売掛金 11000 対象外',
      'Cr 売上高 333 課税売上10%',
      'Cr 前受収益 9667 課税売上10%',
      'Cr 仮受消費税 1000 対象外',
    ]);
    expect(lines(monthlyRecognised!)).toEqual(['Dr 前受収益 9667 対象外', 'Cr 売上高 9667 対象外']);
    expect(recognitionEntry(book, monthly, '2026-05' as Month)).toBeNull();
  });

  it('a transfer of 10,560 short by a 440 fee settles the 11,000 in one entry: 普通預金 + 支払手数料 + 仮払消費税 / 売掛金', () => {
    // The fee is tax included at 10 %: ⌊440 × 10 ÷ 110⌋ = 40 仮払消費税, 440 − 40 = 400 支払手数料;
    // debits 10,560 + 400 + 40 = 11,000 = the invoice's 売掛金.
    expect(payment!.date).toBe('2026-04-25');
    expect(lines(payment!)).toEqual([
      'Dr 普通預金 10560 対象外',
      'Dr 支払手数料 400 課対仕入10%',
      'Dr 仮払消費税 40 対象外',
      'Cr 売掛金 11000 対象外',
    ]);
  });

  it('a credit note of ¥20,000 + tax takes back deferred revenue (cut from the end of the year) and goes to customer credit', () => {
    expect(lines(credit!)).toEqual(['Dr 前受収益 20000 課税売上10%', 'Dr 仮受消費税 2000 対象外', 'Cr 前受金 22000 対象外']);
    // April still recognises its 30 days; the cut falls on March (10,192), February (9,206) and 602 of January.
    expect(lines(recognised!)).toEqual(['Dr 前受収益 9535 対象外', 'Cr 売上高 9535 対象外']);
    const s = scheduleOf(annual);
    expect(recognitionEntry(book, annual, '2027-03' as Month, s)).toBeNull();
    expect(recognitionEntry(book, annual, '2027-02' as Month, s)).toBeNull();
    expect(lines(recognitionEntry(book, annual, '2027-01' as Month, s)!)).toEqual(['Dr 前受収益 9590 対象外', 'Cr 売上高 9590 対象外']);
  });

  it('every entry balances', () => {
    for (const e of goldenEntries()) expect(isBalanced(e)).toBe(true);
  });

  it('the same documents give the same entries (ids included)', () => {
    expect(goldenEntries()).toEqual(goldenEntries());
    expect(goldenEntries().map((e) => e.id)).toEqual([
      `INVOICE:${annual.id}`,
      `INVOICE:${monthly.id}`,
      'CREDIT_NOTE:01900000-0000-7000-8000-0000000000c1',
      'PAYMENT:01900000-0000-7000-8000-0000000000d1',
      `RECOGNITION:${annual.id}:${APRIL}`,
      `RECOGNITION:${monthly.id}:${APRIL}`,
    ]);
  });
});

describe('journal: other documents', () => {
  it('a void in May reverses what April booked and stops the deferral', () => {
    const voided = { ...monthly, lines: [{ ...monthly.lines[0]!, periodEnd: d('2026-05-31') }], voidDate: d('2026-05-10') };
    // 61 days, 10,000: ⌊10000/61⌋ = 163 at issue; April: ⌊10000×30/61⌋ = 4918 − 163 = 4755; recognised before May = 4918.
    expect(lines(voidEntry(book, voided)!)).toEqual([
      'Dr 売上高 4918 課税売上10%',
      'Dr 前受収益 5082 課税売上10%',
      'Dr 仮受消費税 1000 対象外',
      'Cr 売掛金 11000 対象外',
    ]);
    expect(recognitionEntry(book, voided, '2026-05' as Month)).toBeNull();
    expect(recognitionEntry(book, voided, APRIL)).not.toBeNull();
  });

  it('a negative invoice books the other way round; moved to credit it becomes 前受金', () => {
    const negative = {
      ...monthly,
      lines: [{ ...monthly.lines[0]!, periodEnd: d('2026-03-31'), periodStart: d('2026-03-01'), subtotal: '-5000' }],
      taxes: [{ taxPercentage: '10', tax: '-500' }],
    };
    expect(lines(invoiceEntry(book, negative))).toEqual([
      'Dr 売上高 5000 課税売上10%',
      'Dr 仮受消費税 500 対象外',
      'Cr 売掛金 5500 対象外',
    ]);
    const moved = creditMovementEntry(book, {
      id: 'm',
      date: d('2026-04-01'),
      kind: 'NEGATIVE_INVOICE',
      amount: '5500',
      customerId: 'c',
      customerName: 'x',
      documentNumber: 'INV-2',
    });
    expect(lines(moved!)).toEqual(['Dr 売掛金 5500 対象外', 'Cr 前受金 5500 対象外']);
    const applied = creditMovementEntry(book, {
      id: 'm',
      date: d('2026-04-01'),
      kind: 'APPLIED',
      amount: '-5500',
      customerId: 'c',
      customerName: 'x',
      documentNumber: '',
    });
    expect(applied).toBeNull();
  });

  it('credit applied to an invoice is 前受金 / 売掛金; a refund reverses a payment', () => {
    const base = { id: 'p', date: d('2026-04-02'), amount: '500', customerId: 'c', customerName: 'x', invoiceNumber: 'INV-3' };
    expect(lines(paymentEntry(book, { ...base, type: 'PAYMENT', source: 'CREDIT' }))).toEqual([
      'Dr 前受金 500 対象外',
      'Cr 売掛金 500 対象外',
    ]);
    expect(lines(paymentEntry(book, { ...base, type: 'REFUND', source: 'API' }))).toEqual([
      'Dr 売掛金 500 対象外',
      'Cr 普通預金 500 対象外',
    ]);
  });

  it('a fee taken as a discount: 売上値引 (net, the sale’s category) + 仮受消費税 taken back', () => {
    // ¥660 off an ¥11,000 invoice at 10 %: ⌊660 × 10 ÷ 110⌋ = 60 tax, 600 売上値引; 10,340 + 600 + 60 = 11,000.
    const discounted = { ...transfer, amount: '10340', fee: { amount: '660', treatment: 'DISCOUNT' as const, invoiceRates: ['10'] } };
    expect(lines(paymentEntry(book, discounted))).toEqual([
      'Dr 普通預金 10340 対象外',
      'Dr 売上値引 600 課税売上10%',
      'Dr 仮受消費税 60 対象外',
      'Cr 売掛金 11000 対象外',
    ]);
    // An invoice at 8 % only (¥5,400): ⌊440 × 8 ÷ 108⌋ = 32 tax, 408 net; 4,960 + 408 + 32 = 5,400.
    const reduced = { ...transfer, amount: '4960', fee: { amount: '440', treatment: 'DISCOUNT' as const, invoiceRates: ['8'] } };
    expect(lines(paymentEntry(book, reduced))).toEqual([
      'Dr 普通預金 4960 対象外',
      'Dr 売上値引 408 課税売上8%(軽)',
      'Dr 仮受消費税 32 対象外',
      'Cr 売掛金 5400 対象外',
    ]);
    // Several rates: the highest (10 %) — ⌊145 × 10 ÷ 110⌋ = 13, 132 net.
    const mixed = { ...transfer, amount: '1000', fee: { amount: '145', treatment: 'DISCOUNT' as const, invoiceRates: ['8', '10'] } };
    expect(lines(paymentEntry(book, mixed))).toContain('Dr 売上値引 132 課税売上10%');
  });

  it('a statement line unmatched reverses its payment and fee: 売掛金 / 普通預金 + 支払手数料 + 仮払消費税', () => {
    const reversal = paymentEntry(book, { ...transfer, date: d('2026-05-07'), type: 'REVERSAL' });
    expect(reversal.id).toBe(`PAYMENT:${transfer.id}:REVERSAL`);
    expect(reversal.description).toBe('入金取消 INV-00000002');
    expect(lines(reversal)).toEqual([
      'Dr 売掛金 11000 対象外',
      'Cr 普通預金 10560 対象外',
      'Cr 支払手数料 400 課対仕入10%',
      'Cr 仮払消費税 40 対象外',
    ]);
    expect(isBalanced(reversal)).toBe(true);
  });

  it('the fee accounts take the provider’s names and its fee 税区分', () => {
    const own = accountBook({ accounts: { FEE_EXPENSE: '支払手数料(振込)', TAX_PAID: '仮払消費税等' }, tax: { fee: '課税仕入 10%' } });
    expect(lines(paymentEntry(own, transfer))).toEqual([
      'Dr 普通預金 10560 対象外',
      'Dr 支払手数料(振込) 400 課税仕入 10%',
      'Dr 仮払消費税等 40 対象外',
      'Cr 売掛金 11000 対象外',
    ]);
  });

  it('a provider’s own account names and tax categories replace the defaults; unset ones keep them', () => {
    const own = accountBook({ accounts: { SALES: '売上', ADVANCES: '預り金' }, tax: { sales: { '10': '課税売上 10%' } } });
    expect(lines(invoiceEntry(own, monthly))).toEqual([
      'Dr 売掛金 11000 対象外',
      'Cr 売上 333 課税売上 10%',
      'Cr 前受収益 9667 課税売上 10%',
      'Cr 仮受消費税 1000 対象外',
    ]);
  });

  it('8 % and 10 % lines are booked per rate', () => {
    const mixed = {
      ...monthly,
      issueDate: d('2026-04-30'),
      lines: [...monthly.lines, { periodStart: d('2026-04-01'), periodEnd: d('2026-04-30'), subtotal: '3000', taxPercentage: '8' }],
      taxes: [
        { taxPercentage: '10', tax: '1000' },
        { taxPercentage: '8', tax: '240' },
      ],
    };
    expect(lines(invoiceEntry(book, mixed))).toEqual([
      'Dr 売掛金 14240 対象外',
      'Cr 売上高 10000 課税売上10%',
      'Cr 仮受消費税 1000 対象外',
      'Cr 売上高 3000 課税売上8%(軽)',
      'Cr 仮受消費税 240 対象外',
    ]);
  });
});
