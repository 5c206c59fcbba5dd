import pg from 'pg';
import { Kysely, Migrator, PostgresDialect, type Transaction } from 'kysely';
import type { DB } from './schema';
import { migrations } from './migrations/index';

// Business dates stay 'YYYY-MM-DD' strings; numeric and int8 stay strings (exact decimals).
pg.types.setTypeParser(pg.types.builtins.DATE, (v: string) => v);

export type Db = Kysely<DB>;
export type Tx = Transaction<DB>;
/** Either the pool or an open transaction: repositories accept both. */
export type Queryable = Kysely<DB>;

export interface PoolOptions {
  /**
   * false: commits of this pool do not wait for the WAL flush. Only for the rate-limit counter
   * (losing the last few counts on a crash is harmless); never for business data.
   */
  synchronousCommit?: boolean;
}

export function createDb(url: string, max = 10, opts: PoolOptions = {}): Db {
  const pool = new pg.Pool({
    connectionString: url,
    max,
    application_name: 'billing',
    ...(opts.synchronousCommit === false ? { options: '-c synchronous_commit=off' } : {}),
  });
  pool.on('error', () => {
    /* an idle client lost its connection; the pool replaces it */
  });
  return new Kysely<DB>({ dialect: new PostgresDialect({ pool }) });
}

/** Applies every pending migration; safe to call from several processes at once (Kysely locks). */
export async function migrate(db: Db): Promise<string[]> {
  const migrator = new Migrator({ db, provider: { getMigrations: async () => migrations } });
  const { error, results } = await migrator.migrateToLatest();
  if (error) throw error instanceof Error ? error : new Error(String(error));
  return (results ?? []).filter((r) => r.status === 'Success').map((r) => r.migrationName);
}
