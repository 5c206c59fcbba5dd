/**
 * The month's journal from real documents (docs/accounting.md): an annual ¥120,000 plan and a monthly
 * ¥10,000 plan billed by the bill run on 2031-04-01, a payment, and the month closed by the clock.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildServiceTest, newTenant, serviceCtx, type ServiceTest } from '../../../test/helpers/services';
import { advanceClock, serviceWorld, storeContract } from '../../../test/helpers/factories/billing';
import { isBalanced, type JournalEntry } from '../../domain/accounting/journal';
import { type Month } from '../../domain/accounting/month';
import { asLocalDate } from '../../domain';
import type { ServiceCtx } from '../context';
import { payEnvOf, payInvoice } from '../payment';
import { bookOf, closedMonth, journalEntries, receivablesAging, revenueReport, updateBook } from './index';

let t: ServiceTest;
let ctx: ServiceCtx;
let other: ServiceCtx;
beforeAll(async () => {
  t = await buildServiceTest();
  ctx = await serviceCtx(t.sys, (await newTenant(t.db)).providerId);
  other = await serviceCtx(t.sys, (await newTenant(t.db)).providerId);
  const w = await serviceWorld(ctx);
  await advanceClock(t.sys, ctx.caller, '2031-03-20');
  ctx = await serviceCtx(t.sys, ctx.caller.providerId);
  await storeContract(t.db, w, {
    start: '2031-04-01',
    charges: [{ billingCycle: { value: 12, unit: 'UNIT_MONTHLY' }, pricing: { model: 'PER_UNIT', price: '120000', tiers: [] } }],
  });
  await storeContract(t.db, w, { start: '2031-04-01', charges: [{ pricing: { model: 'PER_UNIT', price: '10000', tiers: [] } }] });
  await advanceClock(t.sys, ctx.caller, '2031-04-10');
  ctx = await serviceCtx(t.sys, ctx.caller.providerId);
  const monthly = await t.db
    .selectFrom('invoice')
    .select(['id'])
    .where('tenant_id', '=', ctx.caller.tenantId)
    .where('total', '=', '11000')
    .executeTakeFirstOrThrow();
  await payInvoice(t.db, payEnvOf(ctx), monthly.id, {
    amount: '11000',
    paymentDate: asLocalDate('2031-04-10'),
    source: 'API',
    sourceId: null,
    memo: '',
  });
  await advanceClock(t.sys, ctx.caller, '2031-05-02');
  ctx = await serviceCtx(t.sys, ctx.caller.providerId);
});
afterAll(async () => {
  await t.close();
});

const april = '2031-04' as Month;
const lines = (e: JournalEntry) => e.lines.map((l) => `${l.side === 'DEBIT' ? 'Dr' : 'Cr'} ${l.accountName} ${l.amount}`);
async function entriesOf(c: ServiceCtx, month: Month, batch = 1000): Promise<JournalEntry[]> {
  const out: JournalEntry[] = [];
  for await (const { entry } of journalEntries(c, await bookOf(c), month, undefined, batch)) out.push(entry);
  return out;
}

describe('journal of a month from the documents', () => {
  it('books the invoices, the payment and April’s recognition; every entry balances', async () => {
    const entries = await entriesOf(ctx, april);
    expect(entries.map((e) => e.kind)).toEqual(['INVOICE', 'INVOICE', 'PAYMENT', 'RECOGNITION', 'RECOGNITION']);
    const [annual, monthly] = entries
      .filter((e) => e.kind === 'INVOICE')
      .sort((a, b) => b.lines[0]!.amount.length - a.lines[0]!.amount.length);
    // 2031-04-01..2032-03-31 is 366 days (2032 is a leap year): ⌊120,000 × 1 ÷ 366⌋ = 327 at issue.
    expect(lines(annual!)).toEqual(['Dr 売掛金 132000', 'Cr 売上高 327', 'Cr 前受収益 119673', 'Cr 仮受消費税 12000']);
    // 30 days: ⌊10,000 ÷ 30⌋ = 333.
    expect(lines(monthly!)).toEqual(['Dr 売掛金 11000', 'Cr 売上高 333', 'Cr 前受収益 9667', 'Cr 仮受消費税 1000']);
    expect(lines(entries[2]!)).toEqual(['Dr 普通預金 11000', 'Cr 売掛金 11000']);
    const recognised = entries.filter((e) => e.kind === 'RECOGNITION').map(lines);
    // April's 30 days of the year: ⌊120,000 × 30 ÷ 366⌋ = 9836 − 327 = 9509; the month: 9667.
    expect(recognised).toContainEqual(['Dr 前受収益 9509', 'Cr 売上高 9509']);
    expect(recognised).toContainEqual(['Dr 前受収益 9667', 'Cr 売上高 9667']);
    for (const e of entries) {
      expect(isBalanced(e)).toBe(true);
      expect(e.date.startsWith('2031-04')).toBe(true);
    }
  });

  it('asking again gives the same entries, in batches of any size', async () => {
    const once = await entriesOf(ctx, april);
    expect(await entriesOf(ctx, april, 1)).toEqual(once);
    expect(await entriesOf(ctx, april)).toEqual(once);
  });

  it('the next months recognise the annual plan only', async () => {
    await advanceClock(t.sys, ctx.caller, '2031-06-01');
    const c = await serviceCtx(t.sys, ctx.caller.providerId);
    const may = await entriesOf(c, '2031-05' as Month);
    // May also bills the next month of the monthly plan (issued 5/1).
    expect(may.filter((e) => e.kind === 'RECOGNITION').map(lines)).toContainEqual(['Dr 前受収益 10164', 'Cr 売上高 10164']); // ⌊120000×61/366⌋ = 20000 − 9836
  });

  it('the provider’s own account names are used', async () => {
    const c = await serviceCtx(t.sys, ctx.caller.providerId);
    await updateBook(c, { accounts: { BANK: '当座預金' } });
    const entries = await entriesOf(c, april);
    expect(lines(entries.find((e) => e.kind === 'PAYMENT')!)).toEqual(['Dr 当座預金 11000', 'Cr 売掛金 11000']);
    await updateBook(c, { accounts: { BANK: '' } });
    expect((await bookOf(c)).accounts.BANK).toBe('普通預金');
  });

  it('another tenant’s journal has none of these entries', async () => {
    await advanceClock(t.sys, other.caller, '2031-05-02');
    const o = await serviceCtx(t.sys, other.caller.providerId);
    expect(await entriesOf(o, april)).toEqual([]);
  });

  it('a month not closed, or malformed, is refused', () => {
    expect(() => closedMonth(ctx, 'month', '2031-05')).toThrow(
      expect.objectContaining({ codeName: 'FAILED_PRECONDITION', detail: { reason: 'MONTH_NOT_CLOSED' } }),
    );
    expect(() => closedMonth(ctx, 'month', '2031-13')).toThrow(expect.objectContaining({ codeName: 'INVALID_ARGUMENT' }));
    expect(() => closedMonth(ctx, 'month', '2031-4')).toThrow(expect.objectContaining({ codeName: 'INVALID_ARGUMENT' }));
  });
});

describe('reports', () => {
  it('receivables aging: the unpaid annual invoice, not yet due', async () => {
    const r = await receivablesAging(ctx, asLocalDate('2031-04-30'), { after: null, limit: 10 });
    expect(r.totals).toMatchObject({ current: '132000', total: '132000', over90: '0' });
    expect(r.customers).toHaveLength(1);
    const late = await receivablesAging(ctx, asLocalDate('2031-09-15'), { after: null, limit: 10 });
    expect(Number(late.totals.total)).toBeGreaterThan(132000);
  });

  it('revenue per month: invoiced, recognised, deferred and MRR, stored once; recognised + deferred = invoiced', async () => {
    const c = await serviceCtx(t.sys, ctx.caller.providerId);
    const [m] = await revenueReport(c, { monthFrom: '2031-04', monthTo: '2031-04' });
    // invoiced 120,000 + 10,000; recognised 327 + 333 + 9,509 + 9,667 = 19,836; deferred 130,000 − 19,836.
    expect(m).toMatchObject({ month: '2031-04', invoiced: '130000', recognised: '19836', deferred: '110164' });
    // MRR: 10,000 (annual ÷ 12) + 10,000, both new in April.
    expect(m).toMatchObject({ mrr: '20000', new_mrr: '20000', expansion: '0', contraction: '0', churned: '0' });
    expect(await revenueReport(c, { monthFrom: '2031-04', monthTo: '2031-04' })).toEqual([m]);
    await expect(revenueReport(c, { monthFrom: '2031-04', monthTo: '2031-07' })).rejects.toMatchObject({
      detail: { reason: 'MONTH_NOT_CLOSED' },
    });
  });
});
