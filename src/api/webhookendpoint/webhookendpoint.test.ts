import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { attackerPairs, buildTestApp, client, newTenant, type Client, type TestApp } from '../../../test/helpers/app';
import { createCustomer } from '../../../test/helpers/factories/customer';
import type { WebhookDelivery, WebhookEndpoint } from './webhookendpoint.schema';

let t: TestApp;
beforeAll(async () => {
  t = await buildTestApp();
});
afterAll(async () => {
  await t.close();
});

type WithSecret = { webhookEndpoint: WebhookEndpoint; secret: string };
type Deliveries = { deliveries: WebhookDelivery[]; nextPageToken: string };
const UNKNOWN = '01890000-0000-7000-8000-000000000000';

async function sandbox(): Promise<Client> {
  return client(t.app, (await newTenant(t.db)).sandboxKey);
}

async function endpoint(c: Client, body: Record<string, unknown> = {}): Promise<WithSecret> {
  const res = await c.post<WithSecret>('/v1/webhookendpoint/create', { url: 'https://hooks.example.invalid/billing', ...body });
  expect(res.status, JSON.stringify(res.body)).toBe(200);
  return res.body;
}

describe('/v1/webhookendpoint/create, get, list', () => {
  it('creates an enabled endpoint and shows the secret only once', async () => {
    const c = await sandbox();
    const made = await endpoint(c, { eventTypes: ['billing.created'], description: 'ERP' });
    expect(made).toEqual({
      webhookEndpoint: {
        id: expect.any(String),
        url: 'https://hooks.example.invalid/billing',
        eventTypes: ['billing.created'],
        description: 'ERP',
        status: 'STATUS_ENABLED',
        createTime: expect.any(String),
        updateTime: expect.any(String),
      },
      secret: expect.stringMatching(/^whsec_[A-Za-z0-9_-]{32}$/),
    });
    const got = await c.get('/v1/webhookendpoint/get', { id: made.webhookEndpoint.id });
    expect(got.body).toEqual({ webhookEndpoint: made.webhookEndpoint });
    expect(JSON.stringify(got.body)).not.toContain(made.secret);
    expect((await c.post('/v1/webhookendpoint/get', { id: made.webhookEndpoint.id })).body).toEqual(got.body);
  });

  it('a tenant has at most 16 endpoints: one more is FAILED_PRECONDITION, even when created all at once', async () => {
    const c = await sandbox();
    const answers = await Promise.all(
      Array.from({ length: 20 }, () => c.post('/v1/webhookendpoint/create', { url: 'https://hooks.example.invalid/x' })),
    );
    expect(answers.filter((a) => a.status === 200)).toHaveLength(16);
    for (const a of answers.filter((x) => x.status !== 200)) {
      expect(a.status).toBe(400);
      expect(a.body).toMatchObject({ code: 9, detail: { reason: 'WEBHOOK_ENDPOINT_LIMIT' } });
    }
    const list = await c.get<{ webhookEndpoints: WebhookEndpoint[] }>('/v1/webhookendpoint/list', { pageSize: 100 });
    expect(list.body.webhookEndpoints).toHaveLength(16);
    // Deleting one makes room for one; another tenant has its own 16.
    await c.post('/v1/webhookendpoint/delete', { id: list.body.webhookEndpoints[0]!.id });
    await endpoint(c);
    expect((await c.post('/v1/webhookendpoint/create', { url: 'https://hooks.example.invalid/x' })).status).toBe(400);
    await endpoint(await sandbox());
  });

  it('lists in creation order, keyset paged', async () => {
    const c = await sandbox();
    const made = [];
    for (let i = 0; i < 3; i++) made.push((await endpoint(c, { description: `e${i}` })).webhookEndpoint);
    const p1 = await c.get<{ webhookEndpoints: WebhookEndpoint[]; nextPageToken: string }>('/v1/webhookendpoint/list', { pageSize: 2 });
    const p2 = await c.post<{ webhookEndpoints: WebhookEndpoint[]; nextPageToken: string }>('/v1/webhookendpoint/list', {
      pageSize: 2,
      pageToken: p1.body.nextPageToken,
    });
    expect([...p1.body.webhookEndpoints, ...p2.body.webhookEndpoints]).toEqual(made);
    expect(p2.body.nextPageToken).toBe('');
  });

  it.each([
    [{}, 'url'],
    [{ url: 'ftp://example.com/x' }, 'url'],
    [{ url: 'not a url' }, 'url'],
    [{ url: 'https://user:pw@example.com/' }, 'url'],
    [{ url: 'https://example.invalid/', eventTypes: ['nope.created'] }, 'eventTypes[0]'],
    [{ url: 'https://example.invalid/', extra: 1 }, 'extra'],
  ])('rejects %j naming %s', async (body, field) => {
    const res = await (await sandbox()).post('/v1/webhookendpoint/create', body);
    expect(res.status).toBe(400);
    expect(res.body).toMatchObject({ code: 3, detail: { fieldViolations: [expect.objectContaining({ field })] } });
  });

  // Loopback in every spelling: the URL parser's IPv4 forms, trailing dots, case, IPv4-mapped IPv6.
  const LOOPBACK = [
    'http://127.0.0.1:8080/',
    'http://localhost/',
    'http://localhost./',
    'http://LOCALHOST:9000/',
    'http://api.localhost./',
    'http://[::1]/',
    'http://[::ffff:127.0.0.1]/',
    'http://[0:0:0:0:0:ffff:7f00:1]/',
    'http://2130706433/',
    'http://0x7f.1/',
    'http://0177.0.0.1/',
    'http://127.1/',
  ];
  // Private, link-local, shared (CGNAT), unspecified and other internal ranges, in every spelling.
  const INTERNAL = [
    'http://10.0.0.5/',
    'http://012.0.0.5/',
    'http://167772165/',
    'http://0x0a000005/',
    'http://172.16.0.1/',
    'http://192.168.1.1/',
    'http://169.254.169.254/latest',
    'http://100.64.0.1/',
    'http://0.0.0.0/',
    'http://0/',
    'http://[::]/',
    'http://[fd00::1]/',
    'http://[fe80::1]/',
    'http://[::ffff:10.0.0.5]/',
    'http://[::ffff:a9fe:a9fe]/',
    'http://[2002:a00:5::]/',
  ];

  it.each(LOOPBACK)('a production endpoint may not target %s; a sandbox one may (local development)', async (url) => {
    const keys = await newTenant(t.db);
    const res = await client(t.app, keys.productionKey).post('/v1/webhookendpoint/create', { url });
    expect(res.status).toBe(400);
    expect(res.body).toMatchObject({ detail: { fieldViolations: [{ field: 'url', description: expect.stringContaining('loopback') }] } });
    expect((await client(t.app, keys.sandboxKey).post('/v1/webhookendpoint/create', { url })).status).toBe(200);
  });

  it.each(INTERNAL)('neither a production nor a sandbox endpoint may target %s, on create or on update', async (url) => {
    const keys = await newTenant(t.db);
    for (const key of [keys.productionKey, keys.sandboxKey]) {
      const c = client(t.app, key);
      const res = await c.post('/v1/webhookendpoint/create', { url });
      expect(res.status).toBe(400);
      expect(res.body).toMatchObject({
        code: 3,
        detail: { fieldViolations: [{ field: 'url', description: expect.stringContaining('internal') }] },
      });
      const { webhookEndpoint } = await endpoint(c);
      expect((await c.patch('/v1/webhookendpoint/update', { id: webhookEndpoint.id, url })).status).toBe(400);
    }
  });

  it('public addresses and names are allowed in both environments', async () => {
    const keys = await newTenant(t.db);
    for (const url of ['https://93.184.216.34/hook', 'https://[2606:4700::1111]/', 'https://hooks.example.com./x']) {
      for (const key of [keys.productionKey, keys.sandboxKey])
        expect((await client(t.app, key).post('/v1/webhookendpoint/create', { url })).status, url).toBe(200);
    }
  });

  it('WEBHOOK_SANDBOX_LOOPBACK=false: a sandbox endpoint may not target loopback either (hosted deployments)', async () => {
    const hosted = await buildTestApp({ WEBHOOK_SANDBOX_LOOPBACK: 'false' });
    try {
      const key = (await newTenant(hosted.db)).sandboxKey;
      for (const url of LOOPBACK) {
        const res = await client(hosted.app, key).post('/v1/webhookendpoint/create', { url });
        expect(res.status, url).toBe(400);
        expect(res.body).toMatchObject({ detail: { fieldViolations: [{ field: 'url' }] } });
      }
    } finally {
      await hosted.close();
    }
  });

  it('WEBHOOK_ALLOW_PRIVATE_NETWORKS=true: endpoints of both environments may target internal addresses', async () => {
    const internal = await buildTestApp({ WEBHOOK_ALLOW_PRIVATE_NETWORKS: 'true' });
    try {
      const keys = await newTenant(internal.db);
      for (const key of [keys.productionKey, keys.sandboxKey]) {
        for (const url of ['http://10.0.0.5/', 'http://127.0.0.1/'])
          expect((await client(internal.app, key).post('/v1/webhookendpoint/create', { url })).status).toBe(200);
      }
    } finally {
      await internal.close();
    }
  });

  it('unknown id 404, malformed 400', async () => {
    const c = await sandbox();
    expect((await c.get('/v1/webhookendpoint/get', { id: UNKNOWN })).status).toBe(404);
    expect((await c.get('/v1/webhookendpoint/get', { id: 'x' })).status).toBe(400);
  });
});

describe('/v1/webhookendpoint/update, rotatesecret, delete', () => {
  it('updates only the fields given', async () => {
    const c = await sandbox();
    const { webhookEndpoint: e } = await endpoint(c, { description: 'before', eventTypes: ['customer.created'] });
    const res = await c.patch<{ webhookEndpoint: WebhookEndpoint }>('/v1/webhookendpoint/update', { id: e.id, status: 'STATUS_DISABLED' });
    expect(res.body.webhookEndpoint).toMatchObject({ description: 'before', eventTypes: ['customer.created'], status: 'STATUS_DISABLED' });
    const res2 = await c.patch<{ webhookEndpoint: WebhookEndpoint }>('/v1/webhookendpoint/update', {
      id: e.id,
      url: 'https://other.example.invalid/',
      eventTypes: [],
      description: 'after',
    });
    expect(res2.body.webhookEndpoint).toMatchObject({
      url: 'https://other.example.invalid/',
      eventTypes: [],
      description: 'after',
      status: 'STATUS_DISABLED',
    });
    expect((await c.patch('/v1/webhookendpoint/update', { id: e.id, url: 'gopher://x' })).status).toBe(400);
    expect((await c.patch('/v1/webhookendpoint/update', { id: e.id, status: 'STATUS_BROKEN' })).status).toBe(400);
    expect((await c.patch('/v1/webhookendpoint/update', { id: UNKNOWN, description: 'x' })).status).toBe(404);
  });

  it('rotates the secret, and delete removes the endpoint with its deliveries', async () => {
    const c = await sandbox();
    const made = await endpoint(c);
    const rotated = await c.post<WithSecret>('/v1/webhookendpoint/rotatesecret', { id: made.webhookEndpoint.id });
    expect(rotated.body.secret).toMatch(/^whsec_/);
    expect(rotated.body.secret).not.toBe(made.secret);
    expect((await c.post('/v1/webhookendpoint/rotatesecret', { id: UNKNOWN })).status).toBe(404);
    await createCustomer(c);
    expect((await c.post('/v1/webhookendpoint/delete', { id: made.webhookEndpoint.id })).body).toEqual({});
    expect((await c.post('/v1/webhookendpoint/delete', { id: made.webhookEndpoint.id })).status).toBe(404);
    expect((await c.get('/v1/webhookendpoint/get', { id: made.webhookEndpoint.id })).status).toBe(404);
    const left = await t.db.selectFrom('webhook_delivery').select('id').where('endpoint_id', '=', made.webhookEndpoint.id).execute();
    expect(left).toEqual([]);
  });
});

describe('/v1/webhookendpoint/listdeliveries and /v1/event/resend', () => {
  it('queues a delivery per event the endpoint wants; a disabled endpoint gets none; resend queues one more', async () => {
    const c = await sandbox();
    const all = (await endpoint(c)).webhookEndpoint;
    const billingOnly = (await endpoint(c, { eventTypes: ['billing.created'] })).webhookEndpoint;
    const off = (await endpoint(c)).webhookEndpoint;
    await c.patch('/v1/webhookendpoint/update', { id: off.id, status: 'STATUS_DISABLED' });
    await createCustomer(c);
    const list = await c.get<Deliveries>('/v1/webhookendpoint/listdeliveries', { webhookEndpointId: all.id });
    expect(list.body.deliveries).toEqual([
      {
        id: expect.any(String),
        eventId: expect.any(String),
        eventType: 'customer.created',
        attempt: 0,
        status: 'STATUS_PENDING',
        responseStatus: 0,
        durationMs: 0,
        createTime: expect.any(String),
        nextAttemptTime: expect.any(String),
      },
    ]);
    for (const e of [billingOnly, off]) {
      expect((await c.post<Deliveries>('/v1/webhookendpoint/listdeliveries', { webhookEndpointId: e.id })).body.deliveries).toEqual([]);
    }
    const eventId = list.body.deliveries[0]!.eventId;
    const resend = await c.post<{ delivery: WebhookDelivery }>('/v1/event/resend', { id: eventId, webhookEndpointId: billingOnly.id });
    expect(resend.body.delivery).toMatchObject({ eventId, eventType: 'customer.created', status: 'STATUS_PENDING', attempt: 0 });
    const after = await c.get<Deliveries>('/v1/webhookendpoint/listdeliveries', { webhookEndpointId: billingOnly.id });
    expect(after.body.deliveries.map((d) => d.id)).toEqual([resend.body.delivery.id]);
    expect((await c.post('/v1/event/resend', { id: UNKNOWN, webhookEndpointId: billingOnly.id })).status).toBe(404);
    expect((await c.post('/v1/event/resend', { id: eventId, webhookEndpointId: UNKNOWN })).status).toBe(404);
    expect((await c.post('/v1/event/resend', { id: eventId })).status).toBe(400);
    expect((await c.post('/v1/webhookendpoint/listdeliveries', { webhookEndpointId: UNKNOWN })).status).toBe(404);
    expect((await c.post('/v1/webhookendpoint/listdeliveries', {})).status).toBe(400);
  });

  it('pages deliveries newest first', async () => {
    const c = await sandbox();
    const e = (await endpoint(c)).webhookEndpoint;
    for (let i = 0; i < 3; i++) await createCustomer(c);
    const p1 = await c.post<Deliveries>('/v1/webhookendpoint/listdeliveries', { webhookEndpointId: e.id, pageSize: 2 });
    const p2 = await c.post<Deliveries>('/v1/webhookendpoint/listdeliveries', {
      webhookEndpointId: e.id,
      pageSize: 2,
      pageToken: p1.body.nextPageToken,
    });
    const ids = [...p1.body.deliveries, ...p2.body.deliveries].map((d) => d.eventId);
    const events = (await c.post<{ events: Array<{ id: string }> }>('/v1/event/list', {})).body.events.map((x) => x.id);
    expect(ids).toEqual(events);
  });
});

describe.each(attackerPairs(() => t))('from %s', (_name, pair) => {
  it("every endpoint path answers NOT_FOUND for another tenant's endpoint or event", async () => {
    const [owner, other] = await pair();
    const e = (await endpoint(owner)).webhookEndpoint;
    await createCustomer(owner);
    const eventId = (await owner.post<{ events: Array<{ id: string }> }>('/v1/event/list', {})).body.events[0]!.id;
    const own = (await endpoint(other)).webhookEndpoint;
    expect((await other.get('/v1/webhookendpoint/get', { id: e.id })).status).toBe(404);
    expect((await other.patch('/v1/webhookendpoint/update', { id: e.id, description: 'x' })).status).toBe(404);
    expect((await other.post('/v1/webhookendpoint/rotatesecret', { id: e.id })).status).toBe(404);
    expect((await other.post('/v1/webhookendpoint/listdeliveries', { webhookEndpointId: e.id })).status).toBe(404);
    expect((await other.post('/v1/webhookendpoint/delete', { id: e.id })).status).toBe(404);
    expect((await other.post('/v1/event/resend', { id: eventId, webhookEndpointId: own.id })).status).toBe(404);
    expect((await other.post('/v1/event/resend', { id: eventId, webhookEndpointId: e.id })).status).toBe(404);
    const listed = await other.post<{ webhookEndpoints: WebhookEndpoint[] }>('/v1/webhookendpoint/list', {});
    expect(listed.body.webhookEndpoints.map((x) => x.id)).toEqual([own.id]);
    expect((await owner.get('/v1/webhookendpoint/get', { id: e.id })).status).toBe(200);
  });
});
