/**
 * Credit notes in the month's journal and the revenue report (docs/accounting.md "Journal entries",
 * "Revenue recognition"): an annual ¥120,000 plan and a monthly ¥10,000 plan billed on 2031-04-01;
 * on 2031-04-10 a ¥20,000 note on the annual invoice to the customer's credit and a ¥3,000 note on
 * the monthly invoice paid back outside; on 2031-05-02 a ¥2,000 note on the (by then fully
 * recognised) April monthly invoice, paid back outside.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildServiceTest, newTenant, serviceCtx, type ServiceTest } from '../../../test/helpers/services';
import { advanceClock, serviceWorld, storeContract } from '../../../test/helpers/factories/billing';
import { inTransaction } from '../../db/db';
import { isBalanced, type JournalEntry } from '../../domain/accounting/journal';
import { type Month } from '../../domain/accounting/month';
import { dec, ZERO } from '../../domain/money';
import type { ServiceCtx } from '../context';
import { createCreditNote, type Refund } from '../creditnote';
import { bookOf, journalEntries, revenueReport } from './index';

let t: ServiceTest;
let ctx: ServiceCtx;
let other: ServiceCtx;
let annualId: string;
let monthlyId: string;

async function at(day: string): Promise<void> {
  await advanceClock(t.sys, ctx.caller, day);
  ctx = await serviceCtx(t.sys, ctx.caller.providerId);
}

async function credit(invoiceId: string, amount: string, refund: Refund): Promise<string> {
  const note = await inTransaction(t.db, (tx) =>
    createCreditNote(
      { ...ctx, db: tx },
      { invoiceId, lines: [{ description: '値引', amount, taxPercentage: '10' }], reason: '障害による返金', refund },
    ),
  );
  return note.credit_note_number;
}

let annualNote: string;
let monthlyNote: string;
let mayNote: string;

beforeAll(async () => {
  t = await buildServiceTest();
  ctx = await serviceCtx(t.sys, (await newTenant(t.db)).providerId);
  other = await serviceCtx(t.sys, (await newTenant(t.db)).providerId);
  const w = await serviceWorld(ctx);
  await at('2031-03-20');
  await storeContract(t.db, w, {
    start: '2031-04-01',
    charges: [{ billingCycle: { value: 12, unit: 'UNIT_MONTHLY' }, pricing: { model: 'PER_UNIT', price: '120000', tiers: [] } }],
  });
  await storeContract(t.db, w, { start: '2031-04-01', charges: [{ pricing: { model: 'PER_UNIT', price: '10000', tiers: [] } }] });
  await at('2031-04-10');
  const invoices = await t.db.selectFrom('invoice').select(['id', 'total']).where('tenant_id', '=', ctx.caller.tenantId).execute();
  annualId = invoices.find((i) => dec(i.total).equals(132000))!.id;
  monthlyId = invoices.find((i) => dec(i.total).equals(11000))!.id;
  annualNote = await credit(annualId, '20000', 'TO_CREDIT');
  monthlyNote = await credit(monthlyId, '3000', 'OUTSIDE');
  await at('2031-05-02');
  mayNote = await credit(monthlyId, '2000', 'OUTSIDE');
  await at('2031-06-01');
});
afterAll(async () => {
  await t.close();
});

const lines = (e: JournalEntry) => e.lines.map((l) => `${l.side === 'DEBIT' ? 'Dr' : 'Cr'} ${l.accountName} ${l.amount}`);
async function entriesOf(c: ServiceCtx, month: Month, batch = 1000): Promise<JournalEntry[]> {
  const out: JournalEntry[] = [];
  for await (const { entry } of journalEntries(c, await bookOf(c), month, undefined, batch)) out.push(entry);
  return out;
}
const total = (entries: JournalEntry[], side: 'DEBIT' | 'CREDIT') =>
  entries
    .flatMap((e) => e.lines)
    .filter((l) => l.side === side)
    .reduce((a, l) => a.plus(dec(l.amount)), ZERO)
    .toString();

describe('credit notes in the journal', () => {
  it('April: each note takes back deferred revenue first; its money goes to credit or out of the bank', async () => {
    const entries = await entriesOf(ctx, '2031-04' as Month);
    expect(entries.map((e) => e.kind)).toEqual([
      'INVOICE',
      'INVOICE',
      'PAYMENT',
      'CREDIT_NOTE',
      'CREDIT_NOTE',
      'RECOGNITION',
      'RECOGNITION',
    ]);
    const byNumber = (n: string) => entries.find((e) => e.documentNumber === n)!;
    // Annual: 119,673 still deferred on 4/10 (from 4/1: 120,000 − ⌊120,000 × 1 ÷ 366⌋ = 327 at issue);
    // the whole ¥20,000 comes out of it (cut from the end of the year) and 20,000 + 10% = 22,000 goes to credit.
    expect(lines(byNumber(annualNote))).toEqual(['Dr 前受収益 20000', 'Dr 仮受消費税 2000', 'Cr 前受金 22000']);
    expect(byNumber(annualNote)).toMatchObject({ date: '2031-04-10', description: `返還請求書 ${annualNote}` });
    // Monthly: 9,667 deferred (10,000 − ⌊10,000 ÷ 30⌋ = 333 at issue); the ¥3,000 comes out of it,
    // 3,000 + 300 tax paid back from the bank.
    expect(lines(byNumber(monthlyNote))).toEqual(['Dr 前受収益 3000', 'Dr 仮受消費税 300', 'Cr 普通預金 3300']);
    // The credit (22,000) is applied at once to the annual invoice: 前受金 / 売掛金.
    expect(lines(entries.find((e) => e.kind === 'PAYMENT')!)).toEqual(['Dr 前受金 22000', 'Cr 売掛金 22000']);
    const recognised = entries.filter((e) => e.kind === 'RECOGNITION').map(lines);
    // Annual April: ⌊120,000 × 30 ÷ 366⌋ − 327 = 9,836 − 327 = 9,509 (the note cut the end of the year, not April).
    expect(recognised).toContainEqual(['Dr 前受収益 9509', 'Cr 売上高 9509']);
    // Monthly April: 9,667 − 3,000 = 6,667.
    expect(recognised).toContainEqual(['Dr 前受収益 6667', 'Cr 売上高 6667']);
    for (const e of entries) expect(isBalanced(e)).toBe(true);
    // Σ debits: 132,000 + 11,000 + 22,000 + 22,000 + 3,300 + 9,509 + 6,667 = 206,476 = Σ credits.
    expect(total(entries, 'DEBIT')).toBe('206476');
    expect(total(entries, 'CREDIT')).toBe('206476');
  });

  it('May: a note on service already recognised is a sales discount (売上値引)', async () => {
    const entries = await entriesOf(ctx, '2031-05' as Month);
    const note = entries.find((e) => e.documentNumber === mayNote)!;
    // Nothing of April's monthly invoice is deferred any more: all 2,000 is 売上値引, + 200 tax, paid back.
    expect(lines(note)).toEqual(['Dr 売上値引 2000', 'Dr 仮受消費税 200', 'Cr 普通預金 2200']);
    expect(note).toMatchObject({ kind: 'CREDIT_NOTE', date: '2031-05-02' });
    // April's entries stay as they were: the May note cuts nothing before May.
    const april = await entriesOf(ctx, '2031-04' as Month);
    expect(april.filter((e) => e.kind === 'RECOGNITION').map(lines)).toContainEqual(['Dr 前受収益 6667', 'Cr 売上高 6667']);
    for (const e of entries) expect(isBalanced(e)).toBe(true);
    expect(total(entries, 'DEBIT')).toBe(total(entries, 'CREDIT'));
  });

  it('the same entries in batches of one (the credit-note section is read in batches too)', async () => {
    expect(await entriesOf(ctx, '2031-04' as Month, 1)).toEqual(await entriesOf(ctx, '2031-04' as Month));
  });

  it('another tenant’s journal has none of these notes', async () => {
    await advanceClock(t.sys, other.caller, '2031-06-01');
    const o = await serviceCtx(t.sys, other.caller.providerId);
    expect(await entriesOf(o, '2031-04' as Month)).toEqual([]);
  });
});

describe('revenue report with credit notes', () => {
  it('recognised + deferred = invoiced − credited', async () => {
    const [april, may] = await revenueReport(ctx, { monthFrom: '2031-04', monthTo: '2031-05' });
    // April: invoiced 120,000 + 10,000 − 20,000 − 3,000 = 107,000; recognised 327 + 333 + 9,509 + 6,667 = 16,836;
    // deferred: the annual 119,673 − 9,509 − 20,000 = 90,164 (the monthly has none left) = 107,000 − 16,836.
    expect(april).toMatchObject({ month: '2031-04', invoiced: '107000', recognised: '16836', deferred: '90164' });
    // May: the May monthly invoice 10,000 − the 2,000 note = 8,000 invoiced; recognised: annual
    // ⌊120,000 × 61 ÷ 366⌋ − 9,836 = 10,164, May monthly ⌊10,000 ÷ 31⌋ = 322 at issue + 9,678, − 2,000 = 18,164;
    // deferred 90,164 − 10,164 = 80,000.
    expect(may).toMatchObject({ month: '2031-05', invoiced: '8000', recognised: '18164', deferred: '80000' });
    // Over both months: 16,836 + 18,164 + 80,000 = 115,000 = (120,000 + 10,000 + 10,000) − (20,000 + 3,000 + 2,000).
    const recognised = dec(april!.recognised).plus(may!.recognised);
    const invoiced = dec(april!.invoiced).plus(may!.invoiced);
    expect(recognised.plus(may!.deferred).toString()).toBe(invoiced.toString());
    expect(invoiced.toString()).toBe('115000');
  });

  it('invoiced and recognised are the month’s journal’s net credits to the revenue accounts', async () => {
    const report = await revenueReport(ctx, { monthFrom: '2031-04', monthTo: '2031-05' });
    for (const row of report) {
      const entries = await entriesOf(ctx, row.month as Month);
      const net = (accounts: string[]) =>
        entries
          .flatMap((e) => e.lines)
          .filter((l) => accounts.includes(l.account))
          .reduce((a, l) => (l.side === 'CREDIT' ? a.plus(dec(l.amount)) : a.minus(dec(l.amount))), ZERO)
          .toString();
      expect(row.invoiced).toBe(net(['SALES', 'SALES_DISCOUNT', 'DEFERRED_REVENUE']));
      expect(row.recognised).toBe(net(['SALES', 'SALES_DISCOUNT']));
    }
  });
});
