import { sql, type Kysely } from 'kysely';

/**
 * Contracts as versioned documents (src/domain/contract/types.ts ContractDoc): the head row holds
 * the latest snapshot plus the columns lists and searches need; every version's snapshot is kept;
 * amendments are recorded with the command that produced their version. contract_charge_item is
 * an index of the latest snapshot's charge items (usage upserts find them by id, management id or
 * usage unit).
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await sql`
    CREATE TABLE contract (
      tenant_id uuid NOT NULL,
      id uuid NOT NULL,
      optional_id text,
      customer_id uuid NOT NULL,
      customer_staff_id uuid,
      payment_method_id uuid,
      is_draft boolean NOT NULL,
      version integer NOT NULL CHECK (version >= 1),
      start_date date NOT NULL,
      end_date date NOT NULL,
      doc jsonb NOT NULL,
      confirm_time timestamptz,
      known_on date NOT NULL,
      create_time timestamptz NOT NULL DEFAULT now(),
      update_time timestamptz NOT NULL DEFAULT now(),
      PRIMARY KEY (tenant_id, id)
    );
    CREATE UNIQUE INDEX contract_optional_id_idx ON contract (tenant_id, optional_id) WHERE optional_id IS NOT NULL;
    CREATE INDEX contract_customer_idx ON contract (tenant_id, customer_id, id);
    CREATE INDEX contract_end_date_idx ON contract (tenant_id, end_date, id);
    CREATE INDEX contract_billable_idx ON contract (tenant_id, id) WHERE NOT is_draft;

    CREATE TABLE contract_version (
      tenant_id uuid NOT NULL,
      contract_id uuid NOT NULL,
      version integer NOT NULL,
      doc jsonb NOT NULL,
      amendment_id uuid,
      create_time timestamptz NOT NULL DEFAULT now(),
      PRIMARY KEY (tenant_id, contract_id, version)
    );

    CREATE TABLE amendment (
      tenant_id uuid NOT NULL,
      id uuid NOT NULL,
      contract_id uuid NOT NULL,
      version integer NOT NULL,
      type text NOT NULL,
      target_contract_item_id uuid,
      effective_start_date date,
      execute_time timestamptz NOT NULL,
      memo text NOT NULL DEFAULT '',
      canceled boolean NOT NULL DEFAULT false,
      cancel_memo text NOT NULL DEFAULT '',
      command jsonb NOT NULL,
      create_time timestamptz NOT NULL DEFAULT now(),
      PRIMARY KEY (tenant_id, id),
      UNIQUE (tenant_id, contract_id, version)
    );
    CREATE INDEX amendment_execute_idx ON amendment (tenant_id, execute_time, id);
    CREATE INDEX amendment_effective_idx ON amendment (tenant_id, effective_start_date, id);

    CREATE TABLE contract_charge_item (
      tenant_id uuid NOT NULL,
      id uuid NOT NULL,
      contract_id uuid NOT NULL,
      contract_item_id uuid NOT NULL,
      optional_id text,
      usage_unit_id uuid,
      PRIMARY KEY (tenant_id, id)
    );
    CREATE UNIQUE INDEX contract_charge_item_optional_id_idx ON contract_charge_item (tenant_id, optional_id) WHERE optional_id IS NOT NULL;
    CREATE INDEX contract_charge_item_contract_idx ON contract_charge_item (tenant_id, contract_id, usage_unit_id);
  `.execute(db);
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await sql`DROP TABLE contract_charge_item, amendment, contract_version, contract`.execute(db);
}
