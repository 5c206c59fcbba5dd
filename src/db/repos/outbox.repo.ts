import { sql, type RawBuilder } from 'kysely';
import type { Queryable, Tx } from '../db';

/**
 * The queue tables of the outboxes (src/services/outbox). Each has the columns tenant_id, id,
 * attempt (made so far), status ('PENDING', then 'SUCCEEDED' or 'FAILED'), next_attempt_time and
 * claim_id (set only on a PENDING row), an index on (tenant_id, next_attempt_time) WHERE status =
 * 'PENDING' and one on (tenant_id, next_attempt_time) WHERE claim_id IS NOT NULL.
 */
export type OutboxTable = 'webhook_delivery' | 'document_render' | 'mail_delivery';

export interface ClaimedRow {
  tenant_id: string;
  id: string;
  /** Attempts made before this one. */
  attempt: number;
}

export interface FairClaim {
  claimId: string;
  /** Rows to claim at most (the worker's free slots). */
  limit: number;
  /** Attempts of one tenant in flight at most, those of every process counted. */
  perTenant: number;
  leaseMs: number;
  /** A further condition a due row must meet (on the row as `d`), e.g. that its endpoint is enabled. */
  eligible?: RawBuilder<unknown>;
}

/**
 * Claims due rows fairly and leases them (next_attempt_time moves `leaseMs` ahead, claim_id marks
 * the owner), in the caller's transaction: claimers of the queue take turns (a transaction lock on
 * the connection doing the claim, tried, never waited for: 'busy' when another claimer holds it),
 * so the per-tenant count is exact across processes. The tenants
 * with pending rows are walked one by one through the index; each offers its oldest due rows up to
 * its room (`perTenant` less its rows in flight, FOR UPDATE SKIP LOCKED). Rows are taken in turns:
 * a tenant's next row has the turn of its rows in flight plus one, so the tenants with the fewest
 * attempts in flight go first (round robin), the oldest due first within a turn.
 */
export async function claimFairly(tx: Tx, table: OutboxTable, c: FairClaim): Promise<ClaimedRow[] | 'busy'> {
  const t = sql.table(table);
  const { rows: lock } = await sql<{
    got: boolean;
  }>`SELECT pg_try_advisory_xact_lock(hashtextextended(${`outbox:${table}`}, 0)) AS got`.execute(tx);
  if (!lock[0]!.got) return 'busy';
  const eligible = c.eligible ? sql`AND ${c.eligible}` : sql``;
  const { rows } = await sql<ClaimedRow>`
    WITH RECURSIVE tenants AS (
      (SELECT d.tenant_id FROM ${t} d WHERE d.status = 'PENDING' ORDER BY d.tenant_id LIMIT 1)
      UNION ALL
      SELECT (SELECT d.tenant_id FROM ${t} d WHERE d.status = 'PENDING' AND d.tenant_id > p.tenant_id ORDER BY d.tenant_id LIMIT 1)
      FROM tenants p WHERE p.tenant_id IS NOT NULL
    ), busy AS (
      SELECT p.tenant_id, (
        SELECT count(*) FROM ${t} b
        WHERE b.tenant_id = p.tenant_id AND b.claim_id IS NOT NULL AND b.next_attempt_time > now()
      )::int AS in_flight
      FROM tenants p WHERE p.tenant_id IS NOT NULL
    ), offered AS (
      SELECT o.tenant_id, o.id, o.next_attempt_time,
        r.in_flight + row_number() OVER (PARTITION BY o.tenant_id ORDER BY o.next_attempt_time, o.id) AS turn
      FROM busy r CROSS JOIN LATERAL (
        SELECT d.tenant_id, d.id, d.next_attempt_time FROM ${t} d
        WHERE d.tenant_id = r.tenant_id AND d.status = 'PENDING' AND d.next_attempt_time <= now() ${eligible}
        ORDER BY d.next_attempt_time
        LIMIT GREATEST(${c.perTenant}::int - r.in_flight, 0)
        FOR UPDATE OF d SKIP LOCKED
      ) o
    ), chosen AS (
      SELECT tenant_id, id FROM offered ORDER BY turn, next_attempt_time LIMIT ${c.limit}
    )
    UPDATE ${t} d SET claim_id = ${c.claimId}::uuid, next_attempt_time = now() + ${c.leaseMs} * interval '1 millisecond'
    FROM chosen WHERE d.tenant_id = chosen.tenant_id AND d.id = chosen.id
    RETURNING d.tenant_id, d.id, d.attempt
  `.execute(tx);
  return rows;
}

export interface ClaimOutcome {
  status: 'PENDING' | 'SUCCEEDED' | 'FAILED';
  /** When a PENDING row is due again. */
  nextAttemptTime: Date | null;
  /** Columns of the queue's own (the attempt's result) to set as well. */
  columns?: Record<string, string | number | null>;
}

/** Pushes a held claim's lease `leaseMs` ahead (its attempt is still in flight); false when the claim no longer holds. */
export async function extendClaim(
  db: Queryable,
  table: OutboxTable,
  key: { tenantId: string; id: string; claimId: string },
  leaseMs: number,
): Promise<boolean> {
  const res = await sql`
    UPDATE ${sql.table(table)} SET next_attempt_time = now() + ${leaseMs} * interval '1 millisecond'
    WHERE tenant_id = ${key.tenantId} AND id = ${key.id} AND claim_id = ${key.claimId} AND status = 'PENDING'
  `.execute(db);
  return Number(res.numAffectedRows ?? 0) > 0;
}

/** Records an attempt's outcome if this claim still holds the row; false when it does not. */
export async function finishClaimed(
  db: Queryable,
  table: OutboxTable,
  key: { tenantId: string; id: string; claimId: string },
  outcome: ClaimOutcome,
): Promise<boolean> {
  const extra = Object.entries(outcome.columns ?? {}).map(([column, value]) => sql`, ${sql.ref(column)} = ${value}`);
  const next = outcome.nextAttemptTime ? sql`, next_attempt_time = ${outcome.nextAttemptTime}` : sql``;
  const res = await sql`
    UPDATE ${sql.table(table)} SET attempt = attempt + 1, status = ${outcome.status}, claim_id = NULL ${next} ${sql.join(extra, sql``)}
    WHERE tenant_id = ${key.tenantId} AND id = ${key.id} AND claim_id = ${key.claimId}
  `.execute(db);
  return Number(res.numAffectedRows ?? 0) > 0;
}
