import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createDb, type Db } from '../../src/db/db';
import { newTenant, testDatabaseUrl } from '../helpers/app';
import { startServerProcess, type ServerProcess } from '../helpers/process';

let db: Db;
let servers: ServerProcess[] = [];
beforeAll(async () => {
  db = createDb(testDatabaseUrl(), 2);
  servers = await Promise.all([1, 2].map(() => startServerProcess({ DATABASE_URL: testDatabaseUrl() })));
}, 90_000);
afterAll(async () => {
  await Promise.all(servers.map((s) => s.stop()));
  await db.destroy();
});

/** The rate-limit windows of one tenant. */
const windowsOf = (providerId: string, environment: 'sandbox' | 'production') =>
  db
    .selectFrom('rate_limit_window as w')
    .innerJoin('tenant as t', 't.id', 'w.tenant_id')
    .select(['w.count'])
    .where('t.provider_id', '=', providerId)
    .where('t.environment', '=', environment)
    .execute();

describe('rate limit across two server processes on one database', () => {
  it('admits exactly the limit per one-minute window, whichever process answers', async () => {
    const limit = 10;
    const tenant = await newTenant(db, { rateLimitPerMinute: limit });
    const requests = Array.from({ length: 24 }, (_, i) =>
      fetch(`${servers[i % 2]!.address}/v1/provider/get`, { headers: { authorization: `Bearer ${tenant.sandboxKey}` } }),
    );
    const responses = await Promise.all(requests);
    const statuses = responses.map((r) => r.status);
    // Anything but 200 or 429 is named with its body first: an admitted request that failed later would otherwise show only as a count.
    const others = await Promise.all(
      responses.filter((r) => r.status !== 200 && r.status !== 429).map(async (r) => `${r.status} ${await r.text()}`),
    );
    expect(others).toEqual([]);
    const tooMany = responses.filter((r) => r.status === 429);
    for (const r of tooMany) {
      expect(Number(r.headers.get('retry-after'))).toBeGreaterThanOrEqual(1);
      expect(await r.json()).toMatchObject({ code: 8 });
    }
    // Exact: each window admits min(count, limit) — even if a minute boundary fell inside the burst.
    const windows = await windowsOf(tenant.providerId, 'sandbox');
    expect(windows.reduce((n, w) => n + w.count, 0)).toBe(24);
    const admitted = windows.reduce((n, w) => n + Math.min(w.count, limit), 0);
    expect(statuses.filter((s) => s === 200).length).toBe(admitted);
    // Both processes answered some of the requests.
    expect(new Set(responses.map((_, i) => i % 2)).size).toBe(2);
  });

  it('with leased slices (limit 200: 10 per lease), the processes together never admit more than the limit', async () => {
    const limit = 200;
    const tenant = await newTenant(db, { rateLimitPerMinute: limit });
    const statuses: number[] = [];
    // 8 concurrent clients per process, 300 requests in all.
    let sent = 0;
    const worker = async (server: ServerProcess) => {
      while (sent < 300) {
        sent++;
        const r = await fetch(`${server.address}/v1/provider/get`, { headers: { authorization: `Bearer ${tenant.productionKey}` } });
        await r.arrayBuffer();
        statuses.push(r.status);
      }
    };
    await Promise.all(servers.flatMap((s) => Array.from({ length: 8 }, () => worker(s))));
    const windows = await windowsOf(tenant.providerId, 'production');
    const admitted = statuses.filter((s) => s === 200).length;
    expect(statuses.filter((s) => s !== 200 && s !== 429)).toEqual([]);
    // Never more than the limit per window; at most one unused slice per process short of it.
    expect(admitted).toBeLessThanOrEqual(limit * windows.length);
    expect(admitted).toBeGreaterThanOrEqual(limit - 2 * 10);
  });
});
