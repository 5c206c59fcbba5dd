import { sql, type Kysely } from 'kysely';

/**
 * Operators of the console and the admin API (docs/console.md). An operator signs in with a token
 * (`op_…`, only its SHA-256 stored); a session keeps the hash of its cookie value, the CSRF token the
 * console sends back in X-CSRF-Token, and when it ends. Failed sign-ins are rows in
 * operator_login_failure (one per failure and key: the client IP, the token prefix), so every process
 * counts the same failures.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await sql`
    CREATE TABLE operator (
      id uuid PRIMARY KEY,
      name text NOT NULL,
      token_hash bytea NOT NULL UNIQUE,
      create_time timestamptz NOT NULL DEFAULT now()
    );
    CREATE TABLE operator_session (
      id_hash bytea PRIMARY KEY,
      operator_id uuid NOT NULL REFERENCES operator (id) ON DELETE CASCADE,
      csrf_token text NOT NULL,
      create_time timestamptz NOT NULL DEFAULT now(),
      expire_time timestamptz NOT NULL
    );
    CREATE INDEX operator_session_expire_idx ON operator_session (expire_time);
    CREATE TABLE operator_login_failure (
      key text NOT NULL,
      fail_time timestamptz NOT NULL DEFAULT clock_timestamp()
    );
    CREATE INDEX operator_login_failure_key_idx ON operator_login_failure (key, fail_time);
    CREATE INDEX operator_login_failure_time_idx ON operator_login_failure (fail_time);
  `.execute(db);
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await sql`DROP TABLE operator_login_failure, operator_session, operator`.execute(db);
}
