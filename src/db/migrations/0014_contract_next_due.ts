import { sql, type Kysely } from 'kysely';

/**
 * The next-due index (docs/billing-lifecycle.md "The next-due day"): contract.next_due_date is the
 * earliest JST day on which the daily jobs have something to do for the contract (a line not yet
 * billed, an adjustment, an auto-renewal), '-infinity' when it must be recomputed ("stale") and
 * 'infinity' when nothing is left. Only the bill run (services/nextdue.ts) writes a computed value;
 * every other write that can change it marks the contract stale here, in the database, so no code
 * path can forget it:
 * - any INSERT or UPDATE of a contract row that does not itself set next_due_date (creation,
 *   confirmation, every amendment, renewal, cancellation, payment-method change);
 * - a new or rewritten contract version (the per-line known days come from the versions);
 * - usage inserted, replaced or deleted (a usage line's amount, and so an adjustment, can change);
 * - billed lines released (invalidation) or otherwise changed in place.
 * Marking locks the contract rows in id order (no deadlock between two batches) and skips rows
 * already stale. Existing contracts are backfilled as stale: the first daily run recomputes them.
 */
/** The statement triggers that mark the contracts of changed rows stale (each table has contract_id). */
const MARKING: ReadonlyArray<[string, 'INSERT' | 'UPDATE' | 'DELETE']> = [
  ['daily_usage', 'INSERT'],
  ['daily_usage', 'UPDATE'],
  ['daily_usage', 'DELETE'],
  ['billing_item', 'UPDATE'],
  ['billing_item', 'DELETE'],
  ['contract_version', 'INSERT'],
  ['contract_version', 'UPDATE'],
];

/** The row trigger that marks a written contract stale (0016 replaces it and restores it on the way down). */
export const CONTRACT_STALE_TRIGGER = `
    CREATE FUNCTION contract_next_due_stale() RETURNS trigger LANGUAGE plpgsql AS $$
    BEGIN
      IF TG_OP = 'UPDATE' AND NEW.next_due_date IS DISTINCT FROM OLD.next_due_date THEN
        RETURN NEW;
      END IF;
      NEW.next_due_date := '-infinity';
      RETURN NEW;
    END $$;
    CREATE TRIGGER contract_next_due_stale BEFORE INSERT OR UPDATE ON contract
      FOR EACH ROW EXECUTE FUNCTION contract_next_due_stale();`;

/** Marks contracts stale, locking them in id order (0016 rewrites it for contract_due and restores it on the way down). */
export const MARK_CONTRACTS_STALE = `
    CREATE FUNCTION mark_contracts_stale(p_tenant uuid[], p_contract uuid[]) RETURNS void LANGUAGE plpgsql AS $$
    BEGIN
      PERFORM 1 FROM contract c
        JOIN (SELECT DISTINCT t, k FROM unnest(p_tenant, p_contract) AS u(t, k)) u ON c.tenant_id = u.t AND c.id = u.k
        WHERE c.next_due_date <> '-infinity'
        ORDER BY c.tenant_id, c.id
        FOR NO KEY UPDATE OF c;
      UPDATE contract c SET next_due_date = '-infinity'
        FROM (SELECT DISTINCT t, k FROM unnest(p_tenant, p_contract) AS u(t, k)) u
        WHERE c.tenant_id = u.t AND c.id = u.k AND c.next_due_date <> '-infinity';
    END $$;`;

export async function up(db: Kysely<unknown>): Promise<void> {
  await sql`
    ALTER TABLE contract ADD COLUMN next_due_date date NOT NULL DEFAULT '-infinity';
    CREATE INDEX contract_next_due_idx ON contract (tenant_id, next_due_date) WHERE NOT is_draft;

    ${sql.raw(CONTRACT_STALE_TRIGGER)}
    ${sql.raw(MARK_CONTRACTS_STALE)}
    CREATE FUNCTION next_due_rows_changed() RETURNS trigger LANGUAGE plpgsql AS $$
    DECLARE
      tenants uuid[];
      contracts uuid[];
    BEGIN
      IF TG_OP = 'DELETE' THEN
        SELECT array_agg(tenant_id), array_agg(contract_id) INTO tenants, contracts FROM old_rows;
      ELSE
        SELECT array_agg(tenant_id), array_agg(contract_id) INTO tenants, contracts FROM new_rows;
      END IF;
      IF tenants IS NOT NULL THEN
        PERFORM mark_contracts_stale(tenants, contracts);
      END IF;
      RETURN NULL;
    END $$;

  `.execute(db);
  for (const [table, event] of MARKING) {
    const ref = event === 'DELETE' ? 'OLD TABLE AS old_rows' : 'NEW TABLE AS new_rows';
    await sql
      .raw(
        `CREATE TRIGGER ${table}_next_due_${event.toLowerCase()} AFTER ${event} ON ${table}
         REFERENCING ${ref} FOR EACH STATEMENT EXECUTE FUNCTION next_due_rows_changed()`,
      )
      .execute(db);
  }
}

export async function down(db: Kysely<unknown>): Promise<void> {
  for (const [table, event] of MARKING) await sql.raw(`DROP TRIGGER ${table}_next_due_${event.toLowerCase()} ON ${table}`).execute(db);
  await sql`
    DROP FUNCTION next_due_rows_changed();
    DROP FUNCTION mark_contracts_stale(uuid[], uuid[]);
    DROP TRIGGER contract_next_due_stale ON contract;
    DROP FUNCTION contract_next_due_stale();
    DROP INDEX contract_next_due_idx;
    ALTER TABLE contract DROP COLUMN next_due_date;
  `.execute(db);
}
