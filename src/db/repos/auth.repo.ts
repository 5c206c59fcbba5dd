import { sql } from 'kysely';
import type { Queryable } from '../db';

export interface KeyLookupRow {
  tenant_id: string;
  key_id: string;
  provider_id: string;
  environment: 'sandbox' | 'production';
  expire_time: Date | null;
  revoke_time: Date | null;
  rate_limit_per_minute: number | null;
  tax_rounding: string;
  bill_run_hour_jst: number;
  db_now: Date;
}

/** The key with its tenant and provider settings, found by hash (cached per process by services/keycache.ts). */
export async function lookupKey(db: Queryable, hash: Buffer): Promise<KeyLookupRow | undefined> {
  const { rows } = await sql<KeyLookupRow>`
    SELECT k.tenant_id, k.id AS key_id, t.provider_id, t.environment, k.expire_time, k.revoke_time,
           p.rate_limit_per_minute, p.tax_rounding, p.bill_run_hour_jst, now() AS db_now
    FROM api_key k
    JOIN tenant t ON t.id = k.tenant_id
    JOIN provider p ON p.id = t.provider_id
    WHERE k.hash = ${hash}
  `.execute(db);
  return rows[0];
}

export interface LeaseRow {
  /** Requests this lease may admit (0: the window's budget is spent). */
  granted: number;
  /** The window's count after this statement: every unit leased or asked for past the limit. */
  count: number;
  window_start: Date;
  db_now: Date;
}

/**
 * Leases up to `want` requests of the tenant's current one-minute window in one statement: the
 * window's count grows by `want`, and what is granted never takes the window past `limit` (the row
 * is locked while it is updated, so two processes never both get the last units).
 */
export async function leaseRate(db: Queryable, tenantId: string, want: number, limit: number): Promise<LeaseRow> {
  const { rows } = await sql<LeaseRow>`
    INSERT INTO rate_limit_window AS w (tenant_id, window_start, count, granted)
    VALUES (${tenantId}, date_trunc('minute', now()), ${want}, LEAST(${want}::int, ${limit}::int))
    ON CONFLICT (tenant_id, window_start) DO UPDATE
      SET count = w.count + ${want}::int, granted = GREATEST(0, LEAST(${want}::int, ${limit}::int - w.count))
    RETURNING granted, count, window_start, now() AS db_now
  `.execute(db);
  return rows[0]!;
}

/** Gives back `unused` leased requests of one window (they were counted but never admitted). */
export async function returnRate(db: Queryable, tenantId: string, windowStart: Date, unused: number): Promise<void> {
  await db
    .updateTable('rate_limit_window')
    .set({ count: sql<number>`GREATEST(0, count - ${unused}::int)` })
    .where('tenant_id', '=', tenantId)
    .where('window_start', '=', windowStart)
    .execute();
}

/** Drops finished rate-limit windows (called periodically). */
export async function pruneRateLimitWindows(db: Queryable): Promise<void> {
  await db
    .deleteFrom('rate_limit_window')
    .where('window_start', '<', sql<Date>`now() - interval '5 minutes'`)
    .execute();
}
