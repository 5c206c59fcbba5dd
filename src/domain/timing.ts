/**
 * Billing dates and due dates (docs/billing.md "Billing dates and due dates").
 * UNIT_MONTHLY: the monthlyOption day of the month `value` months after the month of the reference
 * day (−1 = previous month, in advance; +1 = next month, in arrears); past the month's end clamps.
 * UNIT_DAILY: the reference day + `value` days.
 */
import {
  type LocalDate,
  type MonthlyOption,
  addDays,
  addMonthsClamped,
  applyMonthlyOption,
  dateParts,
  maxDate,
  startOfMonth,
} from './calendar';

export type TimingUnit = 'UNIT_MONTHLY' | 'UNIT_DAILY';

export interface Timing {
  value: number;
  unit: TimingUnit;
  /** Used with UNIT_MONTHLY; ignored with UNIT_DAILY. */
  monthlyOption: MonthlyOption;
}

/** Default billing timing when the catalog gives none: the last day of the period's first month. */
export const DEFAULT_BILLING_TIMING: Timing = { value: 0, unit: 'UNIT_MONTHLY', monthlyOption: 'LAST_DAY' };
/** Default due timing (docs/billing.md "Billing dates and due dates"): the last day of the month after the billing date. */
export const DEFAULT_DUE_TIMING: Timing = { value: 1, unit: 'UNIT_MONTHLY', monthlyOption: 'LAST_DAY' };

/** The day a timing lands on, counted from `from`. */
export function applyTiming(input: { from: LocalDate; timing: Timing }): LocalDate {
  const { from, timing } = input;
  if (timing.unit === 'UNIT_DAILY') return addDays(from, timing.value);
  if (!Number.isInteger(timing.value) || Math.abs(timing.value) >= CACHED_OFFSETS) return monthlyTiming(from, timing);
  // The same few (month, timing) pairs recur for every line of a bill run: each is computed once.
  const { year, month } = dateParts(from);
  const key = (year * 12 + month) * 2 * CACHED_OFFSETS + timing.value + CACHED_OFFSETS;
  let byMonth = monthlyTimings.get(timing.monthlyOption);
  if (byMonth === undefined) monthlyTimings.set(timing.monthlyOption, (byMonth = new Map()));
  let day = byMonth.get(key);
  if (day === undefined) {
    day = monthlyTiming(from, timing);
    if (byMonth.size >= 10_000) byMonth.clear();
    byMonth.set(key, day);
  }
  return day;
}

function monthlyTiming(from: LocalDate, timing: Timing): LocalDate {
  return applyMonthlyOption(addMonthsClamped(startOfMonth(from), timing.value), timing.monthlyOption);
}

/** Month offsets below this (in absolute value) are cached per month and option. */
const CACHED_OFFSETS = 1024;
const monthlyTimings = new Map<MonthlyOption, Map<number, LocalDate>>();

/**
 * Billing date of a period's line:
 * - nominal = timing from the period start;
 * - USAGE lines: at least the day after the period ends (usage is billed only once known);
 * - "became known": never before `knownOn`, the JST day the line (or its current amount) became known.
 */
export function billingDateFor(input: {
  periodStart: LocalDate;
  periodEnd: LocalDate;
  timing: Timing;
  isUsage: boolean;
  knownOn: LocalDate;
}): LocalDate {
  let date = applyTiming({ from: input.periodStart, timing: input.timing });
  if (input.isUsage) date = maxDate(date, addDays(input.periodEnd, 1));
  return maxDate(date, input.knownOn);
}

/**
 * Due date: the due timing counted from the billing date, never before it (a timing of the same
 * month on a day the billing date has passed, e.g. {0, DAY_10} from the 25th, is due on the billing
 * date itself).
 */
export function dueDateFor(input: { billingDate: LocalDate; timing: Timing }): LocalDate {
  return maxDate(applyTiming({ from: input.billingDate, timing: input.timing }), input.billingDate);
}
