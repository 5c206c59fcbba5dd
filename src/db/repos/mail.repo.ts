/**
 * The mail outbox (migration 0051, docs/delivery.md "Delivery"): SQL only. Reminders in reminder.repo.ts,
 * customer page links in portal.repo.ts.
 */
import { sql, type Selectable } from 'kysely';
import type { Queryable } from '../db';
import { arrayColumn, arrayParam } from '../arrays';
import type { MailDeliveryTable } from '../schema/delivery';
import type { InvoiceRow } from './invoice.repo';
import type { MailTemplatesJson } from '../schema/platform';

export type MailDeliveryRow = Selectable<MailDeliveryTable>;

/** One message to queue: its kind (null: by the invoice's total, a credit note below zero) and reminder step. */
export interface QueuedMail {
  id: string;
  invoiceId: string;
  kind: 'INVOICE' | 'REMINDER' | null;
  step: number | null;
}

/**
 * The staff an invoice's mail goes to by default: the customer's recipients, else the billing staff of
 * the invoice's billings; as (staff id, address) of this customer's staff (the address may be '').
 */
const DEFAULT_STAFF = sql`
  SELECT s.id, s.email_address FROM customer_staff s
  WHERE s.tenant_id = i.tenant_id AND s.customer_id = c.id AND s.id = ANY(
    CASE WHEN cardinality(c.recipient_staff_ids) > 0 THEN c.recipient_staff_ids
    ELSE ARRAY(SELECT b.customer_staff_id FROM billing b WHERE b.tenant_id = i.tenant_id AND b.id = ANY(i.billing_ids)) END)
`;

/**
 * Queues messages to the default recipients of their invoices (one statement). `emailOnly`: only
 * invoices of customers whose send method is e-mail (issue and reminders). A reminder already queued
 * for its step is not queued again (the unique index). A message with no address to go to is written
 * FAILED at once with the reason, so the gap shows in the invoice's deliveries. Returns the rows written.
 */
export async function queueMails(
  trx: Queryable,
  tenantId: string,
  mails: readonly QueuedMail[],
  emailOnly: boolean,
): Promise<MailDeliveryRow[]> {
  if (mails.length === 0) return [];
  const res = await sql<MailDeliveryRow>`
    INSERT INTO mail_delivery (tenant_id, id, invoice_id, kind, reminder_step, recipients, status, response)
    SELECT i.tenant_id, q.id, i.id,
      coalesce(q.kind, CASE WHEN i.total < 0 THEN 'CREDIT_NOTE' ELSE 'INVOICE' END),
      q.step, r.recipients,
      CASE WHEN cardinality(r.recipients) = 0 THEN 'FAILED' ELSE 'PENDING' END,
      CASE WHEN cardinality(r.recipients) = 0 THEN 'no recipient: none of the staff it goes to has an e-mail address' ELSE '' END
    FROM unnest(${arrayColumn('uuid', mails, (m) => m.id)}, ${arrayColumn('uuid', mails, (m) => m.invoiceId)},
      ${arrayColumn('text', mails, (m) => m.kind)}, ${arrayColumn('int', mails, (m) => m.step)}) AS q(id, invoice_id, kind, step)
    JOIN invoice i ON i.tenant_id = ${tenantId} AND i.id = q.invoice_id
    JOIN customer c ON c.tenant_id = i.tenant_id AND c.id = i.customer_id
    CROSS JOIN LATERAL (
      SELECT coalesce(array_agg(DISTINCT st.email_address) FILTER (WHERE st.email_address <> ''), '{}') AS recipients
      FROM (${DEFAULT_STAFF}) st
    ) r
    WHERE i.status <> 'VOID' ${emailOnly ? sql`AND c.send_method = 'EMAIL'` : sql``}
    ON CONFLICT (tenant_id, invoice_id, reminder_step) WHERE kind = 'REMINDER' DO NOTHING
    RETURNING *
  `.execute(trx);
  return res.rows;
}

/** Queues one message to the given addresses. */
export async function insertMail(
  trx: Queryable,
  row: { tenantId: string; id: string; invoiceId: string; kind: string; recipients: readonly string[] },
): Promise<MailDeliveryRow> {
  return trx
    .insertInto('mail_delivery')
    .values({ tenant_id: row.tenantId, id: row.id, invoice_id: row.invoiceId, kind: row.kind, recipients: [...row.recipients] })
    .returningAll()
    .executeTakeFirstOrThrow();
}

/** The default recipient staff of an invoice, with their addresses ('' = none). */
export async function defaultRecipients(
  db: Queryable,
  tenantId: string,
  invoiceId: string,
): Promise<Array<{ id: string; email_address: string }>> {
  const res = await sql<{ id: string; email_address: string }>`
    SELECT st.id, st.email_address FROM invoice i
    JOIN customer c ON c.tenant_id = i.tenant_id AND c.id = i.customer_id
    CROSS JOIN LATERAL (${DEFAULT_STAFF}) st
    WHERE i.tenant_id = ${tenantId} AND i.id = ${invoiceId}
    ORDER BY st.id
  `.execute(db);
  return res.rows;
}

/** These staff of the customer (others are left out), with their addresses. */
export async function staffOfCustomer(
  db: Queryable,
  tenantId: string,
  customerId: string,
  ids: readonly string[],
): Promise<Array<{ id: string; email_address: string }>> {
  if (ids.length === 0) return [];
  return db
    .selectFrom('customer_staff')
    .select(['id', 'email_address'])
    .where('tenant_id', '=', tenantId)
    .where('customer_id', '=', customerId)
    .where('id', '=', sql<string>`ANY(${arrayParam('uuid', ids)})`)
    .execute();
}

export async function listMailDeliveries(db: Queryable, tenantId: string, invoiceId: string): Promise<MailDeliveryRow[]> {
  return db
    .selectFrom('mail_delivery')
    .selectAll()
    .where('tenant_id', '=', tenantId)
    .where('invoice_id', '=', invoiceId)
    .orderBy('id', 'desc')
    .limit(1000)
    .execute();
}

/** A claimed message with what its attempt needs: the invoice, the tenant and its provider's mail settings. */
export interface ClaimedMail {
  tenant_id: string;
  id: string;
  attempt: number;
  kind: string;
  reminder_step: number | null;
  recipients: string[];
  invoice: InvoiceRow;
  provider_id: string;
  environment: 'sandbox' | 'production';
  tax_rounding: string;
  bill_run_hour_jst: number;
  clock_now: Date | null;
  provider_name: string;
  legal_name: string;
  mail_from: string;
  mail_reply_to: string;
  mail_templates: MailTemplatesJson;
  recipient_names: string[];
}

export async function loadMails(
  db: Queryable,
  keys: ReadonlyArray<{ tenant_id: string; id: string; attempt: number }>,
): Promise<ClaimedMail[]> {
  const res = await sql<ClaimedMail>`
    SELECT d.tenant_id, d.id, d.attempt, d.kind, d.reminder_step, d.recipients, to_jsonb(i) AS invoice,
      t.provider_id, t.environment, p.tax_rounding, p.bill_run_hour_jst, c.now AS clock_now,
      p.name AS provider_name, p.legal_name, p.mail_from, p.mail_reply_to, p.mail_templates,
      ARRAY(
        SELECT btrim(s.last_name || ' ' || s.first_name) FROM customer_staff s
        WHERE s.tenant_id = d.tenant_id AND s.customer_id = i.customer_id AND s.email_address = ANY(d.recipients)
        ORDER BY s.id
      ) AS recipient_names
    FROM unnest(${arrayColumn('uuid', keys, (k) => k.tenant_id)}, ${arrayColumn('uuid', keys, (k) => k.id)}) AS k(tenant_id, id)
    JOIN mail_delivery d ON d.tenant_id = k.tenant_id AND d.id = k.id
    JOIN invoice i ON i.tenant_id = d.tenant_id AND i.id = d.invoice_id
    JOIN tenant t ON t.id = d.tenant_id
    JOIN provider p ON p.id = t.provider_id
    LEFT JOIN test_clock c ON c.tenant_id = d.tenant_id
  `.execute(db);
  // to_jsonb gives the invoice's columns as JSON: back to the row's types.
  return res.rows.map((r) => ({ ...r, invoice: invoiceFromJson(r.invoice as unknown as Record<string, unknown>) }));
}

function invoiceFromJson(j: Record<string, unknown>): InvoiceRow {
  const time = (v: unknown) => (v === null || v === undefined ? null : new Date(v as string));
  const num = (v: unknown) => String(v);
  return {
    ...(j as unknown as InvoiceRow),
    subtotal: num(j.subtotal),
    tax: num(j.tax),
    total: num(j.total),
    paid_amount: num(j.paid_amount),
    void_time: time(j.void_time),
    sent_time: time(j.sent_time),
    create_time: time(j.create_time)!,
    update_time: time(j.update_time)!,
  };
}

/** The provider's mail settings. */
export async function providerMailSettings(
  db: Queryable,
  providerId: string,
): Promise<
  | {
      name: string;
      legal_name: string;
      mail_from: string;
      mail_reply_to: string;
      mail_templates: MailTemplatesJson;
      reminder_days: number[];
    }
  | undefined
> {
  return db
    .selectFrom('provider')
    .select(['name', 'legal_name', 'mail_from', 'mail_reply_to', 'mail_templates', 'reminder_days'])
    .where('id', '=', providerId)
    .executeTakeFirst();
}
