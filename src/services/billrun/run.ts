/**
 * The bill run of one tenant for one day (docs/billing-lifecycle.md "Where billings come from"). Contracts are handed out in chunks from a
 * shared cursor on the run row, so several workers (in this process or others) share one run; a
 * chunk's billings and its "done" mark commit together. When the cursor is exhausted, chunks that
 * were claimed but never finished (a worker crashed) are redone; redoing is safe because billing a
 * contract locks it and diffs against what is already billed, and unique line keys back this up.
 */
import type { LocalDate } from '../../domain';
import { inTransaction, type Db } from '../../db/db';
import {
  claimChunk,
  closeRunIfComplete,
  contractIdsInRange,
  lockBillRun,
  openBillRun,
  parkedOfRun,
  unfinishedChunks,
  type BillRunRow,
  type RunCounts,
} from '../../db/repos/billrun.repo';
import { withAuditTenant } from '../../lib/audit-scope';
import { newId } from '../../lib/ids';
import { billRunBillings, billRunContracts, billRunDuration } from '../../lib/metrics';
import type { TenantBillingSettings } from '../../domain/billing/plan';
import { addCounts, billChunk, emptyCounts } from './chunk';
import { recordEvents } from '../events';
import type { SystemCtx } from '../context';
import type { Logger } from '../../lib/log';

export interface BillRunOptions {
  settings: TenantBillingSettings;
  asOf: LocalDate;
  trigger: 'DAILY' | 'CLI' | 'TEST_CLOCK';
  /** The tenant's clock (the createTime of the run's events); default: now. */
  now?: Date;
  /** false: no billing.created events (the bill-run bench only, to measure their cost). */
  events?: boolean;
  chunkSize?: number;
  /**
   * Only the contracts whose stored next-due day has come (docs/billing-lifecycle.md "The next-due
   * day"). Default: true for the daily run and the test clock, false for the CLI (a full run, which
   * also recomputes every contract's day).
   */
  onlyDue?: boolean;
  /** Chunks processed at once by this process (I/O overlaps computation). */
  concurrency?: number;
  onProgress?: (counts: RunCounts) => void;
  /**
   * Epoch ms after which this process claims no further chunk (the test clock's time budget): the
   * run stays open with its cursor, and the next run of the same day carries on from there.
   */
  stopAt?: number;
}

export interface BillRunResult {
  runId: string;
  /** What this process did. */
  counts: RunCounts;
  /** Contracts parked in the run (by any worker). */
  parked: Array<{ contract_id: string; reason: string }>;
  complete: boolean;
  /** This process stopped at `stopAt` before the cursor was exhausted. */
  stopped: boolean;
}

/** The run, its changes recorded on the tenant's audit chain whoever calls it (the CLI's scope names no tenant: docs/records.md). */
export function runBillRun(sys: SystemCtx, opts: BillRunOptions): Promise<BillRunResult> {
  return withAuditTenant(opts.settings.tenantId, () => runTenantBillRun(sys, opts));
}

async function runTenantBillRun(sys: SystemCtx, opts: BillRunOptions): Promise<BillRunResult> {
  const { db } = sys;
  const tenantId = opts.settings.tenantId;
  const run = await openBillRun(db, { tenant_id: tenantId, id: newId(), as_of: opts.asOf, trigger: opts.trigger });
  const started = performance.now();
  sys.ports.log.info({ tenantId, runId: run.id, asOf: opts.asOf, trigger: opts.trigger }, 'bill run started');
  const batch = {
    settings: opts.settings,
    asOf: opts.asOf,
    issueDate: opts.asOf,
    mode: { kind: 'run' as const },
    runId: run.id,
    now: opts.now,
    events: opts.events,
  };
  const counts = emptyCounts();
  let stopped = false;
  const size = opts.chunkSize ?? 500;
  const dueBy = (opts.onlyDue ?? opts.trigger !== 'CLI') ? opts.asOf : undefined;
  const worker = async (): Promise<void> => {
    for (;;) {
      if (opts.stopAt !== undefined && Date.now() > opts.stopAt) {
        stopped = true;
        return;
      }
      const ids = await inTransaction(db, (tx) => claimChunk(tx, tenantId, run.id, size, dueBy));
      if (ids.length === 0) return;
      const out = await billChunk(sys, ids, ids[0]!, batch);
      addCounts(counts, out.counts);
      opts.onProgress?.(counts);
    }
  };
  await Promise.all(Array.from({ length: Math.max(1, opts.concurrency ?? 1) }, worker));
  if (stopped) {
    const result = { runId: run.id, counts, parked: await parkedOfRun(db, tenantId, run.id), complete: false, stopped };
    recordBillRun(sys.ports.log, tenantId, opts, result, (performance.now() - started) / 1000);
    return result;
  }
  for (const chunk of await unfinishedChunks(db, tenantId, run.id)) {
    const ids = await contractIdsInRange(db, tenantId, chunk.first_id, chunk.last_id, dueBy);
    const out = await billChunk(sys, ids, chunk.first_id, batch);
    addCounts(counts, out.counts);
    opts.onProgress?.(counts);
  }
  const closed = await closeRun(db, tenantId, run.id, opts.now ?? new Date());
  const result = {
    runId: run.id,
    counts,
    parked: await parkedOfRun(db, tenantId, run.id),
    complete: closed?.status === 'DONE',
    stopped,
  };
  recordBillRun(sys.ports.log, tenantId, opts, result, (performance.now() - started) / 1000);
  return result;
}

/** The run's summary line and metrics (docs/deployment.md "Metrics", "Logs"). */
function recordBillRun(log: Logger, tenantId: string, opts: BillRunOptions, result: BillRunResult, seconds: number): void {
  const trigger = opts.trigger;
  billRunDuration.observe({ trigger, outcome: result.complete ? 'complete' : 'incomplete' }, seconds);
  billRunBillings.inc({ trigger }, result.counts.billings);
  billRunContracts.inc({ trigger }, result.counts.contracts);
  const line = { tenantId, runId: result.runId, asOf: opts.asOf, trigger, ...result.counts, complete: result.complete, seconds };
  log.info(line, 'bill run finished');
}

/** Closes the run when every chunk is done; the process that closes it writes bill_run.completed in the same transaction. */
async function closeRun(db: Db, tenantId: string, runId: string, now: Date): Promise<BillRunRow | undefined> {
  return inTransaction(db, async (tx) => {
    const before = await lockBillRun(tx, tenantId, runId);
    const closed = await closeRunIfComplete(tx, tenantId, runId);
    if (before?.status === 'RUNNING' && closed?.status === 'DONE') {
      const parked = await parkedOfRun(tx, tenantId, runId);
      await recordEvents(tx, tenantId, now, [{ type: 'bill_run.completed', object: runSummary(closed, parked) }]);
    }
    return closed;
  });
}

/** The bill_run.completed object (docs/events.md). */
export function runSummary(r: BillRunRow, parked: ReadonlyArray<{ contract_id: string; reason: string }>) {
  return {
    id: r.id,
    asOf: r.as_of,
    trigger: r.trigger,
    status: r.status,
    contracts: r.contracts_seen,
    billings: r.billings_created,
    lines: r.lines_created,
    adjustments: r.adjustments_created,
    parked: parked.map((p) => ({ contractId: p.contract_id, reason: p.reason })),
    createTime: r.create_time.toISOString(),
    finishTime: r.finish_time ? r.finish_time.toISOString() : '',
  };
}
