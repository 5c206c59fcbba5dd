/**
 * Billing periods (docs/billing.md "Billing periods"): calendar-aligned cycles of N months counted from the month the
 * item starts (quarterly from a May start: May–Jul, Aug–Oct, …). Every period ends on a month's
 * last day; the first and last periods may be partial.
 */
import { type LocalDate, dateOfParts, dateParts, daysInMonth, maxDate, minDate } from './calendar';

export interface Period {
  /** First day in service within the period. */
  start: LocalDate;
  /** Last day in service within the period (inclusive). */
  end: LocalDate;
  /** The full calendar period the service portion belongs to (stable when an item's dates change). */
  fullStart: LocalDate;
  fullEnd: LocalDate;
  /** D: days of the full calendar period. */
  fullDays: number;
}

/** Hard ceiling of periods per charge item: 100 years of monthly periods. */
export const MAX_PERIODS = 1200;

/** Year and month (1-12) of a month index (year × 12 + month − 1). */
function yearMonth(index: number): [number, number] {
  const y = Math.floor(index / 12);
  return [y, index - y * 12 + 1];
}

function monthStart(index: number): LocalDate {
  const [y, m] = yearMonth(index);
  return dateOfParts(y, m, 1);
}

function monthEnd(index: number): LocalDate {
  const [y, m] = yearMonth(index);
  return dateOfParts(y, m, daysInMonth(y, m));
}

/** Days of `count` months from month index `first`. */
function daysOfMonths(first: number, count: number): number {
  let days = 0;
  for (let i = first; i < first + count; i++) {
    const [y, m] = yearMonth(i);
    days += daysInMonth(y, m);
  }
  return days;
}

/** The month index of a date (year × 12 + month − 1): periods, windows and selections count in these. */
export function monthIndex(date: LocalDate): number {
  const { year, month } = dateParts(date);
  return year * 12 + month - 1;
}

/** The periods of an item, to be read one by one with periodAt (a run may need only the first few). */
export interface PeriodRange {
  start: LocalDate;
  end: LocalDate;
  cycleMonths: number;
  /** Month index of the first period's first month. */
  firstMonth: number;
  count: number;
  /** More periods than MAX_PERIODS: `count` stops there. */
  truncated: boolean;
}

/**
 * Periods of an item in service from `start` to `end` (inclusive), cycles of `cycleMonths` counted
 * from the month of `anchor` (default: `start`). Empty when end < start. At most MAX_PERIODS;
 * `truncated` tells when the ceiling cut the list (the safety bound then refuses the proposal).
 */
export function periodRange(input: { start: LocalDate; end: LocalDate; cycleMonths: number; anchor?: LocalDate }): PeriodRange {
  const { start, end } = input;
  const n = Math.max(1, Math.trunc(input.cycleMonths));
  const anchorIndex = monthIndex(input.anchor ?? start);
  const firstK = Math.floor((monthIndex(start) - anchorIndex) / n);
  // A period is in service while its first day is on or before `end`, i.e. its first month is not after end's.
  const lastK = Math.floor((monthIndex(end) - anchorIndex) / n);
  const all = end < start ? 0 : lastK - firstK + 1;
  return {
    start,
    end,
    cycleMonths: n,
    firstMonth: anchorIndex + firstK * n,
    count: Math.min(all, MAX_PERIODS),
    truncated: all > MAX_PERIODS,
  };
}

/** The `i`-th period of `range` (0 ≤ i < range.count). */
export function periodAt(range: PeriodRange, i: number): Period {
  const first = range.firstMonth + i * range.cycleMonths;
  const fullStart = monthStart(first);
  const fullEnd = monthEnd(first + range.cycleMonths - 1);
  return {
    start: maxDate(fullStart, range.start),
    end: minDate(fullEnd, range.end),
    fullStart,
    fullEnd,
    fullDays: daysOfMonths(first, range.cycleMonths),
  };
}

/**
 * Periods to propose (docs/billing-lifecycle.md "Expected billings, window by window"): per charge
 * item id, inclusive intervals of full-start month indices. A charge item absent from the map has
 * none of its periods selected.
 */
export type PeriodSelection = ReadonlyMap<string, ReadonlyArray<readonly [number, number]>>;

/**
 * The indices of `range` whose full-start month lies in one of `months`, as sorted, disjoint,
 * inclusive index intervals (the whole range when `months` is undefined).
 */
export function selectedIndices(range: PeriodRange, months: ReadonlyArray<readonly [number, number]> | undefined): Array<[number, number]> {
  if (months === undefined) return range.count > 0 ? [[0, range.count - 1]] : [];
  const n = range.cycleMonths;
  const out: Array<[number, number]> = [];
  for (const [a, b] of months) {
    const lo = Math.max(0, Math.ceil((a - range.firstMonth) / n));
    const hi = Math.min(range.count - 1, Math.floor((b - range.firstMonth) / n));
    if (lo <= hi) out.push([lo, hi]);
  }
  out.sort((x, y) => x[0] - y[0]);
  const merged: Array<[number, number]> = [];
  for (const [lo, hi] of out) {
    const last = merged[merged.length - 1];
    if (last && lo <= last[1] + 1) last[1] = Math.max(last[1], hi);
    else merged.push([lo, hi]);
  }
  return merged;
}

/** Every period of periodRange(input), at most MAX_PERIODS. */
export function expandPeriods(input: { start: LocalDate; end: LocalDate; cycleMonths: number; anchor?: LocalDate }): {
  periods: Period[];
  truncated: boolean;
} {
  const range = periodRange(input);
  return { periods: Array.from({ length: range.count }, (_, i) => periodAt(range, i)), truncated: range.truncated };
}
