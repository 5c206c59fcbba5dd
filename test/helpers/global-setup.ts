import { randomBytes } from 'node:crypto';
import pg from 'pg';
import type { TestProject } from 'vitest/node';
import { startThrowaway } from '../../src/db/embedded';
import { createDb, migrate } from '../../src/db/db';

declare module 'vitest' {
  export interface ProvidedContext {
    databaseUrl: string;
  }
}

function withDatabase(url: string, name: string): string {
  const u = new URL(url);
  u.pathname = `/${name}`;
  return u.toString();
}

interface TestDatabase {
  url: string;
  drop(): Promise<void>;
}

/** A fresh, migrated database on DATABASE_URL's server when set, else on an embedded PostgreSQL. */
async function createTestDatabase(): Promise<TestDatabase> {
  const server = await startThrowaway(process.env.DATABASE_URL, 'billing-test-');
  const serverUrl = server.url;
  const name = `billing_test_${Date.now()}_${randomBytes(3).toString('hex')}`;
  const admin = new pg.Client({ connectionString: serverUrl });
  admin.on('error', () => undefined); // a lost connection fails the query below instead
  await admin.connect();
  await admin.query(`CREATE DATABASE ${name}`);
  await admin.end();
  const url = withDatabase(serverUrl, name);
  const db = createDb(url, 2);
  await migrate(db);
  await db.destroy();
  return {
    url,
    drop: async () => {
      const client = new pg.Client({ connectionString: serverUrl });
      client.on('error', () => undefined); // a lost connection fails the query below instead
      await client.connect();
      await client.query(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`);
      await client.end();
      await server.stop();
    },
  };
}

/** The run's database, shared by the projects that need one (each calls this setup). */
const SHARED = Symbol.for('billing.test-database');
type Shared = { ready: Promise<TestDatabase>; users: number };
const registry = globalThis as { [SHARED]?: Shared };

/**
 * One fresh, migrated database per test run, whichever projects run (services, integration): the
 * first project's setup makes it, the last one's teardown drops it. Test files share it; each test
 * makes its own tenant, so tests never see each other's rows.
 */
export default async function setup(project: TestProject): Promise<() => Promise<void>> {
  const shared = (registry[SHARED] ??= { ready: createTestDatabase(), users: 0 });
  shared.users++;
  const { url } = await shared.ready;
  project.provide('databaseUrl', url);
  return async () => {
    if (--shared.users > 0) return;
    delete registry[SHARED];
    await (await shared.ready).drop();
  };
}
