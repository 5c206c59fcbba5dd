/**
 * Several bill-run processes share one run (docs/billing-lifecycle.md): two `billing bill-run` processes started
 * together for the same day and provider bill every contract exactly once between them.
 */
import { afterAll, beforeAll, expect, it } from 'vitest';
import { sql } from 'kysely';
import { buildTestApp, client, newTenant, testDatabaseUrl, type TestApp } from '../../helpers/app';
import { setTestClock } from '../../../src/db/repos/testclock.repo';
import { runBilling } from '../../helpers/process';
import { billingWorld } from '../../helpers/factories/billing';
import { bulkInsertContracts } from '../../helpers/bulk-contracts';

let t: TestApp;
beforeAll(async () => {
  t = await buildTestApp();
});
afterAll(async () => {
  await t.close();
});

const CONTRACTS = 3000;

it('two processes on one run: every contract billed once, the summaries add up', async () => {
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
  const args = [
    'bill-run',
    '--as-of',
    '2031-04-01',
    '--provider',
    keys.providerId,
    '--environment',
    'sandbox',
    '--concurrency',
    '1',
    '--json',
  ];
  const [a, b] = await Promise.all([runBilling(args, env), runBilling(args, env)]);
  expect(a.code, a.stderr).toBe(0);
  expect(b.code, b.stderr).toBe(0);
  const sa = JSON.parse(a.stdout.trim().split('\n').pop()!) as { billings: number; lines: number };
  const sb = JSON.parse(b.stdout.trim().split('\n').pop()!) as { billings: number; lines: number };
  expect(sa.billings + sb.billings).toBe(CONTRACTS);
  expect(sa.lines + sb.lines).toBe(CONTRACTS * 3);

  const billings = await sql<{ n: string; c: string }>`
    SELECT count(*)::text AS n, count(DISTINCT contract_id)::text AS c FROM billing WHERE tenant_id = ${w.tenantId}`.execute(t.db);
  expect(billings.rows[0]).toEqual({ n: String(CONTRACTS), c: String(CONTRACTS) });
  const lines = await sql<{
    n: string;
    k: string;
  }>`SELECT count(*)::text AS n, count(DISTINCT key)::text AS k FROM billing_item WHERE tenant_id = ${w.tenantId}`.execute(t.db);
  expect(lines.rows[0]).toEqual({ n: String(CONTRACTS * 3), k: String(CONTRACTS * 3) });
}, 120_000);
