/**
 * The revenue report (docs/accounting.md "Revenue report"): per closed month invoiced, recognised,
 * still deferred, MRR and its movements. A month's figures are computed once and stored in
 * revenue_month; every later report reads the stored rows, so 24 months are 24 rows by primary key
 * whatever the number of invoices or contracts. The months not stored yet are computed together:
 * - each month's documents that book revenue (invoices, voids, bank transfers — a fee taken as a
 *   discount —, credit notes): those sections of its journal;
 * - month-end recognition and the deferred balance of every month: one pass over the invoices
 *   deferring into any of them, each invoice's schedule computed once;
 * - MRR: one pass over the contracts, each contract's MRR computed once per month end.
 */
import { NO_MOVEMENT, addMovements, mrrMovement, mrrOn, type MrrMovement } from '../../domain/accounting/mrr';
import { addMonths, lastDay, monthOf, monthsBetween, type Month } from '../../domain/accounting/month';
import { deferredAfter } from '../../domain/accounting/recognition';
import { recognitionEntry, scheduleOf, type JournalEntry } from '../../domain/accounting/journal';
import { type AccountBook, type AccountKey } from '../../domain/accounting/accounts';
import { ZERO, dec, formatDecimal, type Decimal } from '../../domain/money';
import type { LocalDate } from '../../domain/calendar';
import type { Queryable } from '../../db/db';
import { invoicesDeferring } from '../../db/repos/journal.repo';
import { contractDocs, deleteRevenueMonths, insertRevenueMonths, revenueMonths, type RevenueMonthRow } from '../../db/repos/report.repo';
import { invalidField } from '../../lib/errors';
import type { ServiceCtx } from '../context';
import { bookOf } from './book';
import { invoicesForJournal, journalEntries, type JournalInvoice, type Section } from './journal';
import { closedMonth, monthBounds } from './month';

export type { RevenueMonthRow };

/** At most this many months per revenue report. */
export const REVENUE_MAX_MONTHS = 36;

type Ctx = Pick<ServiceCtx, 'caller' | 'db'>;

const SALES_SIDE: ReadonlySet<AccountKey> = new Set(['SALES', 'SALES_DISCOUNT']);
const INVOICED_SIDE: ReadonlySet<AccountKey> = new Set(['SALES', 'SALES_DISCOUNT', 'DEFERRED_REVENUE']);
/** The sections whose entries book revenue, month-end recognition aside (payments and credit movements book none). */
const REVENUE_SECTIONS: readonly Section[] = ['INVOICE', 'VOID', 'STATEMENT', 'UNMATCHED', 'CREDIT_NOTE'];

interface Figures {
  invoiced: Decimal;
  recognised: Decimal;
  deferred: Decimal;
}

/** Adds an entry's net credits to the revenue accounts: invoiced (売上高, 前受収益, 売上値引) and recognised (売上高, 売上値引). */
function addEntry(f: Figures, entry: JournalEntry): void {
  for (const l of entry.lines) {
    const signed = l.side === 'CREDIT' ? dec(l.amount) : dec(l.amount).negated();
    if (INVOICED_SIDE.has(l.account)) f.invoiced = f.invoiced.plus(signed);
    if (SALES_SIDE.has(l.account)) f.recognised = f.recognised.plus(signed);
  }
}

/** The month's documents' revenue entries. */
async function addDocuments(ctx: Ctx, book: AccountBook, month: Month, f: Figures): Promise<void> {
  for await (const { entry } of journalEntries(ctx, book, month, undefined, 1000, REVENUE_SECTIONS)) addEntry(f, entry);
}

/** One invoice's month-end recognition in `month`, and what it still defers after it (its credit notes issued by then). */
function addDeferral(book: AccountBook, inv: JournalInvoice, month: Month, all: ReturnType<typeof scheduleOf>, f: Figures): void {
  const end = lastDay(month);
  if (inv.issueDate > end) return;
  const recognised = recognitionEntry(book, inv, month, all);
  if (recognised) addEntry(f, recognised);
  if (inv.voidDate && inv.voidDate <= end) return;
  const later = inv.credits.some((c) => c.date > end);
  const schedules = later ? scheduleOf({ ...inv, credits: inv.credits.filter((c) => c.date <= end) }) : all;
  for (const s of schedules) f.deferred = f.deferred.plus(deferredAfter(s, month));
}

/** Recognition and deferred balance of every month, over the invoices whose service reaches into any of them. */
async function addDeferrals(ctx: Ctx, book: AccountBook, months: readonly Month[], figures: Map<Month, Figures>): Promise<void> {
  const first = monthBounds(months[0]!);
  const last = monthBounds(months[months.length - 1]!);
  let after: string | null = null;
  for (;;) {
    const rows = await invoicesDeferring(ctx.db, ctx.caller.tenantId, first.from, last.to, first.fromTime, { after, limit: 1000 });
    for (const inv of await invoicesForJournal(ctx, rows)) {
      const all = scheduleOf(inv);
      // After its last month of service an invoice recognises nothing and defers nothing.
      const lastMonth = monthOf(inv.lines.reduce((a, l) => (l.periodEnd > a ? l.periodEnd : a), inv.issueDate));
      for (const m of months) if (m <= lastMonth) addDeferral(book, inv, m, all, figures.get(m)!);
    }
    if (rows.length < 1000) break;
    after = rows[rows.length - 1]!.id;
  }
}

/** MRR and its movements at each month's end, over the tenant's contracts, in one pass. */
async function mrrByMonth(ctx: Ctx, months: readonly Month[]): Promise<Map<Month, MrrMovement>> {
  const out = new Map<Month, MrrMovement>(months.map((m) => [m, NO_MOVEMENT]));
  let after: string | null = null;
  for (;;) {
    const docs = await contractDocs(ctx.db, ctx.caller.tenantId, after, 1000);
    for (const { doc } of docs) {
      const seen = new Map<LocalDate, Decimal>();
      const on = (day: LocalDate): Decimal => seen.get(day) ?? seen.set(day, mrrOn(doc, day)).get(day)!;
      for (const m of months) out.set(m, addMovements(out.get(m)!, mrrMovement(on(lastDay(addMonths(m, -1))), on(lastDay(m)))));
    }
    if (docs.length < 1000) break;
    after = docs[docs.length - 1]!.id;
  }
  return out;
}

/**
 * Something booked revenue on `day` after its month may have been stored (a 3/31 transfer imported
 * on 4/2 whose fee is a discount): the stored months from that one on are dropped, and the next
 * report computes them again (docs/accounting.md "Revenue report").
 */
export async function revenueChangedOn(db: Queryable, tenantId: string, day: LocalDate): Promise<void> {
  await deleteRevenueMonths(db, tenantId, monthOf(day));
}

/** Computes and stores the months not stored yet (in order). */
async function computeMonths(ctx: Ctx, months: readonly Month[]): Promise<void> {
  if (months.length === 0) return;
  const book = await bookOf(ctx);
  const figures = new Map<Month, Figures>(months.map((m) => [m, { invoiced: ZERO, recognised: ZERO, deferred: ZERO }]));
  for (const m of months) await addDocuments(ctx, book, m, figures.get(m)!);
  await addDeferrals(ctx, book, months, figures);
  const mrr = await mrrByMonth(ctx, months);
  const rows: RevenueMonthRow[] = months.map((month) => {
    const f = figures.get(month)!;
    const m = mrr.get(month)!;
    return {
      month,
      invoiced: formatDecimal(f.invoiced),
      recognised: formatDecimal(f.recognised),
      deferred: formatDecimal(f.deferred),
      mrr: formatDecimal(m.mrr),
      new_mrr: formatDecimal(m.newMrr),
      expansion: formatDecimal(m.expansion),
      contraction: formatDecimal(m.contraction),
      churned: formatDecimal(m.churned),
    };
  });
  await insertRevenueMonths(ctx.db, ctx.caller.tenantId, rows);
}

/** Revenue per closed month from `monthFrom` to `monthTo`. */
export async function revenueReport(ctx: Ctx, input: { monthFrom: string; monthTo: string }): Promise<RevenueMonthRow[]> {
  const to = closedMonth(ctx, 'monthTo', input.monthTo);
  const from = closedMonth(ctx, 'monthFrom', input.monthFrom);
  if (to < from) throw invalidField('monthTo', `must not be before monthFrom (${from})`);
  const months = monthsBetween(from, to);
  if (months.length > REVENUE_MAX_MONTHS) throw invalidField('monthTo', `at most ${REVENUE_MAX_MONTHS} months per report`);
  const stored = new Set((await revenueMonths(ctx.db, ctx.caller.tenantId, from, to)).map((r) => r.month));
  await computeMonths(
    ctx,
    months.filter((m) => !stored.has(m)),
  );
  return revenueMonths(ctx.db, ctx.caller.tenantId, from, to);
}
