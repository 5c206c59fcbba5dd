import { randomBytes } from 'node:crypto';
import { Migrator } from 'kysely';
import pg from 'pg';
import { afterAll, beforeAll } from 'vitest';
import { createDb, type Db } from '../../src/db/db';
import { migrations } from '../../src/db/migrations/index';
import { testDatabaseUrl } from './app';

export interface ScratchDatabase {
  /** A one-connection pool on the database (set before the file's tests run). */
  db: Db;
  /** A migrator over every migration, on that database. */
  migrator: Migrator;
  /** The database's name and address (set before the file's tests run). */
  name: string;
  url: string;
}

/**
 * A database of its own on the test server, for a migration test: created empty before the file's
 * tests and dropped after them.
 */
export function scratchDatabase(label: string): ScratchDatabase {
  const name = `billing_${label}_${Date.now()}_${randomBytes(3).toString('hex')}`;
  const onServer = (database: string) => {
    const u = new URL(testDatabaseUrl());
    u.pathname = `/${database}`;
    return u.toString();
  };
  const admin = async (statement: string): Promise<void> => {
    const client = new pg.Client({ connectionString: onServer('postgres') });
    await client.connect();
    try {
      await client.query(statement);
    } finally {
      await client.end();
    }
  };
  const scratch = {} as ScratchDatabase;
  beforeAll(async () => {
    await admin(`CREATE DATABASE ${name}`);
    scratch.name = name;
    scratch.url = onServer(name);
    // Old schemas have no audit log: the scratch database's own writes are not audited.
    scratch.db = createDb(scratch.url, 1, { audit: false });
    scratch.migrator = new Migrator({ db: scratch.db, provider: { getMigrations: async () => migrations } });
  });
  afterAll(async () => {
    await scratch.db?.destroy();
    await admin(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`);
  });
  return scratch;
}
