import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { Writable } from 'node:stream';
import { buildApp } from '../../src/app';
import { rpcs } from '../../src/api/registry';
import { buildTestApp, newTenant, type TestApp } from '../helpers/app';
import { newOperator, signIn } from '../helpers/admin';
import { testRpcs } from './rpc-fixtures';

let t: TestApp;
beforeAll(async () => {
  t = await buildTestApp();
});
afterAll(async () => {
  await t.close();
});

describe('logs', () => {
  it('are JSON lines carrying the request id, with every secret-bearing header redacted', async () => {
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
    // A console request: the session cookie, its CSRF token (a wrong one: refused and logged), a proxy's credentials.
    const op = await newOperator(t.db);
    const session = await signIn(app, op.token);
    await app.inject({
      method: 'POST',
      url: '/admin/v1/session/delete',
      payload: {},
      headers: {
        'content-type': 'application/json',
        cookie: session.cookie,
        'x-csrf-token': `${session.csrfToken}-wrong`,
        'proxy-authorization': 'Basic c2VjcmV0LXByb3h5',
        'x-request-id': 'req-43',
      },
    });
    await app.inject({
      method: 'POST',
      url: '/admin/v1/session/delete',
      payload: {},
      headers: { 'content-type': 'application/json', cookie: session.cookie, 'x-csrf-token': session.csrfToken },
    });
    await app.close();
    const all = lines.join('');
    for (const secret of [
      tenant.sandboxKey,
      'secret-idem-key',
      op.token,
      session.cookie.split('=')[1]!,
      session.csrfToken,
      'c2VjcmV0LXByb3h5',
    ]) {
      expect(all).not.toContain(secret);
    }
    const consoleLine = lines
      .map((l) => JSON.parse(l) as { reqId?: string; req?: { headers: Record<string, string> } })
      .find((l) => l.reqId === 'req-43' && l.req);
    expect(consoleLine?.req?.headers).toMatchObject({
      cookie: '[Redacted]',
      'x-csrf-token': '[Redacted]',
      'proxy-authorization': '[Redacted]',
    });
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
