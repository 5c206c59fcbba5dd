/**
 * Months of the invoices page (YYYY-MM): the JST days a month spans, the month a business day or
 * instant falls in (in Japan), and the months before and after. Calendar arithmetic on the digits,
 * independent of the browser's time zone.
 */
import { day } from './format';

const MONTH = /^(\d{4})-(0[1-9]|1[0-2])$/;

export function isMonth(text: string | null | undefined): text is string {
  return !!text && MONTH.test(text);
}

/** "2031-02" → { from: "2031-02-01", to: "2031-02-28" }: the first and last JST day, both included. */
export function monthRange(month: string): { from: string; to: string } {
  const m = MONTH.exec(month);
  if (!m) throw new Error(`not a month: ${month}`);
  const [year, mon] = [Number(m[1]), Number(m[2])];
  const last = new Date(Date.UTC(year, mon, 0)).getUTCDate();
  return { from: `${month}-01`, to: `${month}-${String(last).padStart(2, '0')}` };
}

/** The month (in Japan) of a business day or an instant: "2031-04-30T15:00:00Z" → "2031-05". */
export function monthOf(value: string): string {
  return day(value).slice(0, 7);
}

/** The month `delta` months from `month`: shiftMonth("2031-12", 1) = "2032-01". */
export function shiftMonth(month: string, delta: number): string {
  const m = MONTH.exec(month);
  if (!m) throw new Error(`not a month: ${month}`);
  const index = Number(m[1]) * 12 + Number(m[2]) - 1 + delta;
  return `${String(Math.floor(index / 12)).padStart(4, '0')}-${String((index % 12) + 1).padStart(2, '0')}`;
}
