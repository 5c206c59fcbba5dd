import { sql, type Insertable, type Selectable, type Updateable } from 'kysely';
import type { Queryable } from '../db';
import { keysetPage } from '../paging';
import type { WebhookDeliveryTable, WebhookEndpointTable } from '../schema/events';

export type WebhookEndpointRow = Selectable<WebhookEndpointTable>;
export type WebhookDeliveryRow = Selectable<WebhookDeliveryTable>;

export async function insertEndpoint(db: Queryable, row: Insertable<WebhookEndpointTable>): Promise<WebhookEndpointRow> {
  return db.insertInto('webhook_endpoint').values(row).returningAll().executeTakeFirstOrThrow();
}

export async function getEndpoint(db: Queryable, tenantId: string, id: string): Promise<WebhookEndpointRow | undefined> {
  return db.selectFrom('webhook_endpoint').selectAll().where('tenant_id', '=', tenantId).where('id', '=', id).executeTakeFirst();
}

export async function listEndpoints(
  db: Queryable,
  tenantId: string,
  page: { after?: ReadonlyArray<string | number | null>; limit: number },
): Promise<WebhookEndpointRow[]> {
  const q = db.selectFrom('webhook_endpoint').selectAll().where('tenant_id', '=', tenantId);
  return keysetPage(q, { idColumn: 'id', descending: false, after: page.after, limit: page.limit }).execute();
}

export async function updateEndpoint(
  db: Queryable,
  tenantId: string,
  id: string,
  patch: Updateable<WebhookEndpointTable>,
): Promise<WebhookEndpointRow | undefined> {
  return db
    .updateTable('webhook_endpoint')
    .set({ ...patch, update_time: sql`now()` })
    .where('tenant_id', '=', tenantId)
    .where('id', '=', id)
    .returningAll()
    .executeTakeFirst();
}

/** Deletes the endpoint and (cascade) its deliveries; false when there was none. */
export async function deleteEndpoint(db: Queryable, tenantId: string, id: string): Promise<boolean> {
  const res = await db.deleteFrom('webhook_endpoint').where('tenant_id', '=', tenantId).where('id', '=', id).executeTakeFirst();
  return Number(res.numDeletedRows) > 0;
}

export async function insertDelivery(
  db: Queryable,
  row: { tenant_id: string; id: string; endpoint_id: string; event_id: string; event_type: string },
): Promise<WebhookDeliveryRow> {
  return db.insertInto('webhook_delivery').values(row).returningAll().executeTakeFirstOrThrow();
}

/** An endpoint's deliveries, newest first (create_time, id descending); limit + 1 rows. */
export async function listDeliveries(
  db: Queryable,
  tenantId: string,
  endpointId: string,
  page: { after?: ReadonlyArray<string | number | null>; limit: number },
): Promise<WebhookDeliveryRow[]> {
  const q = db.selectFrom('webhook_delivery').selectAll().where('tenant_id', '=', tenantId).where('endpoint_id', '=', endpointId);
  return keysetPage(q, { sortColumn: 'create_time', idColumn: 'id', descending: true, after: page.after, limit: page.limit }).execute();
}

/** A claimed attempt: the delivery, its endpoint's url and secret, and the event. */
export interface ClaimedDelivery {
  tenant_id: string;
  id: string;
  attempt: number;
  claim_id: string;
  url: string;
  secret: string;
  environment: 'sandbox' | 'production';
  event_id: string;
  event_type: string;
  event_create_time: Date;
  object: unknown;
  previous_attributes: unknown;
}

/**
 * Claims up to `limit` due deliveries of enabled endpoints (FOR UPDATE SKIP LOCKED, so concurrent
 * workers take disjoint rows) and leases them: next_attempt_time moves `leaseMs` ahead and claim_id
 * marks the owner. A worker that dies leaves the lease to expire, and the attempt is claimed again.
 */
export async function claimDue(db: Queryable, claimId: string, limit: number, leaseMs: number): Promise<ClaimedDelivery[]> {
  const res = await sql<ClaimedDelivery>`
    WITH due AS (
      SELECT d.tenant_id, d.id FROM webhook_delivery d
      JOIN webhook_endpoint w ON w.tenant_id = d.tenant_id AND w.id = d.endpoint_id AND w.status = 'ENABLED'
      WHERE d.status = 'PENDING' AND d.next_attempt_time <= now()
      ORDER BY d.next_attempt_time
      LIMIT ${limit}
      FOR UPDATE OF d SKIP LOCKED
    ), claimed AS (
      UPDATE webhook_delivery d SET claim_id = ${claimId}::uuid, next_attempt_time = now() + ${leaseMs} * interval '1 millisecond'
      FROM due WHERE d.tenant_id = due.tenant_id AND d.id = due.id
      RETURNING d.tenant_id, d.id, d.attempt, d.claim_id, d.endpoint_id, d.event_id, d.event_type
    )
    SELECT c.tenant_id, c.id, c.attempt, c.claim_id, w.url, w.secret, t.environment, c.event_id, c.event_type,
      e.create_time AS event_create_time, e.object, e.previous_attributes
    FROM claimed c
    JOIN webhook_endpoint w ON w.tenant_id = c.tenant_id AND w.id = c.endpoint_id
    JOIN tenant t ON t.id = c.tenant_id
    LEFT JOIN event e ON e.tenant_id = c.tenant_id AND e.id = c.event_id
  `.execute(db);
  return res.rows;
}

/** Records an attempt's outcome if this worker still holds the claim; false when it does not. */
export async function finishAttempt(
  db: Queryable,
  d: { tenantId: string; id: string; claimId: string },
  outcome: { status: 'PENDING' | 'SUCCEEDED' | 'FAILED'; responseStatus: number; durationMs: number; nextAttemptTime: Date | null },
): Promise<boolean> {
  const res = await db
    .updateTable('webhook_delivery')
    .set({
      attempt: sql`attempt + 1`,
      status: outcome.status,
      response_status: outcome.responseStatus,
      duration_ms: outcome.durationMs,
      ...(outcome.nextAttemptTime ? { next_attempt_time: outcome.nextAttemptTime } : {}),
      claim_id: null,
    })
    .where('tenant_id', '=', d.tenantId)
    .where('id', '=', d.id)
    .where('claim_id', '=', d.claimId)
    .executeTakeFirst();
  return Number(res.numUpdatedRows) > 0;
}
