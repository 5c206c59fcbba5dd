/**
 * The sandbox test clock (docs/billing-lifecycle.md "The test clock (sandbox)"): each sandbox tenant has its own clock, real time until moved.
 * Advancing runs, in order and synchronously, the daily jobs of every JST day whose run moment
 * (the day at billRunHourJst) the clock passes, for this tenant only.
 */
import { addDays, jstDateOfInstant, type LocalDate } from '../../domain';
import { ApiError, failedPrecondition, invalidField, permissionDenied, type ErrorDetail } from '../../lib/errors';
import { listTenantSettings } from '../../db/repos/billrun.repo';
import { getTestClock, setTestClock } from '../../db/repos/testclock.repo';
import { withTenantLease } from '../platform';
import { dailyRunAt, runDailyJobs } from './daily';
import { nextEventDay } from './nextevent';
import { closingsDoneThrough } from '../invoice';
import type { Caller } from '../kernel';
import type { SystemCtx } from '../context';

export function requireSandbox(caller: Caller): void {
  if (caller.environment !== 'sandbox') throw permissionDenied('the test clock exists only in the sandbox environment');
}

/** The test clock's horizon (docs/billing-lifecycle.md "The test clock"). */
export const TEST_CLOCK_LIMITS = {
  /** One advance moves the clock at most this many days (about ten years). */
  maxAdvanceDays: 3653,
  /** The clock never goes further than this many days past real time (about ten years). */
  maxAheadDays: 3653,
  /** An advance stops after this long (ms), well inside a 60 s proxy timeout. */
  timeBudgetMs: 45_000,
};
const DAY_MS = 86_400_000;

export interface AdvanceOptions {
  /** Aborted when the client has gone: the advance stops after the day in progress. */
  signal?: AbortSignal;
}

function checkHorizon(target: Date, current: Date, realNow: Date): void {
  const { maxAdvanceDays, maxAheadDays } = TEST_CLOCK_LIMITS;
  if (target.getTime() - current.getTime() > maxAdvanceDays * DAY_MS) {
    throw invalidField(
      'to',
      `one advance moves the clock at most ${maxAdvanceDays} days (it is at ${current.toISOString()}); advance in steps`,
    );
  }
  if (target.getTime() - realNow.getTime() > maxAheadDays * DAY_MS) {
    throw invalidField('to', `the test clock may run at most ${maxAheadDays} days ahead of real time`);
  }
}

/**
 * One advance per tenant at a time, on every process: the advance holds the tenant's `test_clock`
 * lease (no connection is held for it), renewed before each day. Another advance meanwhile is
 * ABORTED at once (TEST_CLOCK_BUSY, Retry-After) instead of waiting on the pool.
 */
const CLOCK_LEASE = 'test_clock';
const leaseMs = () => TEST_CLOCK_LIMITS.timeBudgetMs + 15_000;

function clockBusy(retryAfterSeconds: number): ApiError {
  const wait = Math.min(retryAfterSeconds, 5);
  return new ApiError(
    'ABORTED',
    `another advance of this tenant's test clock is running; try again in ${wait} s`,
    { reason: 'TEST_CLOCK_BUSY', retryAfterSeconds: wait },
    { 'retry-after': String(wait) },
  );
}

/** The budget is spent: DEADLINE_EXCEEDED with the clock where it got to and the billings made so far. */
function deadlineExceeded(reached: Date, billingsCreated: number): ApiError {
  return new ApiError('DEADLINE_EXCEEDED', `the advance took too long and stopped at ${reached.toISOString()}; advance again to continue`, {
    reason: 'TEST_CLOCK_STOPPED',
    now: reached.toISOString(),
    billingsCreated,
  });
}

/** Stops between days: the client has gone (CANCELLED) or the time budget is spent (DEADLINE_EXCEEDED). */
function checkStillWanted(opts: AdvanceOptions, startedAt: number, reached: Date, billingsCreated: number): void {
  const at: ErrorDetail = { reason: 'TEST_CLOCK_STOPPED', now: reached.toISOString(), billingsCreated };
  if (opts.signal?.aborted) throw new ApiError('CANCELLED', 'the request was cancelled; the test clock stopped where it had got to', at);
  if (Date.now() - startedAt > TEST_CLOCK_LIMITS.timeBudgetMs) throw deadlineExceeded(reached, billingsCreated);
}

/** The last JST day whose daily-jobs moment is at or before `instant`. */
function passedThrough(instant: Date, hourJst: number): LocalDate {
  const day = jstDateOfInstant(instant.getTime());
  return dailyRunAt(day, hourJst).getTime() <= instant.getTime() ? day : addDays(day, -1);
}

export async function advanceTestClock(
  sys: SystemCtx,
  caller: Caller,
  target: Date,
  opts: AdvanceOptions = {},
): Promise<{ now: Date; billingsCreated: number }> {
  requireSandbox(caller);
  const { db } = sys;
  const startedAt = Date.now();
  const lease = { tenantId: caller.tenantId, names: [CLOCK_LEASE], ms: leaseMs(), busy: clockBusy };
  return withTenantLease(db, lease, async (held) => {
    const current = (await getTestClock(db, caller.tenantId)) ?? caller.now;
    if (target.getTime() < current.getTime())
      throw failedPrecondition(`the test clock cannot go backwards (it is at ${current.toISOString()})`, 'CLOCK_BACKWARDS');
    checkHorizon(target, current, new Date());
    const line = { tenantId: caller.tenantId, from: current.toISOString(), to: target.toISOString() };
    sys.ports.log.info(line, 'test clock advance started');
    const tenant = (await listTenantSettings(db, { tenantId: caller.tenantId }))[0]!;
    let billingsCreated = 0;
    let reached = current;
    const last = jstDateOfInstant(target.getTime());
    let day: LocalDate = jstDateOfInstant(current.getTime());
    if (dailyRunAt(day, tenant.bill_run_hour_jst).getTime() <= current.getTime()) day = addDays(day, 1);
    while (day <= last) {
      // Days on which the jobs would find nothing to do are skipped (see nextevent.ts).
      const next = await nextEventDay(db, caller.tenantId, day);
      if (next === null || next > last) break;
      // The days skipped had nothing to do, closings included.
      if (next > day) await closingsDoneThrough(sys, caller.tenantId, addDays(next, -1));
      day = next;
      const moment = dailyRunAt(day, tenant.bill_run_hour_jst);
      if (moment.getTime() > target.getTime()) break;
      checkStillWanted(opts, startedAt, reached, billingsCreated);
      await held.renew();
      // Just before the day's moment while its jobs run: a day the budget interrupts is run again
      // (its open bill run carries on from its cursor) by the next advance.
      const before = new Date(moment.getTime() - 1);
      await setTestClock(db, caller.tenantId, before);
      const result = await runDailyJobs(sys, tenant, day, moment, 'TEST_CLOCK', startedAt + TEST_CLOCK_LIMITS.timeBudgetMs);
      billingsCreated += result.billRun.counts.billings;
      if (result.billRun.stopped) throw deadlineExceeded(before, billingsCreated);
      await setTestClock(db, caller.tenantId, moment);
      reached = moment;
      day = addDays(day, 1);
    }
    await setTestClock(db, caller.tenantId, target);
    await closingsDoneThrough(sys, caller.tenantId, passedThrough(target, tenant.bill_run_hour_jst));
    sys.ports.log.info({ ...line, billingsCreated, seconds: (Date.now() - startedAt) / 1000 }, 'test clock advance finished');
    return { now: target, billingsCreated };
  });
}
