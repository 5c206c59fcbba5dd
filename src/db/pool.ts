import pg from 'pg';
import { watchPool } from '../lib/metrics';
import type { PostgresCursor, PostgresPool, PostgresPoolClient, PostgresQueryResult } from 'kysely';

/**
 * The pg pool behind every Kysely instance of the project (docs/configuration.md, "Database
 * timeouts"). A lost connection never reaches the process as an unhandled 'error' event: an idle
 * one is replaced, a checked-out one fails its query (the request answers UNAVAILABLE) and is
 * discarded on release, so the next request gets a fresh connection.
 */
export interface PoolSettings {
  max: number;
  /** false: commits do not wait for the WAL flush (only the rate-limit counter). */
  synchronousCommit?: boolean;
  /** Limit (ms) on opening a connection and on waiting for a free one; 0 = none. */
  connectTimeoutMs?: number;
  /**
   * Limit (ms) on one statement; 0 = none. PostgreSQL cancels it (statement_timeout), and should the
   * database not answer at all, the client gives up a moment later and drops the connection.
   */
  statementTimeoutMs?: number;
  /** Told about every lost connection (logging); the pool has already dealt with it. */
  onError?: (err: Error) => void;
  /** Reports the pool's connections in the metrics under this name. */
  name?: string;
}

/** The database did not answer a statement in time; its connection was dropped. */
export class DatabaseTimeoutError extends Error {
  readonly code = 'DB_TIMEOUT';
}

/** A statement-timeout cancel travels back in well under this; past it the database is not answering. */
const CLIENT_GRACE_MS = 500;

export function createPool(url: string, s: PoolSettings): PostgresPool {
  const pool = new pg.Pool({
    connectionString: url,
    max: s.max,
    application_name: 'billing',
    keepAlive: true,
    ...(s.connectTimeoutMs ? { connectionTimeoutMillis: s.connectTimeoutMs } : {}),
    ...(s.statementTimeoutMs ? { statement_timeout: s.statementTimeoutMs } : {}),
    ...(s.synchronousCommit === false ? { options: '-c synchronous_commit=off' } : {}),
  });
  // Every client reports its own lost connection, idle or in use; the pool's event for an idle one
  // would report it twice.
  pool.on('error', () => undefined);
  if (s.name) watchPool(s.name, () => ({ total: pool.totalCount, idle: pool.idleCount, waiting: pool.waitingCount, max: s.max }));
  pool.on('connect', (client) => client.on('error', (err: Error) => s.onError?.(err)));
  const guarded = new WeakMap<pg.PoolClient, GuardedClient>();
  const readTimeoutMs = s.statementTimeoutMs ? s.statementTimeoutMs + CLIENT_GRACE_MS : 0;
  return {
    connect: async () => {
      const client = await pool.connect();
      let g = guarded.get(client);
      if (!g) guarded.set(client, (g = new GuardedClient(client, readTimeoutMs)));
      return g;
    },
    end: () => pool.end(),
  };
}

/** A pooled client whose statements give up after `readTimeoutMs`, dropping the connection. */
class GuardedClient implements PostgresPoolClient {
  private broken = false;

  constructor(
    private readonly client: pg.PoolClient,
    private readonly readTimeoutMs: number,
  ) {}

  query<R>(sql: string, parameters: ReadonlyArray<unknown>): Promise<PostgresQueryResult<R>>;
  query<R>(cursor: PostgresCursor<R>): PostgresCursor<R>;
  query<R>(what: string | PostgresCursor<R>, parameters?: ReadonlyArray<unknown>): Promise<PostgresQueryResult<R>> | PostgresCursor<R> {
    if (typeof what !== 'string') return this.client.query(what as unknown as pg.Submittable) as unknown as PostgresCursor<R>;
    const running = this.client.query(what, parameters as unknown[]) as unknown as Promise<PostgresQueryResult<R>>;
    if (!this.readTimeoutMs) return running;
    return new Promise((resolve, reject) => {
      const timer = setTimeout(() => {
        this.broken = true;
        (this.client as unknown as pg.Client).connection.stream.destroy();
        reject(new DatabaseTimeoutError(`the database did not answer within ${this.readTimeoutMs} ms`));
      }, this.readTimeoutMs);
      running.then(
        (r) => (clearTimeout(timer), resolve(r)),
        (e: unknown) => (clearTimeout(timer), reject(e)),
      );
    });
  }

  release(): void {
    // A dropped connection is removed from the pool rather than handed out again.
    this.client.release(this.broken || undefined);
  }
}
