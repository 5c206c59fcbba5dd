/**
 * Issue 24, fair outboxes (docs/events.md "Delivery"): a tenant whose endpoints never answer must
 * not delay another tenant's deliveries. A real server process delivers with an attempt timeout of
 * 30 s; the attacker's endpoints point at a black hole (a TCP server that accepts and never
 * answers), the victim's at a receiver that answers at once. Asserted are outcomes: the victim's
 * delivery arrives while the attacker's attempts still hang, the attacker never has more attempts
 * in flight than its share, and its endpoint count is capped. The victim's latency is printed.
 */
import http from 'node:http';
import net, { type AddressInfo } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createDb, type Db } from '../../src/db/db';
import { newTenant } from '../helpers/app';
import { scratchDatabase } from '../helpers/scratch-db';
import { startServerProcess, type ServerProcess } from '../helpers/process';

/** Accepts connections and never answers; remembers when each opened and closed. */
class BlackHole {
  readonly conns: Array<{ opened: number; closed?: number }> = [];
  private sockets = new Set<net.Socket>();
  private server = net.createServer((socket) => {
    const c: { opened: number; closed?: number } = { opened: Date.now() };
    this.conns.push(c);
    this.sockets.add(socket);
    socket.on('data', () => undefined);
    socket.on('close', () => {
      c.closed = Date.now();
      this.sockets.delete(socket);
    });
    socket.on('error', () => undefined);
  });
  url = '';
  async start(): Promise<void> {
    await new Promise<void>((resolve) => this.server.listen(0, '127.0.0.1', resolve));
    this.url = `http://127.0.0.1:${(this.server.address() as AddressInfo).port}/hook`;
  }
  /** The most connections open at one moment. */
  maxOpen(): number {
    const edges = this.conns.flatMap((c) => [
      [c.opened, 1],
      [c.closed ?? Infinity, -1],
    ]);
    edges.sort((a, b) => a[0]! - b[0]! || a[1]! - b[1]!);
    let open = 0;
    let max = 0;
    for (const [, d] of edges) max = Math.max(max, (open += d!));
    return max;
  }
  async stop(): Promise<void> {
    for (const s of this.sockets) s.destroy();
    await new Promise((resolve) => this.server.close(resolve));
  }
}

let db: Db;
let server: ServerProcess;
const hole = new BlackHole();
const arrivals: Array<{ at: number; eventId: string }> = [];
const receiver = http.createServer((req, res) => {
  req.resume();
  req.on('end', () => {
    arrivals.push({ at: Date.now(), eventId: String(req.headers['billing-event-id']) });
    res.writeHead(200).end();
  });
});
let receiverUrl = '';

/**
 * A database of its own: in the shared test database, other files' tenants leave deliveries to
 * endpoints that hang, and this server's workers would be busy with theirs (fairly, but all of them).
 */
const scratch = scratchDatabase('webhookfair');

beforeAll(async () => {
  await scratch.migrator.migrateToLatest();
  db = createDb(scratch.url, 2);
  await hole.start();
  await new Promise<void>((resolve) => receiver.listen(0, '127.0.0.1', resolve));
  receiverUrl = `http://127.0.0.1:${(receiver.address() as AddressInfo).port}/hook`;
  server = await startServerProcess({
    DATABASE_URL: scratch.url,
    RUN_JOBS: 'false',
    RUN_WEBHOOKS: 'true',
    WEBHOOK_POLL_MS: '50',
    // Longer than the default (10 s), so that the attacker's attempts are still hanging however long
    // the victim's delivery waits for a lease left by another test's killed server (at most 11 s).
    WEBHOOK_TIMEOUT_MS: '30000',
  });
}, 90_000);
afterAll(async () => {
  await server?.stop('SIGKILL');
  await hole.stop();
  receiver.closeAllConnections();
  await new Promise((resolve) => receiver.close(resolve));
  await db?.destroy();
});

async function post(key: string, path: string, body: unknown): Promise<{ status: number; body: Record<string, unknown> }> {
  const res = await fetch(`${server.address}${path}`, {
    method: 'POST',
    headers: { authorization: `Bearer ${key}`, 'content-type': 'application/json' },
    body: JSON.stringify(body),
  });
  return { status: res.status, body: (await res.json()) as Record<string, unknown> };
}

const until = async (check: () => boolean, what: string, ms = 60_000) => {
  const deadline = Date.now() + ms;
  while (!check()) {
    if (Date.now() > deadline) throw new Error(`timed out waiting for ${what}`);
    await new Promise((r) => setTimeout(r, 20));
  }
};

describe('fair webhook delivery', () => {
  it('20 endpoints of one tenant on a receiver that never answers do not delay another tenant’s delivery', async () => {
    const attacker = await newTenant(db, { rateLimitPerMinute: null, name: 'Attacker' });
    const victim = await newTenant(db, { name: 'Victim' });
    const created: number[] = [];
    for (let i = 0; i < 20; i++) {
      const res = await post(attacker.sandboxKey, '/v1/webhookendpoint/create', { url: hole.url });
      created.push(res.status);
      if (res.status !== 200) {
        expect(res.status).toBe(400);
        expect(res.body).toMatchObject({ code: 9, detail: { reason: 'WEBHOOK_ENDPOINT_LIMIT' } });
      }
    }
    const endpoints = created.filter((s) => s === 200).length;
    console.log(`webhook fairness: the attacker got ${endpoints} of 20 endpoints`);
    expect(endpoints).toBeLessThanOrEqual(16);
    // Three events: three deliveries per endpoint, all hanging for the whole attempt timeout.
    for (let i = 0; i < 3; i++) expect((await post(attacker.sandboxKey, '/v1/customer/create', { name: `a${i}` })).status).toBe(200);
    await until(() => hole.conns.length >= 1, 'the attacker’s first attempt');

    expect((await post(victim.sandboxKey, '/v1/webhookendpoint/create', { url: receiverUrl })).status).toBe(200);
    const sent = Date.now();
    expect((await post(victim.sandboxKey, '/v1/customer/create', { name: 'victim' })).status).toBe(200);
    await until(() => arrivals.length >= 1, 'the victim’s delivery');
    const arrived = arrivals[0]!.at;
    console.log(
      `webhook fairness: victim delivery after ${arrived - sent} ms; attacker attempts in flight at most ${hole.maxOpen()} at once, ${hole.conns.length} started`,
    );
    // The victim's delivery did not wait for any of the attacker's hanging attempts to end: an
    // attempt that was open when the victim's event was written was still open when it arrived.
    const hangingThen = hole.conns.filter((c) => c.opened <= sent);
    expect(hangingThen.length).toBeGreaterThan(0);
    expect(hangingThen.every((c) => c.closed === undefined || c.closed > arrived)).toBe(true);
    // A slow tenant occupies at most its own share of the delivery workers.
    expect(hole.maxOpen()).toBeLessThanOrEqual(4);
  }, 120_000);
});
