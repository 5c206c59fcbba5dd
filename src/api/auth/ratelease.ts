import type { Queryable } from '../../db/db';
import { leaseRate, returnRate, type LeaseRow } from '../../db/repos/auth.repo';

const WINDOW_MS = 60_000;
/** A slice unused this long goes back to the window, so other processes can lease it. */
const IDLE_RETURN_MS = 1_000;
const MAX_SLICE = 1_000;

/** Requests one lease asks for: 1 for small limits (every request its own statement, as exact as can be), at most 1/20 of the limit. */
export function sliceOf(limit: number): number {
  return Math.max(1, Math.min(MAX_SLICE, Math.floor(limit / 20)));
}

interface Slice {
  windowStart: Date;
  /** Requests of this slice not yet admitted. */
  left: number;
  /** The window's count after the lease (for the remaining-requests estimate). */
  count: number;
  offsetMs: number;
  lastUse: number;
  /** The lease got less than it asked for: the window is nearly spent, ask for one at a time. */
  short: boolean;
}

export interface Admission {
  admitted: boolean;
  limit: number;
  /** Requests the tenant has left in this window, as far as this process knows. */
  remaining: number;
  resetSeconds: number;
}

/**
 * The per-tenant, per-minute rate limit shared by every process on the database (docs/deployment.md,
 * "Rate-limit leases"): a process leases a slice of the tenant's window in one statement, admits
 * requests from it locally and returns what it did not use. What all processes admit in a window never
 * exceeds the limit, since the database grants only what is left.
 */
export class RateLeases {
  private readonly slices = new Map<string, Slice>();
  private readonly leasing = new Map<string, Promise<unknown>>();
  private readonly timer: NodeJS.Timeout;

  constructor(
    private readonly db: Queryable,
    private readonly now: () => number = Date.now,
  ) {
    this.timer = setInterval(() => void this.returnIdle(), IDLE_RETURN_MS / 2);
    this.timer.unref();
  }

  async admit(tenantId: string, limit: number): Promise<Admission> {
    for (;;) {
      const s = this.slices.get(tenantId);
      if (s && s.left > 0 && this.current(s)) {
        s.left--;
        s.lastUse = this.now();
        return this.answer(s, limit, true);
      }
      const running = this.leasing.get(tenantId);
      if (running) {
        await running.catch(() => undefined);
        continue;
      }
      const want = s && s.short && this.current(s) ? 1 : sliceOf(limit);
      const lease = leaseRate(this.db, tenantId, want, limit);
      this.leasing.set(tenantId, lease);
      let row: LeaseRow;
      try {
        row = await lease;
      } finally {
        this.leasing.delete(tenantId);
      }
      const fresh: Slice = {
        windowStart: row.window_start,
        left: Math.max(0, row.granted - 1),
        count: row.count,
        offsetMs: row.db_now.getTime() - this.now(),
        lastUse: this.now(),
        short: row.granted < want,
      };
      const old = this.slices.get(tenantId);
      // A slice of the same window left over by a concurrent lease keeps its units.
      if (old && old.windowStart.getTime() === fresh.windowStart.getTime()) fresh.left += old.left;
      this.slices.set(tenantId, fresh);
      return this.answer(fresh, limit, row.granted > 0);
    }
  }

  /** Gives every unused slice back (at shutdown). */
  async close(): Promise<void> {
    clearInterval(this.timer);
    await this.returnIdle(0);
  }

  private current(s: Slice): boolean {
    return this.now() + s.offsetMs < s.windowStart.getTime() + WINDOW_MS;
  }

  private answer(s: Slice, limit: number, admitted: boolean): Admission {
    const dbNow = this.now() + s.offsetMs;
    return {
      admitted,
      limit,
      remaining: admitted ? Math.max(0, limit - s.count) + s.left : 0,
      resetSeconds: Math.max(1, Math.ceil((s.windowStart.getTime() + WINDOW_MS - dbNow) / 1000)),
    };
  }

  private async returnIdle(idleMs = IDLE_RETURN_MS): Promise<void> {
    const returns: Promise<void>[] = [];
    for (const [tenantId, s] of this.slices) {
      if (!this.current(s)) {
        this.slices.delete(tenantId);
      } else if (s.left > 0 && this.now() - s.lastUse >= idleMs) {
        const unused = s.left;
        this.slices.delete(tenantId);
        returns.push(returnRate(this.db, tenantId, s.windowStart, unused).catch(() => undefined));
      }
    }
    await Promise.all(returns);
  }
}
