import pg from 'pg';
import { Kysely, Migrator, type Driver, type LogConfig, type Transaction } from 'kysely';
import type { DB } from './schema';
import { migrations } from './migrations/index';
import { createPool, type PoolSettings } from './pool';
import { LiteralBooleanDialect } from './literals';
import { AuditDriver } from './audit/driver';
import type { ChainHeads } from './audit/heads';
import { withoutAudit } from '../lib/audit-scope';

// Business dates stay 'YYYY-MM-DD' strings; numeric and int8 stay strings (exact decimals).
pg.types.setTypeParser(pg.types.builtins.DATE, (v: string) => v);

declare const poolBrand: unique symbol;
declare const txBrand: unique symbol;

/**
 * The connection pool: the only thing a transaction is opened on (inTransaction). Distinct from Tx,
 * so the compiler refuses a transaction where a pool is expected (Kysely cannot nest transactions,
 * and the invoice counter must commit outside the bill run's transaction) and the reverse.
 */
export type Db = Kysely<DB> & { readonly [poolBrand]: true };
/** An open transaction. */
export type Tx = Transaction<DB> & { readonly [txBrand]: true };
/** Either the pool or an open transaction: repositories accept both. */
export type Queryable = Kysely<DB>;

/** Runs `work` in one transaction on the pool: committed when it returns, rolled back when it throws. */
export function inTransaction<T>(db: Db, work: (tx: Tx) => Promise<T>): Promise<T> {
  return db.transaction().execute((trx) => work(trx as Tx));
}

/** A Kysely instance built by hand (tests with a query logger) as the pool it is. */
export function poolOf(kysely: Kysely<DB>): Db {
  return kysely as Db;
}

export type PoolOptions = Omit<PoolSettings, 'max'> & {
  /** Kysely's query log (tests that look at the statements sent). */
  log?: LogConfig;
  /** false: changes are not written to the audit log — only the bench's side-by-side baseline (bench/audit-server.ts with AUDIT=off). Default true. */
  audit?: boolean;
  /** Lets the caller record the pool's audit chain heads at once (tests; docs/records.md "The hash chain"). */
  chainHeads?: ChainHeads;
};

/** PostgreSQL's dialect as the project uses it: booleans as literals (literals.ts), every change audited (audit/driver.ts). */
class AppDialect extends LiteralBooleanDialect {
  constructor(
    config: ConstructorParameters<typeof LiteralBooleanDialect>[0],
    private readonly audit: boolean,
    private readonly chainHeads: ChainHeads | undefined,
  ) {
    super(config);
  }

  override createDriver(): Driver {
    const driver = super.createDriver();
    return this.audit ? new AuditDriver(driver, this.chainHeads) : driver;
  }
}

/** A Kysely instance on its own pool of at most `max` connections (see src/db/pool.ts). */
export function createDb(url: string, max = 10, opts: PoolOptions = {}): Db {
  const { log, audit, chainHeads, ...settings } = opts;
  const dialect = new AppDialect({ pool: createPool(url, { ...settings, max }) }, audit ?? true, chainHeads);
  return poolOf(new Kysely<DB>({ dialect, ...(log ? { log } : {}) }));
}

/** Applies every pending migration; safe to call from several processes at once (Kysely locks). */
export async function migrate(db: Db): Promise<string[]> {
  const migrator = new Migrator({ db, provider: { getMigrations: async () => migrations } });
  // The schema's own history is Kysely's migration table; a data change a migration makes is not an act of anyone's.
  const { error, results } = await withoutAudit(() => migrator.migrateToLatest());
  if (error) throw error instanceof Error ? error : new Error(String(error));
  return (results ?? []).filter((r) => r.status === 'Success').map((r) => r.migrationName);
}
