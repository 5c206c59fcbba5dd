import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildTestApp, client, newTenant, type Client, type TestApp } from '../../../test/helpers/app';
import { createCustomer } from '../../../test/helpers/factories/customer';

let t: TestApp;
beforeAll(async () => {
  t = await buildTestApp();
});
afterAll(async () => {
  await t.close();
});

async function sandbox() {
  const tenant = await newTenant(t.db);
  return client(t.app, tenant.sandboxKey);
}

const MISSING = '00000000-0000-7000-8000-000000000000';

/** An INVALID_ARGUMENT (400, code 3) naming `field`. */
async function expectInvalid(res: Promise<{ status: number; body: Record<string, unknown> }>, field: string) {
  const r = await res;
  expect(r.status, JSON.stringify(r.body)).toBe(400);
  expect(r.body).toMatchObject({ code: 3, detail: { fieldViolations: expect.arrayContaining([expect.objectContaining({ field })]) } });
}

async function expectCode(res: Promise<{ status: number; body: Record<string, unknown> }>, status: number, code: number) {
  const r = await res;
  expect(r.status, JSON.stringify(r.body)).toBe(status);
  expect(r.body).toMatchObject({ code, message: expect.any(String), detail: expect.any(Object) });
  return r;
}

describe('/v1/customer/create errors', () => {
  it.each([
    ['name missing', {}, 'name'],
    ['name empty', { name: '' }, 'name'],
    ['name blank', { name: '   ' }, 'name'],
    ['name too long', { name: 'x'.repeat(256) }, 'name'],
    ['name not a string', { name: 5 }, 'name'],
    ['name with a NUL character', { name: 'a\u0000b' }, 'name'],
    ['optionalId with a space', { name: 'A', optionalId: 'a b' }, 'optionalId'],
    ['optionalId too long', { name: 'A', optionalId: 'x'.repeat(65) }, 'optionalId'],
    ['crmAccountId with a space', { name: 'A', crmAccountId: 'a b' }, 'crmAccountId'],
    ['crmAccountId too long', { name: 'A', crmAccountId: 'x'.repeat(256) }, 'crmAccountId'],
    ['unknown field', { name: 'A', nmae: 'B' }, 'nmae'],
    ['id is output only', { name: 'A', id: MISSING }, 'id'],
  ])('%s → INVALID_ARGUMENT', async (_label, body, field) => {
    const c = await sandbox();
    await expectInvalid(c.post('/v1/customer/create', body), field);
  });

  it('a duplicate optionalId → ALREADY_EXISTS (409, code 6) naming optionalId', async () => {
    const c = await sandbox();
    await createCustomer(c, { optionalId: 'DUP' });
    const r = await expectCode(c.post('/v1/customer/create', { name: 'B', optionalId: 'DUP' }), 409, 6);
    expect(r.body).toMatchObject({ detail: { fieldViolations: [{ field: 'optionalId' }] } });
  });

  it('a duplicate crmAccountId → ALREADY_EXISTS naming crmAccountId', async () => {
    const c = await sandbox();
    await createCustomer(c, { crmAccountId: 'crm-dup' });
    const r = await expectCode(c.post('/v1/customer/create', { name: 'B', crmAccountId: 'crm-dup' }), 409, 6);
    expect(r.body).toMatchObject({ detail: { fieldViolations: [{ field: 'crmAccountId' }] } });
  });

  it('a body that is not JSON → INVALID_ARGUMENT; no key → UNAUTHENTICATED', async () => {
    const c = await sandbox();
    const res = await t.app.inject({
      method: 'POST',
      url: '/v1/customer/create',
      headers: { 'content-type': 'application/json', authorization: await newTenantAuth() },
      payload: '{name',
    });
    expect(res.statusCode).toBe(400);
    await expectCode(client(t.app, undefined).post('/v1/customer/create', { name: 'A' }), 401, 16);
    expect((await c.post('/v1/customer/list', {})).status).toBe(200);
  });
});

async function newTenantAuth(): Promise<string> {
  return `Bearer ${(await newTenant(t.db)).sandboxKey}`;
}

describe('/v1/customer/get errors', () => {
  let c: Client;
  let id: string;
  beforeAll(async () => {
    c = await sandbox();
    id = (await createCustomer(c, { optionalId: 'G-1', crmAccountId: 'crm-g1' })).id;
    await createCustomer(c, { optionalId: 'G-2', crmAccountId: 'crm-g2' });
  });

  it('nothing given → INVALID_ARGUMENT naming id', async () => {
    await expectInvalid(c.get('/v1/customer/get'), 'id');
    await expectInvalid(c.post('/v1/customer/get', {}), 'id');
  });
  it('a malformed id → INVALID_ARGUMENT', async () => {
    await expectInvalid(c.get('/v1/customer/get', { id: 'nope' }), 'id');
  });
  it('a malformed optionalId → INVALID_ARGUMENT', async () => {
    await expectInvalid(c.get('/v1/customer/get', { optionalId: 'a/b' }), 'optionalId');
  });
  it('unknown query parameter → INVALID_ARGUMENT', async () => {
    await expectInvalid(c.get('/v1/customer/get', { id, extra: '1' }), 'extra');
  });
  it('unknown id, optionalId or crmAccountId → NOT_FOUND', async () => {
    await expectCode(c.get('/v1/customer/get', { id: MISSING }), 404, 5);
    await expectCode(c.get('/v1/customer/get', { optionalId: 'NOPE' }), 404, 5);
    await expectCode(c.get('/v1/customer/get', { crmAccountId: 'nope' }), 404, 5);
  });
  it('id and optionalId naming different customers → INVALID_ARGUMENT', async () => {
    await expectInvalid(c.post('/v1/customer/get', { id, optionalId: 'G-2' }), 'optionalId');
  });
  it('a crmAccountId that could never be stored (NUL, spaces, over 255) → INVALID_ARGUMENT naming it, GET and POST', async () => {
    for (const crmAccountId of ['crm\u0000g1', 'crm g1', 'x'.repeat(256)]) {
      await expectInvalid(c.get('/v1/customer/get', { crmAccountId }), 'crmAccountId');
      await expectInvalid(c.post('/v1/customer/get', { crmAccountId }), 'crmAccountId');
    }
  });
  it('crmAccountId naming another customer than id → INVALID_ARGUMENT naming crmAccountId', async () => {
    await expectInvalid(c.post('/v1/customer/get', { id, crmAccountId: 'crm-g2' }), 'crmAccountId');
    await expectInvalid(c.post('/v1/customer/get', { optionalId: 'G-1', crmAccountId: 'unknown' }), 'crmAccountId');
  });
});

describe('/v1/customer/list errors', () => {
  it.each([[0], [101], [-1], [1.5]])('pageSize %s → INVALID_ARGUMENT', async (pageSize) => {
    const c = await sandbox();
    await expectInvalid(c.post('/v1/customer/list', { pageSize }), 'pageSize');
  });

  it('pageSize that is not a number in GET → INVALID_ARGUMENT', async () => {
    const c = await sandbox();
    await expectInvalid(c.get('/v1/customer/list', { pageSize: 'ten' }), 'pageSize');
  });

  it('a tampered or malformed page token → INVALID_ARGUMENT', async () => {
    const c = await sandbox();
    for (let i = 0; i < 2; i++) await createCustomer(c);
    const first = await c.post<{ nextPageToken: string }>('/v1/customer/list', { pageSize: 1 });
    await expectInvalid(c.post('/v1/customer/list', { pageSize: 1, pageToken: `x${first.body.nextPageToken}` }), 'pageToken');
    await expectInvalid(c.post('/v1/customer/list', { pageToken: 'garbage' }), 'pageToken');
  });

  it('a token replayed with another order → INVALID_ARGUMENT', async () => {
    const c = await sandbox();
    for (let i = 0; i < 2; i++) await createCustomer(c);
    const first = await c.post<{ nextPageToken: string }>('/v1/customer/list', { pageSize: 1 });
    await expectInvalid(
      c.post('/v1/customer/list', { pageSize: 1, pageToken: first.body.nextPageToken, orderBy: { direction: 'DIRECTION_DESCENDING' } }),
      'pageToken',
    );
  });

  it('an unknown orderBy value → INVALID_ARGUMENT', async () => {
    const c = await sandbox();
    await expectInvalid(c.post('/v1/customer/list', { orderBy: { direction: 'UP' } }), 'orderBy.direction');
    await expectInvalid(c.get('/v1/customer/list', { 'orderBy.field': 'FIELD_NAME' }), 'orderBy.field');
  });
});

describe('/v1/customer/update errors', () => {
  it('id missing or malformed → INVALID_ARGUMENT', async () => {
    const c = await sandbox();
    await expectInvalid(c.patch('/v1/customer/update', { name: 'x' }), 'id');
    await expectInvalid(c.patch('/v1/customer/update', { id: 'x', name: 'x' }), 'id');
  });
  it('an unknown customer → NOT_FOUND', async () => {
    const c = await sandbox();
    await expectCode(c.patch('/v1/customer/update', { id: MISSING, name: 'x' }), 404, 5);
  });
  it('an empty or blank name, a bad optionalId, an unknown field → INVALID_ARGUMENT', async () => {
    const c = await sandbox();
    const { id } = await createCustomer(c);
    await expectInvalid(c.patch('/v1/customer/update', { id, name: '' }), 'name');
    await expectInvalid(c.patch('/v1/customer/update', { id, name: ' ' }), 'name');
    await expectInvalid(c.patch('/v1/customer/update', { id, optionalId: 'a b' }), 'optionalId');
    await expectInvalid(c.patch('/v1/customer/update', { id, customFields: [] }), 'customFields');
  });
  it("another customer's optionalId or crmAccountId → ALREADY_EXISTS naming it", async () => {
    const c = await sandbox();
    await createCustomer(c, { optionalId: 'TAKEN', crmAccountId: 'crm-taken' });
    const { id } = await createCustomer(c);
    const a = await expectCode(c.patch('/v1/customer/update', { id, optionalId: 'TAKEN' }), 409, 6);
    expect(a.body).toMatchObject({ detail: { fieldViolations: [{ field: 'optionalId' }] } });
    const b = await expectCode(c.patch('/v1/customer/update', { id, crmAccountId: 'crm-taken' }), 409, 6);
    expect(b.body).toMatchObject({ detail: { fieldViolations: [{ field: 'crmAccountId' }] } });
  });
  it('POST is not the update method', async () => {
    const c = await sandbox();
    const { id } = await createCustomer(c);
    expect((await c.post('/v1/customer/update', { id })).status).toBe(404);
  });
});

describe('/v1/customer/alias and /v1/customer/delete errors', () => {
  it('alias: id missing → INVALID_ARGUMENT; unknown → NOT_FOUND; bad optionalId → INVALID_ARGUMENT; taken → ALREADY_EXISTS', async () => {
    const c = await sandbox();
    await createCustomer(c, { optionalId: 'HELD' });
    const { id } = await createCustomer(c);
    await expectInvalid(c.post('/v1/customer/alias', { optionalId: 'X' }), 'id');
    await expectCode(c.post('/v1/customer/alias', { id: MISSING, optionalId: 'X' }), 404, 5);
    await expectInvalid(c.post('/v1/customer/alias', { id, optionalId: 'x'.repeat(65) }), 'optionalId');
    const r = await expectCode(c.post('/v1/customer/alias', { id, optionalId: 'HELD' }), 409, 6);
    expect(r.body).toMatchObject({ detail: { fieldViolations: [{ field: 'optionalId' }] } });
  });

  it('delete: id missing or malformed → INVALID_ARGUMENT; unknown or already deleted → NOT_FOUND', async () => {
    const c = await sandbox();
    const { id } = await createCustomer(c);
    await expectInvalid(c.post('/v1/customer/delete', {}), 'id');
    await expectInvalid(c.post('/v1/customer/delete', { id: 'abc' }), 'id');
    await expectCode(c.post('/v1/customer/delete', { id: MISSING }), 404, 5);
    expect((await c.post('/v1/customer/delete', { id })).status).toBe(200);
    await expectCode(c.post('/v1/customer/delete', { id }), 404, 5);
  });
});
