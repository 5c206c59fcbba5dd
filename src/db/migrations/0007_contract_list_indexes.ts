import { sql, type Kysely } from 'kysely';

/**
 * Indexes for contract lists that 0004 lacks: the contracts of one customer ordered by end date
 * (/v1/contract/search and /v2/contract/list with conditions.customerId and FIELD_CONTRACT_END_DATE).
 * The amendments of one contract are listed in version order on amendment (tenant_id, contract_id,
 * version), which 0004's unique constraint already indexes.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await sql`CREATE INDEX IF NOT EXISTS contract_customer_end_date_idx ON contract (tenant_id, customer_id, end_date, id)`.execute(db);
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await sql`DROP INDEX IF EXISTS contract_customer_end_date_idx`.execute(db);
}
