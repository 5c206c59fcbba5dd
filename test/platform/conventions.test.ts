import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildApp } from '../../src/app';
import { loadOrCreateSecret } from '../../src/db/repos/secret.repo';
import { rpcs } from '../../src/api/registry';
import { buildTestApp, client, newTenant, type TestApp, type TestTenant } from '../helpers/app';
import { calls, testRpcs } from './rpc-fixtures';
import type { FastifyInstance } from 'fastify';

let t: TestApp;
let app: FastifyInstance;
let tenant: TestTenant;
beforeAll(async () => {
  t = await buildTestApp();
  app = await buildApp(
    {
      config: { ...t.config, bodyLimitBytes: 4096 },
      db: t.db,
      ports: t.sys.ports,
      pageSecret: await loadOrCreateSecret(t.db, 'page-token'),
    },
    { logger: false, rpcs: [...rpcs, ...testRpcs] },
  );
  tenant = await newTenant(t.db);
});
afterAll(async () => {
  await app.close();
  await t.close();
});

describe('date-times', () => {
  const c = () => client(app, tenant.sandboxKey);
  it.each([
    ['2024-04-01', '2024-03-31T15:00:00Z'],
    ['2024-04-01T10:00:00', '2024-03-31T15:00:00Z'],
    ['2024-04-01T10:00:00+09:00', '2024-03-31T15:00:00Z'],
    ['2024-03-31T20:00:00Z', '2024-03-31T15:00:00Z'],
    ['2024-03-31T14:59:59Z', '2024-03-30T15:00:00Z'],
  ])('business date %s → %s (JST day, sent as JST midnight)', async (input, out) => {
    const res = await c().post('/test/echo', { day: input });
    expect(res.status).toBe(200);
    expect(res.body.day).toBe(out);
  });

  it.each([
    ['2024-04-01T10:00:00', '2024-04-01T01:00:00Z'],
    ['2024-04-01T10:00:00.250+09:00', '2024-04-01T01:00:00.250Z'],
    ['2024-04-01T01:00:00Z', '2024-04-01T01:00:00Z'],
    ['2024-04-01', '2024-03-31T15:00:00Z'],
  ])('instant %s → %s in UTC', async (input, out) => {
    expect((await c().get('/test/echo', { at: input })).body.at).toBe(out);
  });

  it.each(['2024-02-30', '2023-02-29', '2024-13-01', '2024-04-01T24:00:00', 'yesterday', '2024-4-1', ''])('refuses %j', async (bad) => {
    const res = await c().post('/test/echo', { day: bad });
    expect(res.status).toBe(400);
    expect(res.body).toMatchObject({ code: 3, detail: { fieldViolations: [{ field: 'day' }] } });
  });
});

describe('GET and POST of one G+P path', () => {
  it('take the same message (dotted names, repeated keys, coerced scalars) and answer identically', async () => {
    const c = client(app, tenant.sandboxKey);
    const body = { pageSize: 5, orderBy: { field: 'FIELD_ID' }, ids: ['a', 'b'], flag: true, day: '2024-04-01' };
    const post = await c.post('/test/echo', body);
    const get = await c.get('/test/echo', { pageSize: 5, 'orderBy.field': 'FIELD_ID', ids: ['a', 'b'], flag: 'true', day: '2024-04-01' });
    expect(post.status).toBe(200);
    expect({ ...get.body, now: '' }).toEqual({ ...post.body, now: '' });
  });

  it('does not coerce types in a body', async () => {
    const res = await client(app, tenant.sandboxKey).post('/test/echo', { flag: 'true' });
    expect(res.status).toBe(400);
    expect(res.body.detail).toEqual({ fieldViolations: [{ field: 'flag', description: 'must be boolean' }] });
  });

  it('takes an integer field as a JSON integer or its digits, in a body as in a query string', async () => {
    const c = client(app, tenant.sandboxKey);
    expect((await c.post('/test/echo', { pageSize: '5' })).body.pageSize).toBe(5);
    expect((await c.post('/test/echo', { pageSize: 5 })).body.pageSize).toBe(5);
    for (const size of ['0', '101', '5.0', ' 5', '', '05', 5.5]) {
      const res = await c.post<{ detail: { fieldViolations: { field: string }[] } }>('/test/echo', { pageSize: size });
      expect(res.status, String(size)).toBe(400);
      expect(res.body.detail.fieldViolations).toHaveLength(1);
      expect(res.body.detail.fieldViolations[0]?.field).toBe('pageSize');
    }
  });

  it('rejects unknown fields at any depth, naming them, in GET and POST', async () => {
    const c = client(app, tenant.sandboxKey);
    const post = await c.post('/test/echo', { orderBy: { feild: 'FIELD_ID' } });
    expect(post.status).toBe(400);
    expect(post.body.detail).toEqual({ fieldViolations: [{ field: 'orderBy.feild', description: 'unknown field' }] });
    const get = await c.get('/test/echo', { 'orderBy.feild': 'FIELD_ID' });
    expect(get.body).toEqual(post.body);
  });

  it('enforces pageSize 1..100', async () => {
    const c = client(app, tenant.sandboxKey);
    for (const size of [0, 101, -1, 'x']) expect((await c.get('/test/echo', { pageSize: size })).status).toBe(400);
    expect((await c.get('/test/echo', { pageSize: 100 })).body.pageSize).toBe(100);
    expect((await c.get('/test/echo')).body.pageSize).toBe(10);
  });

  it('rejects wrong enum names, listing the allowed ones', async () => {
    const res = await client(app, tenant.sandboxKey).post('/test/echo', { kind: 'KIND_B' });
    expect(res.body).toMatchObject({
      code: 3,
      detail: { fieldViolations: [{ field: 'kind', description: 'must be one of KIND_UNSPECIFIED, KIND_A' }] },
    });
  });
});

describe('bad input never gives a 500', () => {
  const raw = (payload: string | Buffer, headers: Record<string, string> = {}) =>
    app.inject({
      method: 'POST',
      url: '/test/echo',
      payload,
      headers: { authorization: `Bearer ${tenant.sandboxKey}`, 'content-type': 'application/json', ...headers },
    });

  it.each([
    ['malformed JSON', '{"pageSize": '],
    ['a JSON array', '[1,2]'],
    ['a JSON string', '"x"'],
    ['a huge number', '{"pageSize": 1e400}'],
    ['deep nesting', `${'{"a":'.repeat(600)}1${'}'.repeat(600)}`],
  ])('%s → 400 code 3', async (_name, payload) => {
    const res = await raw(payload);
    expect(res.statusCode).toBe(400);
    expect(JSON.parse(res.body).code).toBe(3);
  });

  it('invalid UTF-8 → 400', async () => {
    const res = await raw(Buffer.from([0x7b, 0x22, 0x64, 0x61, 0x79, 0x22, 0x3a, 0x22, 0xff, 0xfe, 0x22, 0x7d]));
    expect(res.statusCode).toBe(400);
    expect(JSON.parse(res.body)).toMatchObject({ code: 3, message: 'request body is not valid UTF-8 JSON' });
  });

  it('an oversized body → 400 code 3', async () => {
    const res = await raw(JSON.stringify({ ids: ['x'.repeat(5000)] }));
    expect(res.statusCode).toBe(400);
    expect(JSON.parse(res.body)).toMatchObject({ code: 3, detail: { reason: 'BODY_TOO_LARGE' } });
  });

  it('a non-JSON content type → 400 code 3', async () => {
    const res = await raw('a=b', { 'content-type': 'application/x-www-form-urlencoded' });
    expect(res.statusCode).toBe(400);
    expect(JSON.parse(res.body).code).toBe(3);
  });

  it('a POST with no body at all is the empty message', async () => {
    const res = await app.inject({ method: 'POST', url: '/test/echo', headers: { authorization: `Bearer ${tenant.sandboxKey}` } });
    expect(res.statusCode).toBe(200);
  });

  it('an unknown path → 404 code 5', async () => {
    const res = await app.inject({ method: 'GET', url: '/v1/nothing/here' });
    expect(res.statusCode).toBe(404);
    expect(JSON.parse(res.body)).toMatchObject({ code: 5 });
  });

  it('a handler bug → 500 INTERNAL without details', async () => {
    const res = await client(app, tenant.sandboxKey).post('/test/write', { name: 'x', fail: true });
    expect(res.status).toBe(500);
    expect(res.body).toEqual({ code: 13, message: 'internal error', detail: { reason: 'INTERNAL' } });
  });
});

describe('request id', () => {
  it('is echoed when sane and generated otherwise', async () => {
    const given = await app.inject({ method: 'GET', url: '/hc', headers: { 'x-request-id': 'abc-123' } });
    expect(given.headers['x-request-id']).toBe('abc-123');
    const made = await app.inject({ method: 'GET', url: '/hc', headers: { 'x-request-id': 'bad id with spaces' } });
    expect(made.headers['x-request-id']).toMatch(/^[0-9a-f-]{36}$/);
  });
});

describe('Idempotency-Key', () => {
  it('replays the stored response for the same key and body without running the handler again', async () => {
    const c = client(app, tenant.sandboxKey);
    const before = calls.write;
    const first = await c.post('/test/write', { name: 'a' }, { 'idempotency-key': 'k-1' });
    const second = await c.post('/test/write', { name: 'a' }, { 'idempotency-key': 'k-1' });
    expect(first.status).toBe(200);
    expect(second.body).toEqual(first.body);
    expect(second.headers['idempotent-replayed']).toBe('true');
    expect(calls.write - before).toBe(1);
  });

  it('refuses the same key with another body', async () => {
    const c = client(app, tenant.sandboxKey);
    await c.post('/test/write', { name: 'a' }, { 'idempotency-key': 'k-2' });
    const res = await c.post('/test/write', { name: 'b' }, { 'idempotency-key': 'k-2' });
    expect(res.status).toBe(400);
    expect(res.body).toMatchObject({ code: 3, detail: { fieldViolations: [{ field: 'Idempotency-Key' }] } });
  });

  it('keys are per tenant, and a failed request does not consume its key', async () => {
    const other = await newTenant(t.db);
    const a = await client(app, tenant.sandboxKey).post('/test/write', { name: 'a' }, { 'idempotency-key': 'shared' });
    const b = await client(app, other.sandboxKey).post('/test/write', { name: 'a' }, { 'idempotency-key': 'shared' });
    expect(b.body.id).not.toBe(a.body.id);
    const c = client(app, tenant.sandboxKey);
    expect((await c.post('/test/write', { name: 'a', fail: true }, { 'idempotency-key': 'k-3' })).status).toBe(500);
    expect((await c.post('/test/write', { name: 'a', fail: true }, { 'idempotency-key': 'k-3' })).status).toBe(500);
  });

  it('concurrent requests with one key run the handler once', async () => {
    const c = client(app, tenant.sandboxKey);
    const before = calls.write;
    const results = await Promise.all([1, 2, 3, 4].map(() => c.post('/test/write', { name: 'z' }, { 'idempotency-key': 'k-concurrent' })));
    expect(new Set(results.map((r) => r.body.id)).size).toBe(1);
    expect(calls.write - before).toBe(1);
  });

  it('refuses a malformed key', async () => {
    const res = await client(app, tenant.sandboxKey).post('/test/write', { name: 'a' }, { 'idempotency-key': 'x'.repeat(256) });
    expect(res.status).toBe(400);
  });
});
