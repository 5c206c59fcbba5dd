import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { Writable } from 'node:stream';
import { buildApp } from '../../src/app';
import { rpcs } from '../../src/api/registry';
import { buildTestApp, newTenant, type TestApp } from '../helpers/app';
import { testRpcs } from './rpc-fixtures';

let t: TestApp;
beforeAll(async () => {
  t = await buildTestApp();
});
afterAll(async () => {
  await t.close();
});

describe('logs', () => {
  it('are JSON lines carrying the request id, with the API key and Idempotency-Key redacted', async () => {
    const lines: string[] = [];
    const stream = new Writable({
      write(chunk, _enc, cb) {
        lines.push(String(chunk));
        cb();
      },
    });
    const app = await buildApp(
      { config: { ...t.config, logLevel: 'trace' }, db: t.db, ports: t.sys.ports, pageSecret: Buffer.alloc(32) },
      { logStream: stream, rpcs: [...rpcs, ...testRpcs] },
    );
    const tenant = await newTenant(t.db);
    await app.inject({
      method: 'POST',
      url: '/test/write',
      payload: { name: 'x' },
      headers: { authorization: `Bearer ${tenant.sandboxKey}`, 'idempotency-key': 'secret-idem-key', 'x-request-id': 'req-42' },
    });
    await app.close();
    const all = lines.join('');
    expect(all).not.toContain(tenant.sandboxKey);
    expect(all).not.toContain('secret-idem-key');
    const parsed = lines.map((l) => JSON.parse(l) as { reqId?: string; req?: { headers: Record<string, string> } });
    const incoming = parsed.find((l) => l.reqId === 'req-42' && l.req);
    expect(incoming?.req?.headers.authorization).toBe('[Redacted]');
    expect(incoming?.req?.headers['idempotency-key']).toBe('[Redacted]');
    expect(parsed.filter((l) => l.reqId === 'req-42').length).toBeGreaterThanOrEqual(2);
  });
});

describe('graceful shutdown', () => {
  it('lets an in-flight request finish while closing', async () => {
    const app = await buildApp(
      { config: t.config, db: t.db, ports: t.sys.ports, pageSecret: Buffer.alloc(32) },
      { logger: false, rpcs: [...rpcs, ...testRpcs] },
    );
    const address = await app.listen({ port: 0, host: '127.0.0.1' });
    const tenant = await newTenant(t.db);
    const inFlight = fetch(`${address}/test/slow?ms=400`, { headers: { authorization: `Bearer ${tenant.sandboxKey}` } });
    await new Promise((r) => setTimeout(r, 100));
    const closing = app.close();
    const res = await inFlight;
    expect(res.status).toBe(200);
    expect(await res.json()).toEqual({ waited: 400 });
    await closing;
  });
});
