import { sql, type Kysely } from 'kysely';

/**
 * Indexes for master-data lookups that 0002/0004 left to a scan of the tenant's rows:
 * - deleting a customer staff member checks whether a contract names them as billing recipient
 *   (contract.repo staffIsBillingRecipient: tenant_id + customer_staff_id);
 * - the custom field master list filtered by fieldType, keyset-paged by id.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await sql`
    CREATE INDEX contract_customer_staff_idx ON contract (tenant_id, customer_staff_id) WHERE customer_staff_id IS NOT NULL;
    CREATE INDEX custom_field_master_field_type_idx ON custom_field_master (tenant_id, field_type, id);
  `.execute(db);
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await sql`DROP INDEX contract_customer_staff_idx, custom_field_master_field_type_idx`.execute(db);
}
