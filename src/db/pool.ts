import pg from 'pg';
import { watchPool } from '../lib/metrics';
import type { PostgresPool } from 'kysely';
import { GuardedClient, StatementNames } from './client';
import { DatabaseConnectError } from './unavailable';

export { DatabaseTimeoutError } from './client';
export { DatabaseConnectError } from './unavailable';

/**
 * The pg pool behind every Kysely instance of the project (docs/configuration.md, "Database
 * timeouts"). A lost connection never reaches the process as an unhandled 'error' event: an idle
 * one is replaced, a checked-out one fails its query (the request answers UNAVAILABLE) and is
 * discarded on release, so the next request gets a fresh connection. A connection that cannot be
 * obtained — refused at TCP, timed out, or refused by PostgreSQL with any SQLSTATE — is a
 * DatabaseConnectError (src/db/unavailable.ts): the request answers UNAVAILABLE.
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
  const names = new StatementNames();
  return {
    connect: async () => {
      let client: pg.PoolClient;
      try {
        client = await pool.connect();
      } catch (err) {
        throw new DatabaseConnectError(err);
      }
      let g = guarded.get(client);
      if (!g) guarded.set(client, (g = new GuardedClient(client, s.statementTimeoutMs ?? 0, names)));
      return g;
    },
    end: () => pool.end(),
  };
}
