/**
 * Bank transfers and their fees in the journal (docs/accounting.md "Bank transfers and their fees"),
 * from real documents: a monthly ¥10,000 + 10 % plan invoiced by the bill run on 2031-04-01 (¥11,000),
 * paid by a 振込入金通知 deposit dated 2031-04-25 that is short by the transfer fee, matched by the
 * collections (FEE rule), then unmatched in May.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildServiceTest, newTenant, serviceCtx, type ServiceTest } from '../../../test/helpers/services';
import { advanceClock, serviceWorld, storeContract } from '../../../test/helpers/factories/billing';
import { transferNotice } from '../../../test/helpers/zengin';
import { insertOpenInvoices } from '../../../test/helpers/factories/openinvoice';
import { isBalanced, type JournalEntry } from '../../domain/accounting/journal';
import { type Month } from '../../domain/accounting/month';
import { asLocalDate } from '../../domain';
import { listLines } from '../../db/repos/collections.repo';
import type { ServiceCtx } from '../context';
import { createCustomer } from '../customer';
import { importStatement, unmatchLine, updateSettings, type FeeTreatment } from '../collections';
import { bookOf, journalEntries, receivablesAging, revenueReport, updateBook } from './index';

let t: ServiceTest;
const april = '2031-04' as Month;
const may = '2031-05' as Month;

const lines = (e: JournalEntry) => e.lines.map((l) => `${l.side === 'DEBIT' ? 'Dr' : 'Cr'} ${l.accountName} ${l.amount} ${l.taxCategory}`);
async function entriesOf(c: ServiceCtx, month: Month, batch = 1000): Promise<JournalEntry[]> {
  const out: JournalEntry[] = [];
  for await (const { entry } of journalEntries(c, await bookOf(c), month, undefined, batch)) out.push(entry);
  return out;
}
const now = (c: ServiceCtx) => serviceCtx(t.sys, c.caller.providerId);

/** A tenant whose customer (payer name ｶ)ﾔﾏﾀﾞｼｮｳｼﾞ) has the April invoice of ¥11,000 and sent `deposit` on 4/25. */
async function paidShort(deposit: number, treatment: FeeTreatment): Promise<ServiceCtx> {
  let ctx = await serviceCtx(t.sys, (await newTenant(t.db)).providerId);
  await advanceClock(t.sys, ctx.caller, '2031-03-20');
  ctx = await now(ctx);
  const customer = await createCustomer(ctx, { name: '山田商事株式会社', payerNames: ['ｶ)ﾔﾏﾀﾞｼｮｳｼﾞ'] });
  const w = { ...(await serviceWorld(ctx)), customerId: customer.id };
  await storeContract(t.db, w, { start: '2031-04-01', charges: [{ pricing: { model: 'PER_UNIT', price: '10000', tiers: [] } }] });
  await advanceClock(t.sys, ctx.caller, '2031-04-26');
  ctx = await now(ctx);
  await updateSettings(ctx, { transferFeeTreatment: treatment });
  const content = transferNotice([{ no: 1, amount: deposit, payer: 'ﾔﾏﾀﾞｼﾖｳｼﾞ(ｶ', date: '130425' }]);
  const s = await t.db.transaction().execute((tx) => importStatement({ ...ctx, db: tx }, { format: 'ZENGIN_TRANSFER_NOTICE', content }));
  expect([s.matched_count, s.matched_amount]).toEqual([1, String(deposit)]);
  await advanceClock(t.sys, ctx.caller, '2031-05-07');
  return now(ctx);
}

let expense: ServiceCtx;
let discount: ServiceCtx;
beforeAll(async () => {
  t = await buildServiceTest();
  expense = await paidShort(10560, 'EXPENSE');
  discount = await paidShort(10340, 'DISCOUNT');
});
afterAll(async () => {
  await t.close();
});

describe('a transfer short by its fee, in the journal', () => {
  it('fee as expense: 普通預金 10,560 + 支払手数料 400 + 仮払消費税 40 / 売掛金 11,000, on the value date', async () => {
    const payments = (await entriesOf(expense, april)).filter((e) => e.kind === 'PAYMENT');
    // The line paid the invoice 10,560 + 440 = 11,000 (one payment row of 11,000); the journal books the
    // money received and the fee: ⌊440 × 10 ÷ 110⌋ = 40 仮払消費税, 440 − 40 = 400 支払手数料.
    expect(payments).toHaveLength(1);
    expect(payments[0]!.date).toBe('2031-04-25');
    expect(payments[0]!.description).toMatch(/^入金 /);
    expect(lines(payments[0]!)).toEqual([
      'Dr 普通預金 10560 対象外',
      'Dr 支払手数料 400 課対仕入10%',
      'Dr 仮払消費税 40 対象外',
      'Cr 売掛金 11000 対象外',
    ]);
    expect(isBalanced(payments[0]!)).toBe(true);
  });

  it('fee as a discount: 普通預金 10,340 + 売上値引 600 (課税売上10%) + 仮受消費税 60 / 売掛金 11,000; revenue is 600 less', async () => {
    const [payment] = (await entriesOf(discount, april)).filter((e) => e.kind === 'PAYMENT');
    // 11,000 − 10,340 = 660 fee: ⌊660 × 10 ÷ 110⌋ = 60 tax back, 600 off the sale.
    expect(lines(payment!)).toEqual([
      'Dr 普通預金 10340 対象外',
      'Dr 売上値引 600 課税売上10%',
      'Dr 仮受消費税 60 対象外',
      'Cr 売掛金 11000 対象外',
    ]);
    const [m] = await revenueReport(discount, { monthFrom: '2031-04', monthTo: '2031-04' });
    // Invoiced 10,000 − 600 = 9,400; recognised 333 + 9,667 − 600 = 9,400.
    expect(m).toMatchObject({ invoiced: '9400', recognised: '9400', deferred: '0' });
  });

  it('the provider’s names for the fee accounts are used', async () => {
    await updateBook(expense, { accounts: { FEE_EXPENSE: '支払手数料(振込)', TAX_PAID: '仮払消費税等' } });
    const [payment] = (await entriesOf(expense, april)).filter((e) => e.kind === 'PAYMENT');
    expect(lines(payment!)).toEqual([
      'Dr 普通預金 10560 対象外',
      'Dr 支払手数料(振込) 400 課対仕入10%',
      'Dr 仮払消費税等 40 対象外',
      'Cr 売掛金 11000 対象外',
    ]);
    await updateBook(expense, { accounts: { FEE_EXPENSE: '', TAX_PAID: '' } });
  });

  it('unmatched on 5/7: May reverses payment and fee; April stays as booked; the invoice is open again', async () => {
    const aprilBefore = await entriesOf(expense, april);
    const [line] = await listLines(expense.db, expense.caller.tenantId, { status: 'MATCHED', limit: 10 });
    await t.db.transaction().execute((tx) => unmatchLine({ ...expense, db: tx }, line!.id));
    await advanceClock(t.sys, expense.caller, '2031-06-01');
    const c = await now(expense);
    expect(await entriesOf(c, april)).toEqual(aprilBefore);
    const reversals = (await entriesOf(c, may)).filter((e) => e.kind === 'PAYMENT');
    expect(reversals).toHaveLength(1);
    expect(reversals[0]!.id).toBe(`${aprilBefore.find((e) => e.kind === 'PAYMENT')!.id}:REVERSAL`);
    expect(reversals[0]!.date).toBe('2031-05-07');
    expect(reversals[0]!.description).toMatch(/^入金取消 /);
    expect(lines(reversals[0]!)).toEqual([
      'Dr 売掛金 11000 対象外',
      'Cr 普通預金 10560 対象外',
      'Cr 支払手数料 400 課対仕入10%',
      'Cr 仮払消費税 40 対象外',
    ]);
    // Paid 11,000 on 4/25, reversed 11,000 on 5/7: every ¥11,000 invoice issued by 5/7 is open again.
    const issued = await c.db
      .selectFrom('invoice')
      .select('id')
      .where('tenant_id', '=', c.caller.tenantId)
      .where('issue_date', '<=', '2031-05-07')
      .execute();
    expect((await receivablesAging(c, asLocalDate('2031-04-30'), { after: null, limit: 10 })).totals.total).toBe('0');
    expect((await receivablesAging(c, asLocalDate('2031-05-07'), { after: null, limit: 10 })).totals.total).toBe(
      String(11000 * issued.length),
    );
  });

  it('in batches of one the same entries come', async () => {
    expect(await entriesOf(discount, april, 1)).toEqual(await entriesOf(discount, april));
  });
});

describe('a month of several transfers on one day', () => {
  it('one entry per invoice paid, read in batches of any size in the same order', async () => {
    let ctx = await serviceCtx(t.sys, (await newTenant(t.db)).providerId);
    const customer = await createCustomer(ctx, { name: '山田商事株式会社', payerNames: ['ｶ)ﾔﾏﾀﾞｼｮｳｼﾞ'] });
    await insertOpenInvoices(
      ctx.db,
      ctx.caller.tenantId,
      [11000, 5500, 22000, 33000].map((total) => ({ customerId: customer.id, total })),
    );
    // On 2031-05-01: 16,500 pays 11,000 + 5,500 (SEVERAL), 22,000 the 22,000 (EXACT), 32,560 the 33,000 with a 440 fee.
    const content = transferNotice([
      { no: 1, amount: 16500, payer: 'ﾔﾏﾀﾞｼﾖｳｼﾞ(ｶ' },
      { no: 2, amount: 22000, payer: 'ﾔﾏﾀﾞｼﾖｳｼﾞ(ｶ' },
      { no: 3, amount: 32560, payer: 'ﾔﾏﾀﾞｼﾖｳｼﾞ(ｶ' },
    ]);
    await t.db.transaction().execute((tx) => importStatement({ ...ctx, db: tx }, { format: 'ZENGIN_TRANSFER_NOTICE', content }));
    await advanceClock(t.sys, ctx.caller, '2031-06-01');
    ctx = await now(ctx);
    const all = await entriesOf(ctx, may);
    const payments = all.filter((e) => e.kind === 'PAYMENT');
    expect(payments.map((e) => [e.date, lines(e).join(' | ')]).sort()).toEqual([
      ['2031-05-01', 'Dr 普通預金 11000 対象外 | Cr 売掛金 11000 対象外'],
      ['2031-05-01', 'Dr 普通預金 22000 対象外 | Cr 売掛金 22000 対象外'],
      ['2031-05-01', 'Dr 普通預金 32560 対象外 | Dr 支払手数料 400 課対仕入10% | Dr 仮払消費税 40 対象外 | Cr 売掛金 33000 対象外'],
      ['2031-05-01', 'Dr 普通預金 5500 対象外 | Cr 売掛金 5500 対象外'],
    ]);
    for (const batch of [1, 2, 3]) expect(await entriesOf(ctx, may, batch)).toEqual(all);
  });
});

describe('a transfer of a closed month imported after the report stored the month', () => {
  it('drops the stored month: the next report counts the fee given as a discount (10,000 → 9,400)', async () => {
    let ctx = await serviceCtx(t.sys, (await newTenant(t.db)).providerId);
    await advanceClock(t.sys, ctx.caller, '2031-03-20');
    ctx = await now(ctx);
    await createCustomer(ctx, { name: '山田商事株式会社', payerNames: ['ｶ)ﾔﾏﾀﾞｼｮｳｼﾞ'] }).then(async (customer) => {
      const w = { ...(await serviceWorld(ctx)), customerId: customer.id };
      await storeContract(t.db, w, { start: '2031-04-01', charges: [{ pricing: { model: 'PER_UNIT', price: '10000', tiers: [] } }] });
    });
    await advanceClock(t.sys, ctx.caller, '2031-05-02');
    ctx = await now(ctx);
    await updateSettings(ctx, { transferFeeTreatment: 'DISCOUNT' });
    // April is closed and asked for: ¥10,000 invoiced, stored
    expect((await revenueReport(ctx, { monthFrom: '2031-04', monthTo: '2031-04' }))[0]).toMatchObject({ invoiced: '10000' });
    // the 4/25 deposit of ¥10,340 arrives in May's file: ¥660 fee as a discount, ¥600 before tax
    const content = transferNotice([{ no: 1, amount: 10340, payer: 'ﾔﾏﾀﾞｼﾖｳｼﾞ(ｶ', date: '130425' }]);
    await t.db.transaction().execute((tx) => importStatement({ ...ctx, db: tx }, { format: 'ZENGIN_TRANSFER_NOTICE', content }));
    expect((await revenueReport(ctx, { monthFrom: '2031-04', monthTo: '2031-04' }))[0]).toMatchObject({
      invoiced: '9400',
      recognised: '9400',
    });
  });
});

describe('customer credit on a sandbox clock', () => {
  it('a transfer paying more than the invoice: the credit is booked on the clock’s day, in its month (not the real one)', async () => {
    // ¥12,000 received on 4/25 (clock 4/26) for the ¥11,000 invoice: ¥1,000 becomes credit, booked in April 2031
    const over = await paidShort(12000, 'EXPENSE');
    const credit = (await entriesOf(over, april)).filter((e) => e.kind === 'CREDIT');
    expect(credit.map((e) => e.date)).toEqual(['2031-04-26']);
  });
});
