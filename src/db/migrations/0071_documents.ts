import { sql, type Kysely } from 'kysely';

/**
 * Documents kept as issued (docs/records.md "Documents"): every issued document (invoice, credit note,
 * reminder) has one `document` row, written in the transaction that issues it, with what it is searched
 * by (kind, number, counterparty as named on it, issue date, total). Its bytes (PDF and HTML) and their
 * SHA-256 are written once, by the background renderer or by the first request that needs them, and
 * never changed: the only update sets them while they are still null. The row's id is the id of the
 * record it documents (the invoice's id for an invoice).
 * - document_render: the renderer's queue (an outbox of src/services/outbox: the columns and the two
 *   indexes of 0020), one row per document.
 * - Search indexes (tenant_id first): issue date, total, counterparty id and kind, each ending in
 *   (issue_date, id) where it can, so a search ordered newest first reads one page of an index; and a
 *   GIN trigram index on the counterparty's name, as 0015 has for customers (pg_trgm, btree_gin).
 * Invoices issued before this migration get their rows here and are rendered by the queue.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await sql`CREATE EXTENSION IF NOT EXISTS pg_trgm`.execute(db);
  await sql`CREATE EXTENSION IF NOT EXISTS btree_gin`.execute(db);
  await sql`
    CREATE TABLE document (
      tenant_id uuid NOT NULL,
      id uuid NOT NULL,
      kind text NOT NULL CHECK (kind IN ('INVOICE', 'CREDIT_NOTE', 'REMINDER')),
      number text NOT NULL,
      customer_id uuid NOT NULL,
      counterparty_name text NOT NULL,
      issue_date date NOT NULL,
      total numeric NOT NULL,
      pdf bytea,
      pdf_sha256 text,
      html bytea,
      html_sha256 text,
      render_time timestamptz,
      create_time timestamptz NOT NULL DEFAULT now(),
      PRIMARY KEY (tenant_id, id),
      FOREIGN KEY (tenant_id, customer_id) REFERENCES customer (tenant_id, id),
      CHECK ((pdf IS NULL) = (pdf_sha256 IS NULL) AND (html IS NULL) = (html_sha256 IS NULL))
    );
    CREATE INDEX document_issue_date_idx ON document (tenant_id, issue_date, id);
    CREATE INDEX document_total_idx ON document (tenant_id, total, id);
    CREATE INDEX document_customer_idx ON document (tenant_id, customer_id, issue_date, id);
    CREATE INDEX document_kind_idx ON document (tenant_id, kind, issue_date, id);
    CREATE INDEX document_counterparty_trgm_idx ON document USING gin (tenant_id, lower(counterparty_name) gin_trgm_ops);

    CREATE TABLE document_render (
      tenant_id uuid NOT NULL,
      id uuid NOT NULL,
      attempt integer NOT NULL DEFAULT 0,
      status text NOT NULL DEFAULT 'PENDING',
      next_attempt_time timestamptz NOT NULL DEFAULT now(),
      claim_id uuid,
      last_error text NOT NULL DEFAULT '',
      PRIMARY KEY (tenant_id, id)
    );
    CREATE INDEX document_render_tenant_due_idx ON document_render (tenant_id, next_attempt_time) WHERE status = 'PENDING';
    CREATE INDEX document_render_claimed_idx ON document_render (tenant_id, next_attempt_time) WHERE claim_id IS NOT NULL;

    INSERT INTO document (tenant_id, id, kind, number, customer_id, counterparty_name, issue_date, total)
      SELECT tenant_id, id, 'INVOICE', invoice_number, customer_id, recipient->>'customerName', issue_date, total FROM invoice;
    INSERT INTO document_render (tenant_id, id) SELECT tenant_id, id FROM document;
  `.execute(db);
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await sql`DROP TABLE document_render; DROP TABLE document;`.execute(db);
}
