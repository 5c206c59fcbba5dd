import { sql } from 'kysely';
import type { Queryable } from '../db';
import { DEFERRED } from '../client';

export interface StoredIdempotency {
  request_hash: string;
  status_code: number | null;
  response: unknown;
}

/**
 * Claims an idempotency key inside the caller's transaction. Returns undefined when this request
 * owns the key (a concurrent request with the same key waits on the unique index until this
 * transaction ends), or the row stored by an earlier request. Rows older than 24 h are replaced.
 */
export async function claimIdempotencyKey(
  db: Queryable,
  tenantId: string,
  key: string,
  requestHash: string,
): Promise<StoredIdempotency | undefined> {
  const inserted = await sql<{ key: string }>`
    INSERT INTO idempotency_key (tenant_id, key, request_hash)
    VALUES (${tenantId}, ${key}, ${requestHash})
    ON CONFLICT (tenant_id, key) DO UPDATE
      SET request_hash = EXCLUDED.request_hash, status_code = NULL, response = NULL, create_time = now()
      WHERE idempotency_key.create_time < now() - interval '24 hours'
    RETURNING key
  `.execute(db);
  if (inserted.rows.length) return undefined;
  return db
    .selectFrom('idempotency_key')
    .select(['request_hash', 'status_code', 'response'])
    .where('tenant_id', '=', tenantId)
    .where('key', '=', key)
    .executeTakeFirstOrThrow();
}

export async function storeIdempotentResponse(
  db: Queryable,
  tenantId: string,
  key: string,
  statusCode: number,
  response: unknown,
): Promise<void> {
  await db
    .updateTable('idempotency_key')
    .set({ status_code: statusCode, response: JSON.stringify(response) })
    .where('tenant_id', '=', tenantId)
    .where('key', '=', key)
    .modifyEnd(sql.raw(DEFERRED))
    .execute();
}

export async function pruneIdempotencyKeys(db: Queryable): Promise<void> {
  await db
    .deleteFrom('idempotency_key')
    .where('create_time', '<', sql<Date>`now() - interval '24 hours'`)
    .execute();
}
