import { sql, type Kysely } from 'kysely';

/**
 * Billings, their lines, payments, daily usage, and the bill run's bookkeeping (docs/billing.md).
 * tenant_id leads every table and key. A billing line's `live_key` is its domain line key while it
 * is a non-ADJUSTMENT line of a non-invalidated billing, NULL otherwise: the partial unique index
 * on it makes a duplicate line impossible, whatever the application does.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await sql`
    CREATE TABLE billing (
      tenant_id uuid NOT NULL,
      id uuid NOT NULL,
      invoice_number text NOT NULL,
      status text NOT NULL,
      contract_id uuid NOT NULL,
      customer_id uuid NOT NULL,
      customer_staff_id uuid,
      payment_method_id uuid,
      billing_date date NOT NULL,
      billing_due_date date NOT NULL,
      billing_issue_date date NOT NULL,
      subtotal numeric NOT NULL,
      tax numeric NOT NULL,
      total numeric NOT NULL,
      paid_amount numeric NOT NULL DEFAULT 0,
      taxes jsonb NOT NULL,
      run_id uuid,
      create_time timestamptz NOT NULL DEFAULT now(),
      update_time timestamptz NOT NULL DEFAULT now(),
      PRIMARY KEY (tenant_id, id)
    );
    CREATE UNIQUE INDEX billing_invoice_number_idx ON billing (tenant_id, invoice_number);
    CREATE INDEX billing_contract_idx ON billing (tenant_id, contract_id, id);
    CREATE INDEX billing_contract_date_idx ON billing (tenant_id, contract_id, billing_date, id);
    CREATE INDEX billing_status_idx ON billing (tenant_id, status, id);
    CREATE INDEX billing_status_date_idx ON billing (tenant_id, status, billing_date, id);
    CREATE INDEX billing_date_idx ON billing (tenant_id, billing_date, id);
    CREATE INDEX billing_due_idx ON billing (tenant_id, billing_due_date) WHERE status IN ('POSTED', 'INVOICE_CREATED', 'PARTIALLY_PAID');

    CREATE TABLE billing_item (
      tenant_id uuid NOT NULL,
      id uuid NOT NULL,
      billing_id uuid NOT NULL,
      position integer NOT NULL,
      contract_id uuid NOT NULL,
      contract_item_id uuid NOT NULL,
      contract_charge_item_id uuid NOT NULL,
      name text NOT NULL,
      kind text NOT NULL,
      period_start date NOT NULL,
      period_end date NOT NULL,
      quantity numeric NOT NULL,
      unit_price numeric NOT NULL,
      subtotal numeric NOT NULL,
      tax_percentage numeric NOT NULL,
      key text NOT NULL,
      live boolean NOT NULL DEFAULT true,
      live_key text,
      PRIMARY KEY (tenant_id, id)
    );
    CREATE UNIQUE INDEX billing_item_live_key_idx ON billing_item (tenant_id, live_key) WHERE live_key IS NOT NULL;
    CREATE INDEX billing_item_billing_idx ON billing_item (tenant_id, billing_id, position);
    CREATE INDEX billing_item_contract_live_idx ON billing_item (tenant_id, contract_id) WHERE live;

    CREATE TABLE payment (
      tenant_id uuid NOT NULL,
      id uuid NOT NULL,
      billing_id uuid NOT NULL,
      optional_id text,
      type text NOT NULL,
      amount numeric NOT NULL,
      payment_date date NOT NULL,
      memo text NOT NULL DEFAULT '',
      create_time timestamptz NOT NULL DEFAULT now(),
      PRIMARY KEY (tenant_id, id)
    );
    CREATE UNIQUE INDEX payment_optional_id_idx ON payment (tenant_id, optional_id) WHERE optional_id IS NOT NULL;
    CREATE INDEX payment_billing_idx ON payment (tenant_id, billing_id, id);

    CREATE TABLE daily_usage (
      tenant_id uuid NOT NULL,
      id uuid NOT NULL,
      contract_id uuid NOT NULL,
      contract_charge_item_id uuid NOT NULL,
      usage_unit_id uuid NOT NULL,
      target_date date NOT NULL,
      quantity numeric NOT NULL,
      recorded_on date NOT NULL,
      create_time timestamptz NOT NULL DEFAULT now(),
      update_time timestamptz NOT NULL DEFAULT now(),
      PRIMARY KEY (tenant_id, id)
    );
    CREATE UNIQUE INDEX daily_usage_key_idx ON daily_usage (tenant_id, contract_charge_item_id, usage_unit_id, target_date);
    CREATE INDEX daily_usage_contract_idx ON daily_usage (tenant_id, contract_id);

    CREATE TABLE invoice_counter (
      tenant_id uuid PRIMARY KEY,
      next bigint NOT NULL
    );

    CREATE TABLE bill_run (
      tenant_id uuid NOT NULL,
      id uuid NOT NULL,
      as_of date NOT NULL,
      trigger text NOT NULL,
      status text NOT NULL,
      cursor uuid,
      contracts_seen integer NOT NULL DEFAULT 0,
      billings_created integer NOT NULL DEFAULT 0,
      lines_created integer NOT NULL DEFAULT 0,
      adjustments_created integer NOT NULL DEFAULT 0,
      parked integer NOT NULL DEFAULT 0,
      create_time timestamptz NOT NULL DEFAULT now(),
      finish_time timestamptz,
      PRIMARY KEY (tenant_id, id)
    );
    CREATE INDEX bill_run_open_idx ON bill_run (tenant_id, as_of) WHERE status = 'RUNNING';

    CREATE TABLE bill_run_chunk (
      tenant_id uuid NOT NULL,
      run_id uuid NOT NULL,
      first_id uuid NOT NULL,
      last_id uuid NOT NULL,
      done boolean NOT NULL DEFAULT false,
      PRIMARY KEY (tenant_id, run_id, first_id)
    );

    CREATE TABLE bill_run_parked (
      tenant_id uuid NOT NULL,
      run_id uuid NOT NULL,
      contract_id uuid NOT NULL,
      reason text NOT NULL,
      create_time timestamptz NOT NULL DEFAULT now(),
      PRIMARY KEY (tenant_id, run_id, contract_id)
    );

    CREATE TABLE job (
      tenant_id uuid NOT NULL,
      kind text NOT NULL,
      run_date date NOT NULL,
      run_at timestamptz NOT NULL,
      status text NOT NULL DEFAULT 'PENDING',
      attempts integer NOT NULL DEFAULT 0,
      locked_until timestamptz,
      last_error text NOT NULL DEFAULT '',
      create_time timestamptz NOT NULL DEFAULT now(),
      finish_time timestamptz,
      PRIMARY KEY (tenant_id, kind, run_date)
    );
    CREATE INDEX job_due_idx ON job (run_at) WHERE status <> 'DONE';
  `.execute(db);
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await sql`DROP TABLE job, bill_run_parked, bill_run_chunk, bill_run, invoice_counter, daily_usage, payment, billing_item, billing`.execute(
    db,
  );
}
