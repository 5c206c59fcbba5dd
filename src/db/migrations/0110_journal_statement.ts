import { sql, type Kysely } from 'kysely';

/**
 * Bank-statement payments in the journal (docs/accounting.md "Bank transfers and their fees"): a
 * month's statement applications are read through their lines' value dates, and the applications
 * reversed in a month through their reversal time.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await sql`
    CREATE INDEX bank_statement_line_value_date_idx ON bank_statement_line (tenant_id, value_date);
    CREATE INDEX statement_application_reversed_idx ON statement_application (tenant_id, reversed_time) WHERE reversed_time IS NOT NULL;
  `.execute(db);
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await sql`
    DROP INDEX statement_application_reversed_idx;
    DROP INDEX bank_statement_line_value_date_idx;
  `.execute(db);
}
