import { sql, type Kysely } from 'kysely';

/**
 * The audit log (docs/records.md "The audit log"): one row per committed change and tenant, chained by
 * hash in a few chains per tenant (audit_chain holds each chain's last seq and hash; the platform's own
 * changes use the all-zero tenant). Rows cannot be changed or deleted: a trigger refuses UPDATE, DELETE and TRUNCATE
 * for every role, the owner included (only a superuser who disables triggers gets past it; docs/records.md
 * "Append-only" says how to also take the privileges away when the server runs as its own role), and the
 * chain heads cannot be deleted. Operators get a role and the providers they may act on (empty = all):
 * existing operators become owners, as they could do everything.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await sql`
    CREATE TABLE audit_chain (
      tenant_id uuid NOT NULL,
      chain smallint NOT NULL,
      seq bigint NOT NULL,
      hash bytea NOT NULL,
      PRIMARY KEY (tenant_id, chain)
    );
    CREATE TABLE audit_log (
      tenant_id uuid NOT NULL,
      chain smallint NOT NULL,
      seq bigint NOT NULL,
      id uuid NOT NULL,
      time timestamptz NOT NULL,
      actor_type text NOT NULL,
      actor_id text NOT NULL,
      action text NOT NULL,
      resource_types text[] NOT NULL,
      resource_ids text[] NOT NULL,
      resource_count integer NOT NULL,
      request_id text NOT NULL,
      hash bytea NOT NULL,
      PRIMARY KEY (tenant_id, chain, seq)
    );
    CREATE INDEX audit_log_time_idx ON audit_log (time DESC, id DESC);
    CREATE INDEX audit_log_tenant_time_idx ON audit_log (tenant_id, time DESC, id DESC);
    CREATE INDEX audit_log_actor_idx ON audit_log (actor_id, time DESC, id DESC);
    CREATE INDEX audit_log_action_idx ON audit_log (action, time DESC, id DESC);
    CREATE INDEX audit_log_resource_idx ON audit_log USING gin (resource_ids);

    CREATE FUNCTION audit_refuse_change() RETURNS trigger LANGUAGE plpgsql AS $$
    BEGIN
      RAISE EXCEPTION 'audit rows are append-only: % on % refused', TG_OP, TG_TABLE_NAME USING ERRCODE = 'insufficient_privilege';
    END $$;
    CREATE TRIGGER audit_log_append_only BEFORE UPDATE OR DELETE ON audit_log FOR EACH ROW EXECUTE FUNCTION audit_refuse_change();
    CREATE TRIGGER audit_log_no_truncate BEFORE TRUNCATE ON audit_log FOR EACH STATEMENT EXECUTE FUNCTION audit_refuse_change();
    CREATE TRIGGER audit_chain_kept BEFORE DELETE ON audit_chain FOR EACH ROW EXECUTE FUNCTION audit_refuse_change();
    CREATE TRIGGER audit_chain_no_truncate BEFORE TRUNCATE ON audit_chain FOR EACH STATEMENT EXECUTE FUNCTION audit_refuse_change();
    REVOKE UPDATE, DELETE, TRUNCATE ON audit_log FROM PUBLIC;

    ALTER TABLE operator
      ADD COLUMN role text NOT NULL DEFAULT 'OWNER' CHECK (role IN ('OWNER', 'ADMIN', 'CLERK', 'VIEWER')),
      ADD COLUMN provider_ids uuid[] NOT NULL DEFAULT '{}';
  `.execute(db);
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await sql`
    ALTER TABLE operator DROP COLUMN provider_ids, DROP COLUMN role;
    DROP TABLE audit_log, audit_chain;
    DROP FUNCTION audit_refuse_change();
  `.execute(db);
}
