/**
 * The authenticated request path against a bare server, both measured in this run by the same load
 * generator (wrk, a C program, in its own process; a Node load generator on the same two cores takes
 * the CPU the server needs) on the same database:
 *   GET /v1/customer/get?id=…       vs a bare Fastify + pg server's primary-key SELECT (goal ≥ 60 %)
 *   POST /v1/customer/create        vs the bare server's INSERT … ON CONFLICT (goal ≥ 40 %)
 *   POST /v1/usage/daily/upsert     vs the bare server's INSERT … ON CONFLICT DO UPDATE (goal ≥ 40 %)
 *   POST /v1/customer/create        vs the same service writing no audit log (goal: the log costs ≤ 10 %): both sides
 *                                   run bench/audit-server.ts, with AUDIT=on and AUDIT=off, so that they differ by the log alone
 * The service runs as `billing serve` (one process, RUN_JOBS=false); the baseline is bench/bare-server.ts.
 * Run: node bin/run-ts.js bench/http.bench.ts [seconds] [connections]
 * Needs wrk on PATH (Debian: apt-get install wrk; WRK=path names another). POST bodies and headers go
 * in a generated Lua script; req/s and the 99th percentile are read from wrk's --latency report.
 * Uses DATABASE_URL when set (give it a database of its own: the bench writes to it), else a throwaway embedded PostgreSQL.
 * BENCH_ONLY=get,sandbox,create,usage,audit runs only those figures; BENCH_ROUNDS=N alternates measured and
 * baseline in N rounds instead of 3; BENCH_CPU_PROF=DIR starts the service (and the audit figure's two servers)
 * with `node --cpu-prof` and writes their profiles to DIR when the bench stops them.
 */
import { spawn, spawnSync, type ChildProcess } from 'node:child_process';
import { mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { sql } from 'kysely';
import { createDb, migrate } from '../src/db/db';
import { startThrowaway } from '../src/db/embedded';
import { createProvider } from '../src/services/platform';

const seconds = Number(process.argv[2] ?? 15);
const connections = Number(process.argv[3] ?? 32);
const root = fileURLToPath(new URL('..', import.meta.url));
const WRK = process.env.WRK ?? 'wrk';
const ROUNDS = Math.max(1, Number(process.env.BENCH_ROUNDS ?? 3));
if (spawnSync(WRK, ['--version']).error) throw new Error(`${WRK} not found: install wrk (Debian: apt-get install wrk) or set WRK`);

const database = await startThrowaway(process.env.DATABASE_URL, 'billing-bench-');
const db = createDb(database.url, 2);
await migrate(db);
const { keys } = await createProvider(db, { name: 'bench', rateLimitPerMinute: 1_000_000 });
const production = keys.find((k) => k.environment === 'production')!;
const sandbox = keys.find((k) => k.environment === 'sandbox')!;
const tenant = await db.selectFrom('api_key').select('tenant_id').where('id', '=', production.id).executeTakeFirstOrThrow();

/** Starts a child and waits for its "Listening on URL" line (stdout or stderr). */
async function start(args: string[], env: NodeJS.ProcessEnv = {}): Promise<{ child: ChildProcess; address: string }> {
  const child = spawn(process.execPath, args, { cwd: root, env: { ...process.env, ...env }, stdio: ['ignore', 'pipe', 'pipe'] });
  let out = '';
  const address = await new Promise<string>((resolve, reject) => {
    const check = (d: Buffer) => {
      out += d.toString();
      const m = /Listening on (http:\/\/\S+)/.exec(out);
      if (m) resolve(m[1]!);
    };
    child.stdout!.on('data', check);
    child.stderr!.on('data', check);
    child.on('exit', () => reject(new Error(`${args.join(' ')} exited:\n${out}`)));
  });
  return { child, address };
}

const only = process.env.BENCH_ONLY?.split(',');
const wanted = (name: string) => !only || only.includes(name);
const profileDir = process.env.BENCH_CPU_PROF;
/** The database URL a server connects with, its connections named `name` (so their backends' CPU time can be read). */
const named = (name: string) => `${database.url}${database.url.includes('?') ? '&' : '?'}application_name=${name}`;
const service = await start([...(profileDir ? ['--cpu-prof', `--cpu-prof-dir=${profileDir}`] : []), 'bin/billing.js', 'serve'], {
  DATABASE_URL: named('bench-service'),
  PORT: '0',
  LOG_LEVEL: 'warn',
  RUN_JOBS: 'false',
});
const bare = await start(['bin/run-ts.js', 'bench/bare-server.ts', named('bench-bare'), tenant.tenant_id]);
/** The service as bench/audit-server.ts runs it, with or without the audit log (the two sides of the audit figure). */
const auditServer = (audit: 'on' | 'off', app: string) =>
  start([...(profileDir ? ['--cpu-prof', `--cpu-prof-dir=${profileDir}`] : []), 'bin/run-ts.js', 'bench/audit-server.ts'], {
    DATABASE_URL: named(app),
    PORT: '0',
    LOG_LEVEL: 'warn',
    RUN_JOBS: 'false',
    AUDIT: audit,
  });
const audited = wanted('audit') ? await auditServer('on', 'bench-audited') : undefined;
const unaudited = wanted('audit') ? await auditServer('off', 'bench-unaudited') : undefined;

async function call<T>(path: string, body: unknown, key = production.key): Promise<T> {
  const res = await fetch(`${service.address}${path}`, {
    method: 'POST',
    headers: { authorization: `Bearer ${key}`, 'content-type': 'application/json' },
    body: JSON.stringify(body),
  });
  const json = (await res.json()) as T;
  if (res.status !== 200) throw new Error(`${path}: ${res.status} ${JSON.stringify(json)}`);
  return json;
}

// One usage-priced contract to write usage to.
const { customer } = await call<{ customer: { id: string } }>('/v1/customer/create', { name: 'Bench KK', optionalId: 'bench-1' });
const { customerStaff } = await call<{ customerStaff: { id: string } }>('/v1/customerstaff/create', {
  customerId: customer.id,
  name: { lastName: 'Sato' },
});
const { product } = await call<{ product: { id: string } }>('/v1/product/create', { optionalId: 'p1', name: 'Plan' });
const { usageUnit } = await call<{ usageUnit: { id: string } }>('/v1/usageunit/create', { optionalId: 'u1', name: 'Calls' });
const { paymentMethod } = await call<{ paymentMethod: { id: string } }>('/v1/paymentmethod/create', {
  optionalId: 'pm1',
  name: 'Bank transfer',
  type: 'TYPE_BANK_TRANSFER',
});
const { catalogItem } = await call<{ catalogItem: { id: string } }>('/v1/catalogitem/create', {
  optionalId: 'c1',
  name: 'Plan',
  productId: product.id,
  catalogChargeItems: [
    { name: 'Calls', type: 'TYPE_RECURRING', usageUnitId: usageUnit.id, pricingModel: { type: 'TYPE_USAGE', price: '10' } },
  ],
});
const thisYear = new Date().getUTCFullYear();
const { contract } = await call<{ contract: { id: string; mainItems: Array<{ chargeItems: Array<{ id: string }> }> } }>(
  '/v1/contract/create',
  {
    customer: { id: customer.id, customerStaffId: customerStaff.id },
    paymentMethodId: paymentMethod.id,
    mainItems: [{ catalogItemId: catalogItem.id, startDate: `${thisYear}-01-01` }],
  },
);
const chargeId = contract.mainItems[0]!.chargeItems[0]!.id;
const usageDay = `${thisYear}-01-15`;

interface Figure {
  rps: number;
  p99: number;
  /** The median latency (ms); of merged rounds, the mean of the rounds' medians. */
  p50: number;
  errors: number;
  /** CPU time (user + system) the server process spent per answered request, in µs; NaN where /proc is missing. */
  cpuUs: number;
  /** CPU time the server's database backends spent per answered request, in µs (NaN: not readable here). */
  dbCpuUs: number;
}

interface Target {
  url: string;
  method?: string;
  body?: unknown;
  key?: string;
  /** The server process answering (its CPU time is read from /proc around the run). */
  server: ChildProcess;
  /** The application_name of its database connections (their backends' CPU time is read around the run). */
  app: string;
}

/** CPU time of a process so far (user + system), in µs; NaN when /proc cannot be read (not Linux). */
function cpuTimeUs(child: ChildProcess): number {
  try {
    const stat = readFileSync(`/proc/${child.pid}/stat`, 'utf8');
    const fields = stat.slice(stat.lastIndexOf(')') + 2).split(' ');
    return ((Number(fields[11]) + Number(fields[12])) * 1e6) / 100; // utime, stime in USER_HZ (100 on Linux)
  } catch {
    return NaN;
  }
}

/**
 * CPU time so far of each database backend serving connections named `app`, by pid: readable when
 * PostgreSQL runs on this machine as a user whose /proc entries this process may read.
 */
async function backendCpuUs(app: string): Promise<Map<number, number>> {
  const { rows } = await sql<{ pid: number }>`SELECT pid FROM pg_stat_activity WHERE application_name = ${app}`.execute(db);
  return new Map(rows.map((r) => [r.pid, cpuTimeUs({ pid: r.pid } as ChildProcess)]));
}

/** A wrk latency ("812.00us", "5.21ms", "1.02s") in ms. */
function latencyMs(text: string): number {
  const m = /^([\d.]+)(us|ms|s|m)$/.exec(text);
  if (!m) throw new Error(`wrk: unreadable latency ${text}`);
  const scale = { us: 1e-3, ms: 1, s: 1e3, m: 60e3 }[m[2] as 'us' | 'ms' | 's' | 'm'];
  return Number(m[1]) * scale;
}

/**
 * wrk's report (`--latency`) → the figure: Requests/sec, the 99th percentile of the latency
 * distribution, the requests made, and the errors (non-2xx answers and socket errors).
 */
function parseWrk(out: string): { rps: number; p99: number; p50: number; total: number; errors: number } {
  const rps = /^Requests\/sec:\s+([\d.]+)/m.exec(out);
  const p99 = /^\s+99%\s+(\S+)/m.exec(out);
  const p50 = /^\s+50%\s+(\S+)/m.exec(out);
  const total = /^\s+(\d+) requests in/m.exec(out);
  if (!rps || !p99 || !p50 || !total) throw new Error(`wrk: unreadable report\n${out}`);
  const non2xx = Number(/Non-2xx or 3xx responses: (\d+)/.exec(out)?.[1] ?? 0);
  const socket = /Socket errors: connect (\d+), read (\d+), write (\d+), timeout (\d+)/.exec(out);
  const socketErrors = socket ? socket.slice(1).reduce((n, x) => n + Number(x), 0) : 0;
  return { rps: Number(rps[1]), p99: latencyMs(p99[1]!), p50: latencyMs(p50[1]!), total: Number(total[1]), errors: non2xx + socketErrors };
}

/** The Lua script that makes wrk send `t`'s method, headers and body (wrk alone sends GET without a body). */
function wrkScript(t: Target): string {
  const lines = [`wrk.method = ${JSON.stringify(t.method ?? 'GET')}`];
  if (t.body !== undefined) {
    lines.push(`wrk.body = ${JSON.stringify(JSON.stringify(t.body))}`, `wrk.headers["content-type"] = "application/json"`);
  }
  if (t.key) lines.push(`wrk.headers["authorization"] = ${JSON.stringify(`Bearer ${t.key}`)}`);
  return `${lines.join('\n')}\n`;
}

const scripts = mkdtempSync(join(tmpdir(), 'billing-wrk-'));
let scriptCount = 0;

/**
 * One wrk run of `duration` seconds (one thread, `connections` connections: wrk is C and event-driven,
 * so one thread drives the server's single core without taking the other); answers other than 2xx count as errors.
 */
async function run(t: Target, duration: number, conns = connections): Promise<Figure> {
  const script = join(scripts, `target-${scriptCount++}.lua`);
  writeFileSync(script, wrkScript(t));
  const args = ['-t1', `-c${conns}`, `-d${duration}s`, '--latency', '-s', script, t.url];
  const cpuBefore = cpuTimeUs(t.server);
  const dbBefore = await backendCpuUs(t.app);
  const report = await new Promise<ReturnType<typeof parseWrk>>((resolve, reject) => {
    const child = spawn(WRK, args, { stdio: ['ignore', 'pipe', 'pipe'] });
    let out = '';
    child.stdout.on('data', (d: Buffer) => (out += d.toString()));
    child.stderr.on('data', (d: Buffer) => (out += d.toString()));
    child.on('error', reject);
    child.on('exit', (code) => {
      if (code !== 0) return reject(new Error(`wrk exited ${code}:\n${out}`));
      try {
        resolve(parseWrk(out));
      } catch (err) {
        reject(err as Error);
      }
    });
  });
  const cpuUs = cpuTimeUs(t.server) - cpuBefore;
  // Backends that started during the run count from zero.
  let dbUs = 0;
  for (const [pid, us] of await backendCpuUs(t.app)) dbUs += us - (dbBefore.get(pid) ?? 0);
  return {
    rps: report.rps,
    p99: report.p99,
    p50: report.p50,
    errors: report.errors,
    cpuUs: cpuUs / report.total,
    dbCpuUs: dbUs / report.total,
  };
}

/**
 * The measured path and its baseline, alternated in `ROUNDS` rounds (BENCH_ROUNDS, default 3) after a
 * warm-up of each, so that a change of the machine's load during the run touches both alike; more
 * rounds of the same total time follow a busy machine more closely. Rates are averaged; p99 is the worst round's.
 */
async function compare(measured: Target, baseline: Target, conns = connections): Promise<[Figure, Figure]> {
  const [m, b] = await rounds(measured, baseline, conns);
  return [merge(m), merge(b)];
}

/** The rounds of `compare`, each pair (baseline, then measured) run one after the other. */
async function rounds(measured: Target, baseline: Target, conns = connections): Promise<[Figure[], Figure[]]> {
  await run(baseline, 2, conns);
  await run(measured, 2, conns);
  const m: Figure[] = [];
  const b: Figure[] = [];
  const round = Math.max(1, Math.round(seconds / ROUNDS)); // wrk takes whole seconds
  for (let i = 0; i < ROUNDS; i++) {
    b.push(await run(baseline, round, conns));
    m.push(await run(measured, round, conns));
  }
  return [m, b];
}

function merge(fs: Figure[]): Figure {
  const mean = (f: (x: Figure) => number) => fs.reduce((n, x) => n + f(x), 0) / fs.length;
  return {
    rps: mean((f) => f.rps),
    p99: Math.max(...fs.map((f) => f.p99)),
    p50: mean((f) => f.p50),
    errors: fs.reduce((n, f) => n + f.errors, 0),
    cpuUs: mean((f) => f.cpuUs),
    dbCpuUs: mean((f) => f.dbCpuUs),
  };
}

const median = (xs: number[]) => {
  const s = [...xs].sort((a, b) => a - b);
  return s.length % 2 ? s[(s.length - 1) / 2]! : (s[s.length / 2 - 1]! + s[s.length / 2]!) / 2;
};

function report(name: string, goal: number | null | string, measured: Figure, baseline: Figure): void {
  const ratio = measured.rps / baseline.rps;
  const line =
    `${name.padEnd(34)} ${Math.round(measured.rps).toString().padStart(6)} req/s p99 ${measured.p99.toFixed(1).padStart(5)} ms | ` +
    `baseline ${Math.round(baseline.rps).toString().padStart(6)} req/s p99 ${baseline.p99.toFixed(1).padStart(5)} ms | ` +
    `${Math.round(ratio * 100)} % (${goal === null ? 'no goal: the test clock is read fresh' : typeof goal === 'string' ? goal : `goal ≥ ${goal} %`}) | server CPU ${Math.round(measured.cpuUs)} vs ${Math.round(baseline.cpuUs)} µs/req, database ${Math.round(measured.dbCpuUs)} vs ${Math.round(baseline.dbCpuUs)}${measured.errors + baseline.errors ? ` ERRORS ${measured.errors}/${baseline.errors}` : ''}`;
  process.stdout.write(`${line}\n`);
}

process.stdout.write(
  `wrk (1 thread), ${connections} connections, ${seconds} s per figure (${ROUNDS} rounds alternating with the baseline, after 2 s of warm-up), one service process\n`,
);
const getBase: Target = { url: `${bare.address}/get?id=${customer.id}`, server: bare.child, app: 'bench-bare' };
if (wanted('get'))
  report(
    'GET /v1/customer/get (production)',
    60,
    ...(await compare(
      { url: `${service.address}/v1/customer/get?id=${customer.id}`, key: production.key, server: service.child, app: 'bench-service' },
      getBase,
    )),
  );
const sandboxCustomer = await call<{ customer: { id: string } }>('/v1/customer/create', { name: 'Sandbox KK' }, sandbox.key);
if (wanted('sandbox'))
  report(
    'GET /v1/customer/get (sandbox)',
    null,
    ...(await compare(
      {
        url: `${service.address}/v1/customer/get?id=${sandboxCustomer.customer.id}`,
        key: sandbox.key,
        server: service.child,
        app: 'bench-service',
      },
      getBase,
    )),
  );
if (wanted('create'))
  report(
    'POST /v1/customer/create',
    40,
    ...(await compare(
      {
        url: `${service.address}/v1/customer/create`,
        method: 'POST',
        body: { name: 'Load KK' },
        key: production.key,
        server: service.child,
        app: 'bench-service',
      },
      { url: `${bare.address}/customer`, method: 'POST', body: { name: 'Load KK' }, server: bare.child, app: 'bench-bare' },
    )),
  );
if (wanted('usage'))
  report(
    'POST /v1/usage/daily/upsert',
    40,
    ...(await compare(
      {
        url: `${service.address}/v1/usage/daily/upsert`,
        method: 'POST',
        body: { contractChargeItemId: chargeId, usageUnitId: usageUnit.id, targetDate: usageDay, quantity: '5' },
        key: production.key,
        server: service.child,
        app: 'bench-service',
      },
      {
        url: `${bare.address}/usage`,
        method: 'POST',
        body: { contractId: contract.id, chargeItemId: chargeId, unitId: usageUnit.id, targetDate: usageDay, quantity: '5' },
        server: bare.child,
        app: 'bench-bare',
      },
    )),
  );

if (audited && unaudited) {
  const create = (address: string, server: ChildProcess, app: string): Target => ({
    url: `${address}/v1/customer/create`,
    method: 'POST',
    body: { name: 'Audit load KK' },
    key: production.key,
    server,
    app,
  });
  const withLogTarget = create(audited.address, audited.child, 'bench-audited');
  const plain = create(unaudited.address, unaudited.child, 'bench-unaudited');
  // Time per request with and without the log, per pair of rounds run one after the other (the
  // machine's load moves between pairs more than within one), and over all rounds.
  const pct = (m: number, b: number) => `${((m / b - 1) * 100).toFixed(1)} %`;
  const [m, b] = await rounds(withLogTarget, plain);
  const perPair = m.map((x, i) => b[i]!.rps / x.rps);
  const [withLog, withoutLog] = [merge(m), merge(b)];
  report(
    'create: audited vs unaudited',
    `audit log adds ${pct(withoutLog.rps, withLog.rps)} per request (mean rates), median of ${ROUNDS} pairs ${pct(median(perPair), 1)} [${perPair.map((r) => pct(r, 1)).join(', ')}]; goal ≤ 10 %`,
    withLog,
    withoutLog,
  );
  // The latency of one write at a time: one connection, nothing queued.
  const [m1, b1] = await rounds(withLogTarget, plain, 1);
  const [one, oneBase] = [merge(m1), merge(b1)];
  report(
    'create, 1 connection: latency',
    `median latency ${one.p50.toFixed(2)} vs ${oneBase.p50.toFixed(2)} ms: the log adds ${pct(one.p50, oneBase.p50)} (median of pairs ${pct(median(m1.map((x, i) => x.p50 / b1[i]!.p50)), 1)}); goal ≤ 10 %`,
    one,
    oneBase,
  );
}

const children = [service, bare, ...(audited ? [audited] : []), ...(unaudited ? [unaudited] : [])];
for (const p of children) p.child.kill('SIGTERM');
await Promise.all(children.map((p) => new Promise((r) => p.child.once('exit', r))));
await db.destroy();
await database.stop();
rmSync(scripts, { recursive: true, force: true });
