import { sql, type Selectable } from 'kysely';
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
 */
export async function insertEvents(db: Queryable, tenantId: string, rows: readonly NewEventRow[]): Promise<void> {
  if (rows.length === 0) return;
  await db
    .with('ev', (q) =>
      q
        .insertInto('event')
        .values(rows.map((r) => ({ tenant_id: tenantId, ...r })))
        .returning(['tenant_id', 'id', 'type']),
    )
    .insertInto('webhook_delivery')
    .columns(['tenant_id', 'id', 'endpoint_id', 'event_id', 'event_type'])
    .expression((eb) =>
      eb
        .selectFrom('ev')
        .innerJoin('webhook_endpoint as w', (j) =>
          j
            .onRef('w.tenant_id', '=', 'ev.tenant_id')
            .on('w.status', '=', 'ENABLED')
            .on(sql<boolean>`(cardinality(w.event_types) = 0 OR ev.type = ANY(w.event_types))`),
        )
        .select([
          'ev.tenant_id',
          sql<string>`gen_random_uuid()`.as('id'),
          'w.id as endpoint_id',
          'ev.id as event_id',
          'ev.type as event_type',
        ]),
    )
    .modifyEnd(sql.raw(DEFERRED))
    .execute();
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
