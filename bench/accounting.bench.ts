/**
 * Journals and reports (docs/accounting.md): one tenant whose April 2031 has N copies of a real
 * month — two contracts, an annual ¥120,000 invoice deferring over 12 months paid through the API, a
 * monthly ¥10,000 invoice paid by a bank transfer of ¥10,560 that the collections matched with a ¥440
 * transfer fee —, made by the bill run and the statement import once and then copied by bulk SQL
 * (contracts, billings, their lines, invoices, payments, statement lines and applications; new ids,
 * numbers with a suffix). N = 50,000 is a month of 100,000 invoices, 100,000 payments and 100,000
 * contracts.
 * - Journal: the month's entries listed (journalEntries, batches of 1,000) and exported (freee and
 *   弥生), time and peak memory (RSS and heap sampled every 10 ms), and the heap the listing keeps
 *   (after a full collection every 10,000 entries). Baseline, same run: the same source rows read
 *   through the same repository statements, with no rules applied.
 * - Revenue report over 24 months (2031-04..2033-03): first report (computes and stores each month:
 *   12 months with the N annual invoices deferring, MRR over the 2N contracts) and the second (reads
 *   the 24 stored rows).
 * Run: node --expose-gc bin/run-ts.js bench/accounting.bench.ts [copies]
 */
import { sql } from 'kysely';
import { createDb, migrate } from '../src/db/db';
import { startThrowaway } from '../src/db/embedded';
import { invoicesDeferring, invoicesIssued, paymentsDated } from '../src/db/repos/journal.repo';
import { statementApplied } from '../src/db/repos/journal.statement.repo';
import { importStatement } from '../src/services/collections';
import { createCustomer } from '../src/services/customer';
import { transferNotice } from '../test/helpers/zengin';
import { asLocalDate } from '../src/domain';
import { firstDay, lastDay, type Month } from '../src/domain/accounting/month';
import { jstStartOfDay } from '../src/domain/calendar';
import { bookOf, exportJournal, journalEntries, revenueReport } from '../src/services/accounting';
import type { ServiceCtx } from '../src/services/context';
import { payEnvOf, payInvoice } from '../src/services/payment';
import { createProvider, operatorCallerNow } from '../src/services/platform';
import { appPorts } from '../src/wiring';
import { advanceClock, serviceWorld, storeContract } from '../test/helpers/factories/billing';

const copies = Number(process.argv[2] ?? 10_000);
const database = await startThrowaway(process.env.DATABASE_URL, 'billing-bench-');
const db = createDb(database.url, 4);
await migrate(db);
const sys = { db, ports: appPorts() };
const { provider } = await createProvider(db, { name: 'accounting bench' });
const ctxNow = async (): Promise<ServiceCtx> => ({ db, ports: sys.ports, caller: await operatorCallerNow(db, provider.id, 'sandbox') });

// ---- one real month through the services
let ctx = await ctxNow();
const payer = await createCustomer(ctx, { name: '山田商事株式会社', payerNames: ['ｶ)ﾔﾏﾀﾞｼｮｳｼﾞ'] });
const w = { ...(await serviceWorld(ctx)), customerId: payer.id };
await advanceClock(sys, ctx.caller, '2031-03-20');
await storeContract(db, w, {
  start: '2031-04-01',
  charges: [{ billingCycle: { value: 12, unit: 'UNIT_MONTHLY' }, pricing: { model: 'PER_UNIT', price: '120000', tiers: [] } }],
});
await storeContract(db, w, { start: '2031-04-01', charges: [{ pricing: { model: 'PER_UNIT', price: '10000', tiers: [] } }] });
await advanceClock(sys, ctx.caller, '2031-04-26');
ctx = await ctxNow();
const t = ctx.caller.tenantId;
const annual = await db
  .selectFrom('invoice')
  .select('id')
  .where('tenant_id', '=', t)
  .where('total', '=', '132000')
  .executeTakeFirstOrThrow();
await payInvoice(db, payEnvOf(ctx), annual.id, {
  amount: '132000',
  paymentDate: asLocalDate('2031-04-10'),
  source: 'API',
  sourceId: null,
  memo: '',
});
// The monthly ¥11,000 invoice: ¥10,560 arrives on 4/25, the FEE rule pays it with a ¥440 fee.
const notice = transferNotice([{ no: 1, amount: 10560, payer: 'ﾔﾏﾀﾞｼﾖｳｼﾞ(ｶ', date: '130425' }]);
const imported = await db
  .transaction()
  .execute((tx) => importStatement({ ...ctx, db: tx }, { format: 'ZENGIN_TRANSFER_NOTICE', content: notice }));
if (imported.matched_count !== 1) throw new Error('the transfer did not match the monthly invoice');

// The clock moves on first: the copies are never seen by the daily jobs (they only make the months closed).
await advanceClock(sys, ctx.caller, '2033-04-02');
ctx = await ctxNow();

// ---- N copies of the contracts and of April's billings, their lines, invoices, payments, statement
// lines and applications (ids md5(old id || copy))
const t0 = performance.now();
const id = (col: string) => sql.raw(`md5(${col}::text || i)::uuid`);
const clone = (table: string, alias: string, patch: ReturnType<typeof sql>, where: ReturnType<typeof sql>) => sql`
  INSERT INTO ${sql.raw(table)} SELECT (jsonb_populate_record(NULL::${sql.raw(table)}, to_jsonb(${sql.raw(alias)}) || ${patch})).*
  FROM ${sql.raw(table)} ${sql.raw(alias)}, generate_series(1, ${copies}) i WHERE ${sql.raw(alias)}.tenant_id = ${t}::uuid AND ${where}`;
await clone('contract', 'c', sql`jsonb_build_object('id', ${id('c.id')}, 'optional_id', NULL)`, sql`NOT c.is_draft`).execute(db);
const aprilBillings = sql`b.invoice_id IN (SELECT id FROM invoice WHERE tenant_id = ${t}::uuid AND issue_date BETWEEN '2031-04-01' AND '2031-04-30')`;
await clone(
  'billing',
  'b',
  sql`jsonb_build_object('id', ${id('b.id')}, 'invoice_id', ${id('b.invoice_id')}, 'invoice_number', b.invoice_number || '-' || i)`,
  aprilBillings,
).execute(db);
await clone(
  'billing_item',
  'bi',
  sql`jsonb_build_object('id', ${id('bi.id')}, 'billing_id', ${id('bi.billing_id')}, 'live_key', NULL)`,
  sql`bi.billing_id IN (SELECT b.id FROM billing b WHERE b.tenant_id = ${t}::uuid AND ${aprilBillings})`,
).execute(db);
// The copies' lines are the originals' lines: service_end is copied, not recomputed by the trigger per row.
await sql`ALTER TABLE invoice DISABLE TRIGGER invoice_service_end`.execute(db);
await clone(
  'invoice',
  'inv',
  sql`jsonb_build_object('id', ${id('inv.id')}, 'invoice_number', inv.invoice_number || '-' || i,
    'billing_ids', (SELECT jsonb_agg(md5(x::text || i)::uuid) FROM unnest(inv.billing_ids) x))`,
  sql`inv.issue_date BETWEEN '2031-04-01' AND '2031-04-30'`,
).execute(db);
await sql`ALTER TABLE invoice ENABLE TRIGGER invoice_service_end`.execute(db);
await clone(
  'payment',
  'p',
  sql`jsonb_build_object('id', ${id('p.id')}, 'billing_id', ${id('p.billing_id')}, 'optional_id', NULL,
    'source_id', CASE WHEN p.source_id IS NULL THEN NULL ELSE ${id('p.source_id')} END)`,
  sql`p.payment_date BETWEEN '2031-04-01' AND '2031-04-30'`,
).execute(db);
await clone(
  'bank_statement_line',
  'l',
  sql`jsonb_build_object('id', ${id('l.id')}, 'inquiry_number', l.inquiry_number || '-' || i)`,
  sql`l.value_date BETWEEN '2031-04-01' AND '2031-04-30'`,
).execute(db);
await clone(
  'statement_application',
  'a',
  sql`jsonb_build_object('id', ${id('a.id')}, 'line_id', ${id('a.line_id')}, 'invoice_id', ${id('a.invoice_id')})`,
  sql`a.invoice_id IS NOT NULL`,
).execute(db);
await sql`ANALYZE`.execute(db);
const seedMs = performance.now() - t0;
const counts = await sql<{ invoices: string; payments: string; applications: string; contracts: string }>`SELECT
  (SELECT count(*) FROM invoice WHERE tenant_id = ${t}::uuid) AS invoices, (SELECT count(*) FROM payment WHERE tenant_id = ${t}::uuid) AS payments,
  (SELECT count(*) FROM statement_application WHERE tenant_id = ${t}::uuid) AS applications,
  (SELECT count(*) FROM contract WHERE tenant_id = ${t}::uuid) AS contracts`.execute(db);
const n = counts.rows[0]!;
console.log(
  `seeded ${n.invoices} invoices, ${n.payments} payments (${n.applications} by bank transfer with a fee), ${n.contracts} contracts in ${(seedMs / 1000).toFixed(1)} s`,
);

/** Runs `f`, sampling RSS and heap every 10 ms: wall time and the peaks above the start. */
async function measure<T>(f: () => Promise<T>): Promise<{ ms: number; rssMb: number; heapMb: number; value: T }> {
  global.gc?.();
  const start = process.memoryUsage();
  let rss = start.rss;
  let heap = start.heapUsed;
  const timer = setInterval(() => {
    const m = process.memoryUsage();
    rss = Math.max(rss, m.rss);
    heap = Math.max(heap, m.heapUsed);
  }, 10);
  const t1 = performance.now();
  const value = await f();
  const ms = performance.now() - t1;
  clearInterval(timer);
  const end = process.memoryUsage();
  return {
    ms,
    rssMb: (Math.max(rss, end.rss) - start.rss) / 2 ** 20,
    heapMb: (Math.max(heap, end.heapUsed) - start.heapUsed) / 2 ** 20,
    value,
  };
}
const show = (name: string, r: { ms: number; rssMb: number; heapMb: number; value: unknown }) =>
  console.log(
    `${name}: ${(r.ms / 1000).toFixed(2)} s, peak +${r.rssMb.toFixed(1)} MB RSS, +${r.heapMb.toFixed(1)} MB heap (${String(r.value)})`,
  );

const april = '2031-04' as Month;
const m = { from: firstDay(april), to: lastDay(april), toTime: new Date(jstStartOfDay(asLocalDate('2031-05-01'))) };
const batches = async (read: (after: string | null) => Promise<Array<{ id: string }>>) => {
  let n = 0;
  for (let after: string | null = null; ;) {
    const rows = await read(after);
    n += rows.length;
    if (rows.length < 1000) return n;
    after = rows[rows.length - 1]!.id;
  }
};
const baseline = await measure(async () => {
  const a = await batches((after) => invoicesIssued(db, t, m.from, m.to, { after, limit: 1000 }));
  const b = await batches((after) => paymentsDated(db, t, m.from, m.to, { after, limit: 1000 }));
  const c = await batches((after) => invoicesDeferring(db, t, m.from, m.to, m.toTime, { after, limit: 1000 }));
  const d = await batches((after) => statementApplied(db, t, m.from, m.to, { after, limit: 1000 }));
  return `${a + b + c + d} source rows`;
});
show('baseline: source rows read, no rules', baseline);
const listed = await measure(async () => {
  let n = 0;
  for await (const _ of journalEntries(ctx, await bookOf(ctx), april)) n++;
  return `${n} entries`;
});
show('journal list', listed);
// What the listing keeps (not the garbage it leaves to the collector): the heap after a full collection
// every 10,000 entries, against the heap after one before it starts. Needs node --expose-gc.
if (global.gc) {
  global.gc();
  const base = process.memoryUsage().heapUsed;
  let most = 0;
  let n = 0;
  for await (const _ of journalEntries(ctx, await bookOf(ctx), april)) {
    if (++n % 10_000 !== 0) continue;
    global.gc();
    most = Math.max(most, process.memoryUsage().heapUsed - base);
  }
  console.log(`journal list, heap kept (after a collection every 10,000 of ${n} entries): at most +${(most / 2 ** 20).toFixed(1)} MB`);
}
for (const format of ['freee', 'yayoi'] as const) {
  const r = await measure(async () => {
    let bytes = 0;
    const rows = await exportJournal(ctx, april, format, async (b) => void (bytes += b.length));
    return `${rows} entries, ${(bytes / 2 ** 20).toFixed(1)} MB`;
  });
  show(`journal export ${format}`, r);
}
const first = await measure(async () => (await revenueReport(ctx, { monthFrom: '2031-04', monthTo: '2033-03' })).length + ' months');
show('revenue report 24 months, first (computed and stored)', first);
const again = await measure(async () => (await revenueReport(ctx, { monthFrom: '2031-04', monthTo: '2033-03' })).length + ' months');
show('revenue report 24 months, stored', again);
await db.destroy();
await database.stop();
