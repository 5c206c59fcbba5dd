/**
 * Closing days (締め日, docs/invoices.md "Closing"): a customer billed by monthly closing has one closing
 * day a month, the `closingDay`-th (1..28) or the month's last day (0).
 */
import { addMonthsClamped, dateOfParts, dateParts, endOfMonth, type LocalDate } from '../calendar';

/** The closing day of the month that holds `date`. */
export function closingDateOfMonth(date: LocalDate, closingDay: number): LocalDate {
  if (closingDay === 0) return endOfMonth(date);
  const { year, month } = dateParts(date);
  return dateOfParts(year, month, closingDay);
}

/** The latest closing day on or before `date`. */
export function lastClosingOnOrBefore(date: LocalDate, closingDay: number): LocalDate {
  const thisMonth = closingDateOfMonth(date, closingDay);
  return thisMonth <= date ? thisMonth : closingDateOfMonth(addMonthsClamped(date, -1), closingDay);
}

/** The first closing day on or after `date`. */
export function nextClosingOnOrAfter(date: LocalDate, closingDay: number): LocalDate {
  const thisMonth = closingDateOfMonth(date, closingDay);
  return thisMonth >= date ? thisMonth : closingDateOfMonth(addMonthsClamped(date, 1), closingDay);
}
