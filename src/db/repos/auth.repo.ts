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
  clock_now: Date | null;
  /** Requests counted in the current window including this one; null when the key is not usable. */
  count: number | null;
  window_start: Date | null;
  db_now: Date;
}

/**
 * One round trip per request: find the key by hash, and, when the key is usable, count the request
 * in the tenant's current one-minute window (shared by every process on this database).
 */
export async function lookupKeyAndCount(db: Queryable, hash: Buffer): Promise<KeyLookupRow | undefined> {
  const { rows } = await sql<KeyLookupRow>`
    WITH k AS (
      SELECT k.tenant_id, k.id AS key_id, t.provider_id, t.environment, k.expire_time, k.revoke_time,
             p.rate_limit_per_minute, p.tax_rounding, p.bill_run_hour_jst, c.now AS clock_now
      FROM api_key k
      JOIN tenant t ON t.id = k.tenant_id
      JOIN provider p ON p.id = t.provider_id
      LEFT JOIN test_clock c ON c.tenant_id = k.tenant_id
      WHERE k.hash = ${hash}
    ), w AS (
      INSERT INTO rate_limit_window (tenant_id, window_start, count)
      SELECT tenant_id, date_trunc('minute', now()), 1 FROM k
      WHERE k.revoke_time IS NULL AND (k.expire_time IS NULL OR k.expire_time > now())
      ON CONFLICT (tenant_id, window_start) DO UPDATE SET count = rate_limit_window.count + 1
      RETURNING count, window_start
    )
    SELECT k.*, w.count, w.window_start, now() AS db_now FROM k LEFT JOIN w ON true
  `.execute(db);
  return rows[0];
}

/** Drops finished rate-limit windows (called periodically). */
export async function pruneRateLimitWindows(db: Queryable): Promise<void> {
  await db
    .deleteFrom('rate_limit_window')
    .where('window_start', '<', sql<Date>`now() - interval '5 minutes'`)
    .execute();
}
