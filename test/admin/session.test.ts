import { randomBytes } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { sql } from 'kysely';
import { buildTestApp, client, newTenant, type TestApp } from '../helpers/app';
import { adminPost, freshAddress, newOperator, signIn } from '../helpers/admin';
import { LOGIN_FAILURE_LIMIT } from '../../src/lib/config';

// docs/console.md "Operators", "Sessions", "Authentication".
let t: TestApp;
let op: { id: string; token: string };
beforeAll(async () => {
  t = await buildTestApp();
  op = await newOperator(t.db, 'Hanako');
});
afterAll(async () => {
  await t.close();
});

describe('/admin/v1/session/create', () => {
  it('answers the operator, a CSRF token and the end of the session, and sets the HttpOnly SameSite=Strict cookie', async () => {
    const res = await adminPost(t.app, '/admin/v1/session/create', { token: op.token }, {}, freshAddress());
    expect(res.status).toBe(200);
    expect(res.body).toEqual({
      operator: {
        id: op.id,
        name: 'Hanako',
        role: 'ROLE_OWNER',
        providerIds: [],
        permissions: ['session', 'read', 'billing', 'platform', 'providers', 'audit', 'operators'],
      },
      csrfToken: expect.stringMatching(/^[A-Za-z0-9_-]{43}$/),
      expireTime: expect.any(String),
    });
    const hours = (Date.parse(res.body.expireTime as string) - Date.now()) / 3_600_000;
    expect(hours).toBeGreaterThan(11.9);
    expect(hours).toBeLessThanOrEqual(12);
    expect(res.headers['cache-control']).toBe('no-store');
    const cookie = String(res.headers['set-cookie']);
    expect(cookie).toMatch(/^billing_session=[A-Za-z0-9_-]{43}; Path=\/; Max-Age=43200; HttpOnly; SameSite=Strict$/);
    // Only a hash of the cookie value is stored.
    const value = cookie.split(';')[0]!.split('=')[1]!;
    const { rows } = await sql<{
      n: string;
    }>`SELECT count(*) AS n FROM operator_session WHERE encode(id_hash, 'escape') = ${value}`.execute(t.db);
    expect(Number(rows[0]!.n)).toBe(0);
  });

  it('marks the cookie Secure when the request came over https (at the TLS proxy in front)', async () => {
    const res = await t.app.inject({
      method: 'POST',
      url: '/admin/v1/session/create',
      remoteAddress: freshAddress(),
      headers: { 'content-type': 'application/json', 'x-forwarded-proto': 'https' },
      payload: JSON.stringify({ token: op.token }),
    });
    expect(res.statusCode).toBe(200);
    expect(String(res.headers['set-cookie'])).toMatch(/; HttpOnly; SameSite=Strict; Secure$/);
  });

  it('refuses a wrong token, an API key and a malformed body', async () => {
    const ip = freshAddress();
    const wrong = await adminPost(t.app, '/admin/v1/session/create', { token: `op_${'A'.repeat(43)}` }, {}, ip);
    expect(wrong.status).toBe(401);
    expect(wrong.body).toMatchObject({ code: 16, detail: { reason: 'UNAUTHENTICATED' } });
    expect(wrong.headers['set-cookie']).toBeUndefined();
    const key = (await newTenant(t.db)).sandboxKey;
    expect((await adminPost(t.app, '/admin/v1/session/create', { token: key }, {}, ip)).status).toBe(401);
    const bad = await adminPost(t.app, '/admin/v1/session/create', { token: 5 }, {}, ip);
    expect(bad.status).toBe(400);
    expect(bad.body).toMatchObject({ code: 3 });
    const nul = await adminPost(t.app, '/admin/v1/session/create', { token: 'op_\u0000' }, {}, ip);
    expect(nul.status).toBe(400);
  });

  it('after 10 failures from one address answers 429 with Retry-After, even for the right token', async () => {
    const ip = freshAddress();
    for (let i = 0; i < LOGIN_FAILURE_LIMIT; i++) {
      const res = await adminPost(t.app, '/admin/v1/session/create', { token: `op_guess${i}` }, {}, ip);
      expect(res.status).toBe(401);
    }
    const blocked = await adminPost(t.app, '/admin/v1/session/create', { token: op.token }, {}, ip);
    expect(blocked.status).toBe(429);
    expect(blocked.body).toMatchObject({ code: 8, detail: { reason: 'LOGIN_RATE_LIMITED' } });
    const retry = Number(blocked.headers['retry-after']);
    expect(retry).toBeGreaterThan(0);
    expect(retry).toBeLessThanOrEqual(600);
    // Another address is not blocked.
    expect((await adminPost(t.app, '/admin/v1/session/create', { token: op.token }, {}, freshAddress())).status).toBe(200);
  });

  it('takes its limit from SIGN_IN_FAILURE_LIMIT', async () => {
    const strict = await buildTestApp({ SIGN_IN_FAILURE_LIMIT: '2' });
    try {
      const ip = freshAddress();
      for (const guess of ['op_guessA', 'op_guessB'])
        expect((await adminPost(strict.app, '/admin/v1/session/create', { token: guess }, {}, ip)).status).toBe(401);
      expect((await adminPost(strict.app, '/admin/v1/session/create', { token: op.token }, {}, ip)).status).toBe(429);
      // The default limit (10) of another process still admits that address.
      expect((await adminPost(t.app, '/admin/v1/session/create', { token: op.token }, {}, ip)).status).toBe(200);
    } finally {
      await strict.close();
    }
  });

  it('counts failures in the database: failures on one server process block sign-in on another', async () => {
    const other = await buildTestApp();
    try {
      const ip = freshAddress();
      for (let i = 0; i < LOGIN_FAILURE_LIMIT; i++) {
        const app = i % 2 === 0 ? t.app : other.app;
        expect((await adminPost(app, '/admin/v1/session/create', { token: `op_other${i}` }, {}, ip)).status).toBe(401);
      }
      for (const app of [t.app, other.app]) {
        const blocked = await adminPost(app, '/admin/v1/session/create', { token: op.token }, {}, ip);
        expect(blocked.status).toBe(429);
        expect(blocked.headers['retry-after']).toBeDefined();
      }
    } finally {
      await other.close();
    }
  });

  it('counts wrong operator tokens sent as Bearer too: they block sign-in and Bearer requests from that address', async () => {
    const ip = freshAddress();
    for (let i = 0; i < LOGIN_FAILURE_LIMIT; i++) {
      const res = await adminPost(t.app, '/admin/v1/provider/list', {}, { authorization: `Bearer op_bearer${i}` }, ip);
      expect(res.status).toBe(401);
    }
    expect((await adminPost(t.app, '/admin/v1/session/create', { token: op.token }, {}, ip)).status).toBe(429);
    const bearer = await adminPost(t.app, '/admin/v1/provider/list', {}, { authorization: `Bearer ${op.token}` }, ip);
    expect(bearer.status).toBe(429);
    expect(bearer.body).toMatchObject({ code: 8, detail: { reason: 'LOGIN_RATE_LIMITED' } });
  });

  it('counts per address only: failures elsewhere, even with the operator’s own token prefix, never lock the operator out', async () => {
    const attacker = freshAddress();
    for (let i = 0; i < LOGIN_FAILURE_LIMIT + 2; i++) {
      await adminPost(t.app, '/admin/v1/session/create', { token: `${op.token.slice(0, 10)}guess${i}` }, {}, attacker);
    }
    expect((await adminPost(t.app, '/admin/v1/session/create', { token: op.token }, {}, attacker)).status).toBe(429);
    // The operator, signing in from its own address, is not affected.
    expect((await adminPost(t.app, '/admin/v1/session/create', { token: op.token }, {}, freshAddress())).status).toBe(200);
    expect((await adminPost(t.app, '/admin/v1/provider/list', {}, { authorization: `Bearer ${op.token}` }, freshAddress())).status).toBe(
      200,
    );
  });

  it('checks and records a failure in one statement: of 100 wrong tokens sent at once, only the limit are 401, the rest 429', async () => {
    const ip = freshAddress();
    const answers = await Promise.all(
      Array.from({ length: 100 }, (_, i) => adminPost(t.app, '/admin/v1/session/create', { token: `op_burst${i}` }, {}, ip)),
    );
    const statuses = answers.map((a) => a.status);
    expect(statuses.filter((s) => s === 401)).toHaveLength(LOGIN_FAILURE_LIMIT);
    expect(statuses.filter((s) => s === 429)).toHaveLength(100 - LOGIN_FAILURE_LIMIT);
    for (const a of answers.filter((x) => x.status === 429)) {
      expect(a.body).toMatchObject({ code: 8, detail: { reason: 'LOGIN_RATE_LIMITED' } });
      expect(Number(a.headers['retry-after'])).toBeGreaterThan(0);
    }
  });

  it('counts an IPv6 client by its /64: other addresses of the same /64 are the same client, another /64 is not', async () => {
    const [a, b] = [...randomBytes(2)].map((x) => x.toString(16));
    const prefix = `2001:db8:${a}:${b}`;
    for (let i = 0; i < LOGIN_FAILURE_LIMIT; i++) {
      expect((await adminPost(t.app, '/admin/v1/session/create', { token: `op_v6${i}` }, {}, `${prefix}::${i + 1}`)).status).toBe(401);
    }
    expect((await adminPost(t.app, '/admin/v1/session/create', { token: op.token }, {}, `${prefix}::ffff`)).status).toBe(429);
    expect((await adminPost(t.app, '/admin/v1/session/create', { token: op.token }, {}, `2001:db8:${a}:${b}1::1`)).status).toBe(200);
  });
});

describe('TRUST_PROXY: the client address behind a reverse proxy', () => {
  const viaProxy = (app: TestApp, proxy: string, client: string, token: string) =>
    adminPost(app.app, '/admin/v1/session/create', { token }, { 'x-forwarded-for': client }, proxy);

  it('unset: every client has the proxy’s address, so one client’s failures lock out all of them', async () => {
    const proxy = freshAddress();
    for (let i = 0; i < LOGIN_FAILURE_LIMIT; i++) expect((await viaProxy(t, proxy, freshAddress(), `op_px${i}`)).status).toBe(401);
    expect((await viaProxy(t, proxy, freshAddress(), op.token)).status).toBe(429);
  });

  it('set to the proxy: failures are counted per real client, and a client that is not the proxy cannot forge its address', async () => {
    const proxy = freshAddress();
    const [a, b] = proxy.split('.');
    const settings: Array<[trust: string, proxy: string]> = [
      [proxy, proxy],
      [`${a}.${b}.0.0/16, ::1`, proxy],
      ['loopback', '127.0.0.1'],
      ['1', proxy],
    ];
    for (const [trust, peer] of settings) {
      const proxied = await buildTestApp({ TRUST_PROXY: trust });
      try {
        const attacker = freshAddress();
        for (let i = 0; i < LOGIN_FAILURE_LIMIT; i++) expect((await viaProxy(proxied, peer, attacker, `op_tp${i}`)).status).toBe(401);
        expect((await viaProxy(proxied, peer, attacker, op.token)).status, trust).toBe(429);
        expect((await viaProxy(proxied, peer, freshAddress(), op.token)).status, trust).toBe(200);
        if (trust === '1') continue; // one hop: whoever connects is taken for the proxy
        // A direct client naming another address in X-Forwarded-For is still counted as itself.
        const direct = `192.0.2.${1 + (randomBytes(1)[0]! % 250)}`;
        await sql`DELETE FROM operator_login_throttle WHERE key = ${`ip:${direct}`}`.execute(t.db);
        for (let i = 0; i < LOGIN_FAILURE_LIMIT; i++) {
          await adminPost(proxied.app, '/admin/v1/session/create', { token: `op_fx${i}` }, { 'x-forwarded-for': freshAddress() }, direct);
        }
        expect((await adminPost(proxied.app, '/admin/v1/session/create', { token: op.token }, {}, direct)).status, trust).toBe(429);
      } finally {
        await proxied.close();
      }
    }
  });
});

describe('/admin/v1/session/get and /admin/v1/session/delete', () => {
  it('get answers the session of the cookie without a new cookie; delete ends it and clears the cookie', async () => {
    const s = await signIn(t.app, op.token);
    const got = await adminPost(t.app, '/admin/v1/session/get', {}, { cookie: s.cookie });
    expect(got.status).toBe(200);
    expect(got.body).toMatchObject({ operator: { id: op.id, name: 'Hanako' }, csrfToken: s.csrfToken });
    expect(got.headers['set-cookie']).toBeUndefined();
    const out = await adminPost(t.app, '/admin/v1/session/delete', {}, { cookie: s.cookie, 'x-csrf-token': s.csrfToken });
    expect(out.status).toBe(200);
    expect(out.body).toEqual({});
    expect(String(out.headers['set-cookie'])).toMatch(/^billing_session=; Path=\/; Max-Age=0; HttpOnly; SameSite=Strict$/);
    // Logout then reuse of the old cookie → 401.
    const again = await adminPost(t.app, '/admin/v1/session/get', {}, { cookie: s.cookie });
    expect(again.status).toBe(401);
    expect(again.body).toMatchObject({ code: 16 });
  });

  it('get without a session, or with only an operator token, is 401', async () => {
    expect((await adminPost(t.app, '/admin/v1/session/get', {})).status).toBe(401);
    const bearer = await adminPost(t.app, '/admin/v1/session/get', {}, { authorization: `Bearer ${op.token}` });
    expect(bearer.status).toBe(401);
    const del = await adminPost(t.app, '/admin/v1/session/delete', {}, { authorization: `Bearer ${op.token}` });
    expect(del.status).toBe(200);
  });

  it('an expired session is 401', async () => {
    const s = await signIn(t.app, op.token);
    await sql`UPDATE operator_session SET expire_time = now() - interval '1 second' WHERE operator_id = ${op.id}`.execute(t.db);
    const res = await adminPost(t.app, '/admin/v1/session/get', {}, { cookie: s.cookie });
    expect(res.status).toBe(401);
    expect(res.body).toMatchObject({ code: 16, detail: { reason: 'UNAUTHENTICATED' } });
  });
});

describe('admin authentication', () => {
  it('a cookie write without X-CSRF-Token is 403 CSRF_TOKEN_MISSING, a wrong one 403 CSRF_TOKEN_INVALID', async () => {
    const s = await signIn(t.app, op.token);
    const missing = await adminPost(t.app, '/admin/v1/session/delete', {}, { cookie: s.cookie });
    expect(missing.status).toBe(403);
    expect(missing.body).toMatchObject({ code: 7, detail: { reason: 'CSRF_TOKEN_MISSING' } });
    const wrong = await adminPost(t.app, '/admin/v1/session/delete', {}, { cookie: s.cookie, 'x-csrf-token': `${s.csrfToken.slice(1)}x` });
    expect(wrong.status).toBe(403);
    expect(wrong.body).toMatchObject({ code: 7, detail: { reason: 'CSRF_TOKEN_INVALID' } });
    // The session survived both refusals.
    expect((await adminPost(t.app, '/admin/v1/session/get', {}, { cookie: s.cookie })).status).toBe(200);
  });

  it('an API key on /admin/v1 is 401, and an operator token on /v1 is 401', async () => {
    const key = (await newTenant(t.db)).sandboxKey;
    const onAdmin = await adminPost(t.app, '/admin/v1/session/delete', {}, { authorization: `Bearer ${key}` });
    expect(onAdmin.status).toBe(401);
    expect(onAdmin.body).toMatchObject({ code: 16, detail: { reason: 'UNAUTHENTICATED' } });
    const onV1 = await client(t.app, op.token).post('/v1/provider/get');
    expect(onV1.status).toBe(401);
    expect(onV1.body).toMatchObject({ code: 16 });
    const onV2 = await client(t.app, op.token).post('/v2/contract/get', { id: '0193f2a0-5c3e-7a41-8b2d-00000000dead' });
    expect(onV2.status).toBe(401);
  });

  it('a cookie from a session of a deleted operator, or a made-up cookie, is 401', async () => {
    const other = await newOperator(t.db, 'Gone');
    const s = await signIn(t.app, other.token);
    await sql`DELETE FROM operator WHERE id = ${other.id}`.execute(t.db);
    expect((await adminPost(t.app, '/admin/v1/session/get', {}, { cookie: s.cookie })).status).toBe(401);
    expect((await adminPost(t.app, '/admin/v1/session/get', {}, { cookie: 'billing_session=nope' })).status).toBe(401);
  });
});
