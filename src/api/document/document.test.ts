import { createHash } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { attackerPairs, buildTestApp, client, newTenant, type Client, type TestApp } from '../../../test/helpers/app';
import { invoicedCustomer, type Invoiced } from '../../../test/helpers/factories/invoice';
import { createCustomer } from '../../../test/helpers/factories/customer';

let t: TestApp;
beforeAll(async () => {
  t = await buildTestApp();
});
afterAll(async () => {
  await t.close();
});

interface DocumentBody {
  id: string;
  kind: string;
  number: string;
  customerId: string;
  counterpartyName: string;
  issueDate: string;
  total: string;
  sha256: string;
}
type Search = { documents: DocumentBody[]; nextPageToken: string };
type Err = { code: number; detail: { reason?: string; fieldViolations?: Array<{ field: string }> } };

/** The bytes a document path answers. */
async function bytes(key: string, path: string, query: Record<string, string>): Promise<{ status: number; type: string; body: Buffer }> {
  const res = await t.app.inject({
    method: 'GET',
    url: `${path}?${new URLSearchParams(query)}`,
    headers: { authorization: `Bearer ${key}` },
  });
  return { status: res.statusCode, type: String(res.headers['content-type']), body: res.rawPayload };
}

const sha256 = (b: Buffer) => createHash('sha256').update(b).digest('hex');

describe('/v1/document/search and /v1/document/download', () => {
  let key: string;
  let c: Client;
  let invoiced: Invoiced;
  beforeAll(async () => {
    key = (await newTenant(t.db)).sandboxKey;
    c = client(t.app, key);
    invoiced = await invoicedCustomer(c, { contracts: 2 });
  });

  it('lists the issued invoices as documents; every document path answers the one stored PDF, whose SHA-256 search shows', async () => {
    const res = await c.get<Search>('/v1/document/search', { kind: 'KIND_INVOICE' });
    expect(res.status).toBe(200);
    expect((await c.post<Search>('/v1/document/search', { kind: 'KIND_INVOICE' })).body).toEqual(res.body);
    const byId = new Map(res.body.documents.map((d) => [d.id, d]));
    expect([...byId.keys()].sort()).toEqual(invoiced.invoices.map((i) => i.id).sort());
    const [inv] = invoiced.invoices;
    expect(byId.get(inv!.id)).toEqual({
      id: inv!.id,
      kind: 'KIND_INVOICE',
      number: inv!.invoiceNumber,
      customerId: invoiced.customer.id,
      counterpartyName: invoiced.customer.name,
      issueDate: inv!.issueDate,
      total: inv!.total,
      sha256: '', // the background renderer does not run in this app; the first request renders it
    });
    const viaInvoice = await bytes(key, '/v1/invoice/document', { id: inv!.id });
    expect([viaInvoice.status, viaInvoice.type]).toEqual([200, 'application/pdf']);
    const viaDownload = await bytes(key, '/v1/document/download', { id: inv!.id });
    const viaBilling = await bytes(key, '/v1/billing/document', { id: inv!.billingIds[0]! });
    expect(viaDownload.body.equals(viaInvoice.body)).toBe(true);
    expect(viaBilling.body.equals(viaInvoice.body)).toBe(true);
    const after = await c.post<Search>('/v1/document/search', { customerId: invoiced.customer.id, kind: 'KIND_INVOICE' });
    expect(after.body.documents.find((d) => d.id === inv!.id)!.sha256).toBe(sha256(viaInvoice.body));
    const html = await bytes(key, '/v1/document/download', { id: inv!.id, format: 'FORMAT_HTML' });
    expect([html.status, html.type]).toEqual([200, 'text/html; charset=utf-8']);
    expect(html.body.toString('utf8')).toContain(`${invoiced.customer.name} 御中`);
  });

  it('combines criteria and pages by token; a token is bound to its query', async () => {
    const [inv] = invoiced.invoices;
    const q = { issueDateFrom: inv!.issueDate, issueDateTo: inv!.issueDate, amountFrom: inv!.total, amountTo: 11000, kind: 'KIND_INVOICE' };
    const page1 = await c.post<Search>('/v1/document/search', { ...q, pageSize: 1 });
    expect(page1.body.documents).toHaveLength(1);
    const page2 = await c.post<Search>('/v1/document/search', { ...q, pageSize: 1, pageToken: page1.body.nextPageToken });
    expect(page2.body.documents).toHaveLength(1);
    expect(page2.body.nextPageToken).toBe('');
    expect([...page1.body.documents, ...page2.body.documents].map((d) => d.id).sort()).toEqual(invoiced.invoices.map((i) => i.id).sort());
    const moved = await c.post<Err>('/v1/document/search', { ...q, kind: 'KIND_UNSPECIFIED', pageToken: page1.body.nextPageToken });
    expect([moved.status, moved.body.detail.fieldViolations?.[0]?.field]).toEqual([400, 'pageToken']);
    const name = invoiced.customer.name.slice(2, 6).toUpperCase();
    expect((await c.get<Search>('/v1/document/search', { counterpartyName: name })).body.documents).toHaveLength(2);
    expect((await c.get<Search>('/v1/document/search', { counterpartyName: 'no such name' })).body.documents).toEqual([]);
    expect((await c.get<Search>('/v1/document/search', { kind: 'KIND_CREDIT_NOTE' })).body.documents).toEqual([]);
    expect((await c.get<Search>('/v1/document/search', { amountFrom: '11000.01' })).body.documents).toEqual([]);
  });

  it('refuses malformed or reversed criteria with 400 naming the field', async () => {
    for (const [body, field] of [
      [{ issueDateFrom: '2031-13-01' }, 'issueDateFrom'],
      [{ issueDateTo: 'yesterday' }, 'issueDateTo'],
      [{ issueDateFrom: '2031-05-01', issueDateTo: '2031-04-30' }, 'issueDateTo'],
      [{ amountFrom: '1,000' }, 'amountFrom'],
      [{ amountTo: 'abc' }, 'amountTo'],
      [{ amountFrom: 5000, amountTo: 4999 }, 'amountTo'],
      [{ customerId: 'nope' }, 'customerId'],
      [{ customerId: invoiced.customer.id, counterpartyName: 'x' }, 'counterpartyName'],
      [{ counterpartyName: ' ' }, 'counterpartyName'],
      [{ kind: 'KIND_RECEIPT' }, 'kind'],
      [{ pageSize: 101 }, 'pageSize'],
    ] as const) {
      const res = await c.post<Err>('/v1/document/search', body);
      expect([JSON.stringify(body), res.status, res.body.detail.fieldViolations?.[0]?.field]).toEqual([JSON.stringify(body), 400, field]);
    }
    const get = await c.get<Err>('/v1/document/search', { amountFrom: 'x' });
    expect([get.status, get.body.detail.fieldViolations?.[0]?.field]).toEqual([400, 'amountFrom']);
    expect((await c.post<Err>('/v1/document/download', {})).status).toBe(400);
    expect((await c.post<Err>('/v1/document/download', { id: '01a1fccc-0000-7000-8000-000000000000' })).status).toBe(404);
  });

  it('a customer with documents cannot be deleted (DOCUMENTS_RETAINED); one without still can', async () => {
    const res = await c.post<Err>('/v1/customer/delete', { id: invoiced.customer.id });
    expect([res.status, res.body.code, res.body.detail.reason]).toEqual([400, 9, 'DOCUMENTS_RETAINED']);
    const fresh = await createCustomer(c);
    expect((await c.post('/v1/customer/delete', { id: fresh.id })).status).toBe(200);
  });
});

describe.each(attackerPairs(() => t))('documents of %s are invisible', (_label, pair) => {
  let owner: Client;
  let other: Client;
  let victim: Invoiced;
  beforeAll(async () => {
    [owner, other] = await pair();
    victim = await invoicedCustomer(owner);
  });

  it('search never shows them; naming the victim customer is NOT_FOUND; download is NOT_FOUND', async () => {
    const all = await other.post<Search>('/v1/document/search', { pageSize: 100 });
    expect(all.body.documents).toEqual([]);
    expect((await other.post('/v1/document/search', { counterpartyName: victim.customer.name })).body).toEqual({
      documents: [],
      nextPageToken: '',
    });
    expect((await other.post('/v1/document/search', { customerId: victim.customer.id })).status).toBe(404);
    expect((await other.get('/v1/document/download', { id: victim.invoices[0]!.id })).status).toBe(404);
    expect((await owner.post<Search>('/v1/document/search', {})).body.documents).toHaveLength(1);
  });
});
