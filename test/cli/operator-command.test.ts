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
    const created = JSON.parse(res.out[0]!) as { operator: { id: string; name: string }; token: string };
    expect(created).toEqual({
      operator: { id: expect.stringMatching(/^[0-9a-f-]{36}$/), name: 'Taro Yamada' },
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
    expect(res.out[0]).toMatch(/^Created operator [0-9a-f-]{36} \(Plain\): op_[A-Za-z0-9_-]{43}$/);
    const list = await cli(['operator', 'list']);
    expect(list.out.some((l) => l.includes('  Plain  (created '))).toBe(true);
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
