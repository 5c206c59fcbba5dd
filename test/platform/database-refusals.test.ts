import pg from 'pg';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildTestApp, client, newTenant, testDatabaseUrl, type CallResult, type Client, type TestApp } from '../helpers/app';
import { scratchDatabase } from '../helpers/scratch-db';

// PostgreSQL itself refusing the service's connections, on a database of this file's own (the others
// share the run's database): ALLOW_CONNECTIONS false (SQLSTATE 55000), the database gone (3D000),
// every session read-only as on a demoted primary (25006). Each must answer 503 code 14 with
// Retry-After, never 500, and the service must recover by itself once the database is back.
const scratch = scratchDatabase('refusals');

let t: TestApp;
let c: Client;

async function admin(statement: string): Promise<void> {
  const u = new URL(testDatabaseUrl());
  u.pathname = '/postgres';
  const conn = new pg.Client({ connectionString: u.toString() });
  conn.on('error', () => undefined);
  await conn.connect();
  try {
    await conn.query(statement);
  } finally {
    await conn.end();
  }
}

/** Ends every session on the scratch database (ours and the app's), waiting until they are gone: the next statements need new connections. */
const terminateSessions = (database = scratch.name) =>
  admin(`SELECT pg_terminate_backend(pid, 5000) FROM pg_stat_activity WHERE datname = '${database}' AND pid <> pg_backend_pid()`);

beforeAll(async () => {
  expect((await scratch.migrator.migrateToLatest()).error).toBeUndefined();
  t = await buildTestApp({ DATABASE_URL: scratch.url });
  const tenant = await newTenant(t.db);
  c = client(t.app, tenant.sandboxKey);
});
afterAll(async () => {
  await admin(`ALTER DATABASE ${scratch.name} ALLOW_CONNECTIONS true`).catch(() => undefined);
  await t?.close();
});

function expectUnavailable(res: CallResult): void {
  expect(res.status, JSON.stringify(res.body)).toBe(503);
  expect(res.body).toMatchObject({ code: 14, detail: { reason: 'DATABASE_UNAVAILABLE' } });
  expect(res.headers['retry-after']).toBe('1');
}

const read = () => c.get('/v1/customer/list');
const write = (name: string) => c.post('/v1/customer/create', { name });

/** Calls until a 200, allowing only 503 code 14 before it; returns how many 503s came first. */
async function recovers(call: () => Promise<CallResult>, maxUnavailable: number): Promise<number> {
  for (let unavailable = 0; ; unavailable++) {
    const res = await call();
    if (res.status === 200) return unavailable;
    expectUnavailable(res);
    if (unavailable >= maxUnavailable) throw new Error(`still 503 after ${unavailable} calls`);
  }
}

describe('PostgreSQL refusing connections', () => {
  it('ALLOW_CONNECTIONS false (55000): 503 code 14 with Retry-After for reads and writes, then recovers', async () => {
    expect((await write('Before')).status).toBe(200);
    await admin(`ALTER DATABASE ${scratch.name} ALLOW_CONNECTIONS false`);
    try {
      await terminateSessions();
      for (const res of [await read(), await write('Refused'), await read()]) expectUnavailable(res);
    } finally {
      await admin(`ALTER DATABASE ${scratch.name} ALLOW_CONNECTIONS true`);
    }
    // The first call may still meet a pooled connection the termination has not reached yet.
    await recovers(read, 1);
    expect((await write('After')).status).toBe(200);
  });

  it('the database gone (3D000): 503 code 14 with Retry-After, then recovers when it is back', async () => {
    const moved = `${scratch.name}_moved`;
    await admin(`ALTER DATABASE ${scratch.name} ALLOW_CONNECTIONS false`);
    await terminateSessions();
    await admin(`ALTER DATABASE ${scratch.name} RENAME TO ${moved}`);
    try {
      for (const res of [await read(), await write('Missing')]) expectUnavailable(res);
    } finally {
      await admin(`ALTER DATABASE ${moved} RENAME TO ${scratch.name}`);
      await admin(`ALTER DATABASE ${scratch.name} ALLOW_CONNECTIONS true`);
    }
    await recovers(read, 1);
    expect((await write('Back')).status).toBe(200);
  });
});

describe('a read-only server, as a primary demoted by a failover (25006)', () => {
  it('writes answer 503 code 14 while reads work, and the read-only connections are dropped once it is writable again', async () => {
    await admin(`ALTER DATABASE ${scratch.name} SET default_transaction_read_only = on`);
    try {
      await terminateSessions();
      // Several at once, so the pool holds several read-only connections.
      const writes = await Promise.all(Array.from({ length: 8 }, (_, i) => write(`Read-only ${i}`)));
      for (const res of writes) expectUnavailable(res);
      expect((await read()).status).toBe(200);
    } finally {
      await admin(`ALTER DATABASE ${scratch.name} RESET default_transaction_read_only`);
    }
    // No session is ended this time: the connections opened while read-only stay so until closed.
    // Each one a write meets fails once and is discarded, so writes recover within the pool's size.
    await recovers(() => write('Writable'), 5);
    for (let i = 0; i < 10; i++) expect((await write(`Writable ${i}`)).status).toBe(200);
  });
});
