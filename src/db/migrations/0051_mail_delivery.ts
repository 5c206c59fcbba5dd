import { sql, type Kysely } from 'kysely';

/**
 * Invoice delivery by e-mail, reminders and the customer page (docs/delivery.md).
 * - mail_delivery: the mail outbox, one row per message (an invoice, a reminder), claimed by the mail
 *   workers as the webhook deliveries are (services/outbox: the columns attempt, status,
 *   next_attempt_time, claim_id and the two indexes of the shared pattern). A reminder has its step
 *   (days relative to the due date); one reminder per invoice and step at most (a unique index).
 * - portal_link: the customer page links; only the SHA-256 of a token's random part is stored.
 * - provider: the sender, the templates of each kind and the reminder steps.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await sql`
    CREATE TABLE mail_delivery (
      tenant_id uuid NOT NULL,
      id uuid NOT NULL,
      invoice_id uuid NOT NULL,
      kind text NOT NULL,
      reminder_step integer,
      recipients text[] NOT NULL,
      attempt integer NOT NULL DEFAULT 0,
      status text NOT NULL DEFAULT 'PENDING',
      response text NOT NULL DEFAULT '',
      create_time timestamptz NOT NULL DEFAULT now(),
      sent_time timestamptz,
      next_attempt_time timestamptz NOT NULL DEFAULT now(),
      claim_id uuid,
      PRIMARY KEY (tenant_id, id),
      FOREIGN KEY (tenant_id, invoice_id) REFERENCES invoice (tenant_id, id)
    );
    CREATE INDEX mail_delivery_tenant_due_idx ON mail_delivery (tenant_id, next_attempt_time) WHERE status = 'PENDING';
    CREATE INDEX mail_delivery_claimed_idx ON mail_delivery (tenant_id, next_attempt_time) WHERE claim_id IS NOT NULL;
    CREATE INDEX mail_delivery_invoice_idx ON mail_delivery (tenant_id, invoice_id, id);
    CREATE UNIQUE INDEX mail_delivery_reminder_idx ON mail_delivery (tenant_id, invoice_id, reminder_step) WHERE kind = 'REMINDER';

    CREATE TABLE portal_link (
      tenant_id uuid NOT NULL,
      token_hash bytea NOT NULL,
      invoice_id uuid NOT NULL,
      customer_id uuid NOT NULL,
      expire_time timestamptz NOT NULL,
      create_time timestamptz NOT NULL DEFAULT now(),
      PRIMARY KEY (tenant_id, token_hash),
      FOREIGN KEY (tenant_id, invoice_id) REFERENCES invoice (tenant_id, id)
    );
    CREATE INDEX portal_link_expire_idx ON portal_link (tenant_id, expire_time);

    ALTER TABLE provider
      ADD COLUMN mail_from text NOT NULL DEFAULT '',
      ADD COLUMN mail_reply_to text NOT NULL DEFAULT '',
      ADD COLUMN mail_templates jsonb NOT NULL DEFAULT '{}',
      ADD COLUMN reminder_days integer[] NOT NULL DEFAULT '{-3,1,7,14}';
  `.execute(db);
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await sql`
    ALTER TABLE provider DROP COLUMN mail_from, DROP COLUMN mail_reply_to, DROP COLUMN mail_templates, DROP COLUMN reminder_days;
    DROP TABLE portal_link;
    DROP TABLE mail_delivery;
  `.execute(db);
}
