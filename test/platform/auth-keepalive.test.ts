import http from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildTestApp, client, newTenant, type TestApp } from '../helpers/app';
import { createCustomer } from '../helpers/factories/customer';

// One keep-alive connection carrying several keys: each request is authenticated by its own key
// (the connection remembers the last key's hash only to skip hashing the same key again).

let t: TestApp;
let port: number;
beforeAll(async () => {
  t = await buildTestApp();
  await t.app.listen({ port: 0, host: '127.0.0.1' });
  port = (t.app.server.address() as AddressInfo).port;
});
afterAll(async () => {
  await t.close();
});

function get(agent: http.Agent, path: string, key: string): Promise<{ status: number; reused: boolean }> {
  return new Promise((resolve, reject) => {
    const req = http.get({ host: '127.0.0.1', port, path, agent, headers: { authorization: `Bearer ${key}` } }, (res) => {
      res.resume();
      res.on('end', () => resolve({ status: res.statusCode!, reused: req.reusedSocket }));
    });
    req.on('error', reject);
  });
}

describe('several keys on one keep-alive connection', () => {
  it('authenticates every request by its own key', async () => {
    const [a, b] = [await newTenant(t.db), await newTenant(t.db)];
    const mine = await createCustomer(client(t.app, a.sandboxKey));
    const agent = new http.Agent({ keepAlive: true, maxSockets: 1 });
    const path = `/v1/customer/get?id=${mine.id}`;
    const unknown = `sk_sandbox_${'x'.repeat(43)}`;
    const answers = [];
    for (const key of [a.sandboxKey, a.sandboxKey, b.sandboxKey, unknown, a.productionKey, a.sandboxKey])
      answers.push(await get(agent, path, key));
    agent.destroy();
    expect(answers.map((x) => x.status)).toEqual([200, 200, 404, 401, 404, 200]);
    expect(answers.slice(1).every((x) => x.reused)).toBe(true);
  });
});
