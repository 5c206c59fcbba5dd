/**
 * Japanese business days (docs/invoices.md "Due dates and holidays"): not a Saturday or Sunday, not a
 * national holiday (the @holiday-jp/holiday_jp table, kept up to date by its maintainers), and not a
 * bank holiday of the year end (12/31–1/3). A due date that falls on another day is moved by the
 * customer's holiday rule.
 */
import holidayJp from '@holiday-jp/holiday_jp';
import { addDays, dateParts, toEpochDay, type LocalDate } from './calendar';

export type HolidayRule = 'NONE' | 'PREVIOUS_BUSINESS_DAY' | 'NEXT_BUSINESS_DAY';
export const HOLIDAY_RULES: readonly HolidayRule[] = ['NONE', 'PREVIOUS_BUSINESS_DAY', 'NEXT_BUSINESS_DAY'];

const NATIONAL_HOLIDAYS = holidayJp.holidays as Readonly<Record<string, unknown>>;

/** 0 = Sunday … 6 = Saturday (1970-01-01 was a Thursday). */
export function weekday(date: LocalDate): number {
  return (((toEpochDay(date) + 4) % 7) + 7) % 7;
}

export function isNationalHoliday(date: LocalDate): boolean {
  return NATIONAL_HOLIDAYS[date] !== undefined;
}

/** Banks in Japan close 12/31 to 1/3. */
function isYearEndBankHoliday(date: LocalDate): boolean {
  const { month, day } = dateParts(date);
  return (month === 12 && day === 31) || (month === 1 && day <= 3);
}

export function isBusinessDay(date: LocalDate): boolean {
  const w = weekday(date);
  return w !== 0 && w !== 6 && !isNationalHoliday(date) && !isYearEndBankHoliday(date);
}

/** The date itself when it is a business day or the rule is NONE; else the nearest business day before or after. */
export function moveByHolidayRule(date: LocalDate, rule: HolidayRule): LocalDate {
  if (rule === 'NONE') return date;
  const step = rule === 'PREVIOUS_BUSINESS_DAY' ? -1 : 1;
  let d = date;
  // At most a handful of steps: the longest run of closed days (Golden Week, the year end) is under ten.
  while (!isBusinessDay(d)) d = addDays(d, step);
  return d;
}
