/**
 * Exclusive per-tenant work without a held connection (docs/deployment.md "One tenant cannot starve
 * another"): a lease row taken in one statement, renewed while the work goes on and given back at
 * the end. A second taker is refused at once (`busy`), never queued on a connection; a process that
 * dies leaves its lease to run out.
 */
import type { Db } from '../../db/db';
import { releaseLease, renewLease, takeLease } from '../../db/repos/lease.repo';
import { newId } from '../../lib/ids';
import { ApiError } from '../../lib/errors';

export interface HeldLease {
  /** Extends the lease by its length from now; throws ABORTED when another claim took it meanwhile. */
  renew(): Promise<void>;
  /** Gives it back (a failure to do so leaves it to run out). */
  release(): Promise<void>;
}

export interface LeaseSpec {
  tenantId: string;
  /** The leases a taker may hold: the first one free is taken (several names = several at once). */
  names: readonly string[];
  /** How long the lease lasts unless renewed. */
  ms: number;
  /** The refusal when all are held; `retryAfterSeconds`: when the first of them runs out at the latest. */
  busy(retryAfterSeconds: number): ApiError;
}

export async function acquireTenantLease(db: Db, spec: LeaseSpec): Promise<HeldLease> {
  const claimId = newId();
  let soonest = Infinity;
  for (const name of spec.names) {
    const leftMs = await takeLease(db, spec.tenantId, name, claimId, spec.ms);
    if (leftMs === 0) {
      return {
        renew: async () => {
          if (!(await renewLease(db, spec.tenantId, name, claimId, spec.ms))) {
            throw new ApiError('ABORTED', `the ${name} lease ran out and was taken by another request; nothing more was done`, {
              reason: 'CONCURRENT_UPDATE',
            });
          }
        },
        release: () => releaseLease(db, spec.tenantId, name, claimId).catch(() => undefined),
      };
    }
    soonest = Math.min(soonest, leftMs);
  }
  throw spec.busy(Math.max(1, Math.ceil(soonest / 1000)));
}

export async function withTenantLease<T>(db: Db, spec: LeaseSpec, work: (lease: HeldLease) => Promise<T>): Promise<T> {
  const lease = await acquireTenantLease(db, spec);
  try {
    return await work(lease);
  } finally {
    await lease.release();
  }
}
