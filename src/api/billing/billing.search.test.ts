import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildTestApp, client, newTenant, type Client, type TestApp } from '../../../test/helpers/app';
import { buildPaymentMethod } from '../../../test/helpers/factories/catalog';
import { advance, billingWorld, jstDay, storeContract } from '../../../test/helpers/factories/billing';

let t: TestApp;
beforeAll(async () => {
  t = await buildTestApp();
});
afterAll(async () => {
  await t.close();
});

interface B {
  id: string;
  status: string;
  contractId: string;
  customerId: string;
  paymentMethodId: string;
  billingDate: string;
  billingDueDate: string;
}
type Page = { billings: B[]; nextPageToken: string };

/** Two customers' contracts, each billed monthly April–June 2031 (6 billings); the second on a card. */
async function searchWorld() {
  const keys = await newTenant(t.db);
  const c = client(t.app, keys.sandboxKey);
  const a = await billingWorld(t.db, c, keys.providerId);
  const b = {
    ...(await billingWorld(t.db, c, keys.providerId)),
    paymentMethodId: (await buildPaymentMethod(c, { type: 'TYPE_CREDIT_CARD' })).id,
  };
  await advance(c, '2031-03-20');
  const docA = await storeContract(t.db, a, { start: '2031-04-01' });
  const docB = await storeContract(t.db, b, { start: '2031-04-01' });
  await advance(c, '2031-06-01');
  const all = (await c.get<Page>('/v1/billing/search', { pageSize: 100 })).body.billings;
  return { keys, c, a, b, docA, docB, all };
}

async function search(c: Client, query: string, extra: Record<string, unknown> = {}): Promise<B[]> {
  const res = await c.get<Page>('/v1/billing/search', { query, pageSize: 100, ...extra });
  expect(res.status, JSON.stringify(res.body)).toBe(200);
  return res.body.billings;
}

describe('/v1/billing/search terms', () => {
  it('each term filters, and terms joined by AND all hold', async () => {
    const { c, a, b, docA, docB, all } = await searchWorld();
    expect(all).toHaveLength(6);
    const ids = (bs: B[]) => bs.map((x) => x.id).sort();
    const where = (f: (x: B) => boolean) => ids(all.filter(f));
    expect(ids(await search(c, `customerId=${a.customerId}`))).toEqual(where((x) => x.customerId === a.customerId));
    expect(ids(await search(c, `contractId=${docB.id}`))).toEqual(where((x) => x.contractId === docB.id));
    expect(ids(await search(c, `paymentMethodId=${b.paymentMethodId}`))).toEqual(where((x) => x.paymentMethodId === b.paymentMethodId));
    expect(await search(c, `paymentMethodId=${b.paymentMethodId}`)).toHaveLength(3);
    const may = where((x) => jstDay(x.billingDate) === '2031-05-01');
    expect(may).toHaveLength(2);
    expect(ids(await search(c, 'billingDate=2031-05-01'))).toEqual(may);
    expect(ids(await search(c, 'billingDate>=2031-05-01 AND billingDate<2031-06-01'))).toEqual(may);
    expect(ids(await search(c, 'billingDate>2031-04-01 and billingDate<=2031-05-01'))).toEqual(may);
    const dueAfterMay = where((x) => jstDay(x.billingDueDate) > '2031-05-31');
    expect(ids(await search(c, 'billingDueDate>2031-05-31'))).toEqual(dueAfterMay);
    const one = await search(
      c,
      `status=INVOICE_CREATED AND customerId=${a.customerId} AND contractId=${docA.id} AND paymentMethodId=${a.paymentMethodId} AND billingDate=2031-06-01`,
    );
    expect(one.map((x) => [x.contractId, jstDay(x.billingDate)])).toEqual([[docA.id, '2031-06-01']]);
    expect(await search(c, `customerId=${a.customerId} AND contractId=${docB.id}`)).toEqual([]);
    expect(await search(c, 'status=STATUS_PAID AND billingDate>=2031-01-01')).toEqual([]);
  });

  it('keyset pages by id and by billing date are stable while billings are added', async () => {
    const { c, a, docA, all } = await searchWorld();
    const query = `customerId=${a.customerId}`;
    const first = await c.get<Page>('/v1/billing/search', { query, pageSize: 2, 'orderBy.field': 'FIELD_BILLING_DATE' });
    expect(first.body.billings.map((x) => jstDay(x.billingDate))).toEqual(['2031-04-01', '2031-05-01']);
    expect((await c.post('/v1/billing/search', { query, pageSize: 2, orderBy: { field: 'FIELD_BILLING_DATE' } })).body).toEqual(first.body);
    // The next month's run adds a billing for this customer after the first page was read.
    await advance(c, '2031-07-01');
    const rest = await c.get<Page>('/v1/billing/search', {
      query,
      pageSize: 10,
      'orderBy.field': 'FIELD_BILLING_DATE',
      pageToken: first.body.nextPageToken,
    });
    expect(rest.body.billings.map((x) => jstDay(x.billingDate))).toEqual(['2031-06-01', '2031-07-01']);
    expect(rest.body.billings.every((x) => x.contractId === docA.id)).toBe(true);
    const byId = await c.get<Page>('/v1/billing/search', { query: 'billingDate<2031-07-01', pageSize: 4 });
    const tail = await c.get<Page>('/v1/billing/search', {
      query: 'billingDate<2031-07-01',
      pageSize: 4,
      pageToken: byId.body.nextPageToken,
    });
    expect([...byId.body.billings, ...tail.body.billings].map((x) => x.id)).toEqual(all.map((x) => x.id));
    // A token is bound to its query.
    expect(
      (await c.get('/v1/billing/search', { query: 'billingDate<2031-08-01', pageSize: 4, pageToken: byId.body.nextPageToken })).status,
    ).toBe(400);
  });

  it.each([
    ['color=red', 'unknown field color'],
    ['customerId=abc', 'customerId must be an id'],
    ['contractId>01890000-0000-7000-8000-000000000001', 'takes only ='],
    ['billingDate=2031-02-30', 'YYYY-MM-DD'],
    ['billingDueDate>=tomorrow', 'YYYY-MM-DD'],
    ['status=UNBILLED AND status=PAID', 'given twice'],
    ['status=UNBILLED AND', 'must be <field><op><value>'],
    ['status=STATUS_NOPE', 'unknown billing status'],
    ['billingDate 2031-01-01', 'must be <field><op><value>'],
  ])('refuses %s with INVALID_ARGUMENT naming the term', async (query, why) => {
    const c = client(t.app, (await newTenant(t.db)).sandboxKey);
    const res = await c.get<{ code: number; detail: { fieldViolations: Array<{ field: string; description: string }> } }>(
      '/v1/billing/search',
      { query },
    );
    expect(res.status).toBe(400);
    expect(res.body.code).toBe(3);
    expect(res.body.detail.fieldViolations[0]!.field).toBe('query');
    expect(res.body.detail.fieldViolations[0]!.description).toContain(why);
    expect(res.body.detail.fieldViolations[0]!.description).toContain('term "');
  });
});

describe('search terms with another tenant’s ids', () => {
  it('find nothing, from another provider or the other environment', async () => {
    const { keys, a, docA } = await searchWorld();
    for (const key of [keys.productionKey, (await newTenant(t.db)).sandboxKey]) {
      const o = client(t.app, key);
      for (const q of [
        `customerId=${a.customerId}`,
        `contractId=${docA.id}`,
        `paymentMethodId=${a.paymentMethodId}`,
        'billingDate>=2000-01-01',
      ]) {
        expect(await search(o, q)).toEqual([]);
      }
    }
  });
});
