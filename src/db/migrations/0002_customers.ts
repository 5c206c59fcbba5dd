import { sql, type Kysely } from 'kysely';

/**
 * Customers, customer staff, gateway links, custom field masters and values. Every table leads with
 * tenant_id; references stay inside one tenant (composite keys). Custom field values address their
 * resource polymorphically (resource_type, resource_id), so they carry no foreign key to it; the
 * service checks the resource exists and deletes the values with the resource.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await sql`
    CREATE TABLE customer (
      tenant_id uuid NOT NULL,
      id uuid NOT NULL,
      optional_id text,
      name text NOT NULL,
      crm_account_id text,
      create_time timestamptz NOT NULL DEFAULT now(),
      update_time timestamptz NOT NULL DEFAULT now(),
      PRIMARY KEY (tenant_id, id)
    );
    CREATE UNIQUE INDEX customer_optional_id_key ON customer (tenant_id, optional_id) WHERE optional_id IS NOT NULL;
    CREATE UNIQUE INDEX customer_crm_account_id_key ON customer (tenant_id, crm_account_id) WHERE crm_account_id IS NOT NULL;

    CREATE TABLE customer_staff (
      tenant_id uuid NOT NULL,
      id uuid NOT NULL,
      customer_id uuid NOT NULL,
      optional_id text,
      crm_staff_id text,
      last_name text NOT NULL,
      first_name text NOT NULL DEFAULT '',
      department text NOT NULL DEFAULT '',
      title text NOT NULL DEFAULT '',
      email_address text NOT NULL DEFAULT '',
      phone_number text NOT NULL DEFAULT '',
      zip_code text NOT NULL DEFAULT '',
      country text NOT NULL DEFAULT 'COUNTRY_UNSPECIFIED',
      prefecture text NOT NULL DEFAULT 'PREFECTURE_UNSPECIFIED',
      city text NOT NULL DEFAULT '',
      address_lines text[] NOT NULL DEFAULT '{}',
      create_time timestamptz NOT NULL DEFAULT now(),
      update_time timestamptz NOT NULL DEFAULT now(),
      PRIMARY KEY (tenant_id, id),
      FOREIGN KEY (tenant_id, customer_id) REFERENCES customer (tenant_id, id) ON DELETE CASCADE
    );
    CREATE INDEX customer_staff_customer_idx ON customer_staff (tenant_id, customer_id, id);
    CREATE UNIQUE INDEX customer_staff_optional_id_key ON customer_staff (tenant_id, optional_id) WHERE optional_id IS NOT NULL;
    CREATE UNIQUE INDEX customer_staff_crm_staff_id_key ON customer_staff (tenant_id, crm_staff_id) WHERE crm_staff_id IS NOT NULL;

    CREATE TABLE customer_gateway_link (
      tenant_id uuid NOT NULL,
      customer_id uuid NOT NULL,
      gateway_customer_id text NOT NULL,
      create_time timestamptz NOT NULL DEFAULT now(),
      PRIMARY KEY (tenant_id, customer_id),
      FOREIGN KEY (tenant_id, customer_id) REFERENCES customer (tenant_id, id) ON DELETE CASCADE
    );
    CREATE UNIQUE INDEX customer_gateway_link_gateway_key ON customer_gateway_link (tenant_id, gateway_customer_id);

    CREATE TABLE custom_field_master (
      tenant_id uuid NOT NULL,
      id uuid NOT NULL,
      name text NOT NULL,
      data_type text NOT NULL,
      field_type text NOT NULL,
      select_options text[] NOT NULL DEFAULT '{}',
      create_time timestamptz NOT NULL DEFAULT now(),
      update_time timestamptz NOT NULL DEFAULT now(),
      PRIMARY KEY (tenant_id, id)
    );
    CREATE UNIQUE INDEX custom_field_master_name_key ON custom_field_master (tenant_id, field_type, name);

    CREATE TABLE custom_field_value (
      tenant_id uuid NOT NULL,
      resource_type text NOT NULL,
      resource_id uuid NOT NULL,
      master_id uuid NOT NULL,
      value_string text,
      value_number numeric,
      value_date date,
      value_select text,
      update_time timestamptz NOT NULL DEFAULT now(),
      PRIMARY KEY (tenant_id, resource_type, resource_id, master_id),
      FOREIGN KEY (tenant_id, master_id) REFERENCES custom_field_master (tenant_id, id)
    );
    CREATE INDEX custom_field_value_master_idx ON custom_field_value (tenant_id, master_id);
  `.execute(db);
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await sql`DROP TABLE custom_field_value, custom_field_master, customer_gateway_link, customer_staff, customer`.execute(db);
}
