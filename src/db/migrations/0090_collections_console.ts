import { sql, type Kysely } from 'kysely';

/**
 * Collections at month end (docs/collections.md "The unmatched queue", docs/console-ui.md):
 * - invoice_open_balance_idx: the open invoices of a tenant by what they still owe, so the invoices a
 *   line of an unknown payer may pay (its amount, up to the transfer-fee tolerance more) are found
 *   through an index, not by reading every open invoice.
 * - bank_statement_line_statement_id_idx: one statement's lines page by page in id order (its
 *   history), however long the file.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await sql`
    CREATE INDEX invoice_open_balance_idx ON invoice (tenant_id, (total - paid_amount))
      WHERE status IN ('ISSUED', 'SENT', 'PARTIALLY_PAID', 'OVERDUE');
    CREATE INDEX bank_statement_line_statement_id_idx ON bank_statement_line (tenant_id, statement_id, id);
  `.execute(db);
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await sql`
    DROP INDEX bank_statement_line_statement_id_idx;
    DROP INDEX invoice_open_balance_idx;
  `.execute(db);
}
