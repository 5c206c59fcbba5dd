/**
 * The daily scheduler (docs/billing-lifecycle.md "The daily jobs and the scheduler"): a job row per (tenant, JST day), due at the tenant's
 * billRunHourJst, claimed with FOR UPDATE SKIP LOCKED so any number of processes can run the
 * scheduler; a claim is a lease, so a job whose process died is picked up again. Sandbox tenants
 * whose test clock has been moved are driven by /v1/testclock/advance instead.
 */
import { asLocalDate, jstDateOfInstant } from '../domain';
import { inTransaction } from '../db/db';
import { isDatabaseOutage } from '../db/unavailable';
import type { Logger } from '../lib/log';
import { jobLag, jobsRun } from '../lib/metrics';
import { listTenantSettings } from '../db/repos/billrun.repo';
import { claimDueJob, ensureDailyJob, finishJob } from '../db/repos/job.repo';
import { dailyRunAt, runDailyJobs } from '../services/billrun';
import type { SystemCtx } from '../services/context';
import { withAuditScope } from '../lib/audit-scope';

export { dailyRunAt };

const LEASE_MS = 30 * 60_000;
/**
 * How long a claimed job waits in this process for the database to come back (a failover:
 * docs/deployment.md "High availability") before it is given up. While it waits the process keeps the
 * lease, so the job resumes here, on the new primary, within seconds rather than after the lease.
 */
const UNAVAILABLE_PATIENCE_MS = 10 * 60_000;

/** Runs `work`, again after a pause while the database is unavailable (it is safe to repeat), within the patience. */
async function whileUnavailable<T>(log: Logger, work: () => Promise<T>, line: object, isStopped: () => boolean): Promise<T> {
  const started = Date.now();
  for (let pause = 500; ; pause = Math.min(pause * 2, 5000)) {
    try {
      return await work();
    } catch (err) {
      if (!isDatabaseOutage(err) || isStopped() || Date.now() - started > UNAVAILABLE_PATIENCE_MS) throw err;
      log.warn({ ...line, err: { message: (err as Error).message } }, 'daily job waiting for the database');
      await new Promise((r) => setTimeout(r, pause));
    }
  }
}

/**
 * One scheduler pass: create today's job rows, then run every due job this process can claim. The
 * time is read again at each claim (a pass over many tenants outlasts a lease: a job claimed late
 * gets a whole lease of its own and its jobs run at their own moment); `at` fixes it (tests).
 */
export async function schedulerTick(
  sys: SystemCtx,
  at?: Date,
  opts: { providerId?: string; isStopped?: () => boolean } = {},
): Promise<number> {
  const { db, ports } = sys;
  const { log } = ports;
  const clockNow = () => at ?? ports.clock.now();
  const today = jstDateOfInstant(clockNow().getTime());
  const tenants = await listTenantSettings(db, opts.providerId ? { providerId: opts.providerId } : {});
  const only = opts.providerId ? tenants.map((t) => t.tenant_id) : undefined;
  for (const t of tenants) {
    if (t.clock_now) continue;
    await ensureDailyJob(db, t.tenant_id, today, dailyRunAt(today, t.bill_run_hour_jst));
  }
  let ran = 0;
  log.info({ tenants: tenants.length, day: today }, 'scheduler pass started');
  while (!opts.isStopped?.()) {
    const now = clockNow();
    const job = await inTransaction(db, (tx) => claimDueJob(tx, now, LEASE_MS, only));
    if (!job) {
      jobLag.set(0);
      break;
    }
    const lag = Math.max(0, (Date.now() - job.run_at.getTime()) / 1000);
    jobLag.set(lag);
    const line = { tenantId: job.tenant_id, kind: job.kind, runDate: job.run_date, attempt: job.attempts, lagSeconds: lag };
    log.info(line, 'daily job started');
    const tenant = tenants.find((t) => t.tenant_id === job.tenant_id) ?? (await listTenantSettings(db, { tenantId: job.tenant_id }))[0];
    const stopped = () => opts.isStopped?.() ?? false;
    try {
      // Each part of the daily jobs is safe to run again: the bill run carries on from its cursor.
      // What the jobs change is recorded as the scheduler's, on the tenant's chain (docs/records.md).
      const scope = {
        actor: { type: 'ACTOR_SYSTEM', id: 'scheduler' },
        action: 'job:daily',
        requestId: `${job.tenant_id}/${job.run_date}`,
        tenantId: job.tenant_id,
      } as const;
      if (tenant && !tenant.clock_now)
        await whileUnavailable(
          log,
          () => withAuditScope(scope, () => runDailyJobs(sys, tenant, asLocalDate(job.run_date), now, 'DAILY')),
          line,
          stopped,
        );
      await whileUnavailable(log, () => finishJob(db, job, null), line, stopped);
      jobsRun.inc({ outcome: 'done' });
      log.info(line, 'daily job finished');
    } catch (err) {
      await whileUnavailable(log, () => finishJob(db, job, (err as Error).message ?? String(err)), line, stopped);
      jobsRun.inc({ outcome: 'failed' });
      log.error({ ...line, err: { message: (err as Error).message } }, 'daily job failed');
    }
    ran += 1;
  }
  log.info({ tenants: tenants.length, day: today, jobsRun: ran }, 'scheduler pass finished');
  return ran;
}

export interface Scheduler {
  stop(): Promise<void>;
}

/** Ticks every `intervalMs` until stopped; stop() lets the job in progress finish, then returns. */
export function startScheduler(sys: SystemCtx, opts: { intervalMs?: number; onError?: (err: unknown) => void } = {}): Scheduler {
  let running: Promise<unknown> = Promise.resolve();
  let busy = false;
  let stopped = false;
  // A pass still running when the next is due is left to finish: the next starts after it, never beside it.
  const tick = () => {
    if (stopped || busy) return;
    busy = true;
    running = schedulerTick(sys, undefined, { isStopped: () => stopped })
      .catch((err) => opts.onError?.(err))
      .finally(() => (busy = false));
  };
  const timer = setInterval(tick, opts.intervalMs ?? 60_000);
  timer.unref();
  tick();
  return {
    stop: async () => {
      stopped = true;
      clearInterval(timer);
      await running;
    },
  };
}
