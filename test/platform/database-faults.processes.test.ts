import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { sql } from 'kysely';
import { createDb, type Db } from '../../src/db/db';
import { newTenant, testDatabaseUrl, type TestTenant } from '../helpers/app';
import { startServerProcess, type ServerProcess } from '../helpers/process';
import { TcpProxy } from '../helpers/tcp-proxy';

// One server process whose every database connection goes through a proxy the test controls.
let db: Db;
let proxy: TcpProxy;
let server: ServerProcess;
let tenant: TestTenant;
beforeAll(async () => {
  db = createDb(testDatabaseUrl(), 2);
  tenant = await newTenant(db);
  const target = new URL(testDatabaseUrl());
  proxy = new TcpProxy({ host: target.hostname, port: Number(target.port || 5432) });
  await proxy.listen();
  const viaProxy = new URL(testDatabaseUrl());
  viaProxy.host = `127.0.0.1:${proxy.port}`;
  server = await startServerProcess({ DATABASE_URL: viaProxy.toString(), RUN_JOBS: 'false' });
}, 90_000);
afterAll(async () => {
  await server?.stop();
  await proxy?.close();
  await db?.destroy();
});

interface Answer {
  status: number;
  body: Record<string, unknown>;
  ms: number;
}

async function call(path: string, body?: unknown): Promise<Answer> {
  const started = Date.now();
  const res = await fetch(`${server.address}${path}`, {
    method: body === undefined ? 'GET' : 'POST',
    headers: { authorization: `Bearer ${tenant.sandboxKey}`, ...(body === undefined ? {} : { 'content-type': 'application/json' }) },
    ...(body === undefined ? {} : { body: JSON.stringify(body) }),
  });
  return { status: res.status, body: (await res.json()) as Record<string, unknown>, ms: Date.now() - started };
}

async function terminateServerConnections(): Promise<number> {
  const ports = proxy.upstreamPorts();
  if (!ports.length) return 0;
  const { rows } = await sql<{
    pid: number;
  }>`select pg_terminate_backend(pid) as pid from pg_stat_activity where client_port in (${sql.join(ports)}) and pid <> pg_backend_pid()`.execute(
    db,
  );
  return rows.length;
}

/** Polls until the call answers 200 (the service recovered by itself); returns how long it took. */
async function recovers(path: string, withinMs: number): Promise<number> {
  const started = Date.now();
  for (;;) {
    const res = await call(path);
    if (res.status === 200) return Date.now() - started;
    expect(res.status).toBe(503);
    if (Date.now() - started > withinMs) throw new Error(`${path} did not recover within ${withinMs} ms`);
    await new Promise((r) => setTimeout(r, 200));
  }
}

function expectUnavailable(res: Answer): void {
  expect(res.status).toBe(503);
  expect(res.body).toMatchObject({ code: 14, detail: { reason: 'DATABASE_UNAVAILABLE' } });
}

describe('database connections terminated while requests are in flight', () => {
  it('answers 200 or 503 code 14, keeps running, and serves the next requests on fresh connections', async () => {
    expect((await call('/v1/provider/get')).status).toBe(200);
    const inFlight = Array.from({ length: 40 }, (_, i) =>
      i % 2 ? call('/v1/provider/get') : call('/v1/customer/create', { name: `Race ${i}` }),
    );
    let terminated = 0;
    let done = false;
    const all = Promise.all(inFlight).finally(() => (done = true));
    while (!done) {
      terminated += await terminateServerConnections();
      await new Promise((r) => setTimeout(r, 15));
    }
    const answers = await all;
    expect(terminated).toBeGreaterThan(0);
    for (const a of answers) {
      if (a.status !== 200) expectUnavailable(a);
    }
    expect(server.child.exitCode).toBeNull();
    for (let i = 0; i < 5; i++) expect((await call('/v1/provider/get')).status).toBe(200);
    expect((await call('/v1/customer/create', { name: 'After' })).status).toBe(200);
    expect(server.output()).not.toMatch(/Unhandled 'error' event|uncaught exception/);
  });
});

describe('database refusing connections', () => {
  it('answers 503 code 14 at once, /hc and /readyz 503, /livez 200, and recovers by itself', async () => {
    await proxy.refuse();
    try {
      const res = await call('/v1/provider/get');
      expectUnavailable(res);
      expect(res.ms).toBeLessThan(2000);
      for (const path of ['/hc', '/readyz']) {
        const hc = await call(path);
        expect(hc).toMatchObject({ status: 503, body: { status: 'NOT_SERVING' } });
        expect(hc.ms).toBeLessThan(2000);
      }
      expect(await call('/livez')).toMatchObject({ status: 200, body: { status: 'SERVING' } });
    } finally {
      await proxy.pass();
    }
    await recovers('/v1/provider/get', 10_000);
    expect((await call('/readyz')).status).toBe(200);
    expect(server.child.exitCode).toBeNull();
  });
});

describe('database that hangs (accepts, never answers)', () => {
  it('answers 503 code 14 within about 2 s, health checks 503 within 2 s, and recovers by itself', async () => {
    expect((await call('/v1/provider/get')).status).toBe(200);
    proxy.blackhole();
    try {
      const answers = await Promise.all([
        call('/v1/provider/get'),
        call('/v1/customer/list'),
        call('/hc'),
        call('/readyz'),
        call('/livez'),
      ]);
      const [get, list, hc, readyz, livez] = answers;
      expectUnavailable(get!);
      expectUnavailable(list!);
      for (const a of [get!, list!]) expect(a.ms).toBeLessThan(2600);
      for (const a of [hc!, readyz!]) {
        expect(a).toMatchObject({ status: 503, body: { status: 'NOT_SERVING' } });
        expect(a.ms).toBeLessThan(2000);
      }
      expect(livez).toMatchObject({ status: 200, body: { status: 'SERVING' } });
      expect(livez!.ms).toBeLessThan(1000);
    } finally {
      await proxy.pass();
    }
    await recovers('/v1/provider/get', 10_000);
    expect((await call('/hc')).status).toBe(200);
    expect(server.child.exitCode).toBeNull();
  });
});
