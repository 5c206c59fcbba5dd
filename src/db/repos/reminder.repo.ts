/**
 * Which invoices reminders are due for (docs/delivery.md "Reminders"): SQL only. The reminders
 * themselves are messages of the mail outbox (mail.repo.ts).
 */
import { sql } from 'kysely';
import type { Queryable } from '../db';
import { arrayParam } from '../arrays';

/** The steps of reminders already queued for these invoices. */
export async function remindersOf(db: Queryable, tenantId: string, invoiceIds: readonly string[]): Promise<Map<string, number[]>> {
  const out = new Map<string, number[]>();
  if (invoiceIds.length === 0) return out;
  const rows = await db
    .selectFrom('mail_delivery')
    .select(['invoice_id', 'reminder_step'])
    .where('tenant_id', '=', tenantId)
    .where('kind', '=', 'REMINDER')
    .where('invoice_id', '=', sql<string>`ANY(${arrayParam('uuid', invoiceIds)})`)
    .execute();
  for (const r of rows)
    if (r.reminder_step !== null) (out.get(r.invoice_id) ?? out.set(r.invoice_id, []).get(r.invoice_id)!).push(r.reminder_step);
  return out;
}

/** Open invoices sent by e-mail whose due date is on or before `dueOnOrBefore`: those a reminder may be due for. */
export async function remindable(
  db: Queryable,
  tenantId: string,
  dueOnOrBefore: string,
  after: string | null,
  limit: number,
): Promise<Array<{ id: string; due_date: string }>> {
  let q = db
    .selectFrom('invoice as i')
    .innerJoin('customer as c', (j) => j.onRef('c.tenant_id', '=', 'i.tenant_id').onRef('c.id', '=', 'i.customer_id'))
    .select(['i.id', 'i.due_date'])
    .where('i.tenant_id', '=', tenantId)
    .where('i.status', 'in', ['SENT', 'PARTIALLY_PAID', 'OVERDUE'])
    .where('i.sent_time', 'is not', null)
    .where('i.total', '>', '0')
    .where('i.due_date', '<=', dueOnOrBefore)
    .where('c.send_method', '=', 'EMAIL');
  if (after) q = q.where('i.id', '>', after);
  return q.orderBy('i.id').limit(limit).execute();
}

/**
 * The earliest day on or after `from` when a reminder step (the tenant's provider's reminderDays) of an
 * open, e-mailed invoice is reached and neither it nor a later step has been queued.
 */
export async function earliestReminderDay(db: Queryable, tenantId: string, from: string): Promise<string | null> {
  const res = await sql<{ day: string | null }>`
    SELECT min(i.due_date + s.step)::text AS day
    FROM invoice i
    JOIN customer c ON c.tenant_id = i.tenant_id AND c.id = i.customer_id AND c.send_method = 'EMAIL'
    CROSS JOIN LATERAL unnest((SELECT p.reminder_days FROM tenant t JOIN provider p ON p.id = t.provider_id WHERE t.id = ${tenantId})) AS s(step)
    WHERE i.tenant_id = ${tenantId} AND i.status IN ('SENT', 'PARTIALLY_PAID', 'OVERDUE') AND i.sent_time IS NOT NULL
      AND i.total > 0 AND i.due_date + s.step >= ${from}::date
      AND NOT EXISTS (
        SELECT 1 FROM mail_delivery d
        WHERE d.tenant_id = i.tenant_id AND d.invoice_id = i.id AND d.kind = 'REMINDER' AND d.reminder_step >= s.step
      )
  `.execute(db);
  return res.rows[0]?.day ?? null;
}
