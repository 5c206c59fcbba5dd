import { sql, type Kysely } from 'kysely';

/**
 * Collections (docs/collections.md): bank statements matched to invoices, and direct debit.
 * - customer: payer_names (振込依頼人名 as the bank shows them), virtual_account_number (7 digits,
 *   unique per tenant), direct_debit_mandate (the customer's 口座振替 account, null = none).
 * - customer_payer_name: each customer's payer names normalised (the matching key), so a deposit finds
 *   its customer by index.
 * - collection_settings: per tenant, the transfer-fee tolerance and treatment, the consignor (委託者)
 *   block of direct-debit request files.
 * - bank_statement / bank_statement_line: an imported file and its deposits; a deposit is unique per
 *   (bank, branch, account, value date, 照会番号), so importing it again applies nothing twice.
 * - statement_application: what a line applied — to an invoice (amount, fee and its treatment) or to
 *   the customer's credit — until it is reversed (unmatch).
 * - direct_debit_request / direct_debit_item: a 口座振替 request file and the invoices in it, each with
 *   its result once the bank's result file is imported.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await sql`
    ALTER TABLE customer
      ADD COLUMN payer_names text[] NOT NULL DEFAULT '{}',
      ADD COLUMN virtual_account_number text,
      ADD COLUMN direct_debit_mandate jsonb;
    CREATE UNIQUE INDEX customer_virtual_account_key ON customer (tenant_id, virtual_account_number)
      WHERE virtual_account_number IS NOT NULL;

    CREATE TABLE customer_payer_name (
      tenant_id uuid NOT NULL,
      normalized text NOT NULL,
      customer_id uuid NOT NULL,
      PRIMARY KEY (tenant_id, normalized, customer_id),
      FOREIGN KEY (tenant_id, customer_id) REFERENCES customer (tenant_id, id) ON DELETE CASCADE
    );
    CREATE INDEX customer_payer_name_customer_idx ON customer_payer_name (tenant_id, customer_id);

    CREATE TABLE collection_settings (
      tenant_id uuid NOT NULL,
      transfer_fee_tolerance numeric NOT NULL DEFAULT 880 CHECK (transfer_fee_tolerance >= 0),
      transfer_fee_treatment text NOT NULL DEFAULT 'EXPENSE',
      consignor_code text NOT NULL DEFAULT '',
      consignor_name text NOT NULL DEFAULT '',
      bank_code text NOT NULL DEFAULT '',
      bank_name text NOT NULL DEFAULT '',
      branch_code text NOT NULL DEFAULT '',
      branch_name text NOT NULL DEFAULT '',
      account_type text NOT NULL DEFAULT 'ORDINARY',
      account_number text NOT NULL DEFAULT '',
      update_time timestamptz NOT NULL DEFAULT now(),
      PRIMARY KEY (tenant_id)
    );

    CREATE TABLE bank_statement (
      tenant_id uuid NOT NULL,
      id uuid NOT NULL,
      format text NOT NULL,
      file_sha256 text NOT NULL,
      line_count integer NOT NULL,
      new_line_count integer NOT NULL,
      deposit_total numeric NOT NULL,
      create_time timestamptz NOT NULL DEFAULT now(),
      PRIMARY KEY (tenant_id, id)
    );

    CREATE TABLE bank_statement_line (
      tenant_id uuid NOT NULL,
      id uuid NOT NULL,
      statement_id uuid NOT NULL,
      record_no integer NOT NULL,
      bank_code text NOT NULL,
      branch_code text NOT NULL,
      account_number text NOT NULL,
      value_date date NOT NULL,
      inquiry_number text NOT NULL,
      amount numeric NOT NULL CHECK (amount > 0),
      payer_name text NOT NULL,
      payer_normalized text NOT NULL,
      status text NOT NULL,
      customer_id uuid,
      rule text NOT NULL DEFAULT '',
      create_time timestamptz NOT NULL DEFAULT now(),
      update_time timestamptz NOT NULL DEFAULT now(),
      PRIMARY KEY (tenant_id, id),
      FOREIGN KEY (tenant_id, statement_id) REFERENCES bank_statement (tenant_id, id)
    );
    CREATE UNIQUE INDEX bank_statement_line_key ON bank_statement_line
      (tenant_id, bank_code, branch_code, account_number, value_date, inquiry_number);
    CREATE INDEX bank_statement_line_statement_idx ON bank_statement_line (tenant_id, statement_id, record_no);
    CREATE INDEX bank_statement_line_status_idx ON bank_statement_line (tenant_id, status, id);

    CREATE TABLE statement_application (
      tenant_id uuid NOT NULL,
      id uuid NOT NULL,
      line_id uuid NOT NULL,
      customer_id uuid NOT NULL,
      invoice_id uuid,
      amount numeric NOT NULL,
      fee_amount numeric NOT NULL DEFAULT 0,
      fee_treatment text,
      credit_id uuid,
      reversed_time timestamptz,
      create_time timestamptz NOT NULL DEFAULT now(),
      PRIMARY KEY (tenant_id, id)
    );
    CREATE INDEX statement_application_line_idx ON statement_application (tenant_id, line_id);
    CREATE INDEX statement_application_invoice_idx ON statement_application (tenant_id, invoice_id) WHERE invoice_id IS NOT NULL;

    CREATE TABLE direct_debit_request (
      tenant_id uuid NOT NULL,
      id uuid NOT NULL,
      debit_date date NOT NULL,
      count integer NOT NULL,
      amount numeric NOT NULL,
      content bytea NOT NULL,
      result_imported boolean NOT NULL DEFAULT false,
      create_time timestamptz NOT NULL DEFAULT now(),
      PRIMARY KEY (tenant_id, id)
    );
    CREATE INDEX direct_debit_request_date_idx ON direct_debit_request (tenant_id, debit_date, id);

    CREATE TABLE direct_debit_item (
      tenant_id uuid NOT NULL,
      id uuid NOT NULL,
      request_id uuid NOT NULL,
      record_no integer NOT NULL,
      customer_id uuid NOT NULL,
      customer_number text NOT NULL,
      invoice_id uuid NOT NULL,
      amount numeric NOT NULL,
      status text NOT NULL DEFAULT 'REQUESTED',
      result_code text NOT NULL DEFAULT '',
      create_time timestamptz NOT NULL DEFAULT now(),
      PRIMARY KEY (tenant_id, id),
      FOREIGN KEY (tenant_id, request_id) REFERENCES direct_debit_request (tenant_id, id)
    );
    CREATE INDEX direct_debit_item_request_idx ON direct_debit_item (tenant_id, request_id, record_no);
    CREATE INDEX direct_debit_item_invoice_idx ON direct_debit_item (tenant_id, invoice_id);
  `.execute(db);
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await sql`
    DROP TABLE direct_debit_item;
    DROP TABLE direct_debit_request;
    DROP TABLE statement_application;
    DROP TABLE bank_statement_line;
    DROP TABLE bank_statement;
    DROP TABLE collection_settings;
    DROP TABLE customer_payer_name;
    DROP INDEX customer_virtual_account_key;
    ALTER TABLE customer DROP COLUMN payer_names, DROP COLUMN virtual_account_number, DROP COLUMN direct_debit_mandate;
  `.execute(db);
}
