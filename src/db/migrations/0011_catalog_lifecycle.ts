import { sql, type Kysely } from 'kysely';

/**
 * Catalog lifecycle and data access: a description on catalog items (/v1/catalogitem/update), the
 * indexes of /v1/usage/daily/list (a contract's or a charge item's usage by day) and of the
 * /v1/billing/search terms (customer, payment method and due date, each by id and by billing date;
 * status, contract and billing date already have theirs in 0005).
 * daily_usage_contract_idx (tenant_id, contract_id) is replaced by its extension with (target_date, id):
 * the bill run's lookups by contract use the longer index as well, and usage upserts keep one index fewer.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await sql`
    ALTER TABLE catalog_item ADD COLUMN description text NOT NULL DEFAULT '';
    CREATE INDEX daily_usage_contract_date_idx ON daily_usage (tenant_id, contract_id, target_date, id);
    DROP INDEX daily_usage_contract_idx;
    CREATE INDEX daily_usage_charge_item_date_idx ON daily_usage (tenant_id, contract_charge_item_id, target_date, id);
    CREATE INDEX billing_customer_idx ON billing (tenant_id, customer_id, id);
    CREATE INDEX billing_customer_date_idx ON billing (tenant_id, customer_id, billing_date, id);
    CREATE INDEX billing_payment_method_idx ON billing (tenant_id, payment_method_id, id) WHERE payment_method_id IS NOT NULL;
    CREATE INDEX billing_payment_method_date_idx ON billing (tenant_id, payment_method_id, billing_date, id) WHERE payment_method_id IS NOT NULL;
    CREATE INDEX billing_due_date_idx ON billing (tenant_id, billing_due_date, id);
  `.execute(db);
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await sql`
    DROP INDEX billing_due_date_idx, billing_payment_method_date_idx, billing_payment_method_idx, billing_customer_date_idx, billing_customer_idx;
    DROP INDEX daily_usage_charge_item_date_idx;
    CREATE INDEX daily_usage_contract_idx ON daily_usage (tenant_id, contract_id);
    DROP INDEX daily_usage_contract_date_idx;
    ALTER TABLE catalog_item DROP COLUMN description;
  `.execute(db);
}
