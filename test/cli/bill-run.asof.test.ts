import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { sql } from 'kysely';
import { buildTestApp, client, newTenant, type TestApp } from '../helpers/app';
import { billingWorld, storeContract, tenantIdOf } from '../helpers/factories/billing';
import { setTestClock } from '../../src/db/repos/testclock.repo';
import { cli } from '../helpers/cli';
import { jstDateOfInstant } from '../../src/domain';

// `billing bill-run --as-of` never bills a tenant beyond its own day (docs/cli.md "bill-run"): the
// sandbox's test clock, real today in production.

let t: TestApp;
beforeAll(async () => {
  t = await buildTestApp();
});
afterAll(async () => {
  await t.close();
});

const billingsOf = async (tenantId: string) =>
  Number((await sql<{ n: string }>`SELECT count(*) AS n FROM billing WHERE tenant_id = ${tenantId}`.execute(t.db)).rows[0]!.n);

describe('bill-run --as-of and the tenant clock', () => {
  it("a date beyond the sandbox's test clock is refused (exit 2, nothing billed); on the clock's day it bills", async () => {
    const keys = await newTenant(t.db);
    const world = await billingWorld(t.db, client(t.app, keys.sandboxKey), keys.providerId);
    await storeContract(t.db, world, { start: '2031-04-01' });
    await setTestClock(t.db, world.tenantId, new Date('2031-04-10T00:00:00+09:00'));

    const beyond = await cli(['bill-run', '--provider', keys.providerId, '--environment', 'sandbox', '--as-of', '2031-09-01']);
    expect(beyond.code).toBe(2);
    expect(beyond.err).toEqual([
      `billing: --as-of 2031-09-01 is later than the day of tenant sandbox of provider ${keys.providerId} (its test clock is at 2031-04-10); billings may not be dated in a tenant's future (move the sandbox clock with /v1/testclock/advance, and name it with --environment sandbox)`,
    ]);
    expect(await billingsOf(world.tenantId)).toBe(0);

    const onDay = await cli(['bill-run', '--provider', keys.providerId, '--environment', 'sandbox', '--as-of', '2031-04-10', '--json']);
    expect(onDay.code).toBe(0);
    expect(JSON.parse(onDay.out[0]!)).toMatchObject({ asOf: '2031-04-10', tenants: 1, billings: 1 });
  });

  it('production: a day after today is refused, even when the sandbox clock is there', async () => {
    const keys = await newTenant(t.db);
    const sandbox = await tenantIdOf(t.db, keys.providerId, 'sandbox');
    await setTestClock(t.db, sandbox, new Date('2031-04-10T00:00:00+09:00'));
    const today = jstDateOfInstant(Date.now());
    const res = await cli(['bill-run', '--provider', keys.providerId, '--as-of', '2031-04-10']);
    expect(res.code).toBe(2);
    expect(res.err[0]).toBe(
      `billing: --as-of 2031-04-10 is later than the day of tenant production of provider ${keys.providerId} (today is ${today}); billings may not be dated in a tenant's future`,
    );
    const prod = await cli(['bill-run', '--provider', keys.providerId, '--environment', 'production', '--as-of', '2031-04-10']);
    expect(prod.code).toBe(2);
    expect(prod.err[0]).toContain('production of provider');
    // Today itself is allowed in production.
    const ok = await cli(['bill-run', '--provider', keys.providerId, '--environment', 'production', '--as-of', today, '--json']);
    expect(ok.code).toBe(0);
    expect(JSON.parse(ok.out[0]!)).toMatchObject({ asOf: today, tenants: 1 });
  });

  it('without --as-of, a sandbox whose test clock is before today is left out and named', async () => {
    const keys = await newTenant(t.db);
    const sandbox = await tenantIdOf(t.db, keys.providerId, 'sandbox');
    await setTestClock(t.db, sandbox, new Date('2020-01-10T00:00:00+09:00'));
    const res = await cli(['bill-run', '--provider', keys.providerId, '--json']);
    expect(res.code).toBe(0);
    const summary = JSON.parse(res.out[0]!);
    expect(summary.tenants).toBe(1);
    expect(summary.skippedTenants).toEqual([{ tenantId: sandbox, day: '2020-01-10' }]);
  });

  it('--environment must be sandbox or production', async () => {
    const res = await cli(['bill-run', '--environment', 'staging']);
    expect(res).toMatchObject({ code: 2, err: ['billing: --environment must be sandbox or production'] });
  });
});
