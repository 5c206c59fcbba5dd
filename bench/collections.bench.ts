/**
 * Statement import and matching (docs/collections.md "Performance"): a 振込入金通知 of N deposits, each
 * paying one of N open invoices (N customers, one payer name each) exactly, imported through the real
 * service in one transaction — parse, then 2,000 lines at a time: insert the lines, find their
 * customers by index, match, pay on the one (set-based) payment path with events and the invoice
 * roll-up, record the applications. Baseline in the same run: the same N payment rows written with
 * one bulk INSERT per 1,000 rows. Memory: the process's RSS before, at its peak during the import
 * (sampled every 100 ms) and after. Then the floor: the rows the import wrote (lines, payments,
 * applications, events) copied by the database alone, one INSERT … SELECT per table, and the paid
 * billings and invoices set back by the payment path's own UPDATE — the writes any import must make,
 * without parsing, matching or a byte leaving the database; rolled back.
 * Run: node bin/run-ts.js bench/collections.bench.ts [N]   (DATABASE_URL, else a throw-away PostgreSQL)
 */
import { sql } from 'kysely';
import { createDb, inTransaction, migrate } from '../src/db/db';
import { startThrowaway } from '../src/db/embedded';
import { newId } from '../src/lib/ids';
import { normalizePayerName } from '../src/domain/collections';
import { importStatement } from '../src/services/collections';
import { setPaidStates } from '../src/db/repos/paid.repo';
import { createProvider, operatorCallerNow } from '../src/services/platform';
import { appPorts } from '../src/wiring';
import { insertOpenInvoices } from '../test/helpers/factories/openinvoice';
import { transferNotice } from '../test/helpers/zengin';

const n = Number(process.argv[2] ?? 10_000);
const database = await startThrowaway(process.env.DATABASE_URL, 'billing-bench-');
const db = createDb(database.url, 5);
await migrate(db);
const ports = appPorts();
const { provider } = await createProvider(db, { name: 'bench collections' });
const caller = await operatorCallerNow(db, provider.id, 'sandbox');
const tenantId = caller.tenantId;

// N customers with a payer name each (ﾊﾞﾝｸ + the number in kana digits is enough to be distinct), N open invoices.
const kana = 'ｱｲｳｴｵｶｷｸｹｺ';
const payer = (i: number) => `ﾊﾞﾝｸ${String(i).replace(/[0-9]/g, (d) => kana[Number(d)]!)}`;
const t0 = performance.now();
const customers = Array.from({ length: n }, (_, i) => ({ id: newId(), name: `Customer ${i}`, payer: payer(i) }));
for (let i = 0; i < n; i += 2000) {
  const part = customers.slice(i, i + 2000);
  await db
    .insertInto('customer')
    .values(
      part.map((c) => ({ tenant_id: tenantId, id: c.id, optional_id: null, name: c.name, crm_account_id: null, payer_names: [c.payer] })),
    )
    .execute();
  await db
    .insertInto('customer_payer_name')
    .values(part.map((c) => ({ tenant_id: tenantId, customer_id: c.id, normalized: normalizePayerName(c.payer) })))
    .execute();
}
await insertOpenInvoices(
  db,
  tenantId,
  customers.map((c) => ({ customerId: c.id, total: 11000 })),
);
await sql`ANALYZE`.execute(db);
process.stdout.write(`seeded ${n} customers and open invoices in ${((performance.now() - t0) / 1000).toFixed(1)} s\n`);

const file = transferNotice(
  customers.map((c, i) => ({ no: (i % 999_999) + 1, amount: 11000, payer: c.payer, date: i < 999_999 ? '130501' : '130502' })),
);

// baseline: the same payment rows, bulk INSERT
const b0 = performance.now();
await inTransaction(db, async (tx) => {
  for (let i = 0; i < n; i += 1000)
    await tx
      .insertInto('payment')
      .values(
        customers.slice(i, i + 1000).map(() => ({
          tenant_id: newId(),
          id: newId(),
          billing_id: newId(),
          optional_id: null,
          type: 'PAYMENT',
          amount: '11000',
          payment_date: '2031-05-01',
          memo: 'baseline',
          source: 'STATEMENT',
          source_id: newId(),
        })),
      )
      .execute();
});
const baseline = n / ((performance.now() - b0) / 1000);

const rss0 = process.memoryUsage().rss;
let peak = rss0;
const sampler = setInterval(() => (peak = Math.max(peak, process.memoryUsage().rss)), 100);
const i0 = performance.now();
const summary = await inTransaction(db, (tx) =>
  importStatement({ db: tx, ports, caller }, { format: 'ZENGIN_TRANSFER_NOTICE', content: file }),
);
const seconds = (performance.now() - i0) / 1000;
clearInterval(sampler);
const rate = n / seconds;
if (summary.matched_count !== n) throw new Error(`matched ${summary.matched_count} of ${n}`);
process.stdout.write(
  `${n} lines: import + match ${seconds.toFixed(1)} s = ${Math.round(rate)} lines/s; bulk INSERT of the payment rows ${Math.round(baseline)} rows/s; ratio ${((rate / baseline) * 100).toFixed(1)} %; RSS ${Math.round(rss0 / 1e6)} MB before, ${Math.round(peak / 1e6)} MB at the peak, ${Math.round(process.memoryUsage().rss / 1e6)} MB after\n`,
);

// The floor (see the top): a timed phase per kind of write, in one transaction rolled back at the end.
const phases: Array<[string, number]> = [];
await inTransaction(db, async (tx) => {
  const timed = async (label: string, work: () => Promise<unknown>) => {
    const t = performance.now();
    await work();
    phases.push([label, (performance.now() - t) / 1000]);
  };
  // Copies with new ids (and new line keys: the line key is unique) prepared outside the timing.
  const copies = [
    ['lines', 'bank_statement_line', ", inquiry_number = inquiry_number || 'c'"],
    ['payments', 'payment', ''],
    ['applications', 'statement_application', ''],
    ['events', 'event', ''],
  ] as const;
  for (const [, table, keys] of copies) {
    await sql`CREATE TEMP TABLE ${sql.id(`floor_${table}`)} ON COMMIT DROP AS SELECT * FROM ${sql.table(table)} WHERE tenant_id = ${tenantId}`.execute(
      tx,
    );
    await sql`UPDATE ${sql.id(`floor_${table}`)} SET id = gen_random_uuid()${sql.raw(keys)}`.execute(tx);
  }
  // A paid billing or invoice set back to what it was before the import: every index gets a new entry, as when it was paid.
  const states = [
    ['billing', 'INVOICE_CREATED'],
    ['invoice', 'ISSUED'],
  ] as const;
  const paid = await Promise.all(
    states.map(async ([table]) =>
      (await tx.selectFrom(table).select('id').where('tenant_id', '=', tenantId).where('status', '=', 'PAID').execute()).map((r) => r.id),
    ),
  );
  for (const [label, table] of copies)
    await timed(label, () => sql`INSERT INTO ${sql.table(table)} SELECT * FROM ${sql.id(`floor_${table}`)}`.execute(tx));
  const at = new Date();
  for (const [i, [table, status]] of states.entries())
    await timed(`${table} states`, () =>
      setPaidStates(
        tx,
        table,
        tenantId,
        paid[i]!.map((id) => ({ id, status, paid_amount: '0' })),
        at,
      ),
    );
  throw new Error('floor rolled back');
}).catch((err: Error) => {
  if (err.message !== 'floor rolled back') throw err;
});
const floor = phases.reduce((sum, [, s]) => sum + s, 0);
process.stdout.write(
  `floor (the same rows written by the database alone): ${floor.toFixed(1)} s = ${Math.round(n / floor)} lines/s, ${((n / floor / baseline) * 100).toFixed(1)} % of the baseline; ${phases.map(([l, s]) => `${l} ${s.toFixed(2)} s`).join(', ')}\n`,
);
await db.destroy();
await database.stop();
