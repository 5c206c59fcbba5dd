import { sql, type Insertable, type Selectable, type Updateable } from 'kysely';
import type { Queryable } from '../db';
import { keysetPage } from '../paging';
import { arrayColumn } from '../arrays';
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
  url: string;
  secret: string;
  environment: 'sandbox' | 'production';
  event_id: string;
  event_type: string;
  event_create_time: Date;
  object: unknown;
  previous_attributes: unknown;
}

/** A delivery may be attempted only while its endpoint is enabled (the condition on the queue row `d`). */
export const DELIVERABLE = sql`EXISTS (SELECT 1 FROM webhook_endpoint w WHERE w.tenant_id = d.tenant_id AND w.id = d.endpoint_id AND w.status = 'ENABLED')`;

/** The claimed deliveries with their endpoint, tenant and event (the event may have been pruned: null object). */
export async function loadDeliveries(
  db: Queryable,
  keys: ReadonlyArray<{ tenant_id: string; id: string; attempt: number }>,
): Promise<ClaimedDelivery[]> {
  const res = await sql<ClaimedDelivery>`
    SELECT d.tenant_id, d.id, d.attempt, w.url, w.secret, t.environment, d.event_id, d.event_type,
      e.create_time AS event_create_time, e.object, e.previous_attributes
    FROM unnest(${arrayColumn('uuid', keys, (k) => k.tenant_id)}, ${arrayColumn('uuid', keys, (k) => k.id)}) AS k(tenant_id, id)
    JOIN webhook_delivery d ON d.tenant_id = k.tenant_id AND d.id = k.id
    JOIN webhook_endpoint w ON w.tenant_id = d.tenant_id AND w.id = d.endpoint_id
    JOIN tenant t ON t.id = d.tenant_id
    LEFT JOIN event e ON e.tenant_id = d.tenant_id AND e.id = d.event_id
  `.execute(db);
  return res.rows;
}

/** How many endpoints the tenant has, counted after waiting for any other endpoint create of the tenant to commit. */
export async function countEndpointsLocked(tx: Queryable, tenantId: string): Promise<number> {
  await sql`SELECT pg_advisory_xact_lock(hashtextextended(${`webhook_endpoint:${tenantId}`}, 0))`.execute(tx);
  const row = await tx
    .selectFrom('webhook_endpoint')
    .select((eb) => eb.fn.countAll<string>().as('n'))
    .where('tenant_id', '=', tenantId)
    .executeTakeFirstOrThrow();
  return Number(row.n);
}
