/**
 * Issue 24, "no tenant can slow, starve or fail another" (docs/deployment.md "One tenant cannot
 * starve another"): a real server process with its production pool (20 connections, the default
 * timeouts) on real PostgreSQL, and two tenants. The attacker uses ordinary keys within the default
 * rate limit (50 a minute); the victim sends light requests one after another meanwhile, and a
 * liveness probe runs beside it. What is asserted are outcomes (the victim never gets a 503, every
 * request of it is answered, the attacker's extra work is refused with a documented 4xx); the
 * latencies are printed for the record, not asserted.
 */
import { randomBytes } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { sql } from 'kysely';
import { createDb, type Db } from '../../src/db/db';
import { setTestClock } from '../../src/db/repos/testclock.repo';
import { newTenant, testDatabaseUrl, type TestTenant } from '../helpers/app';
import { startServerProcess, type ServerProcess } from '../helpers/process';
import { tenantIdOf } from '../helpers/factories/billing';
import { bulkCustomer, bulkInsertContracts } from '../helpers/bulk-contracts';
import { describeLoad, statusOf, steadyLoad, type LoadReport } from '../helpers/load';

let db: Db;
let server: ServerProcess;
let victim: TestTenant;
beforeAll(async () => {
  db = createDb(testDatabaseUrl(), 2);
  victim = await newTenant(db, { name: 'Victim' });
  server = await startServerProcess({ DATABASE_URL: testDatabaseUrl(), RUN_JOBS: 'false' });
}, 90_000);
afterAll(async () => {
  await server?.stop('SIGKILL');
  await db?.destroy();
});

interface Answer {
  status: number;
  body: Record<string, unknown>;
  headers: Headers;
}

async function post(key: string, path: string, body: unknown, signal?: AbortSignal): Promise<Answer> {
  const res = await fetch(`${server.address}${path}`, {
    method: 'POST',
    headers: { authorization: `Bearer ${key}`, 'content-type': 'application/json' },
    body: JSON.stringify(body),
    signal: signal ?? AbortSignal.timeout(120_000),
  });
  return { status: res.status, body: (await res.json()) as Record<string, unknown>, headers: res.headers };
}

/** The victim's light reads (two loops) and a liveness probe, until `stop()` holds. */
async function victimWhile(stop: () => boolean): Promise<{ reads: LoadReport; livez: LoadReport }> {
  const auth = { authorization: `Bearer ${victim.productionKey}` };
  const [reads, livez] = await Promise.all([
    steadyLoad(() => statusOf(`${server.address}/v1/customer/list?pageSize=5`, { headers: auth }), { workers: 2, stop }),
    steadyLoad(() => statusOf(`${server.address}/livez`), { workers: 1, stop, pauseMs: 100 }),
  ]);
  return { reads, livez };
}

function expectUnharmed(name: string, v: { reads: LoadReport; livez: LoadReport }): void {
  console.log(describeLoad(`${name}: victim reads`, v.reads));
  console.log(describeLoad(`${name}: victim /livez`, v.livez));
  expect(v.reads.latencies.length).toBeGreaterThan(0);
  expect(v.reads.failures).toBe(0);
  expect(v.reads.statuses).toEqual({ 200: v.reads.latencies.length });
  expect(v.livez.statuses).toEqual({ 200: v.livez.latencies.length });
}

const sleep = (ms: number) => new Promise((r) => setTimeout(r, ms));

describe('pool discipline: one tenant’s burst never turns into another tenant’s 503', () => {
  it('a long test clock advance and 18 more advances of the same tenant', async () => {
    const attacker = await newTenant(db, { rateLimitPerMinute: null, name: 'Attacker' });
    const tenantId = await tenantIdOf(db, attacker.providerId);
    const { customerId, paymentMethodId } = await bulkCustomer(db, tenantId);
    // 3,000 monthly contracts whose billing days are spread over a month: a one-year advance runs
    // a bill run on every day of it.
    for (let i = 0; i < 30; i++) {
      const start = `2031-04-${String(i + 1).padStart(2, '0')}`.replace('2031-04-31', '2031-05-01');
      await bulkInsertContracts(db, tenantId, 100, { start, knownOn: '2031-03-01', paymentMethodId, customerId, months: 24 });
    }
    await sql`ANALYZE contract`.execute(db);
    await setTestClock(db, tenantId, new Date('2031-03-31T00:00:00Z'));

    const abort = new AbortController();
    const advance = () => post(attacker.sandboxKey, '/v1/testclock/advance', { to: '2032-03-31' }, abort.signal).catch(() => undefined);
    let firstDone = false;
    const first = advance().then((a) => ((firstDone = true), a));
    await sleep(500);
    const more = Array.from({ length: 18 }, advance);
    const started = Date.now();
    const v = await victimWhile(() => firstDone || Date.now() - started > 15_000);
    const early = await Promise.race([Promise.all(more), sleep(3_000).then(() => undefined)]);
    abort.abort();
    const answers = [await first, ...(await Promise.all(more))];
    console.log(`test clock: attacker statuses ${JSON.stringify(answers.map((a) => a?.status ?? 'aborted'))}`);

    expectUnharmed('test clock', v);
    // The 18 extra advances were refused at once while the first worked, each with Retry-After: 409
    // ABORTED for the clock's lease, or 429 for the tenant's limit of heavy requests.
    expect(early, 'the extra advances were answered while the first one ran').toBeDefined();
    for (const a of early!) {
      expect([409, 429]).toContain(a?.status);
      const reason =
        a?.status === 409
          ? { code: 10, detail: { reason: 'TEST_CLOCK_BUSY' } }
          : { code: 8, detail: { reason: 'CONCURRENCY_LIMIT_EXCEEDED' } };
      expect(a?.body).toMatchObject(reason);
      expect(Number(a?.headers.get('retry-after'))).toBeGreaterThanOrEqual(1);
    }
    expect(answers.filter((a) => a?.status === 503)).toEqual([]);
  }, 240_000);

  it('25 concurrent early billings of 100 contracts each, twice', async () => {
    const attacker = await newTenant(db, { rateLimitPerMinute: null, name: 'Attacker' });
    const tenantId = await tenantIdOf(db, attacker.providerId, 'production');
    const { customerId, paymentMethodId } = await bulkCustomer(db, tenantId);
    await bulkInsertContracts(db, tenantId, 100, { start: '2031-04-01', knownOn: '2031-03-01', paymentMethodId, customerId, months: 36 });
    const ids = (await db.selectFrom('contract').select('id').where('tenant_id', '=', tenantId).execute()).map((r) => r.id);

    // Two rounds of 25 at once: the whole rate limit of a minute.
    let finished = false;
    const rounds = (async () => {
      const all: Answer[] = [];
      for (let round = 0; round < 2; round++) {
        all.push(
          ...(await Promise.all(
            Array.from({ length: 25 }, () => post(attacker.productionKey, '/v1/billing/create', { contractIds: ids })),
          )),
        );
      }
      return all;
    })().finally(() => (finished = true));
    const started = Date.now();
    const v = await victimWhile(() => finished || Date.now() - started > 30_000);
    const answers = await rounds;
    const statuses = answers.map((a) => a.status);
    console.log(`early billing: attacker statuses ${JSON.stringify(statuses)}`);

    expectUnharmed('early billing', v);
    expect(statuses.filter((s) => s === 503)).toEqual([]);
    expect(statuses.filter((s) => s === 200).length).toBeGreaterThanOrEqual(1);
    // What was refused was refused for the tenant's concurrency limit, with a time to come back.
    for (const a of answers.filter((x) => x.status !== 200)) {
      expect(a.status).toBe(429);
      expect(a.body).toMatchObject({ code: 8, detail: { reason: 'CONCURRENCY_LIMIT_EXCEEDED' } });
      expect(Number(a.headers.get('retry-after'))).toBeGreaterThanOrEqual(1);
    }
  }, 240_000);

  it('a flood of made-up API keys from one address costs no database lookup each', async () => {
    // The victim's key is known to the server before the flood (as any key in use is).
    expect(await statusOf(`${server.address}/v1/customer/list`, { headers: { authorization: `Bearer ${victim.productionKey}` } })).toBe(
      200,
    );
    const statuses: Record<number, number> = {};
    let sent = 0;
    const flooder = async () => {
      while (sent < 1000) {
        sent++;
        const key = `sk_live_${randomBytes(32).toString('base64url')}`;
        const status = await statusOf(`${server.address}/v1/customer/list`, { headers: { authorization: `Bearer ${key}` } });
        statuses[status] = (statuses[status] ?? 0) + 1;
      }
    };
    let flooding = true;
    const started = Date.now();
    const flood = Promise.all(Array.from({ length: 20 }, flooder)).finally(() => (flooding = false));
    const v = await victimWhile(() => !flooding);
    await flood;
    const seconds = (Date.now() - started) / 1000;
    console.log(`unknown keys: attacker statuses ${JSON.stringify(statuses)} in ${seconds.toFixed(1)} s`);
    expectUnharmed('unknown keys', v);
    expect(Object.keys(statuses).sort()).toEqual(['401', '429']);
    // Looked up (401): the client's budget of 20 and what it regains (one every three seconds), no more.
    expect(statuses[401]).toBeLessThanOrEqual(20 + Math.ceil(seconds / 3) + 1);
  }, 240_000);
});
