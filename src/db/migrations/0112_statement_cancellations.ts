import { sql, type Kysely } from 'kysely';

/**
 * How many earlier deposits a statement's cancelled transfers (取消区分 1) cancelled
 * (docs/collections.md "Cancelled transfers"), so the import's answer says what a file without
 * deposits of its own changed.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await sql`ALTER TABLE bank_statement ADD COLUMN cancellation_count integer NOT NULL DEFAULT 0`.execute(db);
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await sql`ALTER TABLE bank_statement DROP COLUMN cancellation_count`.execute(db);
}
