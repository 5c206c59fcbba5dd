/**
 * Test clock (issue 16, goal 4): advancing a sandbox tenant's clock one month over 30,000 monthly
 * contracts (bulk-inserted, their start days spread over a month so that every day has billings)
 * in ≤ 10 s. Two advances are timed: the first month, where every contract's next-due day is still
 * to compute (as right after migration 0014 or a bulk insert), and the second month, the steady
 * state where a day's run touches only the contracts due that day.
 * Run: node bin/run-ts.js bench/testclock.bench.ts [contracts]
 * Uses DATABASE_URL when set, else a throwaway embedded PostgreSQL.
 */
import { sql } from 'kysely';
import { createDb, migrate } from '../src/db/db';
import { startThrowaway } from '../src/db/embedded';
import { listTenantSettings } from '../src/db/repos/billrun.repo';
import { setTestClock } from '../src/db/repos/testclock.repo';
import { addDays, asLocalDate } from '../src/domain';
import { createProvider } from '../src/services/platform';
import { dailyRunAt, jobCaller, advanceTestClock } from '../src/services/billrun';
import { bulkCustomer, bulkInsertContracts } from '../test/helpers/bulk-contracts';
import { appPorts } from '../src/wiring';

const contracts = Number(process.argv[2] ?? 30_000);
const spreadDays = 30;
const firstDay = asLocalDate('2031-04-01');

const database = await startThrowaway(process.env.DATABASE_URL, 'billing-bench-');
const db = createDb(database.url, 8);
await migrate(db);

const { provider } = await createProvider(db, { name: 'bench-testclock' });
const tenant = (await listTenantSettings(db, { providerId: provider.id })).find((t) => t.environment === 'sandbox')!;
const { customerId, paymentMethodId } = await bulkCustomer(db, tenant.tenant_id);
const t0 = Date.now();
for (let i = 0; i < spreadDays; i++) {
  const count = Math.floor(contracts / spreadDays) + (i < contracts % spreadDays ? 1 : 0);
  const start = addDays(firstDay, i);
  await bulkInsertContracts(db, tenant.tenant_id, count, { start, knownOn: '2031-03-01', paymentMethodId, customerId });
}
await sql`ANALYZE`.execute(db);
console.log(`setup: ${contracts} contracts (start days ${firstDay} + 0..${spreadDays - 1}) in ${((Date.now() - t0) / 1000).toFixed(1)} s`);

const hour = tenant.bill_run_hour_jst;
await setTestClock(db, tenant.tenant_id, new Date(dailyRunAt(addDays(firstDay, -1), hour).getTime() + 60_000));

// The bill runs' summary lines: how much of an advance the bill runs take, over how many days.
const runs = { days: 0, contracts: 0, seconds: 0 };
const noop = () => undefined;
const ports = appPorts({
  log: {
    info: (obj, msg) => {
      if (msg !== 'bill run finished') return;
      runs.days += 1;
      runs.contracts += Number(obj.contracts);
      runs.seconds += Number(obj.seconds);
    },
    warn: noop,
    error: noop,
  },
});

async function advanceMonth(label: string, to: string): Promise<number> {
  const target = new Date(dailyRunAt(asLocalDate(to), hour).getTime() + 60_000);
  Object.assign(runs, { days: 0, contracts: 0, seconds: 0 });
  const t = Date.now();
  const res = await advanceTestClock({ db, ports }, jobCaller(tenant, new Date()), target);
  const seconds = (Date.now() - t) / 1000;
  console.log(
    `${label}: ${res.billingsCreated} billings in ${seconds.toFixed(1)} s (goal <= 10 s); ${runs.days} daily runs looked at ${runs.contracts} contracts in ${runs.seconds.toFixed(1)} s`,
  );
  return seconds;
}

await advanceMonth('first month, every next-due day to compute (2031-03-31 -> 2031-04-30)', '2031-04-30');
await advanceMonth('second month, steady state (2031-04-30 -> 2031-05-31)', '2031-05-31');
const rss = process.resourceUsage().maxRSS / 1024;
console.log(`peak RSS ${rss.toFixed(0)} MB`);

await db.destroy();
await database.stop();
