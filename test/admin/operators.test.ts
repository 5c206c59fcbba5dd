import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildTestApp, type TestApp } from '../helpers/app';
import { adminClient, adminPost, freshAddress, newOperator, signIn } from '../helpers/admin';
import { cli } from '../helpers/cli';

// Revoking operators (docs/console.md "Operators"): the admin API, the CLI, and the session ended at once.
let t: TestApp;
let admin: ReturnType<typeof adminClient>;
let adminId: string;
beforeAll(async () => {
  t = await buildTestApp();
  const op = await newOperator(t.db, 'Admin');
  adminId = op.id;
  admin = adminClient(t.app, op.token);
});
afterAll(async () => {
  await t.close();
});

type OperatorRecord = { id: string; name: string; role: string; providerIds: string[]; createTime: string; revokeTime: string | null };

describe('/admin/v1/operator/revoke and /admin/v1/operator/list', () => {
  it('revokes at once: the signed-in console of the operator and its token are 401 on the next request', async () => {
    const victim = await newOperator(t.db, 'Leaving');
    const session = await signIn(t.app, victim.token);
    const csrf = { cookie: session.cookie, 'x-csrf-token': session.csrfToken };
    expect((await adminPost(t.app, '/admin/v1/provider/list', {}, csrf)).status).toBe(200);

    const res = await admin<{ operator: OperatorRecord }>('/admin/v1/operator/revoke', { operatorId: victim.id });
    expect(res.status).toBe(200);
    expect(res.body.operator).toEqual({
      id: victim.id,
      name: 'Leaving',
      role: 'ROLE_OWNER',
      providerIds: [],
      createTime: expect.any(String),
      revokeTime: expect.any(String),
    });

    const afterSession = await adminPost(t.app, '/admin/v1/provider/list', {}, csrf);
    expect(afterSession.status).toBe(401);
    expect(afterSession.body).toMatchObject({ code: 16 });
    expect((await adminPost(t.app, '/admin/v1/session/get', {}, { cookie: session.cookie })).status).toBe(401);
    expect(
      (await adminPost(t.app, '/admin/v1/provider/list', {}, { authorization: `Bearer ${victim.token}` }, freshAddress())).status,
    ).toBe(401);
    expect((await adminPost(t.app, '/admin/v1/session/create', { token: victim.token }, {}, freshAddress())).status).toBe(401);

    const list = await admin<{ operators: OperatorRecord[] }>('/admin/v1/operator/list');
    expect(list.body.operators.find((o) => o.id === victim.id)).toEqual(res.body.operator);
    expect(list.body.operators.find((o) => o.id === adminId)).toMatchObject({ name: 'Admin', revokeTime: null });
    expect(JSON.stringify(list.body)).not.toContain('op_');
  });

  it('refuses an unknown operator (404), one revoked already, and the calling operator itself (400); a bad id is 400 naming it', async () => {
    const unknown = await admin('/admin/v1/operator/revoke', { operatorId: '01890000-0000-7000-8000-0000000000aa' });
    expect(unknown.status).toBe(404);
    const gone = await newOperator(t.db, 'Twice');
    expect((await admin('/admin/v1/operator/revoke', { operatorId: gone.id })).status).toBe(200);
    const again = await admin('/admin/v1/operator/revoke', { operatorId: gone.id });
    expect(again.status).toBe(400);
    expect(again.body).toMatchObject({ code: 9 });
    const self = await admin('/admin/v1/operator/revoke', { operatorId: adminId });
    expect(self.status).toBe(400);
    expect(self.body).toMatchObject({ code: 9 });
    const bad = await admin('/admin/v1/operator/revoke', { operatorId: 'nope' });
    expect(bad.status).toBe(400);
    expect(bad.body).toMatchObject({ code: 3, detail: { fieldViolations: [{ field: 'operatorId' }] } });
    // Without an operator: 401.
    expect((await adminPost(t.app, '/admin/v1/operator/list', {}, {}, freshAddress())).status).toBe(401);
  });
});

describe('billing operator revoke', () => {
  it('revokes (its sessions end), shows the revocation in list, and refuses a second revocation, a bad id and an unknown one', async () => {
    const op = await newOperator(t.db, 'Cli leaving');
    const session = await signIn(t.app, op.token);
    const res = await cli(['operator', 'revoke', '--id', op.id, '--json']);
    expect(res.code, res.err.join('\n')).toBe(0);
    expect(JSON.parse(res.out[0]!)).toEqual({
      operator: {
        id: op.id,
        name: 'Cli leaving',
        role: 'ROLE_OWNER',
        providerIds: [],
        createTime: expect.any(String),
        revokeTime: expect.any(String),
      },
    });
    expect((await adminPost(t.app, '/admin/v1/session/get', {}, { cookie: session.cookie })).status).toBe(401);
    const list = await cli(['operator', 'list']);
    expect(list.out.find((l) => l.includes('Cli leaving'))).toMatch(/\(created .*, revoked .*\)$/);

    const again = await cli(['operator', 'revoke', '--id', op.id]);
    expect(again.code).toBe(1);
    expect(again.err[0]).toMatch(/revoked already/);
    expect((await cli(['operator', 'revoke', '--id', 'x'])).code).toBe(2);
    const unknown = await cli(['operator', 'revoke', '--id', '01890000-0000-7000-8000-0000000000ab']);
    expect(unknown.code).toBe(1);
    expect(unknown.err[0]).toMatch(/not found/);
    const plain = await newOperator(t.db, 'Plain leaving');
    const out = await cli(['operator', 'revoke', '--id', plain.id]);
    expect(out.out[0]).toMatch(new RegExp(`^Revoked operator ${plain.id} \\(Plain leaving\\) at .*; its sessions have ended\\.$`));
  });
});
