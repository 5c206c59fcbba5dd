/** The receivables aging report (docs/accounting.md "Receivables aging"); the revenue report is in revenue.ts. */
import { jstStartOfDay, addDays } from '../../domain/calendar';
import { AGING_LIMITS } from '../../domain/accounting/aging';
import { ZERO, dec, formatDecimal } from '../../domain/money';
import type { LocalDate } from '../../domain/calendar';
import { agingByCustomer, type AgingRow } from '../../db/repos/report.repo';
import type { ServiceCtx } from '../context';

export type { AgingRow };

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
