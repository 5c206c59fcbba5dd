import { sql, type Kysely } from 'kysely';

/**
 * The index of the operator's customer search (/admin/v1/tenant/customer/search, docs/console.md):
 * a GIN trigram index on (tenant_id, lower(name)), so `lower(name) LIKE '%…%'` inside one tenant
 * reads only the candidate rows. pg_trgm gives the trigram operator class, btree_gin the uuid one for
 * tenant_id. Both ship with PostgreSQL (contrib) and are trusted extensions, so a database owner may
 * create them. The exact optionalId / crmAccountId matches use 0002's unique indexes.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await sql`CREATE EXTENSION IF NOT EXISTS pg_trgm`.execute(db);
  await sql`CREATE EXTENSION IF NOT EXISTS btree_gin`.execute(db);
  await sql`CREATE INDEX IF NOT EXISTS customer_name_trgm_idx ON customer USING gin (tenant_id, lower(name) gin_trgm_ops)`.execute(db);
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await sql`DROP INDEX IF EXISTS customer_name_trgm_idx`.execute(db);
}
