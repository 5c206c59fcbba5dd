import { sql, type Kysely } from 'kysely';

/**
 * The month's journal read in keyset batches (docs/accounting.md "What makes it readable fast"):
 * - a month's bank-statement applications through their lines' (value date, id), and the
 *   applications reversed in a month by (reversal time, id);
 * - voids and deferring invoices by (void time, id) and (service end, id), replacing 0081's
 *   single-column indexes, so a batch starts where the last one stopped instead of sorting the month.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await sql`
    CREATE INDEX bank_statement_line_value_date_idx ON bank_statement_line (tenant_id, value_date, id);
    CREATE INDEX statement_application_reversed_idx ON statement_application (tenant_id, reversed_time, id) WHERE reversed_time IS NOT NULL;
    CREATE INDEX invoice_void_time_id_idx ON invoice (tenant_id, void_time, id) WHERE void_time IS NOT NULL;
    DROP INDEX invoice_void_time_idx;
    CREATE INDEX invoice_service_end_id_idx ON invoice (tenant_id, service_end, id) WHERE service_end > issue_date;
    DROP INDEX invoice_service_end_idx;
  `.execute(db);
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await sql`
    CREATE INDEX invoice_service_end_idx ON invoice (tenant_id, service_end) WHERE service_end > issue_date;
    DROP INDEX invoice_service_end_id_idx;
    CREATE INDEX invoice_void_time_idx ON invoice (tenant_id, void_time) WHERE void_time IS NOT NULL;
    DROP INDEX invoice_void_time_id_idx;
    DROP INDEX statement_application_reversed_idx;
    DROP INDEX bank_statement_line_value_date_idx;
  `.execute(db);
}
