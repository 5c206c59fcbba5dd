import { loadConfig, type Config } from '../lib/config';
import { openDatabase } from '../db/connect';
import type { Db } from '../db/db';
import type { Ports } from '../services/kernel';
import { appPorts } from '../wiring';

export interface Io {
  out(line: string): void;
  err(line: string): void;
  env: NodeJS.ProcessEnv;
  isTty: boolean;
  /** stderr is a terminal (progress bars go there); absent = no. */
  errIsTty?: boolean;
  /** Raw output to the terminal (progress lines), when stdout is one. */
  write?: (text: string) => void;
  /** Bytes to stdout as they are (an export in another encoding than UTF-8); absent: text through out(). */
  bytes?: (data: Buffer) => void;
}

export function config(io: Io): Config {
  return loadConfig(io.env);
}

/**
 * Runs fn on the configured database (migrated) with the services' ports, then closes it (stopping an
 * embedded instance we started).
 */
export async function withDatabase<T>(io: Io, fn: (db: Db, ports: Ports) => Promise<T>): Promise<T> {
  const database = await openDatabase(config(io), { poolSize: 4 });
  try {
    return await fn(database.db, appPorts());
  } finally {
    await database.close();
  }
}
