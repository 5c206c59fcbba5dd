/**
 * Revenue recognition by day of service (docs/accounting.md "Revenue recognition"). A line's amount is
 * spread evenly over the days of its service period; the part of the days up to and including the
 * invoice's issue date is revenue at issue (売上高), the rest is deferred (前受収益) and recognised at
 * each month end for that month's days. Amounts are whole yen and exact: the amount recognised through
 * day k of D is ⌊amount × k ÷ D⌋ (towards zero), and each slice is the difference of two such
 * cumulative amounts, so the slices of a line always add up to the line.
 *
 * A credit note takes back first what is still deferred of its invoice at that rate — the service not
 * yet rendered, cut from the end of the schedule — and the rest from revenue already recognised.
 */
import { daysInclusive, minDate, type LocalDate } from '../calendar';
import { Decimal, ZERO, dec } from '../money';
import { addMonths, lastDay, monthOf, type Month } from './month';

export interface ServiceLine {
  periodStart: LocalDate;
  /** Inclusive. */
  periodEnd: LocalDate;
  /** Whole yen before tax (negative for a credit line). */
  subtotal: string;
  /** Percent as written: "10", "8". */
  taxPercentage: string;
}

/** What a credit note takes back at one rate, on its issue date. */
export interface RateCredit {
  date: LocalDate;
  taxPercentage: string;
  subtotal: string;
}

/** One rate of an invoice: revenue at issue, then what each month end recognises. */
export interface RateSchedule {
  taxPercentage: string;
  subtotal: Decimal;
  /** Revenue of the days up to and including the issue date. */
  atIssue: Decimal;
  /** Deferred at issue (= subtotal − atIssue). */
  deferred: Decimal;
  /** Month → amount recognised at that month's end, after credit notes' cuts; months in order. */
  months: Map<Month, Decimal>;
  /** Per credit (in the order given): the part taken from deferred revenue. */
  creditFromDeferred: Decimal[];
}

/** ⌊amount × k ÷ days⌋ towards zero: the line's revenue through its k-th day of service. */
function through(amount: Decimal, k: number, days: number): Decimal {
  if (k <= 0) return ZERO;
  if (k >= days) return amount;
  return amount.times(k).dividedBy(days).trunc();
}

/** Days of [start, end] on or before `day`. */
function daysThrough(line: ServiceLine, day: LocalDate): number {
  if (day < line.periodStart) return 0;
  return daysInclusive(line.periodStart, minDate(day, line.periodEnd));
}

function lineSlices(line: ServiceLine, issueDate: LocalDate): { atIssue: Decimal; months: Map<Month, Decimal> } {
  const amount = dec(line.subtotal);
  const days = daysInclusive(line.periodStart, line.periodEnd);
  const months = new Map<Month, Decimal>();
  if (days <= 0 || line.periodEnd <= issueDate) return { atIssue: amount, months };
  const atIssue = through(amount, daysThrough(line, issueDate), days);
  let before = atIssue;
  for (let m = monthOf(issueDate); ; m = addMonths(m, 1)) {
    const end = lastDay(m);
    const cumulative = through(amount, daysThrough(line, end), days);
    if (!cumulative.equals(before)) months.set(m, cumulative.minus(before));
    before = cumulative;
    if (end >= line.periodEnd) break;
  }
  return { atIssue, months };
}

/** Cuts `amount` from the end of the schedule, from months on or after `from` only. */
function cutTail(months: Map<Month, Decimal>, from: Month, amount: Decimal): void {
  let left = amount;
  const keys = [...months.keys()].filter((m) => m >= from).reverse();
  for (const m of keys) {
    if (left.isZero()) break;
    const slice = months.get(m)!;
    if (!slice.greaterThan(0)) continue;
    const take = Decimal.min(slice, left);
    months.set(m, slice.minus(take));
    left = left.minus(take);
  }
}

/** The invoice's schedule per rate (highest rate first). Credits must be on or after the issue date. */
export function recognitionSchedule(input: {
  issueDate: LocalDate;
  lines: readonly ServiceLine[];
  credits?: readonly RateCredit[];
}): RateSchedule[] {
  const byRate = new Map<string, RateSchedule>();
  for (const line of input.lines) {
    const key = dec(line.taxPercentage).toString();
    const s =
      byRate.get(key) ??
      ({ taxPercentage: key, subtotal: ZERO, atIssue: ZERO, deferred: ZERO, months: new Map(), creditFromDeferred: [] } as RateSchedule);
    byRate.set(key, s);
    const { atIssue, months } = lineSlices(line, input.issueDate);
    s.subtotal = s.subtotal.plus(dec(line.subtotal));
    s.atIssue = s.atIssue.plus(atIssue);
    for (const [m, a] of months) s.months.set(m, (s.months.get(m) ?? ZERO).plus(a));
  }
  for (const s of byRate.values()) {
    s.deferred = s.subtotal.minus(s.atIssue);
    s.months = new Map([...s.months.entries()].sort(([a], [b]) => (a < b ? -1 : 1)));
  }
  for (const credit of input.credits ?? []) {
    const s = byRate.get(dec(credit.taxPercentage).toString());
    if (!s) continue;
    const from = monthOf(credit.date);
    const open = [...s.months.entries()].filter(([m]) => m >= from).reduce((a, [, v]) => a.plus(v), ZERO);
    const asked = dec(credit.subtotal);
    const take = asked.isNegative() || open.isNegative() ? ZERO : Decimal.min(asked, open);
    cutTail(s.months, from, take);
    s.creditFromDeferred.push(take);
  }
  return [...byRate.values()].sort((a, b) => dec(b.taxPercentage).comparedTo(dec(a.taxPercentage)));
}

/** What the schedule recognises at the end of `month`. */
export const recognisedIn = (s: RateSchedule, month: Month): Decimal => s.months.get(month) ?? ZERO;

/** What is still deferred at the end of `month` (after that month's recognition). */
export function deferredAfter(s: RateSchedule, month: Month): Decimal {
  let left = ZERO;
  for (const [m, a] of s.months) if (m > month) left = left.plus(a);
  return left;
}

/** Recognised before `month` (at issue and at the ends of earlier months), credits' cuts applied. */
export function recognisedBefore(s: RateSchedule, month: Month): Decimal {
  let sum = s.atIssue;
  for (const [m, a] of s.months) if (m < month) sum = sum.plus(a);
  return sum;
}
