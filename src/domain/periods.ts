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

function monthIndex(date: LocalDate): number {
  const { year, month } = dateParts(date);
  return year * 12 + month - 1;
}

/**
 * Periods of an item in service from `start` to `end` (inclusive), cycles of `cycleMonths` counted
 * from the month of `anchor` (default: `start`). Empty when end < start. At most MAX_PERIODS;
 * `truncated` tells when the ceiling cut the list (the safety bound then refuses the proposal).
 */
export function expandPeriods(input: { start: LocalDate; end: LocalDate; cycleMonths: number; anchor?: LocalDate }): {
  periods: Period[];
  truncated: boolean;
} {
  const { start, end } = input;
  const n = Math.max(1, Math.trunc(input.cycleMonths));
  const periods: Period[] = [];
  if (end < start) return { periods, truncated: false };
  const anchorIndex = monthIndex(input.anchor ?? start);
  const startIndex = monthIndex(start);
  let k = Math.floor((startIndex - anchorIndex) / n);
  for (;;) {
    const first = anchorIndex + k * n;
    const fullStart = monthStart(first);
    if (fullStart > end) return { periods, truncated: false };
    if (periods.length >= MAX_PERIODS) return { periods, truncated: true };
    const fullEnd = monthEnd(first + n - 1);
    periods.push({
      start: maxDate(fullStart, start),
      end: minDate(fullEnd, end),
      fullStart,
      fullEnd,
      fullDays: daysOfMonths(first, n),
    });
    k++;
  }
}
