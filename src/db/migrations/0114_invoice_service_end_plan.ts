import { sql, type Kysely } from 'kysely';

/**
 * The invoice trigger that reads the last day of service of a new invoice's billing lines
 * (invoice_service_end, migration 0081) plans its lookup for each invoice, with the lines table as it
 * is then. Planned once and kept (PostgreSQL's default for a function's statements), the plan made
 * while the table was empty scanned the whole table for every invoice ever after: without fresh
 * statistics (autovacuum off, or behind), a first bill run of 100,000 contracts slowed from about
 * 5,000 to under 500 billings a second. docs/deployment.md "Statements and round trips".
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await sql`ALTER FUNCTION invoice_service_end() SET plan_cache_mode = force_custom_plan`.execute(db);
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await sql`ALTER FUNCTION invoice_service_end() RESET plan_cache_mode`.execute(db);
}
