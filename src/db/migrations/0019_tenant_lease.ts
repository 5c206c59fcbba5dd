import { sql, type Kysely } from 'kysely';

/**
 * Per-tenant leases of exclusive work (docs/deployment.md "One tenant cannot starve another"): a
 * row per tenant and name (`test_clock`, `export`) while one process does that work. Taking one is
 * a single statement that succeeds only when no live lease exists, so no connection is held while
 * waiting for it; a process that dies leaves its lease to expire.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await sql`
    CREATE TABLE tenant_lease (
      tenant_id uuid NOT NULL,
      name text NOT NULL,
      claim_id uuid NOT NULL,
      expire_time timestamptz NOT NULL,
      PRIMARY KEY (tenant_id, name)
    );
  `.execute(db);
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await sql`DROP TABLE tenant_lease`.execute(db);
}
