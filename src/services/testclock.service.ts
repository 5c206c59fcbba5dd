/**
 * The sandbox test clock (DESIGN §9): each sandbox tenant has its own clock, real time until moved.
 * Advancing runs, in order and synchronously, the daily jobs of every JST day whose run moment
 * (the day at billRunHourJst) the clock passes, for this tenant only.
 */
import { addDays, jstDateOfInstant, parseLocalDate, parseRfc3339ToJst, jstEndOfDay, type LocalDate } from '../domain';
import { failedPrecondition, invalidField, permissionDenied } from '../api/errors';
import type { Db } from '../db/db';
import { listTenantSettings } from '../db/repos/billrun.repo';
import { getTestClock, setTestClock, withClockLock } from '../db/repos/testclock.repo';
import { runDailyJobs } from '../jobs/daily';
import { dailyRunAt } from '../jobs/scheduler';
import { nextEventDay } from '../jobs/next-event';
import type { Caller } from './caller';

export function requireSandbox(caller: Caller): void {
  if (caller.environment !== 'sandbox') throw permissionDenied('the test clock exists only in the sandbox environment');
}

/** `to`: RFC 3339 instant, or a bare date = the end of that JST day (23:59:59.999 JST). */
export function parseAdvanceTarget(to: string): Date {
  const day = parseLocalDate(to);
  if (day.ok) return new Date(jstEndOfDay(day.value));
  const instant = parseRfc3339ToJst(to);
  if (!instant.ok) throw invalidField('to', instant.reason);
  return new Date(instant.value.epochMs);
}

export async function advanceTestClock(db: Db, caller: Caller, to: string): Promise<{ now: Date; billingsCreated: number }> {
  requireSandbox(caller);
  const target = parseAdvanceTarget(to);
  return withClockLock(db, caller.tenantId, async () => {
    const current = (await getTestClock(db, caller.tenantId)) ?? caller.now;
    if (target.getTime() < current.getTime()) throw failedPrecondition(`the test clock cannot go backwards (it is at ${current.toISOString()})`, 'CLOCK_BACKWARDS');
    const tenant = (await listTenantSettings(db, { tenantId: caller.tenantId }))[0]!;
    let billingsCreated = 0;
    const last = jstDateOfInstant(target.getTime());
    let day: LocalDate = jstDateOfInstant(current.getTime());
    if (dailyRunAt(day, tenant.bill_run_hour_jst).getTime() <= current.getTime()) day = addDays(day, 1);
    while (day <= last) {
      // Days on which the jobs would find nothing to do are skipped (see jobs/next-event.ts).
      const next = await nextEventDay(db, caller.tenantId, day);
      if (next === null || next > last) break;
      day = next;
      const moment = dailyRunAt(day, tenant.bill_run_hour_jst);
      if (moment.getTime() > target.getTime()) break;
      await setTestClock(db, caller.tenantId, moment);
      const result = await runDailyJobs(db, tenant, day, moment, 'TEST_CLOCK');
      billingsCreated += result.billRun.counts.billings;
      day = addDays(day, 1);
    }
    await setTestClock(db, caller.tenantId, target);
    return { now: target, billingsCreated };
  });
}
