import { join } from 'node:path';
import { appendFile } from 'node:fs/promises';
import type { Config } from '../lib/config';
import { createDb, migrate, type Db } from './db';
import { startEmbedded, type EmbeddedHandle } from './embedded';

export interface Database {
  db: Db;
  url: string;
  embedded: EmbeddedHandle | undefined;
  close(): Promise<void>;
}

/**
 * Opens the database the configuration names: DATABASE_URL, or the embedded PostgreSQL under
 * DATA_DIR (started here unless another process of ours already runs it). Migrates unless told not to.
 */
export async function openDatabase(
  config: Config,
  opts: { migrate?: boolean; poolSize?: number; onError?: (err: Error) => void; audit?: boolean } = {},
): Promise<Database> {
  let embedded: EmbeddedHandle | undefined;
  let url = config.databaseUrl;
  if (!url) {
    const logFile = join(config.dataDir, 'postgres.log');
    embedded = await startEmbedded(config.dataDir, (line) => void appendFile(logFile, `${line}\n`).catch(() => undefined));
    url = embedded.url;
  }
  const connect = { connectTimeoutMs: config.dbConnectTimeoutMs, ...(opts.onError ? { onError: opts.onError } : {}) };
  const db = createDb(url, opts.poolSize ?? 10, {
    ...connect,
    statementTimeoutMs: config.dbStatementTimeoutMs,
    name: 'main',
    ...(opts.audit === false ? { audit: false } : {}),
  });
  try {
    // A migration may run longer than a request's statement: it gets its own pool without that limit.
    if (opts.migrate !== false) {
      const migrating = createDb(url, 2, connect);
      await migrate(migrating).finally(() => migrating.destroy());
    }
  } catch (err) {
    await db.destroy();
    await embedded?.stop();
    throw err;
  }
  return {
    db,
    url,
    embedded,
    close: async () => {
      await db.destroy();
      await embedded?.stop();
    },
  };
}
