import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildTestApp, client, newTenant, type TestApp } from '../helpers/app';
import { adminClient, adminPost, newOperator, signIn } from '../helpers/admin';
import { getTenant } from '../../src/db/repos/provider.repo';

// docs/console.md "Providers" and "API keys".
let t: TestApp;
let admin: ReturnType<typeof adminClient>;
let token: string;
beforeAll(async () => {
  t = await buildTestApp();
  token = (await newOperator(t.db)).token;
  admin = adminClient(t.app, token);
});
afterAll(async () => {
  await t.close();
});

type Provider = { id: string; name: string; settings: Record<string, unknown> } & Record<string, unknown>;
type Key = { id: string; providerId: string; environment: string; prefix: string; revokeTime: string | null; expireTime: string | null };
const UNKNOWN = '0193f2a0-5c3e-7a41-8b2d-00000000dead';

describe('/admin/v1/provider/*', () => {
  it('create answers the provider with every setting and a key per environment that works on /v1', async () => {
    const res = await admin<{ provider: Provider; keys: Array<{ key: Key; secret: string }> }>('/admin/v1/provider/create', {
      name: 'Acme KK',
      emailAddress: 'billing@acme.example',
      representativeName: { lastName: '山田', firstName: '太郎' },
      settings: { billRunHourJst: 9, registrationNumber: 'T1234567890123', invoiceNumberPrefix: 'ACME-', rateLimitPerMinute: 600 },
    });
    expect(res.status).toBe(200);
    expect(res.body.provider).toEqual({
      id: expect.any(String),
      name: 'Acme KK',
      emailAddress: 'billing@acme.example',
      phoneNumber: '',
      representativeName: { lastName: '山田', firstName: '太郎' },
      address: '',
      settings: {
        taxRounding: 'ROUNDING_ROUND_DOWN',
        rateLimitPerMinute: 600,
        invoiceNumberPrefix: 'ACME-',
        billRunHourJst: 9,
        registrationNumber: 'T1234567890123',
        legalName: '',
        bankAccount: '',
        invoiceNote: '',
      },
      createTime: expect.any(String),
      updateTime: expect.any(String),
    });
    expect(res.body.keys.map((k) => k.key.environment)).toEqual(['ENVIRONMENT_SANDBOX', 'ENVIRONMENT_PRODUCTION']);
    const sandbox = res.body.keys[0]!;
    expect(sandbox.secret.startsWith(sandbox.key.prefix)).toBe(true);
    const v1 = await client(t.app, sandbox.secret).post<{ provider: Provider }>('/v1/provider/get');
    expect(v1.status).toBe(200);
    expect(v1.body.provider).toMatchObject({ id: res.body.provider.id, name: 'Acme KK' });
  });

  it('create refuses an empty name, a malformed registration number and unknown fields', async () => {
    expect((await admin('/admin/v1/provider/create', { name: '' })).status).toBe(400);
    const bad = await admin('/admin/v1/provider/create', { name: 'X', settings: { registrationNumber: 'T12' } });
    expect(bad.status).toBe(400);
    expect(bad.body).toMatchObject({ code: 3 });
    expect((await admin('/admin/v1/provider/create', { name: 'X', color: 'red' })).status).toBe(400);
  });

  it('get answers one provider; an unknown id is NOT_FOUND', async () => {
    const { providerId } = await newTenant(t.db, { name: 'Got KK' });
    const res = await admin<{ provider: Provider }>('/admin/v1/provider/get', { providerId });
    expect(res.status).toBe(200);
    expect(res.body.provider).toMatchObject({ id: providerId, name: 'Got KK' });
    expect(res.body.provider).not.toHaveProperty('environment');
    const missing = await admin('/admin/v1/provider/get', { providerId: UNKNOWN });
    expect(missing.status).toBe(404);
    expect(missing.body).toMatchObject({ code: 5, detail: { reason: 'NOT_FOUND' } });
    expect((await admin('/admin/v1/provider/get', { providerId: 'nope' })).status).toBe(400);
  });

  it('list pages through every provider, oldest first', async () => {
    const ids = [(await newTenant(t.db)).providerId, (await newTenant(t.db)).providerId, (await newTenant(t.db)).providerId];
    const seen: string[] = [];
    let pageToken = '';
    for (let i = 0; i < 1000; i++) {
      const res = await admin<{ providers: Provider[]; nextPageToken: string }>('/admin/v1/provider/list', { pageSize: 100, pageToken });
      expect(res.status).toBe(200);
      seen.push(...res.body.providers.map((p) => p.id));
      pageToken = res.body.nextPageToken;
      if (!pageToken) break;
    }
    expect(seen).toEqual([...seen].sort());
    for (const id of ids) expect(seen).toContain(id);
    const two = await admin<{ providers: Provider[]; nextPageToken: string }>('/admin/v1/provider/list', { pageSize: 2 });
    expect(two.body.providers).toHaveLength(2);
    expect(two.body.nextPageToken).not.toBe('');
    const tampered = await admin('/admin/v1/provider/list', { pageToken: `${two.body.nextPageToken}x` });
    expect(tampered.status).toBe(400);
  });

  it('list with nameContains finds providers by part of the name, any case, % and _ taken literally', async () => {
    const unique = `Zeta_${Date.now()}%`;
    const { providerId } = await newTenant(t.db, { name: `${unique} 株式会社` });
    await newTenant(t.db, { name: `${unique.replace('_', 'x')} 株式会社` });
    const res = await admin<{ providers: Provider[] }>('/admin/v1/provider/list', { nameContains: unique.toLowerCase() });
    expect(res.status).toBe(200);
    expect(res.body.providers.map((p) => p.id)).toEqual([providerId]);
  });

  it('update changes only the fields given; rateLimitPerMinute 0 is the server default; unknown id NOT_FOUND', async () => {
    const { providerId } = await newTenant(t.db, { name: 'Before' });
    const res = await admin<{ provider: Provider }>('/admin/v1/provider/update', {
      providerId,
      name: 'After',
      address: '東京都千代田区1-1',
      settings: { taxRounding: 'ROUNDING_ROUND_HALF_UP', rateLimitPerMinute: 0, legalName: 'After 株式会社' },
    });
    expect(res.status).toBe(200);
    expect(res.body.provider).toMatchObject({
      name: 'After',
      address: '東京都千代田区1-1',
      settings: { taxRounding: 'ROUNDING_ROUND_HALF_UP', rateLimitPerMinute: 0, legalName: 'After 株式会社', billRunHourJst: 6 },
    });
    const missing = await admin('/admin/v1/provider/update', { providerId: UNKNOWN, name: 'x' });
    expect(missing.status).toBe(404);
    const bad = await admin('/admin/v1/provider/update', { providerId, settings: { billRunHourJst: 24 } });
    expect(bad.status).toBe(400);
  });

  it('with the session cookie a write needs X-CSRF-Token', async () => {
    const s = await signIn(t.app, token);
    const without = await adminPost(t.app, '/admin/v1/provider/create', { name: 'Cookie KK' }, { cookie: s.cookie });
    expect(without.status).toBe(403);
    const withToken = await adminPost(
      t.app,
      '/admin/v1/provider/create',
      { name: 'Cookie KK' },
      { cookie: s.cookie, 'x-csrf-token': s.csrfToken },
    );
    expect(withToken.status).toBe(200);
  });

  it('without an operator every provider path is 401, and an API key is 401', async () => {
    const { sandboxKey, providerId } = await newTenant(t.db);
    for (const path of ['list', 'get', 'create', 'update']) {
      expect((await adminPost(t.app, `/admin/v1/provider/${path}`, { providerId })).status, path).toBe(401);
      expect((await adminPost(t.app, `/admin/v1/provider/${path}`, { providerId }, { authorization: `Bearer ${sandboxKey}` })).status).toBe(
        401,
      );
    }
  });
});

describe('/admin/v1/apikey/*', () => {
  it('create issues a key shown once; list shows it by prefix; revoke makes /v1 answer 401', async () => {
    const { providerId } = await newTenant(t.db);
    const created = await admin<{ key: Key; secret: string }>('/admin/v1/apikey/create', {
      providerId,
      environment: 'ENVIRONMENT_SANDBOX',
    });
    expect(created.status).toBe(200);
    expect(created.body.key).toEqual({
      id: expect.any(String),
      providerId,
      environment: 'ENVIRONMENT_SANDBOX',
      prefix: created.body.secret.slice(0, 17),
      createTime: expect.any(String),
      expireTime: null,
      revokeTime: null,
    });
    const v1 = client(t.app, created.body.secret);
    expect((await v1.post('/v1/provider/get')).status).toBe(200);
    const list = await admin<{ keys: Key[] }>('/admin/v1/apikey/list', { providerId });
    expect(list.status).toBe(200);
    expect(list.body.keys).toHaveLength(3);
    expect(list.body.keys.find((k) => k.id === created.body.key.id)).toEqual(created.body.key);
    expect(JSON.stringify(list.body)).not.toContain(created.body.secret);

    const tenant = await getTenant(t.db, providerId, 'sandbox');
    const dropped = t.auth.keys.invalidated([tenant!.id]);
    const revoked = await admin<{ key: Key }>('/admin/v1/apikey/revoke', { keyId: created.body.key.id });
    expect(revoked.status).toBe(200);
    expect(revoked.body.key.revokeTime).not.toBeNull();
    await dropped; // the database's notification reached this process's key cache
    const refused = await v1.post('/v1/provider/get');
    expect(refused.status).toBe(401);
    expect(refused.body).toMatchObject({ code: 16, message: 'API key revoked' });
  });

  it('create with an expiry records it; refuses a past expiry, an unspecified environment and an unknown provider', async () => {
    const { providerId } = await newTenant(t.db);
    const expireTime = new Date(Date.now() + 86_400_000).toISOString();
    const res = await admin<{ key: Key }>('/admin/v1/apikey/create', { providerId, environment: 'ENVIRONMENT_PRODUCTION', expireTime });
    expect(res.status).toBe(200);
    expect(res.body.key).toMatchObject({ environment: 'ENVIRONMENT_PRODUCTION', expireTime });
    const past = await admin('/admin/v1/apikey/create', {
      providerId,
      environment: 'ENVIRONMENT_SANDBOX',
      expireTime: '2020-01-01T00:00:00Z',
    });
    expect(past.status).toBe(400);
    expect(past.body).toMatchObject({ detail: { fieldViolations: [{ field: 'expireTime' }] } });
    const env = await admin('/admin/v1/apikey/create', { providerId, environment: 'ENVIRONMENT_UNSPECIFIED' });
    expect(env.status).toBe(400);
    const unknown = await admin('/admin/v1/apikey/create', { providerId: UNKNOWN, environment: 'ENVIRONMENT_SANDBOX' });
    expect(unknown.status).toBe(404);
  });

  it('list of an unknown provider is NOT_FOUND; revoke of an unknown key NOT_FOUND, of a revoked key FAILED_PRECONDITION', async () => {
    expect((await admin('/admin/v1/apikey/list', { providerId: UNKNOWN })).status).toBe(404);
    expect((await admin('/admin/v1/apikey/revoke', { keyId: UNKNOWN })).status).toBe(404);
    const { providerId } = await newTenant(t.db);
    const { body } = await admin<{ keys: Key[] }>('/admin/v1/apikey/list', { providerId });
    expect((await admin('/admin/v1/apikey/revoke', { keyId: body.keys[0]!.id })).status).toBe(200);
    const again = await admin('/admin/v1/apikey/revoke', { keyId: body.keys[0]!.id });
    expect(again.status).toBe(400);
    expect(again.body).toMatchObject({ code: 9, detail: { reason: 'FAILED_PRECONDITION' } });
  });

  it('without an operator every key path is 401', async () => {
    for (const path of ['create', 'list', 'revoke'])
      expect((await adminPost(t.app, `/admin/v1/apikey/${path}`, {})).status, path).toBe(401);
  });
});
