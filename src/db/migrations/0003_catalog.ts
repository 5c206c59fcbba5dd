import { sql, type Kysely } from 'kysely';

/**
 * Products, catalog items, catalog charge items, usage units, payment methods (docs/catalog.md).
 * Every table leads with tenant_id; references stay inside one tenant (composite keys).
 *
 * Catalog charge items have their own table keyed (tenant_id, id) so a contract can load the charge
 * item it was built from with one primary-key lookup. The pricing, timings and daily rates are stored
 * in the domain's shapes (src/domain/pricing.ts Pricing, timing.ts Timing, proration.ts Rate) as
 * jsonb, already normalised and validated; contracts copy them as they are.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await sql`
    CREATE TABLE product (
      tenant_id uuid NOT NULL,
      id uuid NOT NULL,
      optional_id text,
      name text NOT NULL,
      description text NOT NULL DEFAULT '',
      create_time timestamptz NOT NULL DEFAULT now(),
      update_time timestamptz NOT NULL DEFAULT now(),
      PRIMARY KEY (tenant_id, id)
    );
    CREATE UNIQUE INDEX product_optional_id_key ON product (tenant_id, optional_id) WHERE optional_id IS NOT NULL;

    CREATE TABLE usage_unit (
      tenant_id uuid NOT NULL,
      id uuid NOT NULL,
      optional_id text,
      name text NOT NULL,
      description text NOT NULL DEFAULT '',
      create_time timestamptz NOT NULL DEFAULT now(),
      update_time timestamptz NOT NULL DEFAULT now(),
      PRIMARY KEY (tenant_id, id)
    );
    CREATE UNIQUE INDEX usage_unit_optional_id_key ON usage_unit (tenant_id, optional_id) WHERE optional_id IS NOT NULL;

    CREATE TABLE payment_method (
      tenant_id uuid NOT NULL,
      id uuid NOT NULL,
      optional_id text,
      name text NOT NULL,
      type text NOT NULL,
      hold_invoice_creation boolean NOT NULL DEFAULT false,
      create_time timestamptz NOT NULL DEFAULT now(),
      update_time timestamptz NOT NULL DEFAULT now(),
      PRIMARY KEY (tenant_id, id)
    );
    CREATE UNIQUE INDEX payment_method_optional_id_key ON payment_method (tenant_id, optional_id) WHERE optional_id IS NOT NULL;

    CREATE TABLE catalog_item (
      tenant_id uuid NOT NULL,
      id uuid NOT NULL,
      optional_id text,
      product_id uuid NOT NULL,
      name text NOT NULL,
      status text NOT NULL,
      usage text NOT NULL,
      default_contract_term_months integer NOT NULL CHECK (default_contract_term_months >= 1),
      availability_cycle_value integer NOT NULL DEFAULT 0,
      availability_cycle_unit text NOT NULL DEFAULT 'UNIT_UNSPECIFIED',
      auto_renewal jsonb NOT NULL,
      create_time timestamptz NOT NULL DEFAULT now(),
      update_time timestamptz NOT NULL DEFAULT now(),
      PRIMARY KEY (tenant_id, id),
      FOREIGN KEY (tenant_id, product_id) REFERENCES product (tenant_id, id)
    );
    CREATE UNIQUE INDEX catalog_item_optional_id_key ON catalog_item (tenant_id, optional_id) WHERE optional_id IS NOT NULL;
    CREATE INDEX catalog_item_product_idx ON catalog_item (tenant_id, product_id, id);

    CREATE TABLE catalog_charge_item (
      tenant_id uuid NOT NULL,
      id uuid NOT NULL,
      catalog_item_id uuid NOT NULL,
      position integer NOT NULL,
      name text NOT NULL,
      type text NOT NULL,
      pricing jsonb NOT NULL,
      usage_unit_id uuid,
      billing_cycle_months integer NOT NULL CHECK (billing_cycle_months >= 1),
      billing_timing jsonb NOT NULL,
      billing_due_timing jsonb NOT NULL,
      bill_all_at_once boolean NOT NULL,
      start_daily_rate jsonb NOT NULL,
      end_daily_rate jsonb NOT NULL,
      tax_percentage numeric NOT NULL,
      rounding text NOT NULL,
      PRIMARY KEY (tenant_id, id),
      UNIQUE (tenant_id, catalog_item_id, position),
      FOREIGN KEY (tenant_id, catalog_item_id) REFERENCES catalog_item (tenant_id, id) ON DELETE CASCADE,
      FOREIGN KEY (tenant_id, usage_unit_id) REFERENCES usage_unit (tenant_id, id)
    );
    CREATE INDEX catalog_charge_item_usage_unit_idx ON catalog_charge_item (tenant_id, usage_unit_id) WHERE usage_unit_id IS NOT NULL;
  `.execute(db);
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await sql`DROP TABLE catalog_charge_item, catalog_item, payment_method, usage_unit, product`.execute(db);
}
