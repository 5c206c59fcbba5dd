import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { attackerPairs, buildTestApp, client, newTenant, type Client, type TestApp } from '../../../test/helpers/app';
import { createCustomer } from '../../../test/helpers/factories/customer';
import { tenantIdOf } from '../../../test/helpers/factories/billing';
import { inTransaction } from '../../db/db';
import { createCustomer as createCustomerService } from '../../services/customer';
import type { Event } from './event.schema';
import { undocumentedEvents } from '../../../test/helpers/events';

let t: TestApp;
beforeAll(async () => {
  t = await buildTestApp();
});
afterAll(async () => {
  await t.close();
});

type ListBody = { events: Event[]; nextPageToken: string };

async function sandbox(): Promise<{ c: Client; providerId: string }> {
  const keys = await newTenant(t.db);
  return { c: client(t.app, keys.sandboxKey), providerId: keys.providerId };
}

async function allEvents(c: Client, query: Record<string, string | number | string[]> = {}): Promise<Event[]> {
  const out: Event[] = [];
  let token = '';
  for (let guard = 0; guard < 50; guard++) {
    const res = await c.get<ListBody>('/v1/event/list', { ...query, ...(token ? { pageToken: token } : {}) });
    expect(res.status, JSON.stringify(res.body)).toBe(200);
    out.push(...res.body.events);
    token = res.body.nextPageToken;
    if (!token) break;
  }
  return out;
}

describe('customer events', () => {
  it('created, updated and deleted carry the customer as the API shows it', async () => {
    const { c } = await sandbox();
    const customer = await createCustomer(c, { name: 'Acme' });
    const updated = (await c.patch<{ customer: unknown }>('/v1/customer/update', { id: customer.id, name: 'Acme 2' })).body.customer;
    expect((await c.post('/v1/customer/delete', { id: customer.id })).status).toBe(200);
    const events = await allEvents(c);
    expect(events.map((e) => e.type)).toEqual(['customer.deleted', 'customer.updated', 'customer.created']);
    expect(events[2]!.data.object).toEqual(customer);
    expect(events[1]!.data.object).toEqual(updated);
    expect(events[0]!.data.object).toEqual(updated);
    for (const e of events) expect(e.previousAttributes).toEqual({});
    expect(undocumentedEvents(events)).toEqual([]);
  });

  it('a refused write writes no event', async () => {
    const { c } = await sandbox();
    await createCustomer(c, { optionalId: 'dup' });
    expect((await c.post('/v1/customer/create', { name: 'x', optionalId: 'dup' })).status).toBe(409);
    expect((await c.post('/v1/customer/delete', { id: '01890000-0000-7000-8000-000000000000' })).status).toBe(404);
    expect((await allEvents(c)).map((e) => e.type)).toEqual(['customer.created']);
  });

  it('a change rolled back after its event was written leaves neither', async () => {
    const { c, providerId } = await sandbox();
    const tenantId = await tenantIdOf(t.db, providerId);
    const caller = {
      tenantId,
      providerId,
      environment: 'sandbox' as const,
      keyId: '',
      taxRounding: '',
      billRunHourJst: 0,
      now: new Date(),
    };
    await expect(
      inTransaction(t.db, async (tx) => {
        await createCustomerService({ caller, db: tx, ports: t.sys.ports }, { name: 'rolled back' });
        const inside = await tx.selectFrom('event').select('type').where('tenant_id', '=', tenantId).execute();
        expect(inside.map((e) => e.type)).toEqual(['customer.created']);
        throw new Error('roll back');
      }),
    ).rejects.toThrow('roll back');
    expect(await allEvents(c)).toEqual([]);
    expect((await c.get<{ customers: unknown[] }>('/v1/customer/list')).body.customers).toEqual([]);
  });
});

describe('/v1/event/list', () => {
  it('newest first, keyset paged, GET = POST, filtered by types and time', async () => {
    const { c } = await sandbox();
    const made = [];
    for (let i = 0; i < 5; i++) made.push(await createCustomer(c, { name: `c${i}` }));
    await c.patch('/v1/customer/update', { id: made[0]!.id, name: 'renamed' });
    const all = await allEvents(c, { pageSize: 2 });
    expect(all).toHaveLength(6);
    expect(all[0]!.type).toBe('customer.updated');
    expect(all.slice(1).map((e) => (e.data.object as { id: string }).id)).toEqual(made.map((m) => m.id).reverse());
    const times = all.map((e) => Date.parse(e.createTime));
    expect([...times].sort((a, b) => b - a)).toEqual(times);
    const first = await c.get<ListBody>('/v1/event/list', { pageSize: 2 });
    expect((await c.post<ListBody>('/v1/event/list', { pageSize: 2 })).body).toEqual(first.body);
    expect((await allEvents(c, { types: ['customer.updated'] })).map((e) => e.id)).toEqual([all[0]!.id]);
    expect(await allEvents(c, { types: ['customer.updated', 'customer.created'] })).toHaveLength(6);
    expect(await allEvents(c, { types: ['billing.created'] })).toEqual([]);
    const mid = all[3]!.createTime;
    const from = await allEvents(c, { createTimeFrom: mid });
    expect(from.every((e) => Date.parse(e.createTime) >= Date.parse(mid))).toBe(true);
    const to = await allEvents(c, { createTimeTo: mid });
    expect(to.every((e) => Date.parse(e.createTime) < Date.parse(mid))).toBe(true);
    expect(from.length + to.length).toBe(6);
  });

  it.each([
    [{ types: ['customer.nope'] }, 'types'],
    [{ createTimeFrom: 'yesterday' }, 'createTimeFrom'],
    [{ createTimeFrom: '2031-01-02', createTimeTo: '2031-01-01' }, 'createTimeTo'],
    [{ pageSize: 0 }, 'pageSize'],
    [{ extra: 1 }, 'extra'],
  ])('rejects %j naming %s', async (body, field) => {
    const { c } = await sandbox();
    const res = await c.post('/v1/event/list', body);
    expect(res.status).toBe(400);
    expect(JSON.stringify(res.body)).toContain(field);
  });

  it('a page token is bound to its query and tenant', async () => {
    const { c } = await sandbox();
    for (let i = 0; i < 3; i++) await createCustomer(c);
    const first = await c.post<ListBody>('/v1/event/list', { pageSize: 1 });
    expect((await c.post('/v1/event/list', { pageSize: 1, pageToken: first.body.nextPageToken, types: ['customer.created'] })).status).toBe(
      400,
    );
    const other = (await sandbox()).c;
    expect((await other.post('/v1/event/list', { pageToken: first.body.nextPageToken })).status).toBe(400);
  });
});

describe('/v1/event/get', () => {
  it('finds an event by id, GET = POST; unknown 404, malformed 400', async () => {
    const { c } = await sandbox();
    await createCustomer(c);
    const [e] = await allEvents(c);
    expect((await c.get('/v1/event/get', { id: e!.id })).body).toEqual({ event: e });
    expect((await c.post('/v1/event/get', { id: e!.id })).body).toEqual({ event: e });
    expect((await c.post('/v1/event/get', { id: '01890000-0000-7000-8000-000000000000' })).status).toBe(404);
    expect((await c.post('/v1/event/get', { id: 'nope' })).status).toBe(400);
    expect((await c.post('/v1/event/get', {})).status).toBe(400);
  });

  describe.each(attackerPairs(() => t))('from %s', (_name, pair) => {
    it('is NOT_FOUND and never listed', async () => {
      const [owner, other] = await pair();
      await createCustomer(owner);
      const [e] = await allEvents(owner);
      expect((await other.post('/v1/event/get', { id: e!.id })).status).toBe(404);
      expect(await allEvents(other)).toEqual([]);
    });
  });
});
