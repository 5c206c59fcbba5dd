import {
  formatBusinessDate,
  formatInstantUtc,
  jstEndOfDay,
  parseBusinessDate,
  parseLocalDate,
  parseRfc3339ToJst,
  type LocalDate,
} from '../domain/calendar';
import { invalidField } from '../lib/errors';

/**
 * Wire ↔ domain conversion of date-times (docs/conventions.md), delegating every rule to domain/calendar.
 * Request strings were already checked by the `rfc3339-jst` schema format; these throw
 * INVALID_ARGUMENT naming the field if handed anything else.
 */
export function isValidDateTimeInput(text: string): boolean {
  return parseRfc3339ToJst(text).ok;
}

/** A business date (JST calendar day) from a request field. */
export function businessDateIn(field: string, text: string): LocalDate {
  const parsed = parseBusinessDate(text);
  if (!parsed.ok) throw invalidField(field, parsed.reason);
  return parsed.value;
}

/** An instant from a request field. */
export function instantIn(field: string, text: string): Date {
  const parsed = parseRfc3339ToJst(text);
  if (!parsed.ok) throw invalidField(field, parsed.reason);
  return new Date(parsed.value.epochMs);
}

/** The test clock's `to`: an RFC 3339 instant, or a bare date = the end of that JST day (23:59:59.999 JST). */
export function advanceTargetIn(field: string, text: string): Date {
  const day = parseLocalDate(text);
  if (day.ok) return new Date(jstEndOfDay(day.value));
  return instantIn(field, text);
}

/** A stored business date ('YYYY-MM-DD') on the wire: JST midnight in UTC. Empty when unset. */
export function businessDateOut(date: string | null | undefined): string {
  return date ? formatBusinessDate(date as LocalDate) : '';
}

/** A stored instant on the wire: UTC with Z. Empty when unset. */
export function instantOut(value: Date | null | undefined): string {
  return value ? formatInstantUtc(value.getTime()) : '';
}
