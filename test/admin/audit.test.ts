import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { sql } from 'kysely';
import { inTransaction } from '../../src/db/db';
import { buildTestApp, client, newTenant, type TestApp } from '../helpers/app';
import { adminClient, newOperator } from '../helpers/admin';
import { cli } from '../helpers/cli';

// The audit log through its entry points (docs/records.md): who made each change, read with
// /admin/v1/audit/list, and `billing audit verify`.
let t: TestApp;
let owner: ReturnType<typeof adminClient>;
let ownerId: string;
beforeAll(async () => {
  t = await buildTestApp();
  const op = await newOperator(t.db, 'Auditor');
  ownerId = op.id;
  owner = adminClient(t.app, op.token);
});
afterAll(() => t.close());

interface Entry {
  id: string;
  time: string;
  tenantId: string;
  providerId: string;
  environment: string;
  chain: number;
  seq: string;
  actor: { type: string; id: string };
  action: string;
  resources: Array<{ type: string; id: string }>;
  resourceCount: number;
  requestId: string;
  hash: string;
}
type Page = { entries: Entry[]; nextPageToken: string };

const audit = (body: Record<string, unknown>) => owner<Page>('/admin/v1/audit/list', body);

async function sandboxKeyId(providerId: string, key: string): Promise<string> {
  const keys = await owner<{ keys: Array<{ id: string; prefix: string; environment: string }> }>('/admin/v1/apikey/list', { providerId });
  return keys.body.keys.find((k) => key.startsWith(k.prefix) && k.environment === 'ENVIRONMENT_SANDBOX')!.id;
}

describe('entries of each entry point carry the right actor', () => {
  it('an API key: its id, the path, the request id, the tenant and the record', async () => {
    const p = await newTenant(t.db);
    const api = client(t.app, p.sandboxKey);
    const created = await api.post<{ customer: { id: string } }>(
      '/v1/customer/create',
      { name: 'Key KK' },
      { 'x-request-id': 'audit-req-1' },
    );
    expect(created.status).toBe(200);
    const res = await audit({ resourceId: created.body.customer.id });
    expect(res.status).toBe(200);
    expect(res.body.entries).toEqual([
      expect.objectContaining({
        providerId: p.providerId,
        environment: 'ENVIRONMENT_SANDBOX',
        actor: { type: 'ACTOR_API_KEY', id: await sandboxKeyId(p.providerId, p.sandboxKey) },
        action: '/v1/customer/create',
        requestId: 'audit-req-1',
        resources: [{ type: 'customer', id: created.body.customer.id }],
        resourceCount: 1,
      }),
    ]);
    expect(res.body.entries[0]!.hash).toMatch(/^[0-9a-f]{64}$/);
  });

  it('an operator: on the tenant it acted as, and on the platform chain for a provider', async () => {
    const p = await newTenant(t.db);
    const api = client(t.app, p.sandboxKey);
    const c = await api.post<{ customer: { id: string } }>('/v1/customer/create', { name: 'Op KK' });
    const upd = await owner('/admin/v1/tenant/customer/update', {
      providerId: p.providerId,
      environment: 'ENVIRONMENT_SANDBOX',
      id: c.body.customer.id,
      name: 'Op KK renamed',
    });
    expect(upd.status).toBe(200);
    const byOperator = await audit({ actorId: ownerId, resourceId: c.body.customer.id });
    expect(byOperator.body.entries).toEqual([
      expect.objectContaining({
        providerId: p.providerId,
        actor: { type: 'ACTOR_OPERATOR', id: ownerId },
        action: '/admin/v1/tenant/customer/update',
        resources: [{ type: 'customer', id: c.body.customer.id }],
      }),
    ]);
    const made = await owner<{ provider: { id: string } }>('/admin/v1/provider/create', { name: 'Made by an operator' });
    const platform = await audit({ resourceId: made.body.provider.id, action: '/admin/v1/provider/create' });
    expect(platform.body.entries).toEqual([
      expect.objectContaining({
        tenantId: '00000000-0000-0000-0000-000000000000',
        providerId: '',
        environment: 'ENVIRONMENT_UNSPECIFIED',
        actor: { type: 'ACTOR_OPERATOR', id: ownerId },
      }),
    ]);
  });

  it('the CLI: cli:<user>, the command', async () => {
    const out = await cli(['provider', 'create', '--name', 'CLI made', '--json']);
    expect(out.code).toBe(0);
    const id = (JSON.parse(out.out[0]!) as { provider: { id: string } }).provider.id;
    const res = await audit({ resourceId: id });
    expect(res.body.entries).toHaveLength(1);
    expect(res.body.entries[0]).toMatchObject({
      actor: { type: 'ACTOR_SYSTEM', id: expect.stringMatching(/^cli:/) },
      action: 'cli provider create',
    });
  });

  it('the test clock: the API key that moved it, on its tenant', async () => {
    const p = await newTenant(t.db);
    const api = client(t.app, p.sandboxKey);
    const moved = await api.post('/v1/testclock/advance', { to: '2031-01-10' });
    expect(moved.status).toBe(200);
    const res = await audit({ providerId: p.providerId, environment: 'ENVIRONMENT_SANDBOX', action: '/v1/testclock/advance' });
    expect(res.body.entries.length).toBeGreaterThan(0);
    for (const e of res.body.entries)
      expect(e.actor).toEqual({ type: 'ACTOR_API_KEY', id: await sandboxKeyId(p.providerId, p.sandboxKey) });
    expect(res.body.entries.flatMap((e) => e.resources.map((r) => r.type))).toContain('test_clock');
  });
});

describe('/admin/v1/audit/list filters and pages', () => {
  it('combines filters, pages newest first without repeats, and honours the time range', async () => {
    const p = await newTenant(t.db);
    const api = client(t.app, p.sandboxKey);
    for (const name of ['A', 'B', 'C']) await api.post('/v1/customer/create', { name: `${name} KK` });
    const body = { providerId: p.providerId, environment: 'ENVIRONMENT_SANDBOX', action: '/v1/customer/create', pageSize: 2 };
    const first = await audit(body);
    expect(first.body.entries).toHaveLength(2);
    const second = await audit({ ...body, pageToken: first.body.nextPageToken });
    expect(second.body.entries).toHaveLength(1);
    expect(second.body.nextPageToken).toBe('');
    const all = [...first.body.entries, ...second.body.entries];
    expect(all.map((e) => e.time)).toEqual([...all.map((e) => e.time)].sort().reverse());
    const newest = all[0]!;
    const upTo = await audit({ ...body, pageSize: 10, timeTo: newest.time });
    expect(upTo.body.entries.map((e) => e.id)).toEqual(all.slice(1).map((e) => e.id));
    const from = await audit({ ...body, pageSize: 10, timeFrom: newest.time });
    expect(from.body.entries.map((e) => e.id)).toEqual([newest.id]);
    const production = await audit({ ...body, environment: 'ENVIRONMENT_PRODUCTION' });
    expect(production.body.entries).toEqual([]);
  });

  it('answers bad input 400 naming the field', async () => {
    const reversed = await audit({ timeFrom: '2030-01-02T00:00:00Z', timeTo: '2030-01-01T00:00:00Z' });
    expect(reversed.status).toBe(400);
    expect(JSON.stringify(reversed.body)).toContain('timeTo');
    const malformed = await audit({ timeFrom: '2030-13-45' });
    expect(malformed.status).toBe(400);
    expect(JSON.stringify(malformed.body)).toContain('timeFrom');
    const env = await audit({ environment: 'ENVIRONMENT_SANDBOX' });
    expect(env.status).toBe(400);
    expect(JSON.stringify(env.body)).toContain('environment');
    const unknownField = await audit({ actor: 'x' });
    expect(unknownField.status).toBe(400);
  });
});

describe('billing audit verify', () => {
  it('passes on an intact log and names the first changed entry of a tampered one', async () => {
    const p = await newTenant(t.db);
    const api = client(t.app, p.sandboxKey);
    const c = await api.post<{ customer: { id: string } }>('/v1/customer/create', { name: 'Verify KK' });
    const [entry] = (await audit({ resourceId: c.body.customer.id })).body.entries;
    const ok = await cli(['audit', 'verify', '--tenant', entry!.tenantId, '--json']);
    expect(ok.code).toBe(0);
    expect(JSON.parse(ok.out[0]!)).toMatchObject({ ok: true, broken: [] });

    await inTransaction(t.db, async (tx) => {
      await sql`SET LOCAL session_replication_role = replica`.execute(tx);
      await sql`UPDATE audit_log SET action = '/v1/customer/delete' WHERE tenant_id = ${entry!.tenantId} AND id = ${entry!.id}`.execute(tx);
    });
    const broken = await cli(['audit', 'verify', '--tenant', entry!.tenantId]);
    expect(broken.code).toBe(1);
    expect(broken.out).toEqual([
      `Broken chain ${entry!.chain} of tenant ${entry!.tenantId} at entry ${entry!.seq} (id ${entry!.id}): entry ${entry!.seq} (id ${entry!.id}) does not match its hash: it was changed after it was written`,
    ]);
    expect(broken.err[0]).toMatch(/the audit log is broken in 1 of \d+ chains/);
    expect((await cli(['audit', 'verify', '--tenant', 'nope'])).code).toBe(2);
  });
});
