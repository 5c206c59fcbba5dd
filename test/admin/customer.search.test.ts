import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildTestApp, client, newTenant, type Client, type TestApp } from '../helpers/app';
import { adminClient, adminPost, newOperator } from '../helpers/admin';

// docs/console.md "Customer search": name contains the text (any case), or optionalId / crmAccountId equals it.
const PATH = '/admin/v1/tenant/customer/search';
const SANDBOX = 'ENVIRONMENT_SANDBOX';
const PRODUCTION = 'ENVIRONMENT_PRODUCTION';
type Customer = { id: string; name: string; optionalId: string; crmAccountId: string; createTime: string };
type Page = { customers: Customer[]; nextPageToken: string };

let t: TestApp;
let admin: ReturnType<typeof adminClient>;
let providerId: string;
let sandbox: Client;
let production: Client;
let otherProviderId: string;

async function create(c: Client, body: Record<string, string>): Promise<Customer> {
  const res = await c.post<{ customer: Customer }>('/v1/customer/create', body);
  expect(res.status, JSON.stringify(res.body)).toBe(200);
  return res.body.customer;
}

const search = (body: Record<string, unknown>, env = SANDBOX) => admin<Page>(PATH, { providerId, environment: env, ...body });
const names = (p: Page) => p.customers.map((c) => c.name);

beforeAll(async () => {
  t = await buildTestApp();
  admin = adminClient(t.app, (await newOperator(t.db)).token);
  const tenant = await newTenant(t.db);
  providerId = tenant.providerId;
  sandbox = client(t.app, tenant.sandboxKey);
  production = client(t.app, tenant.productionKey);
  await create(sandbox, { name: 'Acme Trading', optionalId: 'ACME-1', crmAccountId: 'crm-001' });
  await create(sandbox, { name: 'Cool acme holdings' });
  await create(sandbox, { name: 'Beta ACME Works' });
  await create(sandbox, { name: '株式会社山田商事' });
  await create(sandbox, { name: '山田工業株式会社' });
  await create(sandbox, { name: '100% Pure_Water \\ Co' });
  await create(sandbox, { name: '100 Pure Water Co' });
  await create(sandbox, { name: 'Zeta', optionalId: 'crm-001-x' });
  await create(production, { name: 'Acme Production Only' });
  const other = await newTenant(t.db);
  otherProviderId = other.providerId;
  await create(client(t.app, other.sandboxKey), { name: 'Acme Of Another Provider', optionalId: 'ACME-1' });
}, 60_000);
afterAll(async () => {
  await t.close();
});

describe(`${PATH} happy`, () => {
  it('matches a part of the name in any case, ordered by name, presented as /v1/customer/get does', async () => {
    const res = await search({ query: 'aCmE' });
    expect(res.status, JSON.stringify(res.body)).toBe(200);
    expect(names(res.body)).toEqual(['Acme Trading', 'Beta ACME Works', 'Cool acme holdings']);
    expect(res.body.nextPageToken).toBe('');
    const got = await sandbox.post<{ customer: Customer }>('/v1/customer/get', { optionalId: 'ACME-1' });
    expect(res.body.customers[0]).toEqual(got.body.customer);
  });

  it('matches Japanese names by substring', async () => {
    expect(names((await search({ query: '山田' })).body).sort()).toEqual(['山田工業株式会社', '株式会社山田商事'].sort());
    expect(names((await search({ query: '株式会社山' })).body)).toEqual(['株式会社山田商事']);
    expect(names((await search({ query: '商' })).body)).toEqual(['株式会社山田商事']);
  });

  it('matches optionalId and crmAccountId exactly, never as a part', async () => {
    expect(names((await search({ query: 'ACME-1' })).body)).toEqual(['Acme Trading']);
    expect(names((await search({ query: 'crm-001' })).body)).toEqual(['Acme Trading']);
    expect(names((await search({ query: 'crm-001-x' })).body)).toEqual(['Zeta']);
    expect((await search({ query: 'ACME-' })).body.customers).toEqual([]);
  });

  it('takes %, _ and \\ literally', async () => {
    expect(names((await search({ query: '100%' })).body)).toEqual(['100% Pure_Water \\ Co']);
    expect(names((await search({ query: 'e_W' })).body)).toEqual(['100% Pure_Water \\ Co']);
    expect(names((await search({ query: '\\' })).body)).toEqual(['100% Pure_Water \\ Co']);
    expect((await search({ query: '%' })).body.customers.map((c) => c.name)).toEqual(['100% Pure_Water \\ Co']);
  });

  it('pages by name then id, each customer once', async () => {
    const seen: string[] = [];
    let token = '';
    let pages = 0;
    do {
      const res = await search({ query: 'a', pageSize: 2, pageToken: token });
      expect(res.status, JSON.stringify(res.body)).toBe(200);
      expect(res.body.customers.length).toBeLessThanOrEqual(2);
      seen.push(...names(res.body));
      token = res.body.nextPageToken;
      pages++;
    } while (token);
    const all = await search({ query: 'a', pageSize: 100 });
    expect(seen).toEqual(names(all.body));
    expect(seen.length).toBe(6);
    expect(pages).toBe(3);
  });
});

describe(`${PATH} errors`, () => {
  it('rejects an empty, too long or NUL query', async () => {
    expect((await search({ query: '' })).status).toBe(400);
    expect((await search({ query: 'x'.repeat(101) })).status).toBe(400);
    expect((await search({ query: 'a\u0000b' })).status).toBe(400);
    expect((await admin(PATH, { providerId, environment: SANDBOX })).status).toBe(400);
    expect((await search({ query: 'x'.repeat(100) })).status).toBe(200);
  });

  it('rejects a bad pageSize', async () => {
    expect((await search({ query: 'a', pageSize: 0 })).status).toBe(400);
    expect((await search({ query: 'a', pageSize: 101 })).status).toBe(400);
    expect((await search({ query: 'a', pageSize: 'ten' })).status).toBe(400);
  });

  it('rejects a tampered token, and a token replayed with another query', async () => {
    const first = await search({ query: 'a', pageSize: 1 });
    const token = first.body.nextPageToken;
    expect(token).not.toBe('');
    const [payload, sig] = token.split('.');
    const forged = `${Buffer.from(JSON.stringify(['A', '00000000-0000-7000-8000-000000000000'])).toString('base64url')}.${sig}`;
    const tampered = await search({ query: 'a', pageSize: 1, pageToken: forged });
    expect(tampered.status).toBe(400);
    expect(JSON.stringify(tampered.body)).toContain('pageToken');
    expect((await search({ query: 'a', pageSize: 1, pageToken: `${payload}.x${sig}` })).status).toBe(400);
    expect((await search({ query: 'acme', pageSize: 1, pageToken: token })).status).toBe(400);
  });

  it('needs an operator and a valid environment', async () => {
    expect((await adminPost(t.app, PATH, { providerId, environment: SANDBOX, query: 'a' })).status).toBe(401);
    expect((await search({ query: 'a' }, 'ENVIRONMENT_UNSPECIFIED')).status).toBe(400);
  });
});

describe(`${PATH} security`, () => {
  it("never shows another provider's customers, even on an exact optionalId", async () => {
    const res = await search({ query: 'acme', pageSize: 100 });
    expect(names(res.body)).not.toContain('Acme Of Another Provider');
    expect(names((await search({ query: 'ACME-1' })).body)).toEqual(['Acme Trading']);
    const other = await admin<Page>(PATH, { providerId: otherProviderId, environment: SANDBOX, query: 'acme' });
    expect(names(other.body)).toEqual(['Acme Of Another Provider']);
  });

  it('keeps production and sandbox apart', async () => {
    expect(names((await search({ query: 'acme' }, PRODUCTION)).body)).toEqual(['Acme Production Only']);
    expect(names((await search({ query: 'production' })).body)).toEqual([]);
  });

  it('an unknown provider is NOT_FOUND', async () => {
    const res = await admin(PATH, { providerId: '0193f2a0-5c3e-7a41-8b2d-00000000dead', environment: SANDBOX, query: 'a' });
    expect(res.status).toBe(404);
  });

  it("a token from one tenant does not page another's search", async () => {
    const first = await search({ query: 'a', pageSize: 1 });
    const res = await admin(PATH, {
      providerId: otherProviderId,
      environment: SANDBOX,
      query: 'a',
      pageSize: 1,
      pageToken: first.body.nextPageToken,
    });
    expect(res.status).toBe(400);
  });
});
