/**
 * A claimed-queue worker shared by the outboxes (docs/events.md "Delivery"; the webhook deliveries
 * today, e-mail tomorrow): it keeps up to `concurrency` attempts in flight, each on its own, and
 * claims more as soon as one ends. Claims are fair across tenants (src/db/repos/outbox.repo.ts):
 * every tenant with due work gets a turn before any gets a second, and no tenant has more than
 * `perTenant` attempts in flight across all processes, so a tenant whose receiver hangs occupies its
 * own share and nothing more. A claimed row is leased; a process that dies leaves it to be claimed
 * again when its lease runs out. Failed attempts are retried on the schedule of `retryDelays`. A
 * queue whose outcome changes more than its own row (an e-mail accepted marks its invoice sent) says
 * so in `settle`, which runs in the transaction that records the outcome, only while the claim holds.
 */
import { withAuditScope, type AuditScope } from '../../lib/audit-scope';
import type { RawBuilder } from 'kysely';
import { inTransaction, type Db, type Tx } from '../../db/db';
import { claimFairly, extendClaim, finishClaimed, type ClaimedRow, type OutboxTable } from '../../db/repos/outbox.repo';
import { newId } from '../../lib/ids';
import type { Clock } from '../kernel';
import { nextAttemptAfter } from './backoff';

export interface AttemptResult {
  ok: boolean;
  /** A failure not worth retrying (what was to be sent is gone): FAILED at once. */
  final?: boolean;
  /** The queue's own columns to record with the outcome (e.g. the HTTP status of a webhook attempt). */
  columns?: Record<string, string | number | null>;
}

/** What one outbox adds to the shared machinery: its table, which rows may go, their payload and the attempt. */
export interface OutboxQueue<T extends ClaimedRow> {
  table: OutboxTable;
  /** A further condition on a due row (alias `d`). */
  eligible?: RawBuilder<unknown>;
  /** The claimed rows with what an attempt needs (rows gone meanwhile may be left out). */
  load(db: Db, rows: readonly ClaimedRow[]): Promise<T[]>;
  /** Makes one attempt; never throws. */
  attempt(item: T): Promise<AttemptResult>;
  /** What else the outcome changes, written with it in one transaction (only when this claim still holds the row). */
  settle?(tx: Tx, item: T, result: AttemptResult): Promise<void>;
}

export interface OutboxOptions {
  /** Attempts in flight at once in this process. */
  concurrency: number;
  /** Attempts of one tenant in flight at once, all processes together. */
  perTenant: number;
  /** Seconds before each retry; after the last, the row is FAILED. */
  retryDelays: readonly number[];
  /** How long a claim lasts: longer than any attempt can take. */
  leaseMs: number;
  /** How often an idle worker looks for due rows. */
  pollMs: number;
  clock: Clock;
  /**
   * Work that can wait gives way to the process's requests (docs/delivery.md "Sharing the process"):
   * while `busy()` says requests are being served, one attempt at a time, and after each a rest of
   * `(1 / share - 1)` times its duration, so the attempts take at most `share` of the time.
   */
  yieldTo?: { foreground: Foreground; share: number };
  onError?: (err: unknown) => void;
}

/** What a background worker knows of the process's foreground work (requests being served). */
export interface Foreground {
  busy(): boolean;
}

/** How often a resting worker looks again whether the requests have stopped. */
const REST_CHECK_MS = 50;

export interface OutboxWorker {
  /** Stops claiming; attempts in flight finish before it resolves. */
  stop(): Promise<void>;
}

/**
 * Claims up to `limit` due rows fairly (one short transaction) and loads them; 'busy' when another
 * process is claiming from the queue at this moment (try again shortly).
 */
export async function claimDue<T extends ClaimedRow>(
  db: Db,
  queue: OutboxQueue<T>,
  claimId: string,
  limit: number,
  o: OutboxOptions,
): Promise<T[] | 'busy'> {
  const rows = await inTransaction(db, (tx) =>
    claimFairly(tx, queue.table, {
      claimId,
      limit,
      perTenant: o.perTenant,
      leaseMs: o.leaseMs,
      ...(queue.eligible ? { eligible: queue.eligible } : {}),
    }),
  );
  if (rows === 'busy') return 'busy';
  return rows.length === 0 ? [] : queue.load(db, rows);
}

/** Waiting room for at most `n` at once. */
class Slots {
  private used = 0;
  private readonly waiting: Array<() => void> = [];
  constructor(private readonly n: number) {}
  async run<R>(work: () => Promise<R>): Promise<R> {
    if (this.used >= this.n) await new Promise<void>((resolve) => this.waiting.push(resolve));
    else this.used++;
    try {
      return await work();
    } finally {
      const next = this.waiting.shift();
      if (next) next();
      else this.used--;
    }
  }
}

/** How soon a worker tries again when another process was claiming. */
const BUSY_RETRY_MS = 25;
/** Outcomes written at once by one worker (each takes a pooled connection for one statement). */
const FINISH_CONNECTIONS = 4;

/** Makes one claimed attempt and records its outcome (success, a retry at its time, or FAILED). */
/** Times the outcome and its settlement are tried together before the outcome is written alone. */
const SETTLE_TRIES = 3;

export async function attemptClaimed<T extends ClaimedRow>(
  db: Db,
  queue: OutboxQueue<T>,
  item: T,
  claimId: string,
  o: OutboxOptions,
  finishing: { run<R>(work: () => Promise<R>): Promise<R> } = { run: (work) => work() },
): Promise<void> {
  const key = { tenantId: item.tenant_id, id: item.id, claimId };
  // A live claim is never taken over: while the attempt is in flight (a slow SMTP server answering
  // each step just inside its timeout) its lease is pushed ahead every third of it.
  const heartbeat = setInterval(() => void extendClaim(db, queue.table, key, o.leaseMs).catch(() => undefined), o.leaseMs / 3);
  heartbeat.unref();
  let result: AttemptResult;
  try {
    result = await queue.attempt(item);
  } finally {
    clearInterval(heartbeat);
  }
  const next = result.ok || result.final ? null : nextAttemptAfter(item.attempt + 1, o.retryDelays, o.clock.now());
  const outcome = {
    status: result.ok ? ('SUCCEEDED' as const) : next ? ('PENDING' as const) : ('FAILED' as const),
    nextAttemptTime: next,
    ...(result.columns ? { columns: result.columns } : {}),
  };
  const settle = queue.settle?.bind(queue);
  await finishing.run(async () => {
    if (!settle) return void (await finishClaimed(db, queue.table, key, outcome));
    // The outcome is recorded whatever settling it does: an unrecorded success would be sent again
    // once the lease ends. A failed settlement (a deadlock) is tried again; past that the outcome is
    // written alone and the error reported (docs/delivery.md "Sharing the process").
    for (let tries = 1; ; tries++) {
      try {
        return await inTransaction(db, async (tx) => {
          if (await finishClaimed(tx, queue.table, key, outcome)) await settle(tx, item, result);
        });
      } catch (err) {
        if (tries < SETTLE_TRIES) continue;
        await finishClaimed(db, queue.table, key, outcome);
        throw err;
      }
    }
  });
}

export function startOutbox<T extends ClaimedRow>(db: Db, queue: OutboxQueue<T>, o: OutboxOptions): OutboxWorker {
  let stopped = false;
  let wake: (() => void) | undefined;
  const inFlight = new Set<Promise<void>>();
  const sleep = (ms: number) =>
    new Promise<void>((resolve) => {
      const timer = setTimeout(resolve, ms);
      wake = () => {
        clearTimeout(timer);
        resolve();
      };
    });
  // The attempts' outcomes are written through a few connections at most, whatever the concurrency.
  const finishing = new Slots(FINISH_CONNECTIONS);
  const yielding = () => o.yieldTo?.foreground.busy() ?? false;
  // The earliest moment (performance.now()) a yielding worker claims again.
  let restUntil = 0;
  const run = (item: T, claimId: string) => {
    const began = performance.now();
    const p = attemptClaimed(db, queue, item, claimId, o, finishing)
      .catch((err) => o.onError?.(err))
      .finally(() => {
        inFlight.delete(p);
        if (o.yieldTo && yielding()) {
          const took = performance.now() - began;
          restUntil = Math.max(restUntil, performance.now() + took * (1 / o.yieldTo.share - 1));
        }
        wake?.();
      });
    inFlight.add(p);
  };
  // What an attempt changes is the worker's act (docs/records.md): one scope for the worker's life.
  const scope: AuditScope = {
    actor: { type: 'ACTOR_SYSTEM', id: `outbox:${queue.table}` },
    action: `job:outbox:${queue.table}`,
    requestId: newId(),
  };
  const loop = withAuditScope(scope, async () => {
    while (!stopped) {
      const giveWay = yielding();
      const rest = restUntil - performance.now();
      if (giveWay && rest > 0) {
        await sleep(Math.min(rest, REST_CHECK_MS));
        continue;
      }
      const free = (giveWay ? 1 : o.concurrency) - inFlight.size;
      let claimed = 0;
      let busy = false;
      if (free > 0) {
        try {
          const claimId = newId();
          const items = await claimDue(db, queue, claimId, free, o);
          if (items === 'busy') busy = true;
          else {
            claimed = items.length;
            for (const item of items) run(item, claimId);
          }
        } catch (err) {
          o.onError?.(err);
        }
      }
      // Claim again at once when every free slot was filled, soon when another process was claiming;
      // else wait for the next poll, or for an attempt to end (it frees a slot and its tenant's room).
      if (!stopped && claimed < Math.max(free, 1)) await sleep(busy ? Math.min(o.pollMs, BUSY_RETRY_MS) : o.pollMs);
    }
  });
  return {
    stop: async () => {
      stopped = true;
      wake?.();
      await loop;
      await Promise.all(inFlight);
    },
  };
}
