import { sql, type Kysely } from 'kysely';

/**
 * Who appends to which audit chain (docs/records.md "The hash chain"): each database connection of the
 * service that writes holds a chain number by a lease — a row naming the chain, the connection's
 * owner token and when the lease ends — taken at its first entry and renewed with its commits, so only
 * the holder appends to chain n of any tenant and it can keep each chain's head instead of locking a
 * head row per entry. A lease is the connection's, not the database session's, so it holds through a
 * pooler that hands the transactions of one connection to different sessions. Not a record: never
 * audited; a lease that ended may be taken, and a closing pool deletes its own.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await sql`
    CREATE TABLE audit_chain_lease (
      chain smallint PRIMARY KEY,
      owner uuid NOT NULL,
      expires timestamptz NOT NULL
    );
  `.execute(db);
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await sql`DROP TABLE audit_chain_lease`.execute(db);
}
