/**
 * Daily usage ingestion over HTTP, against a baseline in the same run: 100,000 (charge item, day)
 * values — 1,000 contracts with one usage-priced charge item each, 100 days — written
 *   - by /v1/usage/daily/batchupsert, 1,000 items a request (every rule of the single upsert checked),
 *   - by the baseline: the same rows with one bulk INSERT … ON CONFLICT (VALUES) per 1,000 rows,
 *     straight into the database (no HTTP, no checks),
 * both first into an empty table (inserts) and then again (every row replaces one), with the same
 * concurrency; and by /v1/usage/daily/upsert, one value a request, for a sample.
 * Run: node bin/run-ts.js bench/usage.bench.ts [contracts] [days] [concurrency] [singles]
 * Uses DATABASE_URL when set, else a throwaway embedded PostgreSQL.
 */
import { sql } from 'kysely';
import { buildApp } from '../src/app';
import { createDb, inTransaction, migrate } from '../src/db/db';
import { startThrowaway } from '../src/db/embedded';
import { loadConfig } from '../src/lib/config';
import { loadOrCreateSecret } from '../src/db/repos/secret.repo';
import { insertContract } from '../src/db/repos/contract.repo';
import { createProvider } from '../src/services/platform';
import { addDays } from '../src/domain';
import { chargeItem, contract, contractItem, d, term } from '../src/domain/testing/fixtures';
import { newId } from '../src/lib/ids';
import { appPorts } from '../src/wiring';

const contracts = Number(process.argv[2] ?? 1_000);
const days = Number(process.argv[3] ?? 100);
const concurrency = Number(process.argv[4] ?? 2);
const singles = Number(process.argv[5] ?? 2_000);
const BATCH = 1_000;

const database = await startThrowaway(process.env.DATABASE_URL, 'billing-bench-');
const url = database.url;
const config = loadConfig({ DATABASE_URL: url, LOG_LEVEL: 'silent', BODY_LIMIT_BYTES: String(4 * 1_048_576) });
const db = createDb(url, 10);
await migrate(db);
const authDb = createDb(url, 4, { synchronousCommit: false });
const app = await buildApp(
  { config, db, ports: appPorts(), authDb, pageSecret: await loadOrCreateSecret(db, 'page-token') },
  { logger: false },
);
const address = await app.listen({ port: 0, host: '127.0.0.1' });
const { provider, keys } = await createProvider(db, { name: 'bench', rateLimitPerMinute: 10_000_000 });
const key = keys.find((k) => k.environment === 'production')!.key;
const headers = { authorization: `Bearer ${key}`, 'content-type': 'application/json' };
const tenantId = (
  await db
    .selectFrom('tenant')
    .select('id')
    .where('provider_id', '=', provider.id)
    .where('environment', '=', 'production')
    .executeTakeFirstOrThrow()
).id;

async function post<T>(path: string, body: unknown): Promise<T> {
  const res = await fetch(`${address}${path}`, { method: 'POST', headers, body: JSON.stringify(body) });
  const text = await res.text();
  if (res.status !== 200) throw new Error(`${path}: HTTP ${res.status} ${text.slice(0, 300)}`);
  return JSON.parse(text) as T;
}

// Setup: a customer, a payment method, a usage unit; contracts from 2026-01-01 for 12 months (production: the real clock).
const customerId = (await post<{ customer: { id: string } }>('/v1/customer/create', { name: 'Bench KK' })).customer.id;
const paymentMethodId = (
  await post<{ paymentMethod: { id: string } }>('/v1/paymentmethod/create', { name: 'bank', type: 'TYPE_BANK_TRANSFER' })
).paymentMethod.id;
const unitId = (await post<{ usageUnit: { id: string } }>('/v1/usageunit/create', { name: 'calls' })).usageUnit.id;
let t0 = performance.now();
const charges: Array<{ contractId: string; chargeId: string }> = [];
for (let i = 0; i < contracts; i++) {
  const chargeId = newId();
  const doc = contract(
    [
      contractItem({
        id: newId(),
        startDate: d('2026-01-01'),
        endDate: d('2026-12-31'),
        chargeItems: [
          chargeItem({ id: chargeId, usageUnitId: unitId, terms: [term('2026-01-01', '0', { model: 'USAGE', price: '0.5', tiers: [] })] }),
        ],
      }),
    ],
    { id: newId(), paymentMethodId, customerId, customerStaffId: '' },
  );
  await insertContract(db, tenantId, doc, {
    optionalId: null,
    knownOn: '2026-01-01',
    confirmTime: new Date(),
    startDate: '2026-01-01',
    endDate: '2026-12-31',
  });
  charges.push({ contractId: doc.id, chargeId });
}
await sql`ANALYZE`.execute(db);
console.log(`setup: ${contracts} contracts in ${((performance.now() - t0) / 1000).toFixed(1)} s`);

// The rows, grouped by charge item: one batch covers BATCH / days charge items × every day.
const firstDay = d('2026-06-01');
const rows = charges.flatMap((c) => Array.from({ length: days }, (_, i) => ({ ...c, day: addDays(firstDay, i) })));
const batches = Array.from({ length: Math.ceil(rows.length / BATCH) }, (_, i) => rows.slice(i * BATCH, (i + 1) * BATCH));

async function pool(work: (batchIndex: number) => Promise<void>, count: number): Promise<number> {
  let next = 0;
  const start = performance.now();
  await Promise.all(
    Array.from({ length: concurrency }, async () => {
      while (next < count) await work(next++);
    }),
  );
  return (performance.now() - start) / 1000;
}

const quantity = (round: number, i: number) => String((i % 97) + round);

async function viaApi(round: number): Promise<number> {
  const seconds = await pool(async (b) => {
    const res = await post<{ summary: { succeeded: number } }>('/v1/usage/daily/batchupsert', {
      items: batches[b]!.map((r, i) => ({
        contractChargeItemId: r.chargeId,
        usageUnitId: unitId,
        targetDate: r.day,
        quantity: quantity(round, i),
      })),
    });
    if (res.summary.succeeded !== batches[b]!.length) throw new Error(`batch ${b}: ${JSON.stringify(res).slice(0, 300)}`);
  }, batches.length);
  return rows.length / seconds;
}

async function baseline(round: number): Promise<number> {
  const seconds = await pool(async (b) => {
    await inTransaction(db, (tx) =>
      tx
        .insertInto('daily_usage')
        .values(
          batches[b]!.map((r, i) => ({
            tenant_id: tenantId,
            id: newId(),
            contract_id: r.contractId,
            contract_charge_item_id: r.chargeId,
            usage_unit_id: unitId,
            target_date: r.day,
            quantity: quantity(round, i),
            recorded_on: '2026-11-01',
          })),
        )
        .onConflict((oc) =>
          oc.columns(['tenant_id', 'contract_charge_item_id', 'usage_unit_id', 'target_date']).doUpdateSet({
            quantity: (eb) => eb.ref('excluded.quantity'),
            recorded_on: (eb) => eb.ref('excluded.recorded_on'),
            update_time: sql<Date>`now()`,
          }),
        )
        .execute(),
    );
  }, batches.length);
  return rows.length / seconds;
}

const clear = () => sql`DELETE FROM daily_usage WHERE tenant_id = ${tenantId}`.execute(db);
const fmt = (n: number) => Math.round(n).toLocaleString('en-US').padStart(8);
console.log(
  `${rows.length} rows (${contracts} charge items × ${days} days), ${batches.length} batches of ${BATCH}, concurrency ${concurrency}`,
);
const baseInsert = await baseline(0);
await clear();
await sql`VACUUM ANALYZE daily_usage`.execute(db);
const apiInsert = await viaApi(0);
const apiReplace = await viaApi(1);
const baseReplace = await baseline(2);
console.log(`baseline bulk INSERT … ON CONFLICT, new rows      ${fmt(baseInsert)} rows/s`);
console.log(
  `batchupsert over HTTP, new rows                   ${fmt(apiInsert)} rows/s = ${Math.round((apiInsert / baseInsert) * 100)} % of the baseline`,
);
console.log(`baseline bulk INSERT … ON CONFLICT, replacing     ${fmt(baseReplace)} rows/s`);
console.log(
  `batchupsert over HTTP, replacing                  ${fmt(apiReplace)} rows/s = ${Math.round((apiReplace / baseReplace) * 100)} % of the baseline`,
);

// Single upserts over HTTP, the same keys, 16 requests in flight.
let next = 0;
t0 = performance.now();
await Promise.all(
  Array.from({ length: 16 }, async () => {
    while (next < singles) {
      const r = rows[(next++ * 37) % rows.length]!;
      await post('/v1/usage/daily/upsert', { contractChargeItemId: r.chargeId, usageUnitId: unitId, targetDate: r.day, quantity: '3' });
    }
  }),
);
const singleRate = singles / ((performance.now() - t0) / 1000);
console.log(`single /v1/usage/daily/upsert over HTTP          ${fmt(singleRate)} rows/s (${singles} requests, 16 in flight)`);
console.log(
  `goal: batch ≥ 20,000 rows/s and ≥ 50 % of the baseline → ${apiInsert >= 20_000 && apiInsert / baseInsert >= 0.5 ? 'met' : 'NOT met'} (new rows)`,
);

await app.close();
await authDb.destroy();
await db.destroy();
await database.stop();
