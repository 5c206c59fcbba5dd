import { sql, type Kysely } from 'kysely';

/**
 * Invoices (請求書, docs/invoices.md): one numbered document per customer per closing, or per billing.
 * - customer: the billing profile (how its billings are invoiced, the closing day, the holiday rule for
 *   due dates, how invoices are sent and to whom).
 * - invoice: the issued document's figures, its billings (billing_ids, kept after a void), the issuer
 *   and recipient blocks fixed at issue.
 * - billing: the invoice now holding it (null while not invoiced or after a void) and the void invoice
 *   a reissue replaces. Several billings share their invoice's number, and a billing waiting for its
 *   closing has none yet, so the number is no longer unique per billing.
 * - closing_state: the day through which a tenant's closings have run, so a closing day missed (the
 *   service was down) is caught up, and a billing made after its closing waits for the next one.
 * Invoice numbers continue the tenant's counter (invoice_counter), now taken inside the issuing
 * transaction, so they have no gaps.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await sql`
    ALTER TABLE customer
      ADD COLUMN invoicing text NOT NULL DEFAULT 'PER_BILLING',
      ADD COLUMN closing_day smallint NOT NULL DEFAULT 0 CHECK (closing_day BETWEEN 0 AND 28),
      ADD COLUMN holiday_rule text NOT NULL DEFAULT 'NONE',
      ADD COLUMN send_method text NOT NULL DEFAULT 'NONE',
      ADD COLUMN recipient_staff_ids uuid[] NOT NULL DEFAULT '{}';
    CREATE INDEX customer_closing_idx ON customer (tenant_id, closing_day, id) WHERE invoicing = 'MONTHLY_CLOSING';

    CREATE TABLE closing_state (
      tenant_id uuid PRIMARY KEY,
      closed_through date NOT NULL
    );

    CREATE TABLE invoice (
      tenant_id uuid NOT NULL,
      id uuid NOT NULL,
      invoice_number text NOT NULL,
      customer_id uuid NOT NULL,
      payment_method_id uuid,
      status text NOT NULL,
      invoicing text NOT NULL,
      issue_date date NOT NULL,
      due_date date NOT NULL,
      closing_date date,
      billing_ids uuid[] NOT NULL,
      subtotal numeric NOT NULL,
      tax numeric NOT NULL,
      total numeric NOT NULL,
      taxes jsonb NOT NULL,
      paid_amount numeric NOT NULL DEFAULT 0,
      replaces_invoice_id uuid,
      void_reason text NOT NULL DEFAULT '',
      void_time timestamptz,
      sent_time timestamptz,
      issuer jsonb NOT NULL,
      recipient jsonb NOT NULL,
      create_time timestamptz NOT NULL DEFAULT now(),
      update_time timestamptz NOT NULL DEFAULT now(),
      PRIMARY KEY (tenant_id, id),
      FOREIGN KEY (tenant_id, customer_id) REFERENCES customer (tenant_id, id)
    );
    CREATE UNIQUE INDEX invoice_number_idx ON invoice (tenant_id, invoice_number);
    CREATE INDEX invoice_customer_idx ON invoice (tenant_id, customer_id, id);
    CREATE INDEX invoice_issue_date_idx ON invoice (tenant_id, issue_date, id);
    CREATE INDEX invoice_due_date_idx ON invoice (tenant_id, due_date, id);
    CREATE INDEX invoice_status_idx ON invoice (tenant_id, status, id);
    CREATE INDEX invoice_open_due_idx ON invoice (tenant_id, due_date) WHERE status IN ('ISSUED', 'SENT', 'PARTIALLY_PAID');

    ALTER TABLE billing
      ADD COLUMN invoice_id uuid,
      ADD COLUMN replaced_invoice_id uuid;
    DROP INDEX billing_invoice_number_idx;
    CREATE INDEX billing_invoice_number_idx ON billing (tenant_id, invoice_number) WHERE invoice_number <> '';
    CREATE INDEX billing_invoice_idx ON billing (tenant_id, invoice_id) WHERE invoice_id IS NOT NULL;
    CREATE INDEX billing_uninvoiced_idx ON billing (tenant_id, customer_id, billing_date)
      WHERE invoice_id IS NULL AND invoice_number = '' AND status IN ('UNBILLED', 'PAYMENT_UNNECESSARY');
  `.execute(db);
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await sql`
    DROP INDEX billing_uninvoiced_idx;
    DROP INDEX billing_invoice_idx;
    DROP INDEX billing_invoice_number_idx;
    CREATE UNIQUE INDEX billing_invoice_number_idx ON billing (tenant_id, invoice_number);
    ALTER TABLE billing DROP COLUMN invoice_id, DROP COLUMN replaced_invoice_id;
    DROP TABLE invoice;
    DROP TABLE closing_state;
    DROP INDEX customer_closing_idx;
    ALTER TABLE customer DROP COLUMN invoicing, DROP COLUMN closing_day, DROP COLUMN holiday_rule,
      DROP COLUMN send_method, DROP COLUMN recipient_staff_ids;
  `.execute(db);
}
