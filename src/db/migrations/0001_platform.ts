import { sql, type Kysely } from 'kysely';

/** Providers, tenants (provider × environment), API keys, rate-limit windows, idempotency, test clocks. */
export async function up(db: Kysely<unknown>): Promise<void> {
  await sql`
    CREATE TABLE provider (
      id uuid PRIMARY KEY,
      name text NOT NULL,
      email_address text NOT NULL DEFAULT '',
      phone_number text NOT NULL DEFAULT '',
      representative_last_name text NOT NULL DEFAULT '',
      representative_first_name text NOT NULL DEFAULT '',
      address text NOT NULL DEFAULT '',
      tax_rounding text NOT NULL DEFAULT 'ROUNDING_ROUND_DOWN',
      rate_limit_per_minute integer CHECK (rate_limit_per_minute > 0),
      invoice_number_prefix text NOT NULL DEFAULT '',
      bill_run_hour_jst integer NOT NULL DEFAULT 6 CHECK (bill_run_hour_jst BETWEEN 0 AND 23),
      create_time timestamptz NOT NULL DEFAULT now(),
      update_time timestamptz NOT NULL DEFAULT now()
    );
    CREATE TABLE tenant (
      id uuid PRIMARY KEY,
      provider_id uuid NOT NULL,
      environment text NOT NULL CHECK (environment IN ('sandbox', 'production')),
      create_time timestamptz NOT NULL DEFAULT now(),
      UNIQUE (provider_id, environment)
    );
    CREATE TABLE api_key (
      tenant_id uuid NOT NULL,
      id uuid NOT NULL,
      prefix text NOT NULL,
      hash bytea NOT NULL,
      create_time timestamptz NOT NULL DEFAULT now(),
      expire_time timestamptz,
      revoke_time timestamptz,
      PRIMARY KEY (tenant_id, id)
    );
    CREATE UNIQUE INDEX api_key_hash_idx ON api_key (hash);
    CREATE TABLE rate_limit_window (
      tenant_id uuid NOT NULL,
      window_start timestamptz NOT NULL,
      count integer NOT NULL,
      PRIMARY KEY (tenant_id, window_start)
    );
    CREATE TABLE idempotency_key (
      tenant_id uuid NOT NULL,
      key text NOT NULL,
      request_hash text NOT NULL,
      status_code integer,
      response jsonb,
      create_time timestamptz NOT NULL DEFAULT now(),
      PRIMARY KEY (tenant_id, key)
    );
    CREATE INDEX idempotency_key_create_time_idx ON idempotency_key (create_time);
    CREATE TABLE test_clock (
      tenant_id uuid PRIMARY KEY,
      now timestamptz NOT NULL,
      update_time timestamptz NOT NULL DEFAULT now()
    );
    CREATE TABLE server_secret (
      name text PRIMARY KEY,
      value bytea NOT NULL
    );
  `.execute(db);
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await sql`DROP TABLE server_secret, test_clock, idempotency_key, rate_limit_window, api_key, tenant, provider`.execute(db);
}
