import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import iconv from 'iconv-lite';
import { attackerPairs, buildTestApp, client, type Client, type TestApp } from '../../../test/helpers/app';
import { newTenant } from '../../../test/helpers/services';
import { advance } from '../../../test/helpers/factories/billing';
import { invoicedCustomer, type Invoiced } from '../../../test/helpers/factories/invoice';

let t: TestApp;
let c: Client;
let auth: { authorization: string };
let owned: Invoiced;
beforeAll(async () => {
  t = await buildTestApp();
  const key = (await newTenant(t.db)).sandboxKey;
  auth = { authorization: `Bearer ${key}` };
  c = client(t.app, key);
  owned = await invoicedCustomer(c, { contracts: 2 });
  await advance(c, '2031-05-01');
});
afterAll(async () => {
  await t.close();
});

interface Entry {
  id: string;
  kind: string;
  documentNumber: string;
  lines: Array<{ side: string; account: string; accountName: string; amount: string }>;
}

describe('/v1/journal/list', () => {
  it('lists April’s entries: the two invoices and their recognition, balanced; GET = POST; paged', async () => {
    const res = await c.post<{ entries: Entry[]; nextPageToken: string }>('/v1/journal/list', { month: '2031-04', pageSize: 100 });
    expect(res.status, JSON.stringify(res.body)).toBe(200);
    const kinds = res.body.entries.map((e) => e.kind);
    expect(kinds.filter((k) => k === 'KIND_INVOICE')).toHaveLength(2);
    expect(new Set(res.body.entries.map((e) => e.documentNumber))).toEqual(new Set(owned.invoices.map((i) => i.invoiceNumber)));
    for (const e of res.body.entries) {
      const sum = (side: string) => e.lines.filter((l) => l.side === side).reduce((a, l) => a + Number(l.amount), 0);
      expect(sum('SIDE_DEBIT')).toBe(sum('SIDE_CREDIT'));
    }
    const get = await c.get<{ entries: Entry[] }>('/v1/journal/list', { month: '2031-04', pageSize: '100' });
    expect(get.body).toEqual(res.body);
    const first = await c.post<{ entries: Entry[]; nextPageToken: string }>('/v1/journal/list', { month: '2031-04', pageSize: 1 });
    expect(first.body.entries).toEqual(res.body.entries.slice(0, 1));
    const second = await c.post<{ entries: Entry[] }>('/v1/journal/list', {
      month: '2031-04',
      pageSize: 100,
      pageToken: first.body.nextPageToken,
    });
    expect(second.body.entries).toEqual(res.body.entries.slice(1));
  });

  it('a month not closed, a malformed month, a token of another month → 4xx naming the field', async () => {
    const open = await c.post('/v1/journal/list', { month: '2031-05' });
    expect(open.status).toBe(400);
    expect(open.body).toMatchObject({ detail: { reason: 'MONTH_NOT_CLOSED' } });
    const bad = await c.post('/v1/journal/list', { month: '2031-4' });
    expect(bad.status).toBe(400);
    expect(bad.body).toMatchObject({ detail: { fieldViolations: [{ field: 'month' }] } });
    const page = await c.post<{ nextPageToken: string }>('/v1/journal/list', { month: '2031-04', pageSize: 1 });
    const other = await c.post('/v1/journal/list', { month: '2031-03', pageToken: page.body.nextPageToken });
    expect(other.status).toBe(400);
  });
});

describe('/v1/journal/export', () => {
  it('answers each format; 弥生 in Shift_JIS with 識別フラグ', async () => {
    const freee = await t.app.inject({ method: 'GET', url: '/v1/journal/export?month=2031-04&format=FORMAT_FREEE', headers: auth });
    expect(freee.statusCode).toBe(200);
    expect(String(freee.headers['content-type'])).toContain('text/csv');
    expect(freee.payload.split('\r\n')[0]).toBe(
      '日付,伝票番号,決算整理仕訳,借方勘定科目,借方税区分,借方金額,借方税額,借方取引先,貸方勘定科目,貸方税区分,貸方金額,貸方税額,貸方取引先,摘要',
    );
    const yayoi = await t.app.inject({
      method: 'GET',
      url: '/v1/journal/export?month=2031-04&format=FORMAT_YAYOI',
      headers: auth,
    });
    expect(yayoi.statusCode).toBe(200);
    const text = iconv.decode(yayoi.rawPayload, 'shift_jis');
    expect(text.split('\r\n')[0]).toMatch(/^2110,1,,2031\/04\/01,売掛金,/);
  });

  it('弥生: characters Shift_JIS has at another code point (〜 − ‖ ¢ £ ¬ —) are written as that one, not "?"', async () => {
    const key = (await newTenant(t.db)).sandboxKey;
    await invoicedCustomer(client(t.app, key), { name: '波〜線−株式‖会社¢£¬—' });
    await advance(client(t.app, key), '2031-05-01');
    const res = await t.app.inject({
      method: 'GET',
      url: '/v1/journal/export?month=2031-04&format=FORMAT_YAYOI',
      headers: { authorization: `Bearer ${key}` },
    });
    expect(res.statusCode).toBe(200);
    expect(res.rawPayload.includes(0x3f)).toBe(false); // no "?"
    expect(iconv.decode(res.rawPayload, 'shift_jis')).toContain('波～線－株式∥会社￠￡￢―');
  });

  it('an unknown or missing format → 400 naming format', async () => {
    expect((await c.post('/v1/journal/export', { month: '2031-04', format: 'FORMAT_SAGE' })).status).toBe(400);
    const none = await c.post('/v1/journal/export', { month: '2031-04', format: 'FORMAT_UNSPECIFIED' });
    expect(none.body).toMatchObject({ detail: { fieldViolations: [{ field: 'format' }] } });
  });
});

describe('/v1/journal/getaccounts and updateaccounts', () => {
  it('the defaults, a rename, and back', async () => {
    const got = await c.get<{ book: { accounts: Record<string, string> } }>('/v1/journal/getaccounts', {});
    expect(got.body.book.accounts).toMatchObject({ receivable: '売掛金', advances: '前受金' });
    const set = await c.post<{ book: { accounts: Record<string, string>; feeTaxCategory: string } }>('/v1/journal/updateaccounts', {
      accounts: { advances: '預り金' },
      feeTaxCategory: '課税仕入 10%',
    });
    expect(set.body.book.accounts.advances).toBe('預り金');
    expect(set.body.book.feeTaxCategory).toBe('課税仕入 10%');
    const back = await c.post<{ book: { accounts: Record<string, string> } }>('/v1/journal/updateaccounts', { accounts: { advances: '' } });
    expect(back.body.book.accounts.advances).toBe('前受金');
    expect((await c.post('/v1/journal/updateaccounts', { accounts: { unknown: 'x' } })).status).toBe(400);
  });

  it('a sales tax rate written "10.0" or "8.00" names the rate "10" or "8" the journal looks up', async () => {
    const key = (await newTenant(t.db)).sandboxKey;
    const other = client(t.app, key);
    await invoicedCustomer(other, { contracts: 1 });
    await advance(other, '2031-05-01');
    type Book = { book: { salesTaxCategories: Array<{ taxPercentage: string; name: string }> } };
    const set = await other.post<Book>('/v1/journal/updateaccounts', {
      salesTaxCategories: [
        { taxPercentage: '10.0', name: '課税売上10%(標準)' },
        { taxPercentage: '8.00', name: '課税売上8%(軽減)' },
      ],
    });
    expect(set.status, JSON.stringify(set.body)).toBe(200);
    expect(set.body.book.salesTaxCategories).toEqual([
      { taxPercentage: '10', name: '課税売上10%(標準)' },
      { taxPercentage: '8', name: '課税売上8%(軽減)' },
      { taxPercentage: '0', name: '非課税売上' },
    ]);
    const list = await other.post<{ entries: Array<{ lines: Array<{ taxCategory: string }> }> }>('/v1/journal/list', { month: '2031-04' });
    expect(list.body.entries.flatMap((e) => e.lines.map((l) => l.taxCategory))).toContain('課税売上10%(標準)');
    // Two spellings of one rate in one request: refused, naming the second.
    const twice = await other.post('/v1/journal/updateaccounts', {
      salesTaxCategories: [
        { taxPercentage: '10', name: 'A' },
        { taxPercentage: '10.00', name: 'B' },
      ],
    });
    expect(twice.status).toBe(400);
    expect(twice.body).toMatchObject({ detail: { fieldViolations: [{ field: 'salesTaxCategories[1].taxPercentage' }] } });
  });
});

describe('/v1/report/*', () => {
  it('receivables and revenue answer; bad months are 400', async () => {
    const r = await c.post<{ totals: { total: string }; customers: unknown[] }>('/v1/report/receivables', { asOf: '2031-04-30' });
    expect(r.status).toBe(200);
    expect(r.body.customers).toHaveLength(1);
    const rev = await c.post<{ months: Array<{ month: string; mrr: string }> }>('/v1/report/revenue', {
      monthFrom: '2031-04',
      monthTo: '2031-04',
    });
    expect(rev.status, JSON.stringify(rev.body)).toBe(200);
    expect(rev.body.months.map((m) => m.month)).toEqual(['2031-04']);
    expect((await c.post('/v1/report/revenue', { monthFrom: '2031-04', monthTo: '2031-03' })).status).toBe(400);
    expect((await c.post('/v1/report/revenue', { monthFrom: '2031-04', monthTo: '2031-06' })).body).toMatchObject({
      detail: { reason: 'MONTH_NOT_CLOSED' },
    });
    expect((await c.post('/v1/report/receivables', { asOf: 'yesterday' })).status).toBe(400);
  });
});

describe.each(attackerPairs(() => t))('the journal of %s is not another tenant’s', (_label, pair) => {
  it('lists and reports of the other tenant show none of the owner’s documents', async () => {
    const [owner, other] = await pair();
    const victim = await invoicedCustomer(owner, { contracts: 1 });
    expect(victim.invoices).toHaveLength(1);
    await advance(owner, '2031-05-01');
    // The other environment (production) has no test clock: its closed months are the real ones.
    const sandbox = (await other.post('/v1/testclock/get', {})).status === 200;
    if (sandbox) await advance(other, '2031-05-01');
    const list = await other.post<{ entries: Entry[] }>('/v1/journal/list', { month: sandbox ? '2031-04' : '2020-01', pageSize: 100 });
    expect(list.status).toBe(200);
    expect(list.body.entries).toEqual([]);
    const aging = await other.post<{ customers: unknown[] }>('/v1/report/receivables', { asOf: '2031-04-30' });
    expect(aging.body.customers).toEqual([]);
  });
});
