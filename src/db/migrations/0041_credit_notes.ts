import { sql, type Kysely } from 'kysely';

/**
 * Credit notes (返還インボイス, docs/credit.md):
 * - credit_note: a qualified return invoice against one issued invoice — its lines (description, amount
 *   before tax, rate), the per-rate table with the tax rounded once per rate over the note, the totals,
 *   whether the law asks for the document (returnInvoiceRequired: ¥10,000 or more with tax), how the money
 *   goes back (REFUND_TO_CREDIT: the customer's credit; REFUND_OUTSIDE: paid back outside), the corrected
 *   invoice's number and issue date and the original sale's period, and the issuer and recipient blocks
 *   fixed when the note is issued, so the document never changes afterwards.
 * - credit_note_counter: the tenant's credit note numbers, taken inside the issuing transaction like the
 *   invoice counter, so they have no gaps.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await sql`
    CREATE TABLE credit_note_counter (
      tenant_id uuid PRIMARY KEY,
      next bigint NOT NULL
    );

    CREATE TABLE credit_note (
      tenant_id uuid NOT NULL,
      id uuid NOT NULL,
      credit_note_number text NOT NULL,
      invoice_id uuid NOT NULL,
      customer_id uuid NOT NULL,
      issue_date date NOT NULL,
      original_invoice_number text NOT NULL,
      original_issue_date date NOT NULL,
      sale_start date NOT NULL,
      sale_end date NOT NULL,
      lines jsonb NOT NULL,
      taxes jsonb NOT NULL,
      subtotal numeric NOT NULL CHECK (subtotal > 0),
      tax numeric NOT NULL,
      total numeric NOT NULL CHECK (total > 0),
      return_invoice_required boolean NOT NULL,
      reason text NOT NULL,
      refund text NOT NULL,
      issuer jsonb NOT NULL,
      recipient jsonb NOT NULL,
      create_time timestamptz NOT NULL DEFAULT now(),
      PRIMARY KEY (tenant_id, id),
      FOREIGN KEY (tenant_id, invoice_id) REFERENCES invoice (tenant_id, id),
      FOREIGN KEY (tenant_id, customer_id) REFERENCES customer (tenant_id, id)
    );
    CREATE UNIQUE INDEX credit_note_number_idx ON credit_note (tenant_id, credit_note_number);
    CREATE INDEX credit_note_invoice_idx ON credit_note (tenant_id, invoice_id, id);
    CREATE INDEX credit_note_customer_idx ON credit_note (tenant_id, customer_id, id);
    CREATE INDEX customer_credit_source_idx ON customer_credit (tenant_id, source_id) WHERE source_id IS NOT NULL;
  `.execute(db);
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await sql`
    DROP INDEX customer_credit_source_idx;
    DROP TABLE credit_note;
    DROP TABLE credit_note_counter;
  `.execute(db);
}
