/**
 * HTTP throughput of authenticated reads, against two baselines measured in the same run on the
 * same server and client: a bare route (the HTTP stack alone) and /hc (HTTP + one SQL round trip).
 * Every authenticated request also looks its key up and counts it in the tenant's rate-limit window
 * (one SQL round trip), then runs its own query.
 * Run: node bin/run-ts.js bench/api.bench.ts [requests] [connections]
 * Uses DATABASE_URL when set, else a throwaway embedded PostgreSQL.
 */
import { buildApp } from '../src/app';
import { createDb, migrate } from '../src/db/db';
import { startThrowaway } from '../src/db/embedded';
import { loadConfig } from '../src/lib/config';
import { loadOrCreateSecret } from '../src/db/repos/secret.repo';
import { createProvider } from '../src/services/platform';
import { appPorts } from '../src/wiring';

const total = Number(process.argv[2] ?? 20_000);
const connections = Number(process.argv[3] ?? 32);

const database = await startThrowaway(process.env.DATABASE_URL, 'billing-bench-');
const url = database.url;
const config = loadConfig({ DATABASE_URL: url, LOG_LEVEL: 'silent' });
const db = createDb(url, 20);
await migrate(db);
const authDb = createDb(url, 10, { synchronousCommit: false });
const app = await buildApp(
  { config, db, ports: appPorts(), authDb, pageSecret: await loadOrCreateSecret(db, 'page-token') },
  { logger: false },
);
const address = await app.listen({ port: 0, host: '127.0.0.1' });
const { keys } = await createProvider(db, { name: 'bench', rateLimitPerMinute: 1_000_000 });
const headers = { authorization: `Bearer ${keys[0]!.key}`, 'content-type': 'application/json' };
const created = await fetch(`${address}/v1/customer/create`, {
  method: 'POST',
  headers,
  body: JSON.stringify({ name: 'Bench KK', optionalId: 'bench-1' }),
});
const customerId = ((await created.json()) as { customer: { id: string } }).customer.id;

async function measure(name: string, path: string, init: RequestInit = {}, status = 200): Promise<number> {
  let next = 0;
  const worker = async () => {
    while (next < total) {
      next++;
      const res = await fetch(`${address}${path}`, init);
      if (res.status !== status) throw new Error(`${name}: HTTP ${res.status} ${await res.text()}`);
      await res.arrayBuffer();
    }
  };
  await Promise.all(Array.from({ length: connections }, worker)); // warm-up round
  next = 0;
  const t0 = performance.now();
  await Promise.all(Array.from({ length: connections }, worker));
  const rate = total / ((performance.now() - t0) / 1000);
  process.stdout.write(`${name.padEnd(44)} ${Math.round(rate).toString().padStart(7)} req/s\n`);
  return rate;
}

process.stdout.write(`${total} requests, ${connections} connections, one server process\n`);
const bare = await measure('baseline: unknown path (HTTP stack only)', '/v1/no/such/path', {}, 404);
const hc = await measure('baseline: GET /hc (HTTP + 1 SQL round trip)', '/hc');
const get = await measure('GET /v1/customer/get?id=… (auth + query)', `/v1/customer/get?id=${customerId}`, { headers });
const post = await measure('POST /v1/customer/get {optionalId}', '/v1/customer/get', {
  method: 'POST',
  headers,
  body: JSON.stringify({ optionalId: 'bench-1' }),
});
const list = await measure('GET /v1/customer/list?pageSize=10', '/v1/customer/list?pageSize=10', { headers });
process.stdout.write(
  `customer/get = ${Math.round((get / hc) * 100)} % of /hc, ${Math.round((get / bare) * 100)} % of the bare route; POST ${Math.round(post)} req/s; list ${Math.round(list)} req/s\n`,
);

await app.close();
await authDb.destroy();
await db.destroy();
await database.stop();
