/**
 * Peak memory of `billing export`: seeds daily usage rows by bulk INSERT (generate_series) for two
 * tenants, 100,000 and 1,000,000 rows, and exports each (NDJSON to a file, through the CLI's code in
 * this process). Constant memory means the peak resident set barely moves from the small export to
 * the large one. Run: node bin/run-ts.js bench/export.bench.ts [rows]
 * Uses DATABASE_URL when set, else a throwaway embedded PostgreSQL.
 */
import { stat } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { sql } from 'kysely';
import { createDb, migrate } from '../src/db/db';
import { startThrowaway } from '../src/db/embedded';
import { createProvider } from '../src/services/platform';
import { runCli } from '../src/cli/main';

const large = Number(process.argv[2] ?? 1_000_000);
const database = await startThrowaway(process.env.DATABASE_URL, 'billing-bench-');
const db = createDb(database.url, 4);
await migrate(db);

async function seed(rows: number): Promise<string> {
  const { provider } = await createProvider(db, { name: 'export bench' });
  const tenant = await db
    .selectFrom('tenant')
    .select('id')
    .where('provider_id', '=', provider.id)
    .where('environment', '=', 'sandbox')
    .executeTakeFirstOrThrow();
  // Keys: 1,000 charge items × (rows / 1,000) days; ids in insertion order like UUIDv7.
  await sql`INSERT INTO daily_usage (tenant_id, id, contract_id, contract_charge_item_id, usage_unit_id, target_date, quantity, recorded_on)
    SELECT ${tenant.id}::uuid, (lpad(to_hex(i), 12, '0') || '-7000-8000-000000000000')::uuid,
      md5('c' || (i % 1000))::uuid, md5('ci' || (i % 1000))::uuid, md5('unit')::uuid,
      DATE '2020-01-01' + (i / 1000), (i % 97)::numeric, DATE '2026-01-01'
    FROM generate_series(1, ${rows}) AS i`.execute(db);
  return provider.id;
}

const mb = (bytes: number) => `${(bytes / 1024 / 1024).toFixed(0)} MB`;
async function exportOf(providerId: string, rows: number): Promise<void> {
  const file = join(tmpdir(), `export-bench-${rows}.ndjson`);
  const t0 = performance.now();
  const code = await runCli(['export', '--provider', providerId, '--environment', 'sandbox', '--resource', 'usage', '--out', file], {
    out: (l) => process.stdout.write(`${l}\n`),
    err: () => undefined,
    env: { ...process.env, DATABASE_URL: database.url, LOG_LEVEL: 'silent' },
    isTty: false,
  });
  if (code !== 0) throw new Error(`export failed (${code})`);
  const seconds = (performance.now() - t0) / 1000;
  const size = (await stat(file)).size;
  console.log(
    `${rows.toLocaleString('en-US').padStart(9)} rows: ${seconds.toFixed(1)} s (${Math.round(rows / seconds).toLocaleString('en-US')} rows/s), ${mb(size)} written, peak RSS so far ${mb(process.resourceUsage().maxRSS * 1024)}`,
  );
}

const small = Math.max(Math.round(large / 10), 1000);
const t0 = performance.now();
const smallProvider = await seed(small);
const largeProvider = await seed(large);
await sql`ANALYZE daily_usage`.execute(db);
console.log(
  `seed: ${small + large} rows in ${((performance.now() - t0) / 1000).toFixed(1)} s; peak RSS before exporting ${mb(process.resourceUsage().maxRSS * 1024)}`,
);
await exportOf(smallProvider, small);
await exportOf(largeProvider, large);
await db.destroy();
await database.stop();
