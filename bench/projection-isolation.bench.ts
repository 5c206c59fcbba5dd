/**
 * Issue 24 item 1: what expected billings of the largest contracts do to a server and to another
 * tenant (docs/billing-lifecycle.md "Expected billings, window by window"). One server process
 * (`billing serve` of the checkout given, so the code before and after can be measured on the same
 * database and machine), two tenants:
 *   1. one `listbycontract {pageSize: 1}` of a contract of 1,000 charge items × 1,200 months, alone:
 *      its latency, the server's largest event-loop delay (perf_hooks monitorEventLoopDelay, via
 *      bench/eld-preload.mjs) and RSS;
 *   2. the victim's reads (`GET /v1/customer/list`, wrk, 4 connections) and a /livez probe (every
 *      100 ms), first alone (the baseline) and then while the attacker, within its rate limit, sends
 *      three such pages at once, a changequantity and a renewal what-if of a 600-month
 *      auto-renewing contract with 300 charge items.
 * Run: node bin/run-ts.js bench/projection-isolation.bench.ts [checkout] [seconds]
 *   checkout: the repository whose server is measured (default: this one), e.g. a clone of main.
 * Uses DATABASE_URL when set, else a throw-away embedded PostgreSQL. Port 18201 unless PORT says.
 */
import { spawn } from 'node:child_process';
import { resolve } from 'node:path';
import { createDb, migrate } from '../src/db/db';
import { startThrowaway } from '../src/db/embedded';
import { insertContract } from '../src/db/repos/contract.repo';
import { createContract, contractEndDate, asLocalDate, type NewItem, MAX_ITEM_MONTHS } from '../src/domain';
import { chargeItem } from '../src/domain/testing/fixtures';
import { newId } from '../src/lib/ids';
import { createProvider } from '../src/services/platform';

const root = resolve(process.argv[2] ?? '.');
const seconds = Number(process.argv[3] ?? 30);
const port = Number(process.env.PORT ?? 18201);

const database = await startThrowaway(process.env.DATABASE_URL, 'billing-bench-');
const db = createDb(database.url, 4);
await migrate(db);
const victim = await createProvider(db, { name: 'Victim', rateLimitPerMinute: 1_000_000 });
const attacker = await createProvider(db, { name: 'Attacker', rateLimitPerMinute: 50 });
const victimKey = victim.keys.find((k) => k.environment === 'production')!.key;
const attackerKey = attacker.keys.find((k) => k.environment === 'production')!.key;
const tenant = await db
  .selectFrom('tenant')
  .select('id')
  .where('provider_id', '=', attacker.provider.id)
  .where('environment', '=', 'production')
  .executeTakeFirstOrThrow();
const customerId = newId();
const paymentMethodId = newId();
await db
  .insertInto('customer')
  .values({ tenant_id: tenant.id, id: customerId, optional_id: null, name: 'bench', crm_account_id: null } as never)
  .execute();
await db
  .insertInto('payment_method')
  .values({ tenant_id: tenant.id, id: paymentMethodId, optional_id: null, name: 'bank', type: 'TYPE_BANK_TRANSFER' })
  .execute();
for (let i = 0; i < 5; i++)
  await db
    .insertInto('customer')
    .values({
      tenant_id: await tenantOf(victim.provider.id),
      id: newId(),
      optional_id: null,
      name: `Victim ${i}`,
      crm_account_id: null,
    } as never)
    .execute();

async function tenantOf(providerId: string): Promise<string> {
  const row = await db
    .selectFrom('tenant')
    .select('id')
    .where('provider_id', '=', providerId)
    .where('environment', '=', 'production')
    .executeTakeFirstOrThrow();
  return row.id;
}

async function store(termMonths: number, charges: number, autoRenewal: NewItem['autoRenewal']) {
  const { terms: _t, ...base } = chargeItem({ id: 'x', terms: [] });
  const item: NewItem = {
    id: newId(),
    catalogItemId: newId(),
    name: 'Plan',
    startDate: asLocalDate('2031-04-01'),
    endDate: null,
    defaultContractTerm: { value: termMonths, unit: 'UNIT_MONTHLY' },
    autoRenewal,
    chargeItems: Array.from({ length: charges }, () => ({
      ...base,
      id: newId(),
      catalogChargeItemId: newId(),
      quantity: '1',
      pricing: { model: 'PER_UNIT' as const, price: '1000', tiers: [] },
    })),
  };
  const built = createContract({
    id: newId(),
    isDraft: false,
    paymentMethodId,
    customerId,
    customerStaffId: '',
    services: [{ mainItem: item, optionItems: [] }],
  });
  if (!built.ok) throw new Error(built.reason);
  await insertContract(db, tenant.id, built.value, {
    optionalId: null,
    knownOn: asLocalDate('2026-01-01'),
    confirmTime: new Date(),
    startDate: '2031-04-01',
    endDate: contractEndDate(built.value) ?? '2031-04-01',
  });
  return built.value;
}
const largest = await store(MAX_ITEM_MONTHS, 1000, { type: 'DISABLED', term: null });
const renewing = await store(600, 300, { type: 'ENABLED', term: { value: -1, unit: 'UNIT_MONTHLY' } });

// the server of the checkout measured, with the event-loop monitor loaded
const eld: Array<{ t: number; maxMs: number; rssMb: number }> = [];
const child = spawn(process.execPath, [resolve(root, 'bin/billing.js'), 'serve'], {
  cwd: root,
  env: {
    ...process.env,
    DATABASE_URL: database.url,
    PORT: String(port),
    RUN_JOBS: 'false',
    RUN_WEBHOOKS: 'false',
    LOG_LEVEL: 'warn',
    NODE_OPTIONS: `--import ${resolve('bench/eld-preload.mjs')}`,
  },
  stdio: ['ignore', 'pipe', 'pipe'],
});
let out = '';
child.stderr!.on('data', (d: Buffer) => {
  out += d.toString();
  for (const m of d.toString().matchAll(/^ELD (\{.*\})$/gm)) eld.push(JSON.parse(m[1]!));
});
child.stdout!.on('data', (d: Buffer) => (out += d.toString()));
const address = await new Promise<string>((ok, fail) => {
  const timer = setTimeout(() => fail(new Error(`server did not start:\n${out}`)), 90_000);
  const check = () => {
    const m = /Listening on (http:\/\/\S+)/.exec(out);
    if (!m) return;
    clearTimeout(timer);
    ok(m[1]!);
  };
  child.stderr!.on('data', check);
  child.stdout!.on('data', check);
});
const sleep = (ms: number) => new Promise((r) => setTimeout(r, ms));

async function post(path: string, body: unknown): Promise<{ status: number; ms: number }> {
  const t0 = performance.now();
  try {
    const res = await fetch(`${address}${path}`, {
      method: 'POST',
      headers: { authorization: `Bearer ${attackerKey}`, 'content-type': 'application/json' },
      body: JSON.stringify(body),
      signal: AbortSignal.timeout(180_000),
    });
    await res.arrayBuffer();
    return { status: res.status, ms: Math.round(performance.now() - t0) };
  } catch {
    return { status: 0, ms: Math.round(performance.now() - t0) };
  }
}

const window = (from: number, to: number) => eld.filter((e) => e.t >= from && e.t <= to);
const maxOf = (xs: number[]) => xs.reduce((a, b) => Math.max(a, b), 0);
const pct = (xs: number[], p: number) =>
  xs.length ? [...xs].sort((a, b) => a - b)[Math.min(xs.length - 1, Math.ceil((p / 100) * xs.length) - 1)]! : 0;

await sleep(2000);
console.log(`checkout ${root}`);
// 1. one page alone, three times (the first request of a process also loads and compiles the code it runs)
for (const run of ['first', 'second', 'third']) {
  const rssBefore = eld.at(-1)?.rssMb ?? 0;
  const t0 = Date.now();
  const single = await post('/v1/expectedbilling/listbycontract', { id: largest.id, pageSize: 1 });
  await sleep(600);
  const alone = window(t0, Date.now());
  console.log(
    `listbycontract pageSize 1, 1,000 charge items × 1,200 months, alone (${run}): HTTP ${single.status} in ${single.ms} ms; ` +
      `event-loop max delay ${maxOf(alone.map((e) => e.maxMs)).toFixed(0)} ms; RSS ${rssBefore.toFixed(0)} → peak ${maxOf(alone.map((e) => e.rssMb)).toFixed(0)} MB`,
  );
}

/** The victim's reads under wrk and a /livez probe for `secs` seconds, while `during` runs. */
async function victimLoad(secs: number, during: () => Promise<unknown>) {
  const livez: number[] = [];
  let livezFailed = 0;
  let stop = false;
  const probe = (async () => {
    while (!stop) {
      const s = performance.now();
      try {
        const r = await fetch(`${address}/livez`, { signal: AbortSignal.timeout(30_000) });
        await r.arrayBuffer();
        if (r.status === 200) livez.push(performance.now() - s);
        else livezFailed++;
      } catch {
        livezFailed++;
      }
      await sleep(100);
    }
  })();
  const wrk = new Promise<string>((ok) => {
    const w = spawn('wrk', [
      '-t1',
      '-c4',
      `-d${secs}s`,
      '--timeout',
      '30s',
      '--latency',
      '-H',
      `authorization: Bearer ${victimKey}`,
      `${address}/v1/customer/list?pageSize=5`,
    ]);
    let text = '';
    w.stdout.on('data', (d: Buffer) => (text += d.toString()));
    w.on('exit', () => ok(text));
  });
  const from = Date.now();
  const attack = await during();
  const text = await wrk;
  stop = true;
  await probe;
  const loop = window(from, Date.now());
  const p99 = /^\s+99%\s+(\S+)/m.exec(text)?.[1];
  const p50 = /^\s+50%\s+(\S+)/m.exec(text)?.[1];
  const rate = /Requests\/sec:\s+(\S+)/.exec(text)?.[1];
  const errors = /Socket errors:.*|Non-2xx or 3xx responses: \d+/g;
  return {
    summary: `victim reads p50 ${p50} p99 ${p99} (${rate} req/s${(text.match(errors) ?? []).map((e) => `; ${e}`).join('')}); /livez p50 ${pct(livez, 50).toFixed(0)} ms p99 ${pct(livez, 99).toFixed(0)} ms max ${maxOf(livez).toFixed(0)} ms (${livezFailed} failed); event-loop max delay ${maxOf(loop.map((e) => e.maxMs)).toFixed(0)} ms; peak RSS ${maxOf(loop.map((e) => e.rssMb)).toFixed(0)} MB`,
    attack,
  };
}

// 1b. the what-ifs of the attack, each alone
const charge = renewing.items[0]!.chargeItems[0]!.id;
const whatIfs: Array<[string, string, unknown]> = [
  [
    'changequantity, 600-month contract of 300 charge items',
    '/v1/expectedbilling/changequantity',
    { contractId: renewing.id, contractChargeItemId: charge, quantity: 2, effectiveStartDate: '2031-06-30T15:00:00Z' },
  ],
  [
    'renewalwithquantitychange of the same',
    '/v1/expectedbilling/renewalwithquantitychange',
    { contractId: renewing.id, contractItemId: renewing.items[0]!.id },
  ],
];
for (const [label, path, body] of whatIfs)
  for (const run of ['first', 'second']) {
    const t0 = Date.now();
    const r = await post(path, body);
    await sleep(600);
    console.log(
      `${label}, alone (${run}): HTTP ${r.status} in ${r.ms} ms; event-loop max delay ${maxOf(window(t0, Date.now()).map((e) => e.maxMs)).toFixed(0)} ms`,
    );
  }

const quiet = await victimLoad(Math.min(10, seconds), async () => undefined);
console.log(`baseline (no attack): ${quiet.summary}`);
const attacked = await victimLoad(seconds, () =>
  Promise.all([
    ...Array.from({ length: 3 }, () => post('/v1/expectedbilling/listbycontract', { id: largest.id, pageSize: 1 })),
    post('/v1/expectedbilling/changequantity', {
      contractId: renewing.id,
      contractChargeItemId: charge,
      quantity: 2,
      effectiveStartDate: '2031-06-30T15:00:00Z',
    }),
    post('/v1/expectedbilling/renewalwithquantitychange', { contractId: renewing.id, contractItemId: renewing.items[0]!.id }),
  ]),
);
console.log(`under attack (${seconds} s): ${attacked.summary}`);
console.log(`attacker answers (status/ms): ${JSON.stringify(attacked.attack)}`);

child.kill('SIGKILL');
await db.destroy();
await database.stop();
process.exit(0);
