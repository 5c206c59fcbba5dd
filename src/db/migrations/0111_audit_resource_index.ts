import { sql, type Kysely } from 'kysely';

/**
 * The audit log's index of record ids writes each entry's ids straight into the index
 * (docs/records.md "What an entry costs"): GIN's default pending list made every write append to a
 * list that the write crossing its 4 MB limit then merged into the index, on the request's time.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await sql`ALTER INDEX audit_log_resource_idx SET (fastupdate = off)`.execute(db);
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await sql`ALTER INDEX audit_log_resource_idx RESET (fastupdate)`.execute(db);
}
