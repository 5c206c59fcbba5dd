import { sql, type Kysely } from 'kysely';

/**
 * Accounting (docs/accounting.md):
 * - accounting_setting: the provider's account names and tax categories (the defaults fill the rest).
 * - invoice.service_end: the last day of service of the invoice's lines, set when the invoice is
 *   written (trigger) and filled in for the invoices already there. With the index on it, a month's
 *   revenue recognition reads only the invoices whose service reaches into that month.
 * - indexes that read one month of payments, voids and customer-credit movements.
 * - revenue_month: the revenue report's figures of each closed month, computed once from the journal
 *   and the contracts and then read as they are ("Revenue report").
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await sql`
    CREATE TABLE accounting_setting (
      tenant_id uuid PRIMARY KEY,
      accounts jsonb NOT NULL DEFAULT '{}',
      tax_categories jsonb NOT NULL DEFAULT '{}',
      update_time timestamptz NOT NULL DEFAULT now()
    );

    ALTER TABLE invoice ADD COLUMN service_end date;
    UPDATE invoice i SET service_end = (
      SELECT max(bi.period_end) FROM billing_item bi WHERE bi.tenant_id = i.tenant_id AND bi.billing_id = ANY (i.billing_ids)
    );
    CREATE FUNCTION invoice_service_end() RETURNS trigger LANGUAGE plpgsql AS $$
    BEGIN
      NEW.service_end := (
        SELECT max(bi.period_end) FROM billing_item bi WHERE bi.tenant_id = NEW.tenant_id AND bi.billing_id = ANY (NEW.billing_ids)
      );
      RETURN NEW;
    END $$;
    CREATE TRIGGER invoice_service_end BEFORE INSERT ON invoice FOR EACH ROW EXECUTE FUNCTION invoice_service_end();
    CREATE INDEX invoice_service_end_idx ON invoice (tenant_id, service_end) WHERE service_end > issue_date;
    CREATE INDEX invoice_void_time_idx ON invoice (tenant_id, void_time) WHERE void_time IS NOT NULL;
    CREATE INDEX payment_date_idx ON payment (tenant_id, payment_date, id);
    CREATE INDEX customer_credit_time_idx ON customer_credit (tenant_id, create_time, id);

    CREATE TABLE revenue_month (
      tenant_id uuid NOT NULL,
      month text NOT NULL,
      invoiced numeric NOT NULL,
      recognised numeric NOT NULL,
      deferred numeric NOT NULL,
      mrr numeric NOT NULL,
      new_mrr numeric NOT NULL,
      expansion numeric NOT NULL,
      contraction numeric NOT NULL,
      churned numeric NOT NULL,
      compute_time timestamptz NOT NULL DEFAULT now(),
      PRIMARY KEY (tenant_id, month)
    );
  `.execute(db);
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await sql`
    DROP TABLE revenue_month;
    DROP INDEX customer_credit_time_idx;
    DROP INDEX payment_date_idx;
    DROP INDEX invoice_void_time_idx;
    DROP INDEX invoice_service_end_idx;
    DROP TRIGGER invoice_service_end ON invoice;
    DROP FUNCTION invoice_service_end();
    ALTER TABLE invoice DROP COLUMN service_end;
    DROP TABLE accounting_setting;
  `.execute(db);
}
