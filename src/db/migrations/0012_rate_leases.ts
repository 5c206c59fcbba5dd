import { sql, type Kysely } from 'kysely';

/**
 * Rate-limit leases and cache invalidation of API keys (docs/deployment.md, "Authentication cache and
 * rate-limit leases"). `granted` holds what the last lease statement of a window handed out (the
 * statement returns it). A change of a key or of a provider's settings notifies the channel
 * `billing_auth` with the tenant's or the provider's id, so every process drops its cached lookups.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await sql`
    ALTER TABLE rate_limit_window ADD COLUMN granted integer NOT NULL DEFAULT 0;
    CREATE FUNCTION billing_auth_notify() RETURNS trigger LANGUAGE plpgsql AS $$
    BEGIN
      IF TG_TABLE_NAME = 'provider' THEN
        PERFORM pg_notify('billing_auth', OLD.id::text);
      ELSE
        PERFORM pg_notify('billing_auth', OLD.tenant_id::text);
      END IF;
      RETURN NULL;
    END $$;
    CREATE TRIGGER api_key_auth_notify AFTER UPDATE OR DELETE ON api_key
      FOR EACH ROW EXECUTE FUNCTION billing_auth_notify();
    CREATE TRIGGER provider_auth_notify AFTER UPDATE OR DELETE ON provider
      FOR EACH ROW EXECUTE FUNCTION billing_auth_notify();
  `.execute(db);
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await sql`
    DROP TRIGGER provider_auth_notify ON provider;
    DROP TRIGGER api_key_auth_notify ON api_key;
    DROP FUNCTION billing_auth_notify();
    ALTER TABLE rate_limit_window DROP COLUMN granted;
  `.execute(db);
}
