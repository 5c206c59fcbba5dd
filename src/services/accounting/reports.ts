/**
 * Reports (docs/accounting.md "Reports"): receivables aging per customer, and revenue per month —
 * invoiced, recognised, deferred balance, MRR and its movements. A closed month's revenue figures are
 * computed once (one pass over the month's journal, one over the invoices still deferring, one over
 * the contracts for all missing months together) and stored in revenue_month; every later report
 * reads the stored rows, so a report over 24 months reads 24 rows.
 */
import { jstStartOfDay, addDays } from '../../domain/calendar';
import { AGING_LIMITS } from '../../domain/accounting/aging';
import { NO_MOVEMENT, addMovements, mrrMovement, mrrOn, type MrrMovement } from '../../domain/accounting/mrr';
import { addMonths, lastDay, monthsBetween, type Month } from '../../domain/accounting/month';
import { deferredAfter } from '../../domain/accounting/recognition';
import { scheduleOf } from '../../domain/accounting/journal';
import { type AccountKey } from '../../domain/accounting/accounts';
import { ZERO, dec, formatDecimal, type Decimal } from '../../domain/money';
import type { LocalDate } from '../../domain/calendar';
import { invoicesDeferring } from '../../db/repos/journal.repo';
import {
  agingByCustomer,
  contractDocs,
  insertRevenueMonths,
  revenueMonths,
  type AgingRow,
  type RevenueMonthRow,
} from '../../db/repos/report.repo';
import { invalidField } from '../../lib/errors';
import type { ServiceCtx } from '../context';
import { bookOf } from './book';
import { invoicesForJournal, journalEntries } from './journal';
import { closedMonth } from './month';

export type { AgingRow, RevenueMonthRow };

export interface Aging {
  current: string;
  days1To30: string;
  days31To60: string;
  days61To90: string;
  over90: string;
  total: string;
}

const agingOf = (r: AgingRow): Aging => ({
  current: formatDecimal(dec(r.current)),
  days1To30: formatDecimal(dec(r.d1_30)),
  days31To60: formatDecimal(dec(r.d31_60)),
  days61To90: formatDecimal(dec(r.d61_90)),
  over90: formatDecimal(dec(r.over_90)),
  total: formatDecimal(dec(r.total)),
});

function sumAging(rows: readonly Aging[]): Aging {
  const keys = ['current', 'days1To30', 'days31To60', 'days61To90', 'over90', 'total'] as const;
  const out = Object.fromEntries(keys.map((k) => [k, formatDecimal(rows.reduce((a, r) => a.plus(dec(r[k])), ZERO))]));
  return out as unknown as Aging;
}

/** Open receivables on `asOf`, per customer (a page of them, by customer id) and in all. */
export async function receivablesAging(
  ctx: Pick<ServiceCtx, 'caller' | 'db'>,
  asOf: LocalDate,
  page: { after: string | null; limit: number },
): Promise<{ totals: Aging; customers: Array<Aging & { customerId: string; customerName: string }> }> {
  const end = new Date(jstStartOfDay(addDays(asOf, 1)));
  const all = await agingByCustomer(ctx.db, ctx.caller.tenantId, asOf, end, AGING_LIMITS, null);
  const rows = await agingByCustomer(ctx.db, ctx.caller.tenantId, asOf, end, AGING_LIMITS, { after: page.after, limit: page.limit + 1 });
  return {
    totals: sumAging(all.map(agingOf)),
    customers: rows.map((r) => ({ customerId: r.customer_id, customerName: r.customer_name, ...agingOf(r) })),
  };
}

/** At most this many months per revenue report. */
export const REVENUE_MAX_MONTHS = 36;

const SALES_SIDE: ReadonlySet<AccountKey> = new Set(['SALES', 'SALES_DISCOUNT']);
const INVOICED_SIDE: ReadonlySet<AccountKey> = new Set(['SALES', 'SALES_DISCOUNT', 'DEFERRED_REVENUE']);

/** Invoiced and recognised of one month from its journal: net credits of the revenue accounts. */
async function journalFigures(ctx: Pick<ServiceCtx, 'caller' | 'db'>, month: Month): Promise<{ invoiced: Decimal; recognised: Decimal }> {
  const book = await bookOf(ctx);
  let invoiced = ZERO;
  let recognised = ZERO;
  for await (const { entry } of journalEntries(ctx, book, month)) {
    for (const l of entry.lines) {
      const signed = l.side === 'CREDIT' ? dec(l.amount) : dec(l.amount).negated();
      if (INVOICED_SIDE.has(l.account)) invoiced = invoiced.plus(signed);
      if (SALES_SIDE.has(l.account)) recognised = recognised.plus(signed);
    }
  }
  return { invoiced, recognised };
}

/** What is still deferred at the end of the month: the invoices whose service goes on after it. */
async function deferredBalance(ctx: Pick<ServiceCtx, 'caller' | 'db'>, month: Month): Promise<Decimal> {
  const end = lastDay(month);
  const next = new Date(jstStartOfDay(addDays(end, 1)));
  let sum = ZERO;
  let after: string | null = null;
  for (;;) {
    const rows = await invoicesDeferring(ctx.db, ctx.caller.tenantId, addDays(end, 1), end, next, { after, limit: 1000 });
    for (const inv of await invoicesForJournal(ctx, rows, end)) for (const s of scheduleOf(inv)) sum = sum.plus(deferredAfter(s, month));
    if (rows.length < 1000) break;
    after = rows[rows.length - 1]!.id;
  }
  return sum;
}

/** MRR and its movements at each month's end, over the tenant's contracts, in one pass. */
async function mrrByMonth(ctx: Pick<ServiceCtx, 'caller' | 'db'>, months: readonly Month[]): Promise<Map<Month, MrrMovement>> {
  const out = new Map<Month, MrrMovement>(months.map((m) => [m, NO_MOVEMENT]));
  let after: string | null = null;
  for (;;) {
    const docs = await contractDocs(ctx.db, ctx.caller.tenantId, after, 1000);
    for (const { doc } of docs)
      for (const m of months) {
        const move = mrrMovement(mrrOn(doc, lastDay(addMonths(m, -1))), mrrOn(doc, lastDay(m)));
        out.set(m, addMovements(out.get(m)!, move));
      }
    if (docs.length < 1000) break;
    after = docs[docs.length - 1]!.id;
  }
  return out;
}

/** Computes and stores the months not stored yet. */
async function computeMonths(ctx: Pick<ServiceCtx, 'caller' | 'db'>, months: readonly Month[]): Promise<void> {
  if (months.length === 0) return;
  const mrr = await mrrByMonth(ctx, months);
  const rows: RevenueMonthRow[] = [];
  for (const month of months) {
    const { invoiced, recognised } = await journalFigures(ctx, month);
    const deferred = await deferredBalance(ctx, month);
    const m = mrr.get(month)!;
    rows.push({
      month,
      invoiced: formatDecimal(invoiced),
      recognised: formatDecimal(recognised),
      deferred: formatDecimal(deferred),
      mrr: formatDecimal(m.mrr),
      new_mrr: formatDecimal(m.newMrr),
      expansion: formatDecimal(m.expansion),
      contraction: formatDecimal(m.contraction),
      churned: formatDecimal(m.churned),
    });
  }
  await insertRevenueMonths(ctx.db, ctx.caller.tenantId, rows);
}

/** Revenue per closed month from `monthFrom` to `monthTo`. */
export async function revenueReport(
  ctx: Pick<ServiceCtx, 'caller' | 'db'>,
  input: { monthFrom: string; monthTo: string },
): Promise<RevenueMonthRow[]> {
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
