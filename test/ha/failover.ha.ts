/**
 * Failover of the database under load (docs/deployment.md "High availability"), `npm run test:ha`:
 *
 * 1. A Patroni cluster (test/ha/cluster.ts): etcd, two PostgreSQL 15 nodes with synchronous
 *    replication, HAProxy in front routing to the primary by Patroni's GET /primary.
 * 2. Two API processes on HAProxy's address: one serves only the API (RUN_JOBS=false), the other
 *    also runs the daily jobs; both deliver webhooks. HA_CONTRACTS contracts are due, so the other
 *    process's scheduler starts a bill run as soon as it starts.
 * 3. Clients write steadily through both: customers (with an Idempotency-Key), usage (one key per
 *    contract and day) and payments of 1 yen (each with its own optionalId, the client's payment
 *    id), retrying each write until it is acknowledged.
 * 4. Mid bill run, the primary's PostgreSQL is SIGKILLed (postmaster and every backend; with
 *    HA_KILL=node its Patroni too, which is started again later).
 *
 * Then: the standby takes over within 30 s; the API answered only 200 or 503 code 14 with
 * Retry-After, never a 500 nor a hang past the statement timeout; every write acknowledged before,
 * during or after the failover is in the database once; the bill run completes with no billing
 * twice; every acknowledged customer's webhook is delivered; the old primary rejoins as a standby
 * with the same rows.
 */
import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { addDays, jstDateOfInstant, type LocalDate } from '../../src/domain';
import { createDb, type Db } from '../../src/db/db';
import { newTenant } from '../helpers/app';
import { bulkCustomer, bulkInsertContracts } from '../helpers/bulk-contracts';
import { tenantIdOf } from '../helpers/factories/billing';
import { buildCatalogItem, buildUsageUnit } from '../helpers/factories/catalog';
import { buildContract } from '../helpers/factories/contract';
import { httpClient } from '../helpers/http';
import { runBilling, startServerProcess, type ServerProcess } from '../helpers/process';
import { HaCluster } from './cluster';
import { WriteLoad } from './load';

const CONTRACTS = Number(process.env.HA_CONTRACTS ?? 20000);
const KILL = process.env.HA_KILL === 'node' ? 'node' : 'postgres';
const STATEMENT_TIMEOUT_MS = 10_000;
const CLIENTS = 6;

const sleep = (ms: number) => new Promise((r) => setTimeout(r, ms));
const seconds = (ms: number) => `${(ms / 1000).toFixed(1)} s`;

let cluster: HaCluster;
let db: Db;
const servers: ServerProcess[] = [];
let receiver: Server;
const deliveries: Array<{ type: string; objectId: string }> = [];
let tenantId: string;
let today: LocalDate;
let bulkCustomerId: string;
let load: WriteLoad;
let key: string;
const began = Date.now();
/** A line of the report, stamped with the time since the test began. */
const note = (line: string) => report.push(`[${seconds(Date.now() - began).padStart(7)}] ${line}`);
const report: string[] = [];
/** What happened, for the checks (filled in by the failover test). */
const run = {
  killedAt: 0,
  killedNode: '',
  survivor: '',
  chunksAtKill: 0,
  patroniFailoverMs: 0,
  firstAckAfterKillMs: 0,
  billRunId: '',
};

/** Retries a read through HAProxy while the cluster fails over. */
async function query<T>(what: () => Promise<T>, timeoutMs = 60_000): Promise<T> {
  const started = Date.now();
  for (;;) {
    try {
      return await what();
    } catch (err) {
      if (Date.now() - started > timeoutMs) throw err;
      await sleep(250);
    }
  }
}

async function billRun(): Promise<{ id: string; status: string; chunks: number; done: number; seconds: number } | undefined> {
  const { rows } = await sql<{ id: string; status: string; chunks: string; done: string; seconds: string | null }>`
    SELECT r.id, r.status, extract(epoch FROM r.finish_time - r.create_time) AS seconds, (SELECT count(*) FROM bill_run_chunk c WHERE c.tenant_id = r.tenant_id AND c.run_id = r.id) AS chunks,
      (SELECT count(*) FROM bill_run_chunk c WHERE c.tenant_id = r.tenant_id AND c.run_id = r.id AND c.done) AS done
    FROM bill_run r WHERE r.tenant_id = ${tenantId} AND r.as_of = ${today} ORDER BY r.id LIMIT 1`.execute(db);
  const r = rows[0];
  return r && { id: r.id, status: r.status, chunks: Number(r.chunks), done: Number(r.done), seconds: Number(r.seconds ?? 0) };
}

beforeAll(async () => {
  cluster = await HaCluster.start(process.env.HA_DIR ? { dir: process.env.HA_DIR } : {});
  const admin = createDb(cluster.url('postgres'), 1);
  await sql`CREATE DATABASE billing`.execute(admin);
  await admin.destroy();
  const url = cluster.url('billing');
  const migrated = await runBilling(['migrate'], { DATABASE_URL: url });
  expect(migrated.code, migrated.stderr).toBe(0);
  db = createDb(url, 4);

  // A sandbox tenant whose daily job is due today (bill-run hour 0 JST), a webhook receiver.
  const tenant = await newTenant(db, { name: 'HA' });
  key = tenant.sandboxKey;
  tenantId = await tenantIdOf(db, tenant.providerId);
  await sql`UPDATE provider SET bill_run_hour_jst = 0 WHERE id = ${tenant.providerId}`.execute(db);
  today = jstDateOfInstant(Date.now());
  receiver = createServer((req, res) => {
    let body = '';
    req.on('data', (d: Buffer) => (body += d.toString()));
    req.on('end', () => {
      const event = JSON.parse(body) as { type: string; data: { object: { id: string } } };
      deliveries.push({ type: event.type, objectId: event.data.object.id });
      res.writeHead(200).end();
    });
  });
  await new Promise<void>((resolve) => receiver.listen(0, '127.0.0.1', resolve));

  const env = {
    DATABASE_URL: url,
    RUN_WEBHOOKS: 'true',
    WEBHOOK_TIMEOUT_MS: '2000',
    WEBHOOK_POLL_MS: '200',
    DB_STATEMENT_TIMEOUT_MS: String(STATEMENT_TIMEOUT_MS),
  };
  servers.push(await startServerProcess({ ...env, RUN_JOBS: 'false' }));
  const c = httpClient(servers[0]!.address, tenant.sandboxKey);
  const endpoint = await c.post('/v1/webhookendpoint/create', {
    url: `http://127.0.0.1:${(receiver.address() as AddressInfo).port}/hook`,
    eventTypes: ['customer.created'],
  });
  expect(endpoint.status, JSON.stringify(endpoint.body)).toBe(200);

  // Usage contracts: a usage-priced charge from two years back, so usage has past days to go to.
  const firstOfMonth = `${today.slice(0, 8)}01`;
  const usageStart = `${Number(today.slice(0, 4)) - 2}${today.slice(4, 8)}01` as LocalDate;
  const unit = await buildUsageUnit(c);
  const usageItem = await buildCatalogItem(c, {
    defaultContractTerm: { value: 36, unit: 'UNIT_MONTHLY' },
    pricing: { type: 'TYPE_USAGE', price: '2' },
    chargeItem: { usageUnitId: unit.id },
  });
  const usageContracts: string[] = [];
  for (let i = 0; i < 4; i++)
    usageContracts.push((await buildContract(c, { catalogItem: usageItem, mainItem: { startDate: usageStart } })).contract.id);
  const bulk = await bulkCustomer(db, tenantId);
  bulkCustomerId = bulk.customerId;
  const start = addDays(firstOfMonth as LocalDate, -75).slice(0, 8) + '01';
  await bulkInsertContracts(db, tenantId, CONTRACTS, { start, knownOn: start, ...bulk });
  note(`cluster up, ${CONTRACTS} contracts due from ${start}, 4 usage contracts; starting the job runner`);

  // The job runner starts last: its scheduler begins the bill run at once.
  servers.push(await startServerProcess({ ...env, RUN_JOBS: 'true' }));
  load = new WriteLoad({
    servers: servers.map((s) => s.address),
    key,
    usage: { contractIds: usageContracts, usageUnitId: unit.id, firstDay: usageStart, days: 700 },
    today,
  });
}, 300_000);

afterAll(async () => {
  if (report.length) console.log(['', 'HA failover test', ...report.map((l) => `  ${l}`), ''].join('\n'));
  for (const s of servers) {
    const out = s.output();
    if (/uncaught exception|Unhandled/.test(out)) console.log(out.slice(-5000));
    await s.stop();
  }
  await db?.destroy();
  receiver?.close();
  await cluster?.stop();
}, 120_000);

describe(`failover of the primary (SIGKILL of its ${KILL === 'node' ? 'PostgreSQL and Patroni' : 'PostgreSQL'}) under write load and a bill run`, () => {
  it('fails over within 30 s; the API answers only 200 or 503 code 14 with Retry-After, never a 500 or a hang', async () => {
    load.start(CLIENTS);
    const refresh = setInterval(() => {
      void httpClient(servers[0]!.address, key)
        .get<{ billings: Array<{ id: string; status: string; total: string }> }>('/v1/billing/list', { pageSize: 100 })
        .then((r) => {
          // Payable billings with something left to pay (payments are of 1 yen): invoiced ones (a
          // per-billing customer's billing is invoiced when it is made; an uninvoiced one is NOT_INVOICED).
          const open = new Set(['STATUS_INVOICE_CREATED', 'STATUS_POSTED', 'STATUS_PARTIALLY_PAID']);
          const payable = r.status === 200 ? r.body.billings.filter((b) => open.has(b.status) && Number(b.total) >= 100) : [];
          if (payable.length) load.billingIds = payable.map((b) => b.id);
        })
        .catch(() => undefined);
    }, 500);
    try {
      // Kill mid bill run, once writes of every kind have been acknowledged.
      const waitStart = Date.now();
      for (;;) {
        const r = await billRun();
        const acked = load.ops.filter((o) => o.acked);
        if (r?.status === 'DONE') throw new Error(`the bill run finished before the kill (${r.chunks} chunks): raise HA_CONTRACTS`);
        if (r && r.done >= 2 && new Set(acked.map((o) => o.kind)).size === 3 && acked.length >= 12) {
          run.chunksAtKill = r.done;
          run.billRunId = r.id;
          note(`bill run ${r.id}: ${r.done} of ${Math.ceil(CONTRACTS / 500)} chunks done at the kill, ${acked.length} writes acknowledged`);
          break;
        }
        if (Date.now() - waitStart > 180_000) throw new Error(`no bill run in progress after 180 s: ${JSON.stringify(r)}`);
        await sleep(100);
      }
      const primary = await cluster.primary();
      expect(primary).toBeDefined();
      run.killedNode = primary!;
      run.survivor = cluster.nodes.find((n) => n.name !== primary)!.name;
      if (KILL === 'node') cluster.killPatroni(run.killedNode);
      run.killedAt = Date.now();
      const victims = cluster.killPostgres(run.killedNode);
      note(
        `killed ${run.killedNode}: SIGKILL to its postmaster and ${victims.length - 1} PostgreSQL processes${KILL === 'node' ? ', and its Patroni' : ''}`,
      );

      run.patroniFailoverMs = await cluster.waitFor(
        `${run.survivor} to be the primary`,
        60_000,
        async () => (await cluster.primary()) === run.survivor,
      );
      await cluster.waitFor('a write acknowledged after the kill', 60_000, async () =>
        load.ops.some((o) => o.acked !== undefined && o.firstSent > run.killedAt),
      );
      const firstAck = Math.min(...load.ops.filter((o) => o.acked !== undefined && o.firstSent > run.killedAt).map((o) => o.acked!));
      run.firstAckAfterKillMs = firstAck - run.killedAt;
      // Ten more seconds of writes on the new primary, then every write in flight settles.
      await sleep(10_000);
    } finally {
      await load.stop(Date.now() + 60_000);
      clearInterval(refresh);
    }

    const byStatus = new Map<string, number>();
    for (const a of load.answers) {
      const k = a.status === 200 ? '200' : a.status === 0 ? 'no answer' : `${a.status} code ${a.code}`;
      byStatus.set(k, (byStatus.get(k) ?? 0) + 1);
    }
    const slowest = Math.max(...load.answers.map((a) => a.end - a.start));
    const unavailable = load.answers.filter((a) => a.status === 503);
    note(
      `failover: ${run.survivor} primary ${seconds(run.patroniFailoverMs)} after the kill (Patroni); first write acknowledged after ${seconds(run.firstAckAfterKillMs)}`,
    );
    note(
      `answers: ${[...byStatus].map(([k, n]) => `${n} × ${k}`).join(', ')}; slowest ${seconds(slowest)} (statement timeout ${seconds(STATEMENT_TIMEOUT_MS)})`,
    );
    const refused = load.ops.filter((o) => o.refused);
    expect(
      refused.slice(0, 3).map((o) => `${o.kind} ${o.key}: ${o.refused}`),
      'writes refused as requests',
    ).toEqual([]);
    const odd = load.answers.filter((a) => a.status !== 200 && !(a.status === 503 && a.code === 14 && a.retryAfter === '1'));
    expect(odd.slice(0, 5), 'answers other than 200 and 503 code 14 with Retry-After').toEqual([]);
    expect(unavailable.length).toBeGreaterThan(0);
    expect(slowest).toBeLessThan(STATEMENT_TIMEOUT_MS + 2000);
    expect(run.firstAckAfterKillMs).toBeLessThanOrEqual(30_000);
    expect(run.patroniFailoverMs).toBeLessThanOrEqual(30_000);
  });

  it('every acknowledged write is in the database once: customers, usage, payments', async () => {
    expect(run.killedAt, 'the primary was not killed').toBeGreaterThan(0);
    const ops = load.ops;
    const acked = ops.filter((o) => o.acked !== undefined);
    const customers = await query(
      async () =>
        (
          await sql<{ name: string; n: string }>`SELECT name, count(*) AS n FROM customer
            WHERE tenant_id = ${tenantId} AND name LIKE 'ha-customer-%' GROUP BY name`.execute(db)
        ).rows,
    );
    const usage = await query(
      async () =>
        (
          await sql<{ contract_id: string; target_date: string; quantity: string; n: string }>`
            SELECT contract_id, target_date, min(quantity) AS quantity, count(*) AS n FROM daily_usage
            WHERE tenant_id = ${tenantId} GROUP BY contract_id, target_date`.execute(db)
        ).rows,
    );
    const payments = await query(
      async () =>
        (
          await sql<{
            optional_id: string;
            billing_id: string;
            n: string;
          }>`SELECT optional_id, min(billing_id::text) AS billing_id, count(*) AS n
            FROM payment WHERE tenant_id = ${tenantId} AND optional_id LIKE 'ha-payment-%' GROUP BY optional_id`.execute(db)
        ).rows,
    );
    const customerCount = new Map(customers.map((r) => [r.name, Number(r.n)]));
    const usageRow = new Map(usage.map((r) => [`${r.contract_id}/${r.target_date}`, r]));
    const paymentCount = new Map(payments.map((r) => [r.optional_id, r]));
    const found = (o: (typeof ops)[number]): number => {
      if (o.kind === 'customer') return customerCount.get(o.detail.name!) ?? 0;
      if (o.kind === 'payment') {
        const p = paymentCount.get(o.key);
        return p && p.billing_id === o.detail.billingId ? Number(p.n) : 0;
      }
      // The latest acknowledged quantity of the (contract, day) — each write has a key of its own.
      const u = usageRow.get(o.key);
      return u && u.quantity === o.detail.quantity ? Number(u.n) : 0;
    };
    const lost = acked.filter((o) => found(o) === 0);
    const twice = ops.filter((o) => found(o) > 1);
    const afterKill = acked.filter((o) => o.firstSent > run.killedAt);
    const during = acked.filter((o) => o.firstSent <= run.killedAt && o.acked! > run.killedAt);
    const kinds = (['customer', 'usage', 'payment'] as const).map((k) => {
      const all = ops.filter((o) => o.kind === k);
      return `${k} ${all.length}/${all.filter((o) => o.acked).length}/${all.filter((o) => o.acked && found(o) === 1).length}`;
    });
    note(
      `writes attempted ${ops.length}, acknowledged ${acked.length}, found ${acked.length - lost.length}, duplicates ${twice.length} (attempted/acknowledged/found: ${kinds.join(', ')}); acknowledged across the kill ${during.length}, after it ${afterKill.length}`,
    );
    expect(lost.map((o) => o.key)).toEqual([]);
    expect(twice.map((o) => o.key)).toEqual([]);
    expect(afterKill.length).toBeGreaterThan(0);
    // No payment was applied twice: each billing's paid amount is the sum of its payment rows.
    const mismatched = await query(
      async () =>
        (
          await sql<{ n: string }>`SELECT count(*) AS n FROM billing b WHERE b.tenant_id = ${tenantId}
            AND b.paid_amount <> (SELECT coalesce(sum(p.amount), 0) FROM payment p WHERE p.tenant_id = b.tenant_id AND p.billing_id = b.id)`.execute(
            db,
          )
        ).rows[0]!.n,
    );
    expect(Number(mismatched)).toBe(0);
  });

  it('the bill run completes on the new primary, nothing parked and no billing twice', async () => {
    expect(run.killedAt, 'the primary was not killed').toBeGreaterThan(0);
    const started = Date.now();
    let r = await query(billRun);
    while (r?.status !== 'DONE' && Date.now() - started < 240_000) {
      await sleep(1000);
      r = await query(billRun);
    }
    const completedIn = Date.now() - run.killedAt;
    const stats = await query(
      async () =>
        (
          await sql<{ contracts: string; min: string; max: string; billings: string; pairs: string; events: string; parked: string }>`
            WITH per AS (
              SELECT c.id, count(b.id) AS n FROM contract c
              LEFT JOIN billing b ON b.tenant_id = c.tenant_id AND b.contract_id = c.id
              WHERE c.tenant_id = ${tenantId} AND c.customer_id = ${bulkCustomerId} GROUP BY c.id
            )
            SELECT (SELECT count(*) FROM per) AS contracts, (SELECT min(n) FROM per) AS min, (SELECT max(n) FROM per) AS max,
              (SELECT count(*) FROM billing WHERE tenant_id = ${tenantId}) AS billings,
              (SELECT count(DISTINCT (contract_id, billing_date)) FROM billing WHERE tenant_id = ${tenantId}) AS pairs,
              (SELECT count(*) FROM event WHERE tenant_id = ${tenantId} AND type = 'billing.created') AS events,
              (SELECT count(*) FROM bill_run_parked WHERE tenant_id = ${tenantId}) AS parked`.execute(db)
        ).rows[0]!,
    );
    // The daily job goes on after its bill run (closings, sweeps, reminders over every new invoice).
    const jobOf = () =>
      query(
        async () =>
          (
            await sql<{
              status: string;
              attempts: number;
            }>`SELECT status, attempts FROM job WHERE tenant_id = ${tenantId} AND run_date = ${today}`.execute(db)
          ).rows[0],
      );
    let job = await jobOf();
    while (job?.status !== 'DONE' && Date.now() - started < 240_000) {
      await sleep(1000);
      job = await jobOf();
    }
    note(
      `bill run: ${r?.status} after ${r?.seconds.toFixed(1)} s, ${seconds(completedIn)} after the kill (daily job ${job?.status}, ${job?.attempts} claim(s)); ${stats.contracts} contracts with ${stats.min}..${stats.max} billings each, ${stats.billings} billings, ${Number(stats.billings) - Number(stats.pairs)} twice for a contract and day, ${stats.events} billing.created events, ${stats.parked} parked`,
    );
    expect(r?.status).toBe('DONE');
    expect(job?.status).toBe('DONE');
    expect(Number(stats.contracts)).toBe(CONTRACTS);
    expect(Number(stats.min)).toBeGreaterThan(0);
    expect(stats.min).toBe(stats.max);
    expect(stats.billings).toBe(stats.pairs);
    expect(stats.events).toBe(stats.billings);
    expect(Number(stats.parked)).toBe(0);
  });

  it("the webhook outbox delivers every acknowledged customer's customer.created", async () => {
    expect(run.killedAt, 'the primary was not killed').toBeGreaterThan(0);
    const ids = load.ops.filter((o) => o.kind === 'customer' && o.acked).map((o) => o.detail.id!);
    const delivered = () => new Set(deliveries.filter((d) => d.type === 'customer.created').map((d) => d.objectId));
    const started = Date.now();
    while (ids.some((id) => !delivered().has(id)) && Date.now() - started < 90_000) await sleep(500);
    const missing = ids.filter((id) => !delivered().has(id));
    note(
      `webhooks: ${ids.length - missing.length} of ${ids.length} acknowledged customers' customer.created delivered (${deliveries.length} deliveries in all)`,
    );
    expect(missing).toEqual([]);
  });

  it('the old primary rejoins as a standby with the same rows', async () => {
    expect(run.killedAt, 'the primary was not killed').toBeGreaterThan(0);
    if (KILL === 'node') cluster.startPatroni(run.killedNode);
    const rejoinMs = await cluster.waitFor(`${run.killedNode} to stream from ${run.survivor}`, 180_000, async () => {
      const members = await cluster.members();
      const old = members.find((m) => m.name === run.killedNode);
      const leader = members.find((m) => m.role === 'leader');
      return (
        leader?.name === run.survivor &&
        (old?.role === 'replica' || old?.role === 'sync_standby') &&
        ['running', 'streaming'].includes(old.state) &&
        old.timeline === leader.timeline
      );
    });
    const standby = createDb(cluster.nodeUrl(run.killedNode, 'billing'), 1);
    try {
      const counts = async (on: Db) =>
        (
          await sql<{ c: string }>`SELECT (SELECT count(*) FROM customer WHERE tenant_id = ${tenantId})::text || '/' ||
            (SELECT count(*) FROM payment WHERE tenant_id = ${tenantId}) || '/' || (SELECT count(*) FROM billing WHERE tenant_id = ${tenantId}) AS c`.execute(
            on,
          )
        ).rows[0]!.c;
      const primaryCounts = await query(() => counts(db));
      const same = await cluster.waitFor(
        'the standby to have replayed everything',
        30_000,
        async () => (await counts(standby)) === primaryCounts,
      );
      const inRecovery = (await sql<{ r: boolean }>`SELECT pg_is_in_recovery() AS r`.execute(standby)).rows[0]!.r;
      const role = (await cluster.members()).find((m) => m.name === run.killedNode)?.role;
      note(
        `rejoin: ${run.killedNode} back as ${role} ${seconds(Date.now() - run.killedAt)} after the kill (${seconds(rejoinMs)} of waiting), in recovery ${inRecovery}, customers/payments/billings ${primaryCounts} on both (replayed in ${seconds(same)})`,
      );
      expect(inRecovery).toBe(true);
    } finally {
      await standby.destroy();
    }
  });
});
