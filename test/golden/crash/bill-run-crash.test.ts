/**
 * Crash safety of the bill run (docs/billing-lifecycle.md): `billing bill-run` is SIGKILLed half way through,
 * then run again. Every contract ends with exactly its one billing: no duplicate, none missing.
 */
import { spawn } from 'node:child_process';
import { afterAll, beforeAll, expect, it } from 'vitest';
import { sql } from 'kysely';
import { buildTestApp, client, newTenant, testDatabaseUrl, type TestApp } from '../../helpers/app';
import { setTestClock } from '../../../src/db/repos/testclock.repo';
import { BIN, runBilling } from '../../helpers/process';
import { billingWorld } from '../../helpers/factories/billing';
import { bulkInsertContracts } from '../../helpers/bulk-contracts';

let t: TestApp;
beforeAll(async () => {
  t = await buildTestApp();
});
afterAll(async () => {
  await t.close();
});

const CONTRACTS = 4000;

it('SIGKILL mid-run, then run again: one billing per contract, no duplicate line', async () => {
  const keys = await newTenant(t.db);
  const w = await billingWorld(t.db, client(t.app, keys.sandboxKey), keys.providerId);
  await bulkInsertContracts(t.db, w.tenantId, CONTRACTS, {
    start: '2031-04-01',
    knownOn: '2031-03-20',
    paymentMethodId: w.paymentMethodId,
    customerId: w.customerId,
  });
  // The sandbox's clock on the day billed: no bill run may be dated in a tenant's future.
  await setTestClock(t.db, w.tenantId, new Date('2031-04-01T00:00:00+09:00'));
  const env = { ...process.env, DATABASE_URL: testDatabaseUrl(), LOG_LEVEL: 'warn' };
  const args = [BIN, 'bill-run', '--as-of', '2031-04-01', '--provider', keys.providerId, '--environment', 'sandbox', '--concurrency', '1'];
  const child = spawn(process.execPath, args, { env, stdio: 'ignore' });
  let done = false;
  const exited = new Promise((resolve) =>
    child.on('exit', (code) => {
      done = true;
      resolve(code);
    }),
  );
  const count = async () =>
    Number((await sql<{ n: string }>`SELECT count(*) AS n FROM billing WHERE tenant_id = ${w.tenantId}`.execute(t.db)).rows[0]!.n);
  // Wait (up to 90 s on a loaded machine) until part of the run is written, then kill it.
  for (let i = 0; i < 1800 && !done && (await count()) < 500; i++) await new Promise((r) => setTimeout(r, 50));
  child.kill('SIGKILL');
  await exited;
  const partial = await count();
  expect(partial).toBeGreaterThan(0);
  expect(partial).toBeLessThan(CONTRACTS);

  const again = await runBilling(
    ['bill-run', '--as-of', '2031-04-01', '--provider', keys.providerId, '--environment', 'sandbox', '--json'],
    env,
  );
  expect(again.code, again.stderr).toBe(0);
  const summary = JSON.parse(again.stdout.trim().split('\n').pop()!) as { billings: number; parkedContracts: unknown[] };
  expect(summary.billings).toBe(CONTRACTS - partial);
  expect(summary.parkedContracts).toEqual([]);

  const perContract = await sql<{ n: string; c: string }>`
    SELECT count(*)::text AS n, count(DISTINCT contract_id)::text AS c FROM billing WHERE tenant_id = ${w.tenantId}`.execute(t.db);
  expect(perContract.rows[0]).toEqual({ n: String(CONTRACTS), c: String(CONTRACTS) });
  const lines = await sql<{
    n: string;
    k: string;
  }>`SELECT count(*)::text AS n, count(DISTINCT key)::text AS k FROM billing_item WHERE tenant_id = ${w.tenantId}`.execute(t.db);
  expect(lines.rows[0]).toEqual({ n: String(CONTRACTS * 3), k: String(CONTRACTS * 3) });
  // a third run writes nothing
  const third = await runBilling(
    ['bill-run', '--as-of', '2031-04-01', '--provider', keys.providerId, '--environment', 'sandbox', '--json'],
    env,
  );
  expect(JSON.parse(third.stdout.trim().split('\n').pop()!)).toMatchObject({ billings: 0, lines: 0 });
}, 240_000);
