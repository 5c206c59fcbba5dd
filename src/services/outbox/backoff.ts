/**
 * When a failed attempt is made again: after the next delay of the schedule, counted from when the
 * failed attempt *started* (so the time an attempt took, e.g. a timeout against a refused
 * connection, cannot be read back from when it is due again). null: no retry left.
 */
export function nextAttemptAfter(attempt: number, delays: readonly number[], startedAt: Date): Date | null {
  const delay = delays[attempt - 1];
  return delay === undefined ? null : new Date(startedAt.getTime() + delay * 1000);
}
