/**
 * Issue 24, webhook targets (docs/events.md "Where deliveries may go"): a sandbox tenant's deliveries
 * to loopback ports that behave differently — nothing listening, a service that accepts and never
 * answers, one that writes a banner and hangs up — must look the same in /v1/webhookendpoint/
 * listdeliveries, so that the list cannot tell which ports are open (no port scanner). A real server
 * process delivers with a short attempt timeout.
 */
import net, { type AddressInfo } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createDb, type Db } from '../../src/db/db';
import { newTenant, testDatabaseUrl } from '../helpers/app';
import { startServerProcess, type ServerProcess } from '../helpers/process';

let db: Db;
let server: ServerProcess;
const servers: net.Server[] = [];
const sockets: net.Socket[] = [];

async function listen(onConnection: (s: net.Socket) => void): Promise<number> {
  const s = net.createServer((socket) => {
    sockets.push(socket);
    socket.on('error', () => undefined);
    onConnection(socket);
  });
  await new Promise<void>((resolve) => s.listen(0, '127.0.0.1', resolve));
  servers.push(s);
  return (s.address() as AddressInfo).port;
}

beforeAll(async () => {
  db = createDb(testDatabaseUrl(), 2);
  server = await startServerProcess({
    DATABASE_URL: testDatabaseUrl(),
    RUN_JOBS: 'false',
    RUN_WEBHOOKS: 'true',
    WEBHOOK_POLL_MS: '50',
    WEBHOOK_TIMEOUT_MS: '1500',
    WEBHOOK_RETRY_DELAYS: '3600',
  });
}, 90_000);
afterAll(async () => {
  await server?.stop('SIGKILL');
  for (const s of sockets) s.destroy();
  await Promise.all(servers.map((s) => new Promise((r) => s.close(r))));
  await db?.destroy();
});

type Delivery = { attempt: number; status: string; responseStatus: number; durationMs: number };

describe('webhook delivery results tell nothing about targets that did not answer', () => {
  it('a closed port, a silent service and a banner that hangs up look the same in listdeliveries', async () => {
    const closed = await listen(() => undefined);
    await new Promise((r) => servers.pop()!.close(r)); // nothing listens there now
    const silent = await listen(() => undefined);
    const banner = await listen((s) => s.end('SSH-2.0-OpenSSH_9.6\r\n'));
    const key = (await newTenant(db)).sandboxKey;
    const call = async <T>(path: string, body: unknown): Promise<T> => {
      const res = await fetch(`${server.address}${path}`, {
        method: 'POST',
        headers: { authorization: `Bearer ${key}`, 'content-type': 'application/json' },
        body: JSON.stringify(body),
      });
      expect(res.status, path).toBe(200);
      return (await res.json()) as T;
    };
    const targets = {
      closed: `http://127.0.0.1:${closed}/`,
      closedSpelledOtherwise: `http://localhost.:${closed}/`,
      silent: `http://127.0.0.1:${silent}/`,
      banner: `http://2130706433:${banner}/`,
    };
    const ids: Record<string, string> = {};
    for (const [name, url] of Object.entries(targets)) {
      ids[name] = (await call<{ webhookEndpoint: { id: string } }>('/v1/webhookendpoint/create', { url })).webhookEndpoint.id;
    }
    await call('/v1/customer/create', { name: 'probe' });
    const first = async (id: string) =>
      (await call<{ deliveries: Delivery[] }>('/v1/webhookendpoint/listdeliveries', { webhookEndpointId: id })).deliveries[0];
    const results: Record<string, Delivery> = {};
    const deadline = Date.now() + 60_000;
    for (const [name, id] of Object.entries(ids)) {
      for (;;) {
        const d = await first(id);
        if (d && d.attempt >= 1) {
          results[name] = d;
          break;
        }
        if (Date.now() > deadline) throw new Error(`no attempt recorded for ${name}`);
        await new Promise((r) => setTimeout(r, 100));
      }
    }
    console.log(`delivery results by target: ${JSON.stringify(results)}`);
    for (const d of Object.values(results)) {
      expect(d).toMatchObject({ attempt: 1, status: 'STATUS_PENDING', responseStatus: 0, durationMs: 0 });
    }
  }, 120_000);
});
