import { createHmac } from 'node:crypto';
import http from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { createDb, type Db } from '../../src/db/db';
import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { verifyWebhookSignature } from '../../packages/sdk/src/index';
import { newTenant, testDatabaseUrl } from '../helpers/app';
import { startServerProcess, type ServerProcess } from '../helpers/process';

type Verify = (rawBody: string, header: string, secret: string) => boolean;

/** The verification snippet of docs/events.md, run as a reader would paste it. */
function documentedRecipe(): Verify {
  const doc = readFileSync(new URL('../../docs/events.md', import.meta.url), 'utf8');
  const code = /```js\n([\s\S]*?function verifyWebhookSignature[\s\S]*?)```/.exec(doc)![1]!;
  return new Function('require', `${code}\nreturn verifyWebhookSignature;`)(createRequire(import.meta.url)) as Verify;
}

/**
 * Webhook delivery end to end (docs/events.md): real server processes, a real receiver on
 * 127.0.0.1, one database. Short retry delays and timeouts come from the environment.
 */
interface Received {
  at: number;
  headers: http.IncomingHttpHeaders;
  raw: string;
}

type Answer = (r: Received, nth: number) => 'hang' | number;

class Receiver {
  readonly got: Received[] = [];
  answer: Answer = () => 200;
  private held: http.ServerResponse[] = [];
  private server = http.createServer((req, res) => {
    const chunks: Buffer[] = [];
    req.on('data', (c: Buffer) => chunks.push(c));
    req.on('end', () => {
      const r = { at: Date.now(), headers: req.headers, raw: Buffer.concat(chunks).toString('utf8') };
      this.got.push(r);
      const a = this.answer(r, this.got.length);
      if (a === 'hang') this.held.push(res);
      else res.writeHead(a).end();
    });
  });
  url = '';
  async start(): Promise<void> {
    await new Promise<void>((resolve) => this.server.listen(0, '127.0.0.1', resolve));
    this.url = `http://127.0.0.1:${(this.server.address() as AddressInfo).port}/hook`;
  }
  async stop(): Promise<void> {
    for (const r of this.held) r.destroy();
    this.server.closeAllConnections();
    await new Promise((resolve) => this.server.close(resolve));
  }
  eventIds(): string[] {
    return this.got.map((r) => String(r.headers['billing-event-id']));
  }
}

const ENV = {
  DATABASE_URL: testDatabaseUrl(),
  RUN_JOBS: 'false',
  RUN_WEBHOOKS: 'true',
  WEBHOOK_POLL_MS: '50',
  WEBHOOK_TIMEOUT_MS: '700',
  WEBHOOK_RETRY_DELAYS: '1,2',
};

let db: Db;
const started: ServerProcess[] = [];
const receivers: Receiver[] = [];
beforeAll(() => {
  db = createDb(testDatabaseUrl(), 2);
});
// Each test's servers stop with it, so no other test's configuration delivers its attempts.
afterEach(async () => {
  await Promise.all(started.splice(0).map((s) => s.stop()));
});
afterAll(async () => {
  await Promise.all(receivers.map((r) => r.stop()));
  await db.destroy();
});

async function server(env: Record<string, string> = {}): Promise<ServerProcess> {
  const s = await startServerProcess({ ...ENV, ...env });
  started.push(s);
  return s;
}

async function receiver(): Promise<Receiver> {
  const r = new Receiver();
  await r.start();
  receivers.push(r);
  return r;
}

function api(s: () => ServerProcess, key: string) {
  return async <T = Record<string, unknown>>(path: string, body: unknown, method = 'POST'): Promise<T> => {
    const res = await fetch(`${s().address}${path}`, {
      method,
      headers: { authorization: `Bearer ${key}`, 'content-type': 'application/json' },
      body: JSON.stringify(body),
    });
    const json = (await res.json()) as T;
    if (res.status !== 200) throw new Error(`${path}: ${res.status} ${JSON.stringify(json)}`);
    return json;
  };
}

/** Polls until `check` holds (the test's own timeout bounds the wait). */
async function until(check: () => boolean | Promise<boolean>, pollMs = 50): Promise<void> {
  while (!(await check())) await new Promise((r) => setTimeout(r, pollMs));
}

async function deliveriesOf(endpointId: string) {
  return db.selectFrom('webhook_delivery').selectAll().where('endpoint_id', '=', endpointId).execute();
}

describe('webhook delivery', () => {
  it('signs each delivery as documented; the body is the event as /v1/event/get shows it', async () => {
    const s = await server();
    const rcv = await receiver();
    const call = api(() => s, (await newTenant(db)).sandboxKey);
    const { secret } = await call<{ secret: string }>('/v1/webhookendpoint/create', { url: rcv.url });
    await call('/v1/customer/create', { name: 'Signed' });
    await until(() => rcv.got.length >= 1);
    const r = rcv.got[0]!;
    const header = String(r.headers['billing-signature']);
    // The recipe of docs/events.md, spelled out.
    const parts = Object.fromEntries(header.split(',').map((p) => p.split('=') as [string, string]));
    const expected = createHmac('sha256', secret).update(`${parts.t}.${r.raw}`).digest('hex');
    expect(parts.v1).toBe(expected);
    expect(Math.abs(Number(parts.t) - Date.now() / 1000)).toBeLessThan(300);
    // The snippet of docs/events.md and the SDK's verifyWebhookSignature both accept it.
    for (const verify of [documentedRecipe(), verifyWebhookSignature]) {
      expect(verify(r.raw, header, secret)).toBe(true);
      expect(verify(r.raw, header, 'whsec_wrong')).toBe(false);
    }
    expect(r.headers['content-type']).toBe('application/json');
    expect(r.headers['billing-event-type']).toBe('customer.created');
    const event = await call<{ event: unknown }>('/v1/event/get', { id: r.headers['billing-event-id'] });
    expect(JSON.parse(r.raw)).toEqual(event.event);
  }, 60_000);

  it('500, then a timeout, then 200: retried after the configured delays, then SUCCEEDED', async () => {
    const s = await server();
    const rcv = await receiver();
    rcv.answer = (_r, nth) => (nth === 1 ? 500 : nth === 2 ? 'hang' : 200);
    // A production tenant reaches 127.0.0.1 only when the operator allows private networks.
    const keys = await newTenant(db);
    const refused = await fetch(`${s.address}/v1/webhookendpoint/create`, {
      method: 'POST',
      headers: { authorization: `Bearer ${keys.productionKey}`, 'content-type': 'application/json' },
      body: JSON.stringify({ url: rcv.url }),
    });
    expect(refused.status).toBe(400);
    await s.stop();
    const open = await server({ WEBHOOK_ALLOW_PRIVATE_NETWORKS: 'true' });
    const call = api(() => open, keys.productionKey);
    const { webhookEndpoint } = await call<{ webhookEndpoint: { id: string } }>('/v1/webhookendpoint/create', { url: rcv.url });
    await call('/v1/customer/create', { name: 'Retried' });
    const list = async () =>
      (
        await call<{ deliveries: Array<{ status: string; attempt: number; responseStatus: number }> }>(
          '/v1/webhookendpoint/listdeliveries',
          {
            webhookEndpointId: webhookEndpoint.id,
          },
        )
      ).deliveries;
    await until(async () => (await list())[0]?.status === 'STATUS_SUCCEEDED', 200);
    expect((await list())[0]).toMatchObject({ status: 'STATUS_SUCCEEDED', attempt: 3, responseStatus: 200 });
    expect(rcv.got).toHaveLength(3);
    expect(new Set(rcv.eventIds()).size).toBe(1);
    // The schedule: the second attempt no sooner than 1 s after the first, the third 2 s after the second.
    expect(rcv.got[1]!.at - rcv.got[0]!.at).toBeGreaterThanOrEqual(1000);
    expect(rcv.got[2]!.at - rcv.got[1]!.at).toBeGreaterThanOrEqual(2000);
  }, 60_000);

  it('after the last delay the delivery is FAILED; a disabled endpoint gets no more attempts', async () => {
    const s = await server({ WEBHOOK_RETRY_DELAYS: '1' });
    const rcv = await receiver();
    rcv.answer = () => 503;
    const call = api(() => s, (await newTenant(db)).sandboxKey);
    const { webhookEndpoint } = await call<{ webhookEndpoint: { id: string } }>('/v1/webhookendpoint/create', { url: rcv.url });
    await call('/v1/customer/create', { name: 'Failing' });
    await until(async () => (await deliveriesOf(webhookEndpoint.id))[0]?.status === 'FAILED', 100);
    expect(await deliveriesOf(webhookEndpoint.id)).toMatchObject([{ status: 'FAILED', attempt: 2, response_status: 503 }]);
    await call('/v1/webhookendpoint/update', { id: webhookEndpoint.id, status: 'STATUS_DISABLED' }, 'PATCH');
    await call('/v1/customer/update', { id: JSON.parse(rcv.got[0]!.raw).data.object.id, name: 'x' }, 'PATCH');
    expect(await deliveriesOf(webhookEndpoint.id)).toHaveLength(1);
  }, 60_000);

  it('two server processes, one receiver: every attempt is delivered once', async () => {
    const servers = [await server({ WEBHOOK_POLL_MS: '10' }), await server({ WEBHOOK_POLL_MS: '10' })];
    const rcv = await receiver();
    const keys = await newTenant(db);
    const calls = servers.map((s) => api(() => s, keys.sandboxKey));
    const { webhookEndpoint } = await calls[0]!<{ webhookEndpoint: { id: string } }>('/v1/webhookendpoint/create', { url: rcv.url });
    const N = 40;
    await Promise.all(Array.from({ length: N }, (_, i) => calls[i % 2]!('/v1/customer/create', { name: `c${i}` })));
    await until(async () => (await deliveriesOf(webhookEndpoint.id)).every((d) => d.status === 'SUCCEEDED'), 100);
    const ids = rcv.eventIds();
    expect(ids).toHaveLength(N);
    expect(new Set(ids).size).toBe(N);
    expect((await deliveriesOf(webhookEndpoint.id)).every((d) => d.attempt === 1)).toBe(true);
  }, 90_000);

  it('a server SIGKILLed with deliveries pending and in flight: all delivered after a restart', async () => {
    const rcv = await receiver();
    rcv.answer = () => 'hang';
    const first = await server({ WEBHOOK_TIMEOUT_MS: '3000' });
    const keys = await newTenant(db);
    let current = first;
    const call = api(() => current, keys.sandboxKey);
    const { webhookEndpoint } = await call<{ webhookEndpoint: { id: string } }>('/v1/webhookendpoint/create', { url: rcv.url });
    const N = 5;
    for (let i = 0; i < N; i++) await call('/v1/customer/create', { name: `k${i}` });
    await until(() => rcv.got.length >= 1);
    await first.stop('SIGKILL');
    rcv.answer = () => 200;
    current = await server({ WEBHOOK_TIMEOUT_MS: '500' });
    await until(async () => (await deliveriesOf(webhookEndpoint.id)).every((d) => d.status === 'SUCCEEDED'), 200);
    const events = await db
      .selectFrom('event')
      .select('id')
      .where('tenant_id', '=', await tenantOf(keys.providerId))
      .execute();
    expect(new Set(rcv.eventIds())).toEqual(new Set(events.map((e) => e.id)));
    expect(events).toHaveLength(N);
  }, 120_000);
});

async function tenantOf(providerId: string): Promise<string> {
  const row = await db
    .selectFrom('tenant')
    .select('id')
    .where('provider_id', '=', providerId)
    .where('environment', '=', 'sandbox')
    .executeTakeFirstOrThrow();
  return row.id;
}
