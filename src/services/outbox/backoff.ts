/**
 * When a failed attempt is made again: after the next delay of the schedule, counted from when the
 * failed attempt ended. null: no retry left.
 */
export function nextAttemptAfter(attempt: number, delays: readonly number[], endedAt: Date): Date | null {
  const delay = delays[attempt - 1];
  return delay === undefined ? null : new Date(endedAt.getTime() + delay * 1000);
}
