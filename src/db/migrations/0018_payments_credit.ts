import { sql, type Kysely } from 'kysely';

/**
 * The one payment path and customer credit (docs/invoices.md "Payments", docs/credit.md):
 * - payment.source: where a payment came from — API (batchrecordpayments), CREDIT (the customer's
 *   credit applied to an invoice), STATEMENT (a bank statement line), DIRECT_DEBIT (a debit result) —
 *   and source_id, the record it came from (the credit transaction, the statement line, …).
 * - customer_credit: the ledger of what the service owes a customer: money in (a credit note refunded to
 *   credit, an overpayment, a negative invoice) as positive amounts, money out (applied to an invoice,
 *   paid back outside) as negative ones; the balance is their sum.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await sql`
    ALTER TABLE payment ADD COLUMN source text NOT NULL DEFAULT 'API', ADD COLUMN source_id uuid;
    CREATE INDEX payment_source_idx ON payment (tenant_id, source_id) WHERE source_id IS NOT NULL;

    CREATE TABLE customer_credit (
      tenant_id uuid NOT NULL,
      id uuid NOT NULL,
      customer_id uuid NOT NULL,
      amount numeric NOT NULL CHECK (amount <> 0),
      kind text NOT NULL,
      source_id uuid,
      invoice_id uuid,
      memo text NOT NULL DEFAULT '',
      create_time timestamptz NOT NULL DEFAULT now(),
      PRIMARY KEY (tenant_id, id),
      FOREIGN KEY (tenant_id, customer_id) REFERENCES customer (tenant_id, id)
    );
    CREATE INDEX customer_credit_customer_idx ON customer_credit (tenant_id, customer_id, id);
  `.execute(db);
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await sql`
    DROP TABLE customer_credit;
    DROP INDEX payment_source_idx;
    ALTER TABLE payment DROP COLUMN source, DROP COLUMN source_id;
  `.execute(db);
}
