/**
 * Documents kept as issued (docs/records.md): document/search over N stored documents (default
 * 1,000,000, inserted by bulk SQL with small synthetic bytes, in one tenant) and the background
 * renderer's throughput.
 * - Search: p50/p99 of each single criterion and of a three-way combination (issue date + amount +
 *   kind), each query with its own random bounds, through the repository the API calls (the pool's
 *   prepared statements, so PostgreSQL's generic plans are in play as in the service). Goal: p99 ≤ 50
 *   ms. Baseline, same run: a primary-key read of one document's fields.
 * - Rendering: R real invoices issued through the bill run (services), rendered by the background
 *   renderer (the outbox worker, concurrency 2: the service's default), documents/s. Baseline, same
 *   run: the same documents rendered in this process one after the other with no queue or storage.
 * Run: node bin/run-ts.js bench/documents.bench.ts [documents] [rendered]
 */
import { sql } from 'kysely';
import { createDb, migrate } from '../src/db/db';
import { startThrowaway } from '../src/db/embedded';
import { getDocument, searchDocuments, type DocumentSearch } from '../src/db/repos/document.repo';
import { createProvider, operatorCallerNow } from '../src/services/platform';
import { startArchiveRendering, DOCUMENT_RENDERERS } from '../src/services/archive';
import { RENDER_DEFAULTS } from '../src/services/document';
import { appPorts } from '../src/wiring';
import { advanceClock, serviceWorld, storeContract } from '../test/helpers/factories/billing';

const documents = Number(process.argv[2] ?? 1_000_000);
const rendered = Number(process.argv[3] ?? 200);
const QUERIES = 200;
const CUSTOMERS = 10_000;
const DAYS = 7 * 365;

const database = await startThrowaway(process.env.DATABASE_URL, 'billing-bench-');
const db = createDb(database.url, 4);
await migrate(db);
const ports = appPorts();

async function tenantOf(providerId: string): Promise<string> {
  const row = await db
    .selectFrom('tenant')
    .select('id')
    .where('provider_id', '=', providerId)
    .where('environment', '=', 'sandbox')
    .executeTakeFirstOrThrow();
  return row.id;
}

// ---- seeding: customers "取引先 00001 株式会社" …, documents over 7 years, 3 kinds, totals 0..999,990
const { provider } = await createProvider(db, { name: 'documents bench' });
const tenantId = await tenantOf(provider.id);
let t0 = performance.now();
await sql`INSERT INTO customer (tenant_id, id, name)
  SELECT ${tenantId}::uuid, gen_random_uuid(), '取引先 ' || lpad(i::text, 5, '0') || ' 株式会社' FROM generate_series(0, ${CUSTOMERS - 1}) i`.execute(
  db,
);
await sql`
  WITH c AS (SELECT id, name, (row_number() OVER (ORDER BY name) - 1)::int AS n FROM customer WHERE tenant_id = ${tenantId}::uuid)
  INSERT INTO document (tenant_id, id, kind, number, customer_id, counterparty_name, issue_date, total, pdf, pdf_sha256, html, html_sha256, render_time)
  SELECT ${tenantId}::uuid, gen_random_uuid(), (ARRAY['INVOICE','INVOICE','CREDIT_NOTE','REMINDER'])[1 + i % 4], 'B-' || lpad(i::text, 8, '0'),
    c.id, c.name, date '2025-01-01' + (i * 7 % ${DAYS}), ((i::bigint * 7919) % 100000) * 10,
    int4send(i), encode(sha256(int4send(i)), 'hex'), int4send(i), encode(sha256(int4send(i)), 'hex'), now()
  FROM generate_series(1, ${documents}) i JOIN c ON c.n = i % ${CUSTOMERS}`.execute(db);
// The names the documents give, as the statement that writes documents lists them (the name search reads them).
await sql`INSERT INTO document_counterparty (tenant_id, name) SELECT DISTINCT tenant_id, counterparty_name FROM document WHERE tenant_id = ${tenantId}::uuid`.execute(
  db,
);
await sql`ANALYZE document, document_counterparty`.execute(db);
const size = await sql<{ size: string }>`SELECT pg_size_pretty(pg_total_relation_size('document')) AS size`.execute(db);
console.log(
  `seeded ${documents.toLocaleString('en-US')} documents (${CUSTOMERS.toLocaleString('en-US')} customers) in ${((performance.now() - t0) / 1000).toFixed(1)} s; table + indexes ${size.rows[0]!.size}`,
);

// ---- search
const customers = (await sql<{ id: string }>`SELECT id FROM customer WHERE tenant_id = ${tenantId}::uuid`.execute(db)).rows.map(
  (r) => r.id,
);
const sampleIds = (await sql<{ id: string }>`SELECT id FROM document TABLESAMPLE SYSTEM (1) LIMIT ${QUERIES}`.execute(db)).rows.map(
  (r) => r.id,
);
let seed = 42;
const rand = (n: number) => {
  seed = (seed * 1103515245 + 12345) % 2147483648;
  return seed % n;
};
const day = (offset: number) => new Date(Date.UTC(2025, 0, 1) + offset * 86_400_000).toISOString().slice(0, 10);
const monthFrom = () => {
  const from = rand(DAYS - 31);
  return { issueDateFrom: day(from), issueDateTo: day(from + 30) };
};
const bandOf = (width: number) => {
  const from = rand(100000 - width / 10) * 10;
  return { amountFrom: String(from), amountTo: String(from + width) };
};

const cases: Array<[string, () => Omit<DocumentSearch, 'limit'>]> = [
  ['issue date: one month', monthFrom],
  ['amount: a band of 10,000 yen (1 %)', () => bandOf(10_000)],
  ['amount: from a value up (wide)', () => ({ amountFrom: String(rand(100000) * 10) })],
  ['counterparty id', () => ({ customerId: customers[rand(customers.length)]! })],
  ['counterparty name contains (one customer)', () => ({ counterpartyName: `${String(rand(CUSTOMERS)).padStart(5, '0')} 株式` })],
  ['counterparty name contains (no match)', () => ({ counterpartyName: `無い会社${rand(1000)}` })],
  ['counterparty name contains (every name)', () => ({ counterpartyName: ['株式', '取引先', '会社'][rand(3)]! })],
  ['counterparty name contains (120 names)', () => ({ counterpartyName: `0${String(rand(100)).padStart(2, '0')}` })],
  ['kind (credit notes, 25 %)', () => ({ kind: 'CREDIT_NOTE' })],
  ['issue date + amount + kind', () => ({ ...monthFrom(), ...bandOf(200_000), kind: 'INVOICE' })],
];

const pct = (xs: number[], p: number) => [...xs].sort((a, b) => a - b)[Math.min(xs.length - 1, Math.floor((xs.length * p) / 100))]!;
async function timed(label: string, run: (i: number) => Promise<number>): Promise<number> {
  for (let i = 0; i < 10; i++) await run(i); // warm-up: the statement is prepared and its plan settles
  const times: number[] = [];
  let rows = 0;
  for (let i = 0; i < QUERIES; i++) {
    const s = performance.now();
    rows += await run(i);
    times.push(performance.now() - s);
  }
  const p99 = pct(times, 99);
  console.log(
    `${label.padEnd(44)} p50 ${pct(times, 50).toFixed(2).padStart(7)} ms   p99 ${p99.toFixed(2).padStart(7)} ms   max ${Math.max(...times)
      .toFixed(1)
      .padStart(6)} ms   (${(rows / QUERIES).toFixed(1)} rows a page)`,
  );
  return p99;
}

console.log(`\nsearch, ${QUERIES} queries each, first page of 10 (11 rows read), newest first:`);
await timed('baseline: one document by primary key', async (i) =>
  (await getDocument(db, tenantId, sampleIds[i % sampleIds.length]!)) ? 1 : 0,
);
let worst = 0;
for (const [label, query] of cases) {
  const p99 = await timed(label, async () => (await searchDocuments(db, tenantId, { ...query(), limit: 10 })).length);
  worst = Math.max(worst, p99);
}
console.log(`worst p99 ${worst.toFixed(2)} ms (goal ≤ 50 ms): ${worst <= 50 ? 'met' : 'NOT met'}`);

console.log('\nplans (custom, one example each):');
let last: { sql: string; parameters: readonly unknown[] } = { sql: '', parameters: [] };
const probe = createDb(database.url, 1, { log: (e) => void (e.level === 'query' && (last = e.query)) });
for (const [label, query] of cases) {
  await searchDocuments(probe, tenantId, { ...query(), limit: 10 });
  const text = last.sql.replace(/\$(\d+)/g, (_, n: string) => `'${String(last.parameters[Number(n) - 1]).replaceAll("'", "''")}'`);
  const plan = await sql.raw<{ 'QUERY PLAN': string }>(`EXPLAIN ${text}`).execute(db);
  const scans = plan.rows
    .map((r) => r['QUERY PLAN'])
    .filter((l) => /Scan/.test(l))
    .map((l) => l.trim().replace(/\s+\(cost.*$/, ''));
  console.log(`${label.padEnd(44)} ${scans.join(' | ')}`);
}
await probe.destroy();

// ---- background rendering
const renderProvider = (await createProvider(db, { name: 'render bench' })).provider;
const ctx = { db, ports, caller: await operatorCallerNow(db, renderProvider.id, 'sandbox') };
const world = await serviceWorld(ctx);
await advanceClock({ db, ports }, ctx.caller, '2031-03-20');
for (let i = 0; i < rendered; i++) await storeContract(db, world, { start: '2031-04-01' });
await advanceClock({ db, ports }, ctx.caller, '2031-04-01');
const queued = await db.selectFrom('document_render').select(['tenant_id', 'id']).where('tenant_id', '=', world.tenantId).execute();
console.log(`\nrendering: ${queued.length} invoices issued by the bill run, queued`);

t0 = performance.now();
for (const q of queued) await DOCUMENT_RENDERERS.INVOICE!({ db, ports }, q.tenant_id, q.id);
const baseline = queued.length / ((performance.now() - t0) / 1000);
console.log(`baseline: rendered in this process one by one (no queue, nothing stored): ${baseline.toFixed(1)} documents/s`);

t0 = performance.now();
const worker = startArchiveRendering({ db, ports }, { ...RENDER_DEFAULTS, pollMs: 100 });
for (;;) {
  const left = await db
    .selectFrom('document_render')
    .select(sql<number>`count(*)::int`.as('n'))
    .where('tenant_id', '=', world.tenantId)
    .where('status', '=', 'PENDING')
    .executeTakeFirstOrThrow();
  if (left.n === 0) break;
  await new Promise((r) => setTimeout(r, 50));
}
const seconds = (performance.now() - t0) / 1000;
await worker.stop();
const stored = await db
  .selectFrom('document')
  .select(sql<number>`count(*)::int`.as('n'))
  .where('tenant_id', '=', world.tenantId)
  .where('pdf_sha256', 'is not', null)
  .executeTakeFirstOrThrow();
console.log(
  `background renderer (concurrency ${RENDER_DEFAULTS.concurrency}): ${stored.n} documents stored in ${seconds.toFixed(1)} s = ${(stored.n / seconds).toFixed(1)} documents/s (${((stored.n / seconds / baseline) * 100).toFixed(0)} % of the baseline)`,
);

await db.destroy();
await database.stop();
