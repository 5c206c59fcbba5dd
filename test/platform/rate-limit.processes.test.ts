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

describe('rate limit across two server processes on one database', () => {
  it('admits exactly the limit per one-minute window, whichever process answers', async () => {
    const limit = 10;
    const tenant = await newTenant(db, { rateLimitPerMinute: limit });
    const requests = Array.from({ length: 24 }, (_, i) =>
      fetch(`${servers[i % 2]!.address}/v1/provider/get`, { headers: { authorization: `Bearer ${tenant.sandboxKey}` } }),
    );
    const responses = await Promise.all(requests);
    const statuses = responses.map((r) => r.status);
    const tooMany = responses.filter((r) => r.status === 429);
    for (const r of tooMany) {
      expect(Number(r.headers.get('retry-after'))).toBeGreaterThanOrEqual(1);
      expect(await r.json()).toMatchObject({ code: 8 });
    }
    // Exact: each window admits min(count, limit) — even if a minute boundary fell inside the burst.
    const windows = await db
      .selectFrom('rate_limit_window as w')
      .innerJoin('tenant as t', 't.id', 'w.tenant_id')
      .select(['w.count'])
      .where('t.provider_id', '=', tenant.providerId)
      .where('t.environment', '=', 'sandbox')
      .execute();
    expect(windows.reduce((n, w) => n + w.count, 0)).toBe(24);
    const admitted = windows.reduce((n, w) => n + Math.min(w.count, limit), 0);
    expect(statuses.filter((s) => s === 200).length).toBe(admitted);
    expect(statuses.filter((s) => s !== 200 && s !== 429)).toEqual([]);
    // Both processes answered some of the requests.
    expect(new Set(responses.map((_, i) => i % 2)).size).toBe(2);
  });
});
