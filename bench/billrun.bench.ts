/**
 * Bill run throughput (issue 6): 100,000 monthly contracts with 3 charge items each, billed as of
 * their first day (one billing, three lines and, per billing, its invoice each), against a baseline that inserts the same rows
 * with one bulk INSERT per table from unnest() (the physical limit of writing them), and the same run
 * with its billing.created events (a second tenant with the same contracts) against the run without.
 * Run: node bin/run-ts.js bench/billrun.bench.ts [contracts] [concurrency]
 * Uses DATABASE_URL when set, else a throwaway embedded PostgreSQL.
 */
import { sql } from 'kysely';
import { createDb, migrate } from '../src/db/db';
import { startThrowaway } from '../src/db/embedded';
import { createProvider } from '../src/services/platform';
import { asLocalDate } from '../src/domain';
import { runBillRun } from '../src/services/billrun';
import { bulkCustomer, bulkInsertContracts } from '../test/helpers/bulk-contracts';
import { appPorts } from '../src/wiring';

const contracts = Number(process.argv[2] ?? 100_000);
const concurrency = Number(process.argv[3] ?? 2);

const database = await startThrowaway(process.env.DATABASE_URL, 'billing-bench-');
const url = database.url;
const db = createDb(url, 8);
await migrate(db);

/** A tenant with `contracts` bulk-inserted monthly contracts, ready to bill as of 2031-04-01. */
async function benchTenant(name: string, count = contracts): Promise<string> {
  const { provider } = await createProvider(db, { name });
  const tenant = await db
    .selectFrom('tenant')
    .select('id')
    .where('provider_id', '=', provider.id)
    .where('environment', '=', 'sandbox')
    .executeTakeFirstOrThrow();
  const { customerId, paymentMethodId } = await bulkCustomer(db, tenant.id);
  const t = Date.now();
  await bulkInsertContracts(db, tenant.id, count, { start: '2031-04-01', knownOn: '2031-03-01', paymentMethodId, customerId });
  console.log(`setup (${name}): ${count} contracts in ${((Date.now() - t) / 1000).toFixed(1)} s`);
  return tenant.id;
}

/** One bill run of a tenant; `events: false` skips its billing.created events (this bench only). */
async function billRun(tenantId: string, events: boolean) {
  const t = Date.now();
  const cpuBefore = process.cpuUsage();
  const result = await runBillRun(
    { db, ports: appPorts() },
    {
      settings: { tenantId, taxRounding: 'ROUND_DOWN', invoiceNumberPrefix: 'INV-' },
      asOf: asLocalDate('2031-04-01'),
      trigger: 'CLI',
      concurrency,
      // The service's own chunk size unless BILLRUN_CHUNK says otherwise (500 contracts: fewer live objects per chunk than 1,000, less time in garbage collection).
      ...(process.env.BILLRUN_CHUNK ? { chunkSize: Number(process.env.BILLRUN_CHUNK) } : {}),
      events,
    },
  );
  const seconds = (Date.now() - t) / 1000;
  const cpu = process.cpuUsage(cpuBefore);
  const cpuSeconds = (cpu.user + cpu.system) / 1e6;
  const rate = result.counts.billings / seconds;
  console.log(
    `bill run ${events ? 'with' : 'without'} events: ${result.counts.billings} billings, ${result.counts.lines} lines in ${seconds.toFixed(1)} s = ${rate.toFixed(0)} billings/s (concurrency ${concurrency}); ` +
      `this process's CPU ${cpuSeconds.toFixed(1)} s (${((cpuSeconds * 1e6) / result.counts.billings).toFixed(0)} µs per billing, ${((cpuSeconds / seconds) * 100).toFixed(0)} % of the run)`,
  );
  return rate;
}

/**
 * BILLRUN_ONLY=events: the run with events alone, over one tenant of `contracts` (the 1,000,000-contract
 * check of issue 16: its duration and the peak RSS; no baseline, which would read every row into memory).
 */
if (process.env.BILLRUN_ONLY === 'events') {
  const warm = await benchTenant('bench-warm-up', 10_000);
  const big = await benchTenant('bench-events');
  await sql`ANALYZE`.execute(db);
  await billRun(warm, true);
  const before = process.resourceUsage().maxRSS / 1024;
  await billRun(big, true);
  console.log(`peak RSS: ${before.toFixed(0)} MB before the run, ${(process.resourceUsage().maxRSS / 1024).toFixed(0)} MB after it`);
  await db.destroy();
  await database.stop();
  process.exit(0);
}

const warmUpId = await benchTenant('bench-warm-up', Math.ceil(contracts / 10));
const tenantId = await benchTenant('bench');
const eventsTenantId = await benchTenant('bench-events');
await sql`ANALYZE`.execute(db);

// A warm-up run (JIT, caches, the pool) is not counted.
await billRun(warmUpId, true);
// Without events first: the run with events then writes into larger tables (its figure is the pessimistic one).
const runRate = await billRun(tenantId, false);
const eventsRate = await billRun(eventsTenantId, true);
const written = await db
  .selectFrom('event')
  .select(db.fn.countAll<string>().as('n'))
  .where('tenant_id', '=', eventsTenantId)
  .executeTakeFirstOrThrow();
console.log(
  `events: ${written.n} written; the run with events takes ${((runRate / eventsRate - 1) * 100).toFixed(0)} % longer (goal <= 20 %)`,
);
// Peak RSS of the bill runs (the baseline below reads every row into memory: it is not counted).
console.log(`peak RSS after the bill runs: ${(process.resourceUsage().maxRSS / 1024).toFixed(0)} MB`);
// Baseline: the same rows copied into twin tables with one INSERT ... SELECT per table.
await sql`CREATE TABLE billing_twin (LIKE billing INCLUDING ALL); CREATE TABLE billing_item_twin (LIKE billing_item INCLUDING ALL)`.execute(
  db,
);
const billings = await sql<Record<string, unknown>>`SELECT * FROM billing WHERE tenant_id = ${tenantId}`.execute(db);
const items = await sql<Record<string, unknown>>`SELECT * FROM billing_item WHERE tenant_id = ${tenantId}`.execute(db);
const col = (rows: Array<Record<string, unknown>>, k: string) => rows.map((r) => (k === 'taxes' ? JSON.stringify(r[k]) : r[k]));
const t0 = Date.now();
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
// Since invoices (docs/invoices.md), each billing of a per-billing customer is issued on an invoice in the
// same run: the baseline writes those rows too.
const inv = (await sql<Record<string, unknown>>`SELECT * FROM invoice WHERE tenant_id = ${tenantId}`.execute(db)).rows;
const invCol = (k: string) => inv.map((r) => (['taxes', 'issuer', 'recipient'].includes(k) ? JSON.stringify(r[k]) : r[k]));
await sql`CREATE TABLE invoice_twin (LIKE invoice INCLUDING ALL)`.execute(db);
await sql`INSERT INTO invoice_twin (tenant_id, id, invoice_number, customer_id, payment_method_id, status, invoicing, issue_date, due_date,
    closing_date, billing_ids, subtotal, tax, total, taxes, issuer, recipient)
  SELECT u.tenant_id, u.id, u.invoice_number, u.customer_id, u.payment_method_id, u.status, u.invoicing, u.issue_date, u.due_date,
    u.closing_date, u.billing_ids::uuid[], u.subtotal, u.tax, u.total, u.taxes, u.issuer, u.recipient
  FROM unnest(${invCol('tenant_id')}::uuid[], ${invCol('id')}::uuid[], ${invCol('invoice_number')}::text[], ${invCol('customer_id')}::uuid[],
    ${invCol('payment_method_id')}::uuid[], ${invCol('status')}::text[], ${invCol('invoicing')}::text[], ${invCol('issue_date')}::date[],
    ${invCol('due_date')}::date[], ${invCol('closing_date')}::date[], ${inv.map((r) => `{${(r.billing_ids as string[]).join(',')}}`)}::text[],
    ${invCol('subtotal')}::numeric[], ${invCol('tax')}::numeric[], ${invCol('total')}::numeric[], ${invCol('taxes')}::jsonb[],
    ${invCol('issuer')}::jsonb[], ${invCol('recipient')}::jsonb[])
  AS u(tenant_id, id, invoice_number, customer_id, payment_method_id, status, invoicing, issue_date, due_date, closing_date, billing_ids,
    subtotal, tax, total, taxes, issuer, recipient)`.execute(db);
const baseSeconds = (Date.now() - t0) / 1000;
const baseRate = b.length / baseSeconds;
console.log(
  `baseline (bulk INSERT of the same rows): ${b.length} billings, ${i.length} lines, ${inv.length} invoices in ${baseSeconds.toFixed(1)} s = ${baseRate.toFixed(0)} billings/s`,
);
console.log(
  `bill run = ${((runRate / baseRate) * 100).toFixed(0)} % of the baseline without events, ${((eventsRate / baseRate) * 100).toFixed(0)} % with them (goal >= 75 % with events)`,
);

await db.destroy();
await database.stop();
