import { sql, type Kysely } from 'kysely';

/**
 * Operators can be revoked (docs/console.md "Operators"): `revoke_time` set, their sessions deleted in
 * the same transaction. Failed sign-ins are counted per client address in one row per address
 * (`operator_login_throttle`): a failure is recorded and checked against the limit by one upsert, so
 * concurrent wrong tokens cannot all slip under the limit. The per-failure rows of 0013 go.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await sql`
    ALTER TABLE operator ADD COLUMN revoke_time timestamptz;
    CREATE TABLE operator_login_throttle (
      key text PRIMARY KEY,
      failures integer NOT NULL,
      window_start timestamptz NOT NULL
    );
    CREATE INDEX operator_login_throttle_window_idx ON operator_login_throttle (window_start);
    DROP TABLE operator_login_failure;
  `.execute(db);
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await sql`
    CREATE TABLE operator_login_failure (
      key text NOT NULL,
      fail_time timestamptz NOT NULL DEFAULT clock_timestamp()
    );
    CREATE INDEX operator_login_failure_key_idx ON operator_login_failure (key, fail_time);
    CREATE INDEX operator_login_failure_time_idx ON operator_login_failure (fail_time);
    DROP TABLE operator_login_throttle;
    ALTER TABLE operator DROP COLUMN revoke_time;
  `.execute(db);
}
