/**
 * Bill run throughput (issue 6): 100,000 monthly contracts with 3 charge items each, billed as of
 * their first day (one billing and three lines each), against a baseline that inserts the same rows
 * with one bulk INSERT per table from unnest() (the physical limit of writing them).
 * Run: node bin/run-ts.js bench/billrun.bench.ts [contracts] [concurrency]
 * Uses DATABASE_URL when set, else a throwaway embedded PostgreSQL.
 */
import { sql } from 'kysely';
import { createDb, migrate } from '../src/db/db';
import { startThrowaway } from '../src/db/embedded';
import { createProvider } from '../src/services/provider.service';
import { asLocalDate } from '../src/domain';
import { runBillRun } from '../src/services/billrun.run';
import { newId } from '../src/lib/ids';
import { bulkInsertContracts } from '../test/helpers/bulk-contracts';

const contracts = Number(process.argv[2] ?? 100_000);
const concurrency = Number(process.argv[3] ?? 2);

const database = await startThrowaway(process.env.DATABASE_URL, 'billing-bench-');
const url = database.url;
const db = createDb(url, 8);
await migrate(db);
const { provider } = await createProvider(db, { name: 'bench' });
const tenant = await db
  .selectFrom('tenant')
  .select('id')
  .where('provider_id', '=', provider.id)
  .where('environment', '=', 'sandbox')
  .executeTakeFirstOrThrow();
const tenantId = tenant.id;
const customerId = newId();
const paymentMethodId = newId();
await db
  .insertInto('customer')
  .values({ tenant_id: tenantId, id: customerId, optional_id: null, name: 'bench', crm_account_id: null } as never)
  .execute();
await db
  .insertInto('payment_method')
  .values({ tenant_id: tenantId, id: paymentMethodId, optional_id: null, name: 'bank', type: 'TYPE_BANK_TRANSFER' })
  .execute();

let t0 = Date.now();
await bulkInsertContracts(db, tenantId, contracts, { start: '2031-04-01', knownOn: '2031-03-01', paymentMethodId, customerId });
console.log(`setup: ${contracts} contracts in ${((Date.now() - t0) / 1000).toFixed(1)} s`);
await sql`ANALYZE`.execute(db);

t0 = Date.now();
const result = await runBillRun(db, {
  settings: { tenantId, taxRounding: 'ROUND_DOWN', invoiceNumberPrefix: 'INV-' },
  asOf: asLocalDate('2031-04-01'),
  trigger: 'CLI',
  concurrency,
  chunkSize: 1000,
});
const runSeconds = (Date.now() - t0) / 1000;
const runRate = result.counts.billings / runSeconds;
console.log(
  `bill run: ${result.counts.billings} billings, ${result.counts.lines} lines in ${runSeconds.toFixed(1)} s = ${runRate.toFixed(0)} billings/s (concurrency ${concurrency})`,
);

// Baseline: the same rows copied into twin tables with one INSERT ... SELECT per table.
await sql`CREATE TABLE billing_twin (LIKE billing INCLUDING ALL); CREATE TABLE billing_item_twin (LIKE billing_item INCLUDING ALL)`.execute(
  db,
);
const billings = await sql<Record<string, unknown>>`SELECT * FROM billing WHERE tenant_id = ${tenantId}`.execute(db);
const items = await sql<Record<string, unknown>>`SELECT * FROM billing_item WHERE tenant_id = ${tenantId}`.execute(db);
const col = (rows: Array<Record<string, unknown>>, k: string) => rows.map((r) => (k === 'taxes' ? JSON.stringify(r[k]) : r[k]));
t0 = Date.now();
const b = billings.rows;
await sql`INSERT INTO billing_twin (tenant_id, id, invoice_number, status, contract_id, customer_id, customer_staff_id, payment_method_id, billing_date, billing_due_date, billing_issue_date, subtotal, tax, total, taxes, run_id)
  SELECT * FROM unnest(${col(b, 'tenant_id')}::uuid[], ${col(b, 'id')}::uuid[], ${col(b, 'invoice_number')}::text[], ${col(b, 'status')}::text[], ${col(b, 'contract_id')}::uuid[],
    ${col(b, 'customer_id')}::uuid[], ${col(b, 'customer_staff_id')}::uuid[], ${col(b, 'payment_method_id')}::uuid[], ${col(b, 'billing_date')}::date[], ${col(b, 'billing_due_date')}::date[],
    ${col(b, 'billing_issue_date')}::date[], ${col(b, 'subtotal')}::numeric[], ${col(b, 'tax')}::numeric[], ${col(b, 'total')}::numeric[], ${col(b, 'taxes')}::jsonb[], ${col(b, 'run_id')}::uuid[])`.execute(
  db,
);
const i = items.rows;
await sql`INSERT INTO billing_item_twin (tenant_id, id, billing_id, position, contract_id, contract_item_id, contract_charge_item_id, name, kind, period_start, period_end, quantity, unit_price, subtotal, tax_percentage, key, live_key)
  SELECT * FROM unnest(${col(i, 'tenant_id')}::uuid[], ${col(i, 'id')}::uuid[], ${col(i, 'billing_id')}::uuid[], ${col(i, 'position')}::int[], ${col(i, 'contract_id')}::uuid[],
    ${col(i, 'contract_item_id')}::uuid[], ${col(i, 'contract_charge_item_id')}::uuid[], ${col(i, 'name')}::text[], ${col(i, 'kind')}::text[], ${col(i, 'period_start')}::date[],
    ${col(i, 'period_end')}::date[], ${col(i, 'quantity')}::numeric[], ${col(i, 'unit_price')}::numeric[], ${col(i, 'subtotal')}::numeric[], ${col(i, 'tax_percentage')}::numeric[],
    ${col(i, 'key')}::text[], ${col(i, 'live_key')}::text[])`.execute(db);
const baseSeconds = (Date.now() - t0) / 1000;
const baseRate = b.length / baseSeconds;
console.log(
  `baseline (bulk INSERT of the same rows): ${b.length} billings, ${i.length} lines in ${baseSeconds.toFixed(1)} s = ${baseRate.toFixed(0)} billings/s`,
);
console.log(`bill run = ${((runRate / baseRate) * 100).toFixed(0)} % of the baseline; goal >= 2000 billings/s and >= 25 %`);

await db.destroy();
await database.stop();
