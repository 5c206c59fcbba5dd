import { ApiError } from '../lib/errors';

/**
 * Admission of heavy operations (docs/deployment.md "One tenant cannot starve another"): the paths
 * marked `heavy` (an early billing, a test clock advance) hold database connections for long, so
 * each process runs at most `perTenant` of one tenant's and `perProcess` of all tenants' at once.
 * One more is refused at once with RESOURCE_EXHAUSTED (CONCURRENCY_LIMIT_EXCEEDED, Retry-After)
 * before it takes a connection: a burst of one tenant never queues on the pool the others need.
 */
export interface HeavyLimits {
  perTenant: number;
  perProcess: number;
}

/** Seconds a refused heavy request is told to wait. */
const RETRY_AFTER_SECONDS = 1;

export class HeavyWork {
  private readonly running = new Map<string, number>();
  private total = 0;

  constructor(readonly limits: HeavyLimits) {}

  /** Takes a slot for the tenant or throws; the answer gives it back (once, however often called). */
  enter(tenantId: string, path: string): () => void {
    const mine = this.running.get(tenantId) ?? 0;
    if (mine >= this.limits.perTenant) throw refused(path, this.limits.perTenant, 'tenant');
    if (this.total >= this.limits.perProcess) throw refused(path, this.limits.perProcess, 'server');
    this.running.set(tenantId, mine + 1);
    this.total++;
    let released = false;
    return () => {
      if (released) return;
      released = true;
      this.total--;
      const left = (this.running.get(tenantId) ?? 1) - 1;
      if (left === 0) this.running.delete(tenantId);
      else this.running.set(tenantId, left);
    };
  }

  /** Heavy operations running now (of one tenant, or of all). */
  inFlight(tenantId?: string): number {
    return tenantId === undefined ? this.total : (this.running.get(tenantId) ?? 0);
  }
}

function refused(path: string, limit: number, scope: 'tenant' | 'server'): ApiError {
  const whose = scope === 'tenant' ? 'this tenant has' : 'the server has';
  return new ApiError(
    'RESOURCE_EXHAUSTED',
    `${whose} ${limit} heavy requests (${path} among them) running already; try again in ${RETRY_AFTER_SECONDS} s`,
    { reason: 'CONCURRENCY_LIMIT_EXCEEDED', limit, scope, retryAfterSeconds: RETRY_AFTER_SECONDS },
    { 'retry-after': String(RETRY_AFTER_SECONDS) },
  );
}
