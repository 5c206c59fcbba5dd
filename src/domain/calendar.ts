/**
 * JST calendar days and RFC 3339 instants (docs/conventions.md).
 *
 * A business day is a `LocalDate`: a branded 'YYYY-MM-DD' string, so contract documents stay plain
 * JSON and dates compare correctly with `<` / `>`. Parsing and day and month arithmetic use plain
 * integer arithmetic (proleptic Gregorian, the calendar of Temporal.PlainDate) because the
 * temporal-polyfill costs ~8 µs per call and usage ingestion parses a date per row;
 * calendar.test.ts checks that both agree.
 */
import { Temporal } from 'temporal-polyfill';
import { type Result, ok, refuse } from './result';

declare const localDateBrand: unique symbol;
/** A JST calendar day, 'YYYY-MM-DD'. Build one with parseLocalDate / asLocalDate, never by cast. */
export type LocalDate = string & { readonly [localDateBrand]: true };

/** DAY_1..DAY_31, FIRST_DAY (= DAY_1) or LAST_DAY: which day of a month a timing lands on. */
export type MonthlyOption = 'FIRST_DAY' | 'LAST_DAY' | `DAY_${number}`;

const JST_OFFSET_SECONDS = 9 * 3600;
const MS_PER_DAY = 86_400_000;

// ---------- epoch-day arithmetic (H. Hinnant's civil-from-days) ----------

function daysFromCivil(y: number, m: number, d: number): number {
  const yy = m <= 2 ? y - 1 : y;
  const era = Math.floor(yy / 400);
  const yoe = yy - era * 400;
  const doy = Math.floor((153 * (m + (m > 2 ? -3 : 9)) + 2) / 5) + d - 1;
  const doe = yoe * 365 + Math.floor(yoe / 4) - Math.floor(yoe / 100) + doy;
  return era * 146097 + doe - 719468;
}

function civilFromDays(days: number): [number, number, number] {
  const z = days + 719468;
  const era = Math.floor(z / 146097);
  const doe = z - era * 146097;
  const yoe = Math.floor((doe - Math.floor(doe / 1460) + Math.floor(doe / 36524) - Math.floor(doe / 146096)) / 365);
  const doy = doe - (365 * yoe + Math.floor(yoe / 4) - Math.floor(yoe / 100));
  const mp = Math.floor((5 * doy + 2) / 153);
  const d = doy - Math.floor((153 * mp + 2) / 5) + 1;
  const m = mp + (mp < 10 ? 3 : -9);
  return [yoe + era * 400 + (m <= 2 ? 1 : 0), m, d];
}

const pad = (n: number, w = 2): string => String(n).padStart(w, '0');

const TWO_DIGITS = Array.from({ length: 32 }, (_, i) => pad(i));

/** Builds a LocalDate from a year, month (1-12) and day already known to make a real day. */
export function dateOfParts(y: number, m: number, d: number): LocalDate {
  const year = y >= 1000 && y <= 9999 ? String(y) : pad(y, 4);
  return `${year}-${TWO_DIGITS[m]}-${TWO_DIGITS[d]}` as LocalDate;
}

/** The decimal digit at position i of an ASCII string. */
const digitAt = (s: string, i: number): number => s.charCodeAt(i) - 48;

/** Year, month (1-12) and day of a LocalDate ('YYYY-MM-DD' by construction: read digit by digit, no slicing). */
export function dateParts(date: LocalDate): { year: number; month: number; day: number } {
  return {
    year: digitAt(date, 0) * 1000 + digitAt(date, 1) * 100 + digitAt(date, 2) * 10 + digitAt(date, 3),
    month: digitAt(date, 5) * 10 + digitAt(date, 6),
    day: digitAt(date, 8) * 10 + digitAt(date, 9),
  };
}

export function isLeapYear(year: number): boolean {
  return (year % 4 === 0 && year % 100 !== 0) || year % 400 === 0;
}

const MONTH_DAYS = [31, 28, 31, 30, 31, 30, 31, 31, 30, 31, 30, 31];

export function daysInMonth(year: number, month: number): number {
  if (month === 2) return isLeapYear(year) ? 29 : 28;
  return MONTH_DAYS[month - 1] as number;
}

/** Days since 1970-01-01 (negative before). */
export function toEpochDay(date: LocalDate): number {
  const { year, month, day } = dateParts(date);
  return daysFromCivil(year, month, day);
}

export function fromEpochDay(epochDay: number): LocalDate {
  const [y, m, d] = civilFromDays(epochDay);
  return dateOfParts(y, m, d);
}

export function addDays(date: LocalDate, days: number): LocalDate {
  return days === 0 ? date : fromEpochDay(toEpochDay(date) + days);
}

/** Adds months; a day past the target month's end clamps to its last day (31 Jan + 1 = 29 Feb 2024). */
export function addMonthsClamped(date: LocalDate, months: number): LocalDate {
  const { year, month, day } = dateParts(date);
  const index = year * 12 + (month - 1) + months;
  const y = Math.floor(index / 12);
  const m = index - y * 12 + 1;
  return dateOfParts(y, m, Math.min(day, daysInMonth(y, m)));
}

/** Number of days from `from` to `to`, both counted: daysInclusive(1 Apr, 30 Apr) = 30. */
export function daysInclusive(from: LocalDate, to: LocalDate): number {
  return toEpochDay(to) - toEpochDay(from) + 1;
}

export function startOfMonth(date: LocalDate): LocalDate {
  return `${date.slice(0, 8)}01` as LocalDate;
}

export function endOfMonth(date: LocalDate): LocalDate {
  const { year, month } = dateParts(date);
  return dateOfParts(year, month, daysInMonth(year, month));
}

/** The day `option` names in the month of `date` (DAY_31 in April → 30 April). */
export function applyMonthlyOption(date: LocalDate, option: MonthlyOption): LocalDate {
  const { year, month } = dateParts(date);
  const last = daysInMonth(year, month);
  if (option === 'LAST_DAY') return dateOfParts(year, month, last);
  const wanted = option === 'FIRST_DAY' ? 1 : Number(option.slice(4));
  return dateOfParts(year, month, Math.min(wanted, last));
}

export function isMonthlyOption(text: string): text is MonthlyOption {
  if (text === 'FIRST_DAY' || text === 'LAST_DAY') return true;
  const m = /^DAY_([1-9]|[12][0-9]|3[01])$/.exec(text);
  return m !== null;
}

export const minDate = (a: LocalDate, b: LocalDate): LocalDate => (a < b ? a : b);
export const maxDate = (a: LocalDate, b: LocalDate): LocalDate => (a > b ? a : b);

/** Temporal.PlainDate for callers that need the full Temporal API. */
export function toPlainDate(date: LocalDate): Temporal.PlainDate {
  return Temporal.PlainDate.from(date);
}

// ---------- parsing and formatting ----------

/** Strict 'YYYY-MM-DD' (a real day: 2024-02-30 is refused). */
export function parseLocalDate(text: string): Result<LocalDate> {
  if (!/^\d{4}-\d{2}-\d{2}$/.test(text)) return refuse('INVALID_ARGUMENT', `not a date (YYYY-MM-DD): ${text}`);
  const { year, month, day } = dateParts(text as LocalDate);
  if (month < 1 || month > 12 || day < 1 || day > daysInMonth(year, month)) return refuse('INVALID_ARGUMENT', `no such day: ${text}`);
  if (year < 1) return refuse('INVALID_ARGUMENT', `year out of range: ${text}`);
  return ok(text as LocalDate);
}

/** Like parseLocalDate but throws: for literals and data already validated at the edge. */
export function asLocalDate(text: string): LocalDate {
  const parsed = parseLocalDate(text);
  if (!parsed.ok) throw new RangeError(parsed.reason);
  return parsed.value;
}

/** An instant as integer milliseconds since the Unix epoch, and the JST day it falls on. */
export interface ParsedInstant {
  epochMs: number;
  jstDate: LocalDate;
}

const RFC3339 = /^(\d{4}-\d{2}-\d{2})(?:[Tt ](\d{2}):(\d{2}):(\d{2})(?:\.(\d{1,9}))?(Z|z|[+-]\d{2}:\d{2})?)?$/;

/**
 * RFC 3339 date-time. No offset → JST (+09:00); a bare 'YYYY-MM-DD' → 00:00 JST of that day.
 * Fractions beyond milliseconds are truncated; leap second 60 is refused.
 */
export function parseRfc3339ToJst(text: string): Result<ParsedInstant> {
  const m = RFC3339.exec(text);
  if (!m) return refuse('INVALID_ARGUMENT', `not an RFC 3339 date-time: ${text}`);
  const day = parseLocalDate(m[1] ?? '');
  if (!day.ok) return day;
  const [h, mi, s] = [Number(m[2] ?? 0), Number(m[3] ?? 0), Number(m[4] ?? 0)];
  if (h > 23 || mi > 59 || s > 59) return refuse('INVALID_ARGUMENT', `time out of range: ${text}`);
  const offset = parseOffsetSeconds(m[6]);
  if (offset === null) return refuse('INVALID_ARGUMENT', `bad offset: ${text}`);
  const ms = Number((m[5] ?? '').padEnd(3, '0').slice(0, 3));
  const seconds = toEpochDay(day.value) * 86400 + h * 3600 + mi * 60 + s - offset;
  const epochMs = seconds * 1000 + ms;
  const jstDate = jstDateOfInstant(epochMs);
  // An instant near 0001-01-01 or 9999-12-31 can fall on a JST day outside years 1..9999.
  if (!parseLocalDate(jstDate).ok) return refuse('INVALID_ARGUMENT', `the JST day of ${text} is outside the years 0001..9999`);
  return ok({ epochMs, jstDate });
}

function parseOffsetSeconds(text: string | undefined): number | null {
  if (text === undefined) return JST_OFFSET_SECONDS;
  if (text === 'Z' || text === 'z') return 0;
  const hours = Number(text.slice(1, 3));
  const minutes = Number(text.slice(4, 6));
  if (hours > 23 || minutes > 59) return null;
  return (text[0] === '-' ? -1 : 1) * (hours * 3600 + minutes * 60);
}

/** A business date from any accepted request form: the JST day of the instant, time dropped. */
export function parseBusinessDate(text: string): Result<LocalDate> {
  const parsed = parseRfc3339ToJst(text);
  return parsed.ok ? ok(parsed.value.jstDate) : parsed;
}

/** The JST calendar day an instant falls on. */
export function jstDateOfInstant(epochMs: number): LocalDate {
  return fromEpochDay(Math.floor((epochMs + JST_OFFSET_SECONDS * 1000) / MS_PER_DAY));
}

/** 00:00 JST of a day, as epoch milliseconds. */
export function jstStartOfDay(date: LocalDate): number {
  return toEpochDay(date) * MS_PER_DAY - JST_OFFSET_SECONDS * 1000;
}

/** 23:59:59.999 JST of a day (the test clock's "advance to a bare date"). */
export function jstEndOfDay(date: LocalDate): number {
  return jstStartOfDay(date) + MS_PER_DAY - 1;
}

/** RFC 3339 in UTC with Z: no fraction when the milliseconds are zero, else exactly three digits. */
export function formatInstantUtc(epochMs: number): string {
  const day = Math.floor(epochMs / MS_PER_DAY);
  const rest = epochMs - day * MS_PER_DAY;
  const [h, mi, s, ms] = [Math.floor(rest / 3_600_000), Math.floor(rest / 60_000) % 60, Math.floor(rest / 1000) % 60, rest % 1000];
  const fraction = ms === 0 ? '' : `.${pad(ms, 3)}`;
  return `${fromEpochDay(day)}T${pad(h)}:${pad(mi)}:${pad(s)}${fraction}Z`;
}

/** A business date on the wire: JST midnight in UTC (2024-04-01 → 2024-03-31T15:00:00Z). */
export function formatBusinessDate(date: LocalDate): string {
  return formatInstantUtc(jstStartOfDay(date));
}
