/** Accounting months ("YYYY-MM", docs/accounting.md "Months"): parsing, bounds and stepping. */
import { addDays, dateOfParts, daysInMonth, type LocalDate } from '../calendar';

export type Month = string & { readonly __month: true };

const MONTH = /^(\d{4})-(0[1-9]|1[0-2])$/;

/** The month of "YYYY-MM" (years 2000–2999), or null when malformed. */
export function parseMonth(text: string): Month | null {
  const m = MONTH.exec(text);
  if (!m) return null;
  const year = Number(m[1]);
  return year >= 2000 && year <= 2999 ? (text as Month) : null;
}

export const monthOf = (date: LocalDate): Month => date.slice(0, 7) as Month;

function parts(month: Month): { year: number; month: number } {
  return { year: Number(month.slice(0, 4)), month: Number(month.slice(5, 7)) };
}

export function firstDay(month: Month): LocalDate {
  const p = parts(month);
  return dateOfParts(p.year, p.month, 1);
}

export function lastDay(month: Month): LocalDate {
  const p = parts(month);
  return dateOfParts(p.year, p.month, daysInMonth(p.year, p.month));
}

export function addMonths(month: Month, n: number): Month {
  const p = parts(month);
  const index = p.year * 12 + (p.month - 1) + n;
  return `${String(Math.floor(index / 12)).padStart(4, '0')}-${String((index % 12) + 1).padStart(2, '0')}` as Month;
}

/** Months from `from` to `to`, both included (empty when to < from). */
export function monthsBetween(from: Month, to: Month): Month[] {
  const out: Month[] = [];
  for (let m = from; m <= to; m = addMonths(m, 1)) out.push(m);
  return out;
}

/** A month is closed once its last day is over: `today` is after it. */
export const isClosed = (month: Month, today: LocalDate): boolean => lastDay(month) < today;

/** The day before the month's first day. */
export const dayBefore = (month: Month): LocalDate => addDays(firstDay(month), -1);
