import { connect } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createDb, type Db } from '../../src/db/db';
import { newTenant, testDatabaseUrl, type TestTenant } from '../helpers/app';
import { startServerProcess, type ServerProcess } from '../helpers/process';

// Requests no HTTP client library would send, written on a raw socket to a real server process.
let db: Db;
let server: ServerProcess;
let tenant: TestTenant;
let port: number;
beforeAll(async () => {
  db = createDb(testDatabaseUrl(), 2);
  tenant = await newTenant(db);
  server = await startServerProcess({
    DATABASE_URL: testDatabaseUrl(),
    RUN_JOBS: 'false',
    SANDBOX_HOSTS: 'sandbox.example.test',
    PRODUCTION_HOSTS: 'api.example.test',
  });
  port = Number(new URL(server.address).port);
}, 90_000);
afterAll(async () => {
  await server?.stop();
  await db?.destroy();
});

interface RawAnswer {
  status: number;
  headers: Record<string, string>;
  body: Record<string, unknown>;
}

/** Writes `request` as is and reads one response (the server closes or we stop at Content-Length). */
function raw(request: string): Promise<RawAnswer> {
  return new Promise((resolve, reject) => {
    const socket = connect(port, '127.0.0.1', () => socket.write(request));
    let data = '';
    const finish = () => {
      socket.destroy();
      const [head = '', ...rest] = data.split('\r\n\r\n');
      const [statusLine = '', ...lines] = head.split('\r\n');
      const headers = Object.fromEntries(lines.map((l) => [l.slice(0, l.indexOf(':')).toLowerCase(), l.slice(l.indexOf(':') + 1).trim()]));
      const text = rest.join('\r\n\r\n');
      try {
        resolve({ status: Number(statusLine.split(' ')[1]), headers, body: JSON.parse(text) as Record<string, unknown> });
      } catch {
        reject(new Error(`not a JSON answer: ${data.slice(0, 300)}`));
      }
    };
    socket.on('data', (d: Buffer) => {
      data += d.toString();
      const length = /content-length: (\d+)/i.exec(data)?.[1];
      const bodyStart = data.indexOf('\r\n\r\n');
      if (length && bodyStart >= 0 && Buffer.byteLength(data.slice(bodyStart + 4)) >= Number(length)) finish();
    });
    socket.on('end', finish);
    socket.on('error', reject);
  });
}

const get = (target: string, headers: string[] = ['Host: localhost']) =>
  raw(`GET ${target} HTTP/1.1\r\n${headers.map((h) => `${h}\r\n`).join('')}\r\n`);
const auth = (key: string) => `Authorization: Bearer ${key}`;

function expectError(res: RawAnswer, status: number, code: number, reason?: string): void {
  expect(res.status).toBe(status);
  expect(res.body).toMatchObject({ code, message: expect.any(String), detail: reason ? { reason } : expect.any(Object) });
  expect(res.headers['x-request-id']).toMatch(/^[0-9a-f-]{36}$/);
  expect(res.headers['content-type']).toMatch(/^application\/json/);
}

describe('query strings the parser cannot read', () => {
  it('never stop the process: ignored where the route takes no query, 400 naming the parameter on an RPC', async () => {
    for (const q of ['a=1&a.b=1', 'a.b=1&a=1', 'a=1&a=2&a.b=1', '__proto__.x=1&__proto__=2', 'a[b]=1&a[b].c=2&a=%', '%E0%A4%A=1']) {
      expect((await get(`/hc?${q}`)).status).toBe(200);
    }
    const dotted = await get('/v1/provider/get?a=1&a.b=1', ['Host: localhost', auth(tenant.sandboxKey)]);
    expectError(dotted, 400, 3);
    expect(dotted.body.detail).toEqual({ fieldViolations: [{ field: 'a', description: 'given both as a value and as an object' }] });
    const percent = await get('/v1/customer/list?pageSize=%zz', ['Host: localhost', auth(tenant.sandboxKey)]);
    expect(percent.body.detail).toEqual({
      fieldViolations: [{ field: 'pageSize', description: 'bad percent-encoding in the query string' }],
    });
    const proto = await get('/v1/customer/list?__proto__.x=1', ['Host: localhost', auth(tenant.sandboxKey)]);
    expectError(proto, 400, 3);
    expect(JSON.stringify(proto.body)).toContain('__proto__');
    expect((await get('/no/such/path?a=1&a.b=1')).status).toBe(404);
    expect(server.child.exitCode).toBeNull();
    expect((await get('/hc')).status).toBe(200);
  });
});

describe('errors before routing answer the error body with an x-request-id', () => {
  it('431 for headers too large', async () => {
    expectError(await get('/hc', ['Host: localhost', `X-Big: ${'a'.repeat(20_000)}`]), 431, 3, 'HEADERS_TOO_LARGE');
  });

  it('400 for a malformed request', async () => {
    expectError(await raw('GARBAGE\r\n\r\n'), 400, 3, 'MALFORMED_REQUEST');
    expectError(await raw('GET /hc HTTP/1.1\r\nHost: localhost\r\nContent-Length: x\r\n\r\n'), 400, 3, 'MALFORMED_REQUEST');
  });

  it('417 for an Expect header other than 100-continue', async () => {
    expectError(await get('/hc', ['Host: localhost', 'Expect: something-else']), 417, 3, 'EXPECTATION_FAILED');
  });

  it('400 for a missing or repeated Host on HTTP/1.1', async () => {
    expectError(await get('/hc', []), 400, 3, 'MISSING_HOST');
    expectError(await get('/hc', ['Host: a.test', 'Host: b.test']), 400, 3, 'BAD_HOST');
    expect((await raw('GET /hc HTTP/1.0\r\n\r\n')).status).toBe(200);
  });

  it('400 for a path that cannot be decoded', async () => {
    expectError(await get('/v1/%zz'), 400, 3, 'BAD_URL');
  });
});

describe('authentication is unambiguous', () => {
  it('refuses two Authorization headers, whichever comes first', async () => {
    expectError(await get('/v1/provider/get', ['Host: localhost', auth(tenant.sandboxKey), 'Authorization: garbage']), 401, 16);
    expectError(await get('/v1/provider/get', ['Host: localhost', 'Authorization: garbage', auth(tenant.sandboxKey)]), 401, 16);
    expect((await get('/v1/provider/get', ['Host: localhost', auth(tenant.sandboxKey)])).status).toBe(200);
  });

  it('normalises the Host of a host-bound environment: trailing dot, case and port', async () => {
    for (const host of ['sandbox.example.test.', 'SANDBOX.Example.Test', 'sandbox.example.test.:8080', 'sandbox.example.test:443']) {
      expectError(await get('/v1/provider/get', [`Host: ${host}`, auth(tenant.productionKey)]), 403, 7, 'PERMISSION_DENIED');
    }
    expectError(await get('/v1/provider/get', ['Host: API.example.test.', auth(tenant.sandboxKey)]), 403, 7, 'PERMISSION_DENIED');
    expect((await get('/v1/provider/get', ['Host: sandbox.example.test.', auth(tenant.sandboxKey)])).status).toBe(200);
  });

  it('refuses an absolute request target whose host disagrees with Host', async () => {
    const res = await get('http://sandbox.example.test/v1/provider/get', ['Host: api.example.test', auth(tenant.productionKey)]);
    expectError(res, 400, 3, 'HOST_MISMATCH');
    expectError(
      await get('http://api.example.test/v1/provider/get', ['Host: sandbox.example.test', auth(tenant.productionKey)]),
      400,
      3,
      'HOST_MISMATCH',
    );
    expectError(
      await get('http://Sandbox.Example.Test./v1/provider/get', ['Host: sandbox.example.test:80', auth(tenant.productionKey)]),
      403,
      7,
    );
    expect((await get('http://api.example.test/v1/provider/get', ['Host: api.example.test', auth(tenant.productionKey)])).status).toBe(200);
  });
});
