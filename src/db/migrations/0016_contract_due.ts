import { sql, type Kysely } from 'kysely';
import { CONTRACT_STALE_TRIGGER, MARK_CONTRACTS_STALE } from './0014_contract_next_due';

/**
 * The next-due day moves off the contract row into a narrow table of its own (docs/billing-lifecycle.md
 * "The next-due day"). The bill run stores a new day for every contract it bills, every month; on the
 * contract row that meant a new copy of the whole row (its document) and an entry in each of the
 * contract's eight indexes, on this table it is a row of three columns and two index entries.
 *
 * contract_due holds one row per contract: '-infinity' = stale (to recompute), 'infinity' = nothing
 * left — and a draft's day is always 'infinity' (a draft is never billed), so the due-contract
 * queries need not look at the contract row. What marks a day stale is unchanged from 0014:
 * - a statement trigger on contract: every inserted or updated contract row is stale (a draft:
 *   'infinity');
 * - the statement triggers of 0014 on contract versions, usage and billed lines, whose
 *   mark_contracts_stale now writes here. It still locks the contract rows first (in id order), so a
 *   mark waits for a bill run that holds the contract and lands after the day that run stores.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await sql`
    CREATE TABLE contract_due (
      tenant_id uuid NOT NULL,
      contract_id uuid NOT NULL,
      next_due_date date NOT NULL,
      PRIMARY KEY (tenant_id, contract_id),
      FOREIGN KEY (tenant_id, contract_id) REFERENCES contract (tenant_id, id) ON DELETE CASCADE
    );
    INSERT INTO contract_due (tenant_id, contract_id, next_due_date)
      SELECT tenant_id, id, CASE WHEN is_draft THEN 'infinity'::date ELSE next_due_date END FROM contract;
    CREATE INDEX contract_due_day_idx ON contract_due (tenant_id, next_due_date);

    DROP TRIGGER contract_next_due_stale ON contract;
    DROP FUNCTION contract_next_due_stale();
    DROP INDEX contract_next_due_idx;
    ALTER TABLE contract DROP COLUMN next_due_date;

    CREATE FUNCTION contract_due_written() RETURNS trigger LANGUAGE plpgsql AS $$
    BEGIN
      INSERT INTO contract_due (tenant_id, contract_id, next_due_date)
        SELECT tenant_id, id, CASE WHEN is_draft THEN 'infinity'::date ELSE '-infinity'::date END FROM new_rows
        ON CONFLICT (tenant_id, contract_id) DO UPDATE SET next_due_date = EXCLUDED.next_due_date
          WHERE contract_due.next_due_date IS DISTINCT FROM EXCLUDED.next_due_date;
      RETURN NULL;
    END $$;
    CREATE TRIGGER contract_due_insert AFTER INSERT ON contract
      REFERENCING NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION contract_due_written();
    CREATE TRIGGER contract_due_update AFTER UPDATE ON contract
      REFERENCING NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION contract_due_written();

    CREATE OR REPLACE FUNCTION mark_contracts_stale(p_tenant uuid[], p_contract uuid[]) RETURNS void LANGUAGE plpgsql AS $$
    BEGIN
      PERFORM 1 FROM contract c
        JOIN (SELECT DISTINCT t, k FROM unnest(p_tenant, p_contract) AS u(t, k)) u ON c.tenant_id = u.t AND c.id = u.k
        JOIN contract_due d ON d.tenant_id = c.tenant_id AND d.contract_id = c.id
        WHERE NOT c.is_draft AND d.next_due_date <> '-infinity'
        ORDER BY c.tenant_id, c.id
        FOR NO KEY UPDATE OF c;
      UPDATE contract_due d SET next_due_date = '-infinity'
        FROM (SELECT DISTINCT t, k FROM unnest(p_tenant, p_contract) AS u(t, k)) u, contract c
        WHERE d.tenant_id = u.t AND d.contract_id = u.k AND c.tenant_id = u.t AND c.id = u.k
          AND NOT c.is_draft AND d.next_due_date <> '-infinity';
    END $$;
  `.execute(db);
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await sql`
    DROP TRIGGER contract_due_update ON contract;
    DROP TRIGGER contract_due_insert ON contract;
    DROP FUNCTION contract_due_written();
    ALTER TABLE contract ADD COLUMN next_due_date date NOT NULL DEFAULT '-infinity';
    UPDATE contract c SET next_due_date = d.next_due_date FROM contract_due d
      WHERE d.tenant_id = c.tenant_id AND d.contract_id = c.id AND NOT c.is_draft;
    DROP TABLE contract_due;
    CREATE INDEX contract_next_due_idx ON contract (tenant_id, next_due_date) WHERE NOT is_draft;
    ${sql.raw(CONTRACT_STALE_TRIGGER)}
    ${sql.raw(MARK_CONTRACTS_STALE.replace('CREATE FUNCTION', 'CREATE OR REPLACE FUNCTION'))}
  `.execute(db);
}
