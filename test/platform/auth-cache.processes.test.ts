import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { setTimeout as sleep } from 'node:timers/promises';
import { createDb, type Db } from '../../src/db/db';
import { createApiKey, revokeKey } from '../../src/services/platform';
import { newTenant, testDatabaseUrl } from '../helpers/app';
import { startServerProcess, type ServerProcess } from '../helpers/process';

let db: Db;
let servers: ServerProcess[] = [];
beforeAll(async () => {
  db = createDb(testDatabaseUrl(), 2);
  servers = await Promise.all([1, 2].map(() => startServerProcess({ DATABASE_URL: testDatabaseUrl(), LOG_LEVEL: 'info' })));
}, 90_000);
afterAll(async () => {
  await Promise.all(servers.map((s) => s.stop()));
  await db.destroy();
});

const get = (server: ServerProcess, key: string) =>
  fetch(`${server.address}/v1/provider/get`, { headers: { authorization: `Bearer ${key}` } }).then(async (r) => ({
    status: r.status,
    body: (await r.json()) as { message?: string },
  }));

describe('cached key lookups on two server processes', () => {
  it('a key revoked through one connection is refused by both processes one second later', async () => {
    const tenant = await newTenant(db);
    const key = await createApiKey(db, tenant.providerId, 'sandbox');
    // Both processes have the key cached.
    for (const s of servers) for (let i = 0; i < 3; i++) expect((await get(s, key.key)).status).toBe(200);
    await revokeKey(db, key.id);
    await sleep(1000);
    for (const s of servers) {
      const res = await get(s, key.key);
      expect(res.status).toBe(401);
      expect(res.body.message).toMatch(/revoked/);
    }
    // The tenant's other key is unaffected.
    for (const s of servers) expect((await get(s, tenant.sandboxKey)).status).toBe(200);
  });

  it('a key whose expiry passes is refused by both processes without any change written', async () => {
    const tenant = await newTenant(db);
    const key = await createApiKey(db, tenant.providerId, 'production', new Date(Date.now() + 1500));
    for (const s of servers) expect((await get(s, key.key)).status).toBe(200);
    await sleep(1600);
    for (const s of servers) {
      const res = await get(s, key.key);
      expect(res.status).toBe(401);
      expect(res.body.message).toMatch(/expired/);
    }
  });

  it('stdout is JSON lines only (the banner is on stderr), and the lines of each authenticated request name its tenant', async () => {
    const tenant = await newTenant(db);
    for (const s of servers) expect((await get(s, tenant.productionKey)).status).toBe(200);
    for (const s of servers) {
      expect(s.output()).toMatch(/Listening on http/);
      expect(s.stdout()).not.toMatch(/Listening on/);
      const lines = s
        .stdout()
        .trim()
        .split('\n')
        .map((l) => JSON.parse(l) as { msg: string; tenantId?: string; req?: { url: string } });
      const completed = lines.filter((l) => l.msg === 'request completed');
      expect(completed.length).toBeGreaterThan(0);
      for (const l of completed) expect(l.tenantId).toMatch(/^[0-9a-f-]{36}$/);
    }
  });
});
