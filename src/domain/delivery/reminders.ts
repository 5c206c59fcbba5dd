/**
 * Reminder steps (督促, docs/delivery.md "Reminders"): days relative to the due date (-3 = three days
 * before it, 7 = a week after). On a day, the step to send is the latest one reached that was not sent
 * yet and has no later step sent: a step is never sent twice, and steps passed while nothing ran are
 * not sent late in a burst (only the latest reached goes).
 */
import { addDays, toEpochDay, type LocalDate } from '../calendar';

export const DEFAULT_REMINDER_DAYS: readonly number[] = [-3, 1, 7, 14];
/** Limits of the reminder steps: at most 10 steps, each within a year of the due date. */
export const REMINDER_LIMITS = { steps: 10, days: 365 } as const;

export interface ReminderInput {
  dueDate: LocalDate;
  today: LocalDate;
  steps: readonly number[];
  /** The steps already recorded for the invoice. */
  sent: readonly number[];
}

/** The step to send today, or null. */
export function reminderStepDue(r: ReminderInput): number | null {
  const reached = [...new Set(r.steps)].filter((s) => addDays(r.dueDate, s) <= r.today).sort((a, b) => b - a);
  const latest = reached[0];
  if (latest === undefined) return null;
  const lastSent = r.sent.length ? Math.max(...r.sent) : null;
  return lastSent !== null && lastSent >= latest ? null : latest;
}

/** Days past the due date (0 on or before it). */
export function daysOverdue(dueDate: LocalDate, today: LocalDate): number {
  return Math.max(0, toEpochDay(today) - toEpochDay(dueDate));
}

/** The steps as saved: whole days, unique, ascending, within the limits; else the reason. */
export function checkReminderDays(days: readonly number[]): string | null {
  if (days.length > REMINDER_LIMITS.steps) return `at most ${REMINDER_LIMITS.steps} steps`;
  const bad = days.find((d) => !Number.isInteger(d) || Math.abs(d) > REMINDER_LIMITS.days);
  if (bad !== undefined) return `${bad} is not a whole number of days between -${REMINDER_LIMITS.days} and ${REMINDER_LIMITS.days}`;
  if (new Set(days).size !== days.length) return 'steps must not repeat';
  return null;
}
