import { CompiledQuery, sql, type Selectable } from 'kysely';
import type { Queryable } from '../db';
import { DEFERRED } from '../client';
import { keysetPage } from '../paging';
import type { EventTable } from '../schema/events';

export type EventRow = Selectable<EventTable>;

export interface NewEventRow {
  id: string;
  type: string;
  create_time: Date;
  /** The JSON text of the object and of the previous attributes (null when none). */
  object: string;
  previous_attributes: string | null;
}

/**
 * Inserts a tenant's events and queues one delivery per event for every enabled endpoint that
 * wants its type: one statement (the outbox and its fan-out commit with the caller's transaction).
 * Inside a transaction it is written without waiting for its answer (DEFERRED, src/db/client.ts): a
 * failure surfaces at the transaction's next statement or its COMMIT.
 *
 * Every write runs it, so its text is put together once per number of events (cached) instead of
 * through the query builder on every call.
 */
export async function insertEvents(db: Queryable, tenantId: string, rows: readonly NewEventRow[]): Promise<void> {
  if (rows.length === 0) return;
  const parameters: unknown[] = [tenantId];
  for (const r of rows) parameters.push(r.id, r.type, r.create_time, r.object, r.previous_attributes);
  await db.executeQuery(CompiledQuery.raw(eventInsertText(rows.length), parameters));
}

const eventInsertTexts = new Map<number, string>();

/** The event insert for `n` events: $1 is the tenant, then five parameters per event. */
function eventInsertText(n: number): string {
  let text = eventInsertTexts.get(n);
  if (text !== undefined) return text;
  const tuples = Array.from({ length: n }, (_, i) => {
    const p = 2 + i * 5;
    return `($1, $${p}, $${p + 1}, $${p + 2}, $${p + 3}, $${p + 4})`;
  });
  text =
    `WITH ev AS (INSERT INTO event (tenant_id, id, type, create_time, object, previous_attributes) VALUES ${tuples.join(', ')} ` +
    `RETURNING tenant_id, id, type) ` +
    `INSERT INTO webhook_delivery (tenant_id, id, endpoint_id, event_id, event_type) ` +
    `SELECT ev.tenant_id, gen_random_uuid(), w.id, ev.id, ev.type FROM ev JOIN webhook_endpoint w ON w.tenant_id = ev.tenant_id ` +
    `AND w.status = 'ENABLED' AND (cardinality(w.event_types) = 0 OR ev.type = ANY(w.event_types)) ${DEFERRED}`;
  if (eventInsertTexts.size < 2_000) eventInsertTexts.set(n, text);
  return text;
}

export async function getEvent(db: Queryable, tenantId: string, id: string): Promise<EventRow | undefined> {
  return db.selectFrom('event').selectAll().where('tenant_id', '=', tenantId).where('id', '=', id).executeTakeFirst();
}

export interface EventListQuery {
  types: readonly string[];
  from?: Date;
  to?: Date;
  after?: ReadonlyArray<string | number | null>;
  limit: number;
}

/** Newest first: keyset on (create_time, id) descending; limit + 1 rows. */
export async function listEvents(db: Queryable, tenantId: string, q: EventListQuery): Promise<EventRow[]> {
  let qb = db.selectFrom('event').selectAll().where('tenant_id', '=', tenantId);
  if (q.types.length > 0) qb = qb.where('type', 'in', q.types);
  if (q.from) qb = qb.where('create_time', '>=', q.from);
  if (q.to) qb = qb.where('create_time', '<', q.to);
  return keysetPage(qb, { sortColumn: 'create_time', idColumn: 'id', descending: true, after: q.after, limit: q.limit }).execute();
}

/** Deletes events recorded before `before` (retention), at most `limit` per call; returns how many. */
export async function pruneEvents(db: Queryable, before: Date, limit: number): Promise<number> {
  const res = await sql`
    DELETE FROM event WHERE ctid IN (SELECT ctid FROM event WHERE record_time < ${before} LIMIT ${limit})
  `.execute(db);
  return Number(res.numAffectedRows ?? 0);
}
