import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildTestApp, client, newTenant, type TestApp } from '../../../test/helpers/app';

let t: TestApp;
beforeAll(async () => {
  t = await buildTestApp();
});
afterAll(async () => {
  await t.close();
});

describe('test clock', () => {
  it('real time until moved; advance to a bare date = end of that JST day; GET = POST; per tenant', async () => {
    const keys = await newTenant(t.db);
    const c = client(t.app, keys.sandboxKey);
    const before = await c.get<{ now: string }>('/v1/testclock/get');
    expect(Math.abs(Date.parse(before.body.now) - Date.now())).toBeLessThan(60_000);
    const res = await c.post('/v1/testclock/advance', { to: '2031-03-31' });
    expect(res.body).toEqual({ now: '2031-03-31T14:59:59.999Z', billingsCreated: 0 });
    expect((await c.get('/v1/testclock/get')).body).toEqual({ now: '2031-03-31T14:59:59.999Z' });
    expect((await c.post('/v1/testclock/get', {})).body).toEqual({ now: '2031-03-31T14:59:59.999Z' });
    expect((await c.post('/v1/testclock/advance', { to: '2031-04-01T10:00:00+09:00' })).body).toEqual({
      now: '2031-04-01T01:00:00Z',
      billingsCreated: 0,
    });
    const other = await client(t.app, (await newTenant(t.db)).sandboxKey).get<{ now: string }>('/v1/testclock/get');
    expect(other.body.now.startsWith('2031')).toBe(false);
  });

  it('backwards is FAILED_PRECONDITION; bad input 400; production keys PERMISSION_DENIED', async () => {
    const keys = await newTenant(t.db);
    const c = client(t.app, keys.sandboxKey);
    await c.post('/v1/testclock/advance', { to: '2031-03-31' });
    expect((await c.post('/v1/testclock/advance', { to: '2031-03-30' })).body).toMatchObject({ code: 9 });
    for (const body of [{}, { to: '2031-02-30' }, { to: 'tomorrow' }, { to: '2031-04-01', extra: 1 }])
      expect((await c.post('/v1/testclock/advance', body)).status).toBe(400);
    const p = client(t.app, keys.productionKey);
    expect((await p.get('/v1/testclock/get')).body).toMatchObject({ code: 7 });
    expect((await p.post('/v1/testclock/advance', { to: '2031-04-01' })).status).toBe(403);
  });
});
