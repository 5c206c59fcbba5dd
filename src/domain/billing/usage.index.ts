/**
 * A contract's daily usage by charge item, sorted by day, for the sums of usage lines over a period
 * (docs/billing.md §7 "Prices": usage charges).
 */
import type { LocalDate } from '../calendar';
import { type Decimal, ZERO, dec } from '../money';
import type { UsageRecord } from './types';

/** One charge item's usage: parallel arrays sorted by day. */
export interface UsageIndex {
  dates: LocalDate[];
  quantities: Decimal[];
  recordedOn: LocalDate[];
}

export function indexUsage(usage: readonly UsageRecord[]): Map<string, UsageIndex> {
  const byCharge = new Map<string, UsageRecord[]>();
  for (const record of usage) {
    const list = byCharge.get(record.chargeItemId) ?? [];
    list.push(record);
    byCharge.set(record.chargeItemId, list);
  }
  const out = new Map<string, UsageIndex>();
  for (const [id, list] of byCharge) {
    list.sort((a, b) => (a.date < b.date ? -1 : a.date > b.date ? 1 : 0));
    out.set(id, {
      dates: list.map((r) => r.date),
      quantities: list.map((r) => dec(r.quantity)),
      recordedOn: list.map((r) => r.recordedOn),
    });
  }
  return out;
}

function firstIndexAtOrAfter(dates: readonly LocalDate[], day: LocalDate): number {
  let lo = 0;
  let hi = dates.length;
  while (lo < hi) {
    const mid = (lo + hi) >> 1;
    if ((dates[mid] as LocalDate) < day) lo = mid + 1;
    else hi = mid;
  }
  return lo;
}

/** Σ usage in [start, end] and the latest day any of it was recorded. */
export function sumUsage(
  index: UsageIndex | undefined,
  start: LocalDate,
  end: LocalDate,
): { quantity: Decimal; recordedOn: LocalDate | null } {
  let quantity = ZERO;
  let recordedOn = null as LocalDate | null;
  if (!index) return { quantity, recordedOn };
  for (let i = firstIndexAtOrAfter(index.dates, start); i < index.dates.length && (index.dates[i] as LocalDate) <= end; i++) {
    quantity = quantity.plus(index.quantities[i] as Decimal);
    const rec = index.recordedOn[i] as LocalDate;
    if (recordedOn === null || rec > recordedOn) recordedOn = rec;
  }
  return { quantity, recordedOn };
}
