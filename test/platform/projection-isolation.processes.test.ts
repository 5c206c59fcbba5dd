/**
 * Issue 24, item 1 (docs/billing-lifecycle.md "Expected billings, window by window"): the expected
 * billings of the largest contracts the documented limits allow (docs/errors.md "Limits") neither
 * fail nor hold the server. A real server process on real PostgreSQL and two tenants: the attacker,
 * within the default rate limit (50 a minute), asks for expected billings and what-ifs of a contract
 * with 1,000 charge items over 1,200 months and of a 600-month auto-renewing one; the victim reads
 * meanwhile and a liveness probe runs beside it. Asserted are outcomes only: every victim request is
 * answered 200, and every attacker request is answered 200 or its documented 4xx (never 500 or 503).
 * Latencies are printed for the record, not asserted.
 */
import { afterAll, beforeAll, expect, it } from 'vitest';
import { createDb, type Db } from '../../src/db/db';
import { MAX_CHARGE_ITEMS_PER_CONTRACT, MAX_ITEM_MONTHS, type ContractDoc } from '../../src/domain';
import { newTenant, testDatabaseUrl, type TestTenant } from '../helpers/app';
import { startServerProcess, type ServerProcess } from '../helpers/process';
import { storeContract, tenantIdOf } from '../helpers/factories/billing';
import { bulkCustomer } from '../helpers/bulk-contracts';
import { describeLoad, statusOf, steadyLoad } from '../helpers/load';

let db: Db;
let server: ServerProcess;
let victim: TestTenant;
let attacker: TestTenant;
let largest: ContractDoc;
let renewing: ContractDoc;

beforeAll(async () => {
  db = createDb(testDatabaseUrl(), 2);
  victim = await newTenant(db, { name: 'Victim' });
  attacker = await newTenant(db, { rateLimitPerMinute: null, name: 'Attacker' });
  const tenantId = await tenantIdOf(db, attacker.providerId, 'production');
  const world = { tenantId, ...(await bulkCustomer(db, tenantId)) };
  largest = await storeContract(db, world, {
    start: '2031-04-01',
    termMonths: MAX_ITEM_MONTHS,
    charges: Array.from({ length: MAX_CHARGE_ITEMS_PER_CONTRACT }, () => ({})),
  });
  renewing = await storeContract(db, world, {
    start: '2031-04-01',
    termMonths: 600,
    autoRenewal: { type: 'ENABLED', term: { value: -1, unit: 'UNIT_MONTHLY' } },
    charges: Array.from({ length: 300 }, () => ({})),
  });
  server = await startServerProcess({ DATABASE_URL: testDatabaseUrl(), RUN_JOBS: 'false' });
}, 120_000);
afterAll(async () => {
  await server?.stop('SIGKILL');
  await db?.destroy();
});

async function post(key: string, path: string, body: unknown): Promise<{ status: number; body: Record<string, unknown> }> {
  const res = await fetch(`${server.address}${path}`, {
    method: 'POST',
    headers: { authorization: `Bearer ${key}`, 'content-type': 'application/json' },
    body: JSON.stringify(body),
    signal: AbortSignal.timeout(300_000),
  });
  return { status: res.status, body: (await res.json()) as Record<string, unknown> };
}

it('expected billings and what-ifs of the largest contracts, within the rate limit, do not harm another tenant', async () => {
  const key = attacker.productionKey;
  const renewingCharge = renewing.items[0]!.chargeItems[0]!.id;
  const round = () => [
    // the reported attack: pages of one billing of the largest contract, three at once
    ...Array.from({ length: 3 }, () => post(key, '/v1/expectedbilling/listbycontract', { id: largest.id, pageSize: 1 })),
    post(key, '/v1/expectedbilling/listbycontract', { id: largest.id, pageSize: 100 }),
    post(key, '/v1/expectedbilling/listbycontract', { id: renewing.id, pageSize: 100 }),
    // a quantity that alters nothing: the whole term and its renewal are searched
    post(key, '/v1/expectedbilling/changequantity', {
      contractId: renewing.id,
      contractChargeItemId: renewingCharge,
      quantity: 1,
      effectiveStartDate: '2031-06-30T15:00:00Z',
    }),
    post(key, '/v1/expectedbilling/changequantity', {
      contractId: largest.id,
      contractChargeItemId: largest.items[0]!.chargeItems[3]!.id,
      quantity: 2,
      effectiveStartDate: '2050-06-30T15:00:00Z',
    }),
    post(key, '/v1/expectedbilling/renewalwithquantitychange', { contractId: renewing.id, contractItemId: renewing.items[0]!.id }),
  ];
  let finished = false;
  const attack = (async () => {
    const answers = [];
    for (let r = 0; r < 2; r++) answers.push(...(await Promise.all(round())));
    return answers;
  })().finally(() => (finished = true));
  const auth = { authorization: `Bearer ${victim.productionKey}` };
  const [reads, livez] = await Promise.all([
    steadyLoad(() => statusOf(`${server.address}/v1/customer/list?pageSize=5`, { headers: auth }), { workers: 2, stop: () => finished }),
    steadyLoad(() => statusOf(`${server.address}/livez`), { workers: 1, stop: () => finished, pauseMs: 100 }),
  ]);
  const answers = await attack;
  console.log(describeLoad('projection: victim reads', reads));
  console.log(describeLoad('projection: victim /livez', livez));
  console.log(`projection: attacker statuses ${JSON.stringify(answers.map((a) => a.status))}`);

  expect(reads.latencies.length).toBeGreaterThan(0);
  expect(reads.failures).toBe(0);
  expect(reads.statuses).toEqual({ 200: reads.latencies.length });
  expect(livez.failures).toBe(0);
  expect(livez.statuses).toEqual({ 200: livez.latencies.length });
  // every attacker request is answered: the pages and the quantity what-ifs with 200, the renewal
  // what-if (300 charge items × 600 months) with its documented refusal
  const [p1, p2, p3, page100, renewingPage, noChange, change, renewal] = answers;
  for (const a of [p1, p2, p3]) expect((a!.body.expectedBillings as unknown[]).length, JSON.stringify(a!.body).slice(0, 300)).toBe(1);
  expect(page100!.status).toBe(200);
  // 1,000 lines a billing: five fill the page's 5,000 lines
  expect((page100!.body.expectedBillings as unknown[]).length).toBe(5);
  expect(page100!.body.nextPageToken).not.toBe('');
  expect(renewingPage!.status).toBe(200);
  expect(noChange).toMatchObject({ status: 200, body: { expectedBilling: { billingDate: '', total: '0' } } });
  expect(change).toMatchObject({ status: 200, body: { expectedBilling: { billingDate: '2050-06-30T15:00:00Z' } } });
  expect(renewal).toMatchObject({ status: 400, body: { code: 9, detail: { reason: 'PROJECTION_TOO_LARGE' } } });
  expect(answers.map((a) => a.status).filter((s) => s >= 500)).toEqual([]);
}, 600_000);
