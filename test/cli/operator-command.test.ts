import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildTestApp, type TestApp } from '../helpers/app';
import { adminPost, freshAddress } from '../helpers/admin';
import { cli } from '../helpers/cli';

// `billing operator` (docs/cli.md, docs/console.md "Operators").
let t: TestApp;
beforeAll(async () => {
  t = await buildTestApp();
});
afterAll(async () => {
  await t.close();
});

describe('billing operator', () => {
  it('create --json prints the operator and its token once; the token signs in, and list shows the operator', async () => {
    const res = await cli(['operator', 'create', '--name', 'Taro Yamada', '--json']);
    expect(res.code).toBe(0);
    const created = JSON.parse(res.out[0]!) as {
      operator: { id: string; name: string; role: string; providerIds: string[] };
      token: string;
    };
    expect(created).toEqual({
      operator: { id: expect.stringMatching(/^[0-9a-f-]{36}$/), name: 'Taro Yamada', role: 'ROLE_OWNER', providerIds: [] },
      token: expect.stringMatching(/^op_[A-Za-z0-9_-]{43}$/),
    });
    const signIn = await adminPost(t.app, '/admin/v1/session/create', { token: created.token }, {}, freshAddress());
    expect(signIn.status).toBe(200);
    expect(signIn.body).toMatchObject({ operator: created.operator });
    const list = await cli(['operator', 'list', '--json']);
    expect(list.code).toBe(0);
    const { operators } = JSON.parse(list.out[0]!) as { operators: Array<{ id: string; name: string; createTime: string }> };
    expect(operators.find((o) => o.id === created.operator.id)).toEqual({
      ...created.operator,
      createTime: expect.any(String),
      revokeTime: null,
    });
    // The token is nowhere in the list.
    expect(list.out.join('\n')).not.toContain(created.token);
  });

  it('create without --json prints the token with a warning; plain list prints one line per operator', async () => {
    const res = await cli(['operator', 'create', '--name', 'Plain']);
    expect(res.code).toBe(0);
    expect(res.out[0]).toMatch(/^Created operator [0-9a-f-]{36} \(Plain, ROLE_OWNER, every provider\): op_[A-Za-z0-9_-]{43}$/);
    const list = await cli(['operator', 'list']);
    expect(list.out.some((l) => l.includes('  Plain  ROLE_OWNER  (created '))).toBe(true);
  });

  it('create --role --providers makes a limited operator; a bad role or provider id is exit 2, an unknown provider exit 1', async () => {
    const provider = await cli(['provider', 'create', '--name', 'Scoped', '--json']);
    const providerId = (JSON.parse(provider.out[0]!) as { provider: { id: string } }).provider.id;
    const res = await cli(['operator', 'create', '--name', 'Clerk', '--role', 'clerk', '--providers', providerId, '--json']);
    expect(res.code).toBe(0);
    const created = JSON.parse(res.out[0]!) as { operator: { role: string; providerIds: string[] }; token: string };
    expect(created.operator).toMatchObject({ role: 'ROLE_CLERK', providerIds: [providerId] });
    const signIn = await adminPost(t.app, '/admin/v1/session/create', { token: created.token }, {}, freshAddress());
    expect(signIn.body).toMatchObject({
      operator: { role: 'ROLE_CLERK', providerIds: [providerId], permissions: ['session', 'read', 'billing'] },
    });
    const badRole = await cli(['operator', 'create', '--name', 'X', '--role', 'KING']);
    expect(badRole).toMatchObject({ code: 2, err: ['billing: --role must be one of OWNER, ADMIN, CLERK, VIEWER'] });
    const badId = await cli(['operator', 'create', '--name', 'X', '--providers', `${providerId},nope`]);
    expect(badId).toMatchObject({
      code: 2,
      err: ['billing: --providers must be provider ids (UUID) separated by commas: "nope" is not one'],
    });
    const unknown = await cli(['operator', 'create', '--name', 'X', '--providers', '01890000-0000-7000-8000-0000000000ab']);
    expect(unknown.code).toBe(1);
    expect(unknown.err[0]).toContain('01890000-0000-7000-8000-0000000000ab');
  });

  it('refuses a missing name and an unknown subcommand with exit 2', async () => {
    const missing = await cli(['operator', 'create']);
    expect(missing.code).toBe(2);
    expect(missing.err).toEqual(['billing: --name is required']);
    const unknown = await cli(['operator', 'remove']);
    expect(unknown.code).toBe(2);
    expect(unknown.err[0]).toMatch(/^billing: usage: billing operator create/);
  });
});
