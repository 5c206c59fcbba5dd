/**
 * Monthly closing throughput (issue 26): `customers` monthly-closing customers (closing at the month
 * end) with 2 monthly contracts each, billed as of 2031-04-01 (two billings waiting per customer), then
 * the closing of 2031-04-30 (one invoice per customer, tax once per rate, apportioned to the billings,
 * the billings updated, the events written) against a baseline that inserts the same invoice rows
 * with one bulk INSERT from unnest() in the same run. Peak RSS before and after the closing.
 * Run: node bin/run-ts.js bench/closing.bench.ts [customers]
 * Uses DATABASE_URL when set, else a throwaway embedded PostgreSQL. CLOSING_EVENTS=false closes without events.
 */
import { sql } from 'kysely';
import { createDb, migrate } from '../src/db/db';
import { startThrowaway } from '../src/db/embedded';
import { listTenantSettings } from '../src/db/repos/billrun.repo';
import { createProvider } from '../src/services/platform';
import { asLocalDate } from '../src/domain';
import { runBillRun } from '../src/services/billrun';
import { runClosings } from '../src/services/invoice';
import { bulkCustomers, bulkInsertContracts } from '../test/helpers/bulk-contracts';
import { newId } from '../src/lib/ids';
import { appPorts } from '../src/wiring';

const customers = Number(process.argv[2] ?? 100_000);
const database = await startThrowaway(process.env.DATABASE_URL, 'billing-bench-');
const db = createDb(database.url, 8);
await migrate(db);
const sys = { db, ports: appPorts() };

/** A tenant whose `count` closing customers have two contracts each, billed as of 2031-04-01. */
async function closingTenant(name: string, count: number): Promise<string> {
  const { provider } = await createProvider(db, { name });
  const { id: tenantId } = await db
    .selectFrom('tenant')
    .select('id')
    .where('provider_id', '=', provider.id)
    .where('environment', '=', 'sandbox')
    .executeTakeFirstOrThrow();
  const paymentMethodId = newId();
  await db
    .insertInto('payment_method')
    .values({ tenant_id: tenantId, id: paymentMethodId, optional_id: null, name: 'bank', type: 'TYPE_BANK_TRANSFER' })
    .execute();
  const t = Date.now();
  const ids = await bulkCustomers(db, tenantId, count, { invoicing: 'MONTHLY_CLOSING', closing_day: 0 });
  await bulkInsertContracts(db, tenantId, 2 * count, {
    start: '2031-04-01',
    knownOn: '2031-03-01',
    paymentMethodId,
    customerId: (n) => ids[n % count]!,
  });
  const run = await runBillRun(sys, {
    settings: { tenantId, taxRounding: 'ROUND_DOWN', invoiceNumberPrefix: 'INV-' },
    asOf: asLocalDate('2031-04-01'),
    trigger: 'CLI',
    concurrency: 2,
  });
  console.log(
    `setup (${name}): ${count} customers, ${2 * count} contracts, ${run.counts.billings} billings in ${((Date.now() - t) / 1000).toFixed(1)} s`,
  );
  return tenantId;
}

async function close(tenantId: string): Promise<number> {
  const tenant = (await listTenantSettings(db, { tenantId }))[0]!;
  const t = Date.now();
  const cpuBefore = process.cpuUsage();
  const events = process.env.CLOSING_EVENTS !== 'false';
  const issued = await runClosings(sys, tenant, asLocalDate('2031-04-30'), new Date(), events);
  const seconds = (Date.now() - t) / 1000;
  const cpu = process.cpuUsage(cpuBefore);
  const cpuSeconds = (cpu.user + cpu.system) / 1e6;
  console.log(
    `closing: ${issued} invoices in ${seconds.toFixed(1)} s = ${(issued / seconds).toFixed(0)} invoices/s; ` +
      `this process's CPU ${cpuSeconds.toFixed(1)} s (${((cpuSeconds * 1e6) / Math.max(1, issued)).toFixed(0)} µs per invoice)`,
  );
  return issued / seconds;
}

const warm = await closingTenant('bench-warm-up', Math.ceil(customers / 10));
const big = await closingTenant('bench-closing', customers);
await sql`ANALYZE`.execute(db);
await close(warm);
const rssBefore = process.resourceUsage().maxRSS / 1024;
const rate = await close(big);
console.log(`peak RSS: ${rssBefore.toFixed(0)} MB before the closing, ${(process.resourceUsage().maxRSS / 1024).toFixed(0)} MB after it`);

// Baseline: the same invoice rows inserted into a twin table with one INSERT ... SELECT FROM unnest().
await sql`CREATE TABLE invoice_twin (LIKE invoice INCLUDING ALL)`.execute(db);
const rows = (await sql<Record<string, unknown>>`SELECT * FROM invoice WHERE tenant_id = ${big}`.execute(db)).rows;
const JSON_COLUMNS = new Set(['taxes', 'issuer', 'recipient']);
const col = (k: string) => rows.map((r) => (JSON_COLUMNS.has(k) ? JSON.stringify(r[k]) : r[k]));
const arr = (k: string) => rows.map((r) => `{${(r[k] as string[]).join(',')}}`);
const t0 = Date.now();
await sql`INSERT INTO invoice_twin (tenant_id, id, invoice_number, customer_id, payment_method_id, status, invoicing, issue_date, due_date,
    closing_date, billing_ids, subtotal, tax, total, taxes, issuer, recipient)
  SELECT u.tenant_id, u.id, u.invoice_number, u.customer_id, u.payment_method_id, u.status, u.invoicing, u.issue_date, u.due_date,
    u.closing_date, u.billing_ids::uuid[], u.subtotal, u.tax, u.total, u.taxes, u.issuer, u.recipient
  FROM unnest(${col('tenant_id')}::uuid[], ${col('id')}::uuid[], ${col('invoice_number')}::text[], ${col('customer_id')}::uuid[],
    ${col('payment_method_id')}::uuid[], ${col('status')}::text[], ${col('invoicing')}::text[], ${col('issue_date')}::date[],
    ${col('due_date')}::date[], ${col('closing_date')}::date[], ${arr('billing_ids')}::text[], ${col('subtotal')}::numeric[],
    ${col('tax')}::numeric[], ${col('total')}::numeric[], ${col('taxes')}::jsonb[], ${col('issuer')}::jsonb[], ${col('recipient')}::jsonb[])
  AS u(tenant_id, id, invoice_number, customer_id, payment_method_id, status, invoicing, issue_date, due_date, closing_date, billing_ids,
    subtotal, tax, total, taxes, issuer, recipient)`.execute(db);
const baseSeconds = (Date.now() - t0) / 1000;
const baseRate = rows.length / baseSeconds;
console.log(
  `baseline (bulk INSERT of the same invoice rows): ${rows.length} invoices in ${baseSeconds.toFixed(1)} s = ${baseRate.toFixed(0)} invoices/s`,
);
console.log(`closing = ${((rate / baseRate) * 100).toFixed(0)} % of the baseline (goal >= 75 %)`);

await db.destroy();
await database.stop();
