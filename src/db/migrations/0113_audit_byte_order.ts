import { sql, type Kysely } from 'kysely';

/**
 * The audit log's text keys (actor id, action, record ids) compare byte by byte (COLLATE "C",
 * docs/records.md "What an entry costs"): they are identifiers and RPC paths, never sorted for a
 * reader, and the database's own collation made every index insert compare them by its locale's
 * rules. Only the collation changes: PostgreSQL keeps the rows as they are and rebuilds the three
 * indexes on these columns (on a large log this takes a while; the table is locked for it).
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await sql`
    ALTER TABLE audit_log
      ALTER COLUMN actor_id TYPE text COLLATE "C",
      ALTER COLUMN action TYPE text COLLATE "C",
      ALTER COLUMN resource_ids TYPE text[] COLLATE "C"
  `.execute(db);
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await sql`
    ALTER TABLE audit_log
      ALTER COLUMN actor_id TYPE text COLLATE "default",
      ALTER COLUMN action TYPE text COLLATE "default",
      ALTER COLUMN resource_ids TYPE text[] COLLATE "default"
  `.execute(db);
}
