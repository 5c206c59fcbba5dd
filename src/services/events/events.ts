/**
 * The transactional outbox (docs/events.md): every change that has an event type writes it with
 * `recordEvents` on the same transaction (ctx.db), so a rolled-back change leaves no event. The
 * event's object is the resource exactly as the API presents it: the presenters come in the
 * context's ports (ctx.ports.present), so services stay below api/.
 */
import {
  getEvent,
  insertEvents,
  listEvents,
  pruneEvents,
  type EventListQuery,
  type EventRow,
  type NewEventRow,
} from '../../db/repos/event.repo';
import type { Queryable } from '../../db/db';
import { notFound } from '../../lib/errors';
import { isUuid, newId } from '../../lib/ids';
import type { BillingView } from '../billing';
import type { ServiceCtx } from '../context';
import type { EventPresenters } from '../kernel';

export const EVENT_TYPES = [
  'customer.created',
  'customer.updated',
  'customer.deleted',
  'contract.created',
  'contract.confirmed',
  'amendment.created',
  'amendment.canceled',
  'billing.created',
  'billing.status_changed',
  'billing.invalidated',
  'payment.recorded',
  'bill_run.completed',
  'invoice.issued',
  'invoice.status_changed',
  'invoice.voided',
  'creditnote.issued',
  'customer.credit_changed',
  'invoice.reminder_sent',
  'directdebit.failed',
] as const;
export type EventType = (typeof EVENT_TYPES)[number];

/** Events are kept at least this long (real time), then pruned. */
export const EVENT_RETENTION_DAYS = 30;

export interface NewEvent {
  type: EventType;
  object: object;
  /** Old values of the changed fields (status changes); omitted when none. */
  previousAttributes?: Record<string, unknown>;
}

/** Writes `events` on `db` (the change's transaction) at `now`, the tenant's clock. */
export async function recordEvents(db: Queryable, tenantId: string, now: Date, events: readonly NewEvent[]): Promise<void> {
  await insertEventRows(db, tenantId, eventRows(now, events));
}

/**
 * The rows of `events` at `now`, their objects written out as JSON: an object several events carry (a
 * billing's payment.recorded and its status change) is written out once.
 */
export function eventRows(now: Date, events: readonly NewEvent[]): NewEventRow[] {
  const texts = new Map<object, string>();
  const textOf = (o: object): string => {
    let text = texts.get(o);
    if (text === undefined) texts.set(o, (text = JSON.stringify(o)));
    return text;
  };
  return events.map((e) => ({
    id: newId(),
    type: e.type,
    create_time: now,
    object: textOf(e.object),
    previous_attributes: e.previousAttributes ? JSON.stringify(e.previousAttributes) : null,
  }));
}

/** Writes event rows (eventRows) on `db`, the change's transaction. */
export async function insertEventRows(db: Queryable, tenantId: string, rows: readonly NewEventRow[]): Promise<void> {
  // A few thousand rows per INSERT: a statement carries at most 65,535 parameters (5 per event here).
  for (let i = 0; i < rows.length; i += EVENTS_PER_INSERT) await insertEvents(db, tenantId, rows.slice(i, i + EVENTS_PER_INSERT));
}

const EVENTS_PER_INSERT = 2000;

/** One event in a use case's transaction (ctx.db), at the caller's clock. */
export function emit(ctx: ServiceCtx, type: EventType, object: object, previousAttributes?: Record<string, unknown>): Promise<void> {
  return recordEvents(ctx.db, ctx.caller.tenantId, ctx.caller.now, [
    { type, object, ...(previousAttributes ? { previousAttributes } : {}) },
  ]);
}

/** billing.status_changed for each view whose status differs from `before` (billing id → old stored status). */
export function statusChangedEvents(
  present: EventPresenters,
  views: readonly BillingView[],
  before: ReadonlyMap<string, string>,
): NewEvent[] {
  const out: NewEvent[] = [];
  for (const v of views) {
    const old = before.get(v.billing.id);
    if (old === undefined || old === v.billing.status) continue;
    out.push({ type: 'billing.status_changed', object: present.billing(v), previousAttributes: { status: `STATUS_${old}` } });
  }
  return out;
}

/** The event as the API and the webhook body show it: {id, type, createTime, data: {object}, previousAttributes}. */
export function eventMessage(row: { id: string; type: string; create_time: Date; object: unknown; previous_attributes: unknown }) {
  return {
    id: row.id,
    type: row.type,
    createTime: row.create_time.toISOString(),
    data: { object: (row.object ?? {}) as Record<string, unknown> },
    previousAttributes: (row.previous_attributes ?? {}) as Record<string, unknown>,
  };
}

export async function getEventRow(ctx: ServiceCtx, id: string): Promise<EventRow> {
  const row = isUuid(id) ? await getEvent(ctx.db, ctx.caller.tenantId, id) : undefined;
  if (!row) throw notFound('event');
  return row;
}

export function listEventRows(ctx: ServiceCtx, q: EventListQuery): Promise<EventRow[]> {
  return listEvents(ctx.db, ctx.caller.tenantId, q);
}

/** Deletes events older than the retention (by real time), in slices; returns how many went. */
export async function pruneOldEvents(db: Queryable, now: Date = new Date()): Promise<number> {
  const before = new Date(now.getTime() - EVENT_RETENTION_DAYS * 86_400_000);
  let total = 0;
  for (;;) {
    const n = await pruneEvents(db, before, 5000);
    total += n;
    if (n < 5000) return total;
  }
}
