/**
 * Billing rows, payments and statuses beyond the basic paths: the whole docs/billing-lifecycle.md "Statuses" transition
 * table through the API, batches mixing another tenant's billings, concurrent retries of a payment,
 * refunds, whole-yen amounts, credits on a holding payment method, paging tokens, bad input.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildTestApp, client, newTenant, type Client, type TestApp } from '../../../test/helpers/app';
import { advance, billingWorld, storeContract } from '../../../test/helpers/factories/billing';

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
  total: string;
  paidAmount: string;
  invoiceNumber: string;
  payments: Array<{ optionalId: string; amount: string; type: string }>;
}
interface BatchOut {
  summary: { total: number; succeeded: number; failed: number };
  errors: Array<{ index: number; id: string; code: number; message: string }>;
}

/** A tenant with one contract billed for April and May 2031 (1,100 each). */
async function billed(pm: Record<string, unknown> = {}) {
  const keys = await newTenant(t.db);
  const c = client(t.app, keys.sandboxKey);
  const w = await billingWorld(t.db, c, keys.providerId, pm);
  await advance(c, '2031-03-20');
  const doc = await storeContract(t.db, w, { start: '2031-04-01', optionalId: `a-${keys.providerId.slice(-12)}` });
  await advance(c, '2031-05-01');
  const res = await c.get<{ billings: B[] }>('/v1/billing/listbycontract', { id: doc.id });
  return { c, keys, w, contractId: doc.id, billings: res.body.billings };
}

const get = async (c: Client, id: string): Promise<B> => (await c.get<{ billing: B }>('/v1/billing/get', { id })).body.billing;
const setStatus = (id: string, status: string) => t.db.updateTable('billing').set({ status }).where('id', '=', id).execute();

const ALL = [
  'HOLD_INVOICE_CREATION',
  'UNBILLED',
  'INVOICE_CREATED',
  'INVOICE_DELETED',
  'POSTED',
  'PAYMENT_DUE',
  'PARTIALLY_PAID',
  'PARTIALLY_UNPAID',
  'PAID',
  'PAID_WITH_CARD',
  'PAYMENT_REFUNDED',
  'PAYMENT_UNNECESSARY',
  'PAYMENT_EXCLUDED',
  'INVALIDATED',
];
const ALLOWED: Record<string, string[]> = {
  UNBILLED: ['HOLD_INVOICE_CREATION', 'INVOICE_DELETED'],
  INVOICE_CREATED: ['UNBILLED', 'HOLD_INVOICE_CREATION'],
  POSTED: ['UNBILLED', 'INVOICE_CREATED'],
};

describe('batchupdatestatuses: the docs/billing-lifecycle.md "Statuses" table through the API', () => {
  it.each(Object.keys(ALLOWED))(
    '→ %s: allowed sources move, every other status is a per-row FAILED_PRECONDITION and stays',
    async (target) => {
      const { c, billings } = await billed();
      const [a, b] = billings;
      for (const from of ALL) {
        await setStatus(a!.id, from);
        await setStatus(b!.id, 'UNBILLED');
        // a second row that is valid for every target but UNBILLED (from UNBILLED): the other rows still apply
        const res = await c.post<BatchOut>('/v1/billing/batchupdatestatuses', {
          byIds: { ids: [a!.id, b!.id] },
          status: `STATUS_${target}`,
        });
        const allowed = ALLOWED[target]!.includes(from);
        const bAllowed = ALLOWED[target]!.includes('UNBILLED');
        expect({
          from,
          status: res.status,
          succeeded: res.body.summary.succeeded,
          errors: res.body.errors.map((e) => [e.index, e.code]),
        }).toEqual({
          from,
          status: 200,
          succeeded: Number(allowed) + Number(bAllowed),
          errors: [...(allowed ? [] : [[0, 9]]), ...(bAllowed ? [] : [[1, 9]])],
        });
        expect({ from, now: (await get(c, a!.id)).status }).toEqual({ from, now: `STATUS_${allowed ? target : from}` });
        expect((await get(c, b!.id)).status).toBe(`STATUS_${bAllowed ? target : 'UNBILLED'}`);
      }
    },
  );

  it('byCondition moves every matching billing; refused ones are rows with their index in the matched set', async () => {
    const { c, billings } = await billed();
    const [a, b] = billings;
    await setStatus(a!.id, 'UNBILLED');
    await setStatus(b!.id, 'PAID');
    const res = await c.post<BatchOut>('/v1/billing/batchupdatestatuses', {
      byCondition: { anyItemHasStatusIn: { statuses: ['STATUS_UNBILLED', 'STATUS_PAID'] } },
      status: 'STATUS_INVOICE_CREATED',
    });
    expect(res.body).toEqual({
      summary: { total: 2, succeeded: 1, failed: 1 },
      errors: [{ index: 1, id: b!.id, code: 9, message: expect.any(String) }],
    });
    expect([(await get(c, a!.id)).status, (await get(c, b!.id)).status]).toEqual(['STATUS_INVOICE_CREATED', 'STATUS_PAID']);
  });

  it("a batch naming another tenant's or environment's billing: that row is NOT_FOUND and untouched, ours apply; byCondition never reaches them", async () => {
    const mine = await billed();
    const theirs = await billed();
    const prod = client(t.app, mine.keys.productionKey);
    const res = await mine.c.post<BatchOut>('/v1/billing/batchupdatestatuses', {
      byIds: { ids: [theirs.billings[0]!.id, mine.billings[0]!.id, 'not-a-uuid'] },
      status: 'STATUS_POSTED',
    });
    expect(res.body).toEqual({
      summary: { total: 3, succeeded: 1, failed: 2 },
      errors: [
        { index: 0, id: theirs.billings[0]!.id, code: 5, message: expect.any(String) },
        { index: 2, id: 'not-a-uuid', code: 5, message: expect.any(String) },
      ],
    });
    expect((await get(theirs.c, theirs.billings[0]!.id)).status).toBe('STATUS_INVOICE_CREATED');
    const cond = await prod.post<BatchOut>('/v1/billing/batchupdatestatuses', {
      byCondition: { anyItemHasStatusIn: { statuses: ['STATUS_UNBILLED', 'STATUS_POSTED'] } },
      status: 'STATUS_POSTED',
    });
    expect(cond.body.summary).toEqual({ total: 0, succeeded: 0, failed: 0 });
    const pay = await mine.c.post<BatchOut>('/v1/billing/batchrecordpayments', {
      payments: [
        { billingId: theirs.billings[0]!.id, amount: '1100', paymentDate: '2031-05-02' },
        { billingId: mine.billings[1]!.id, amount: '1100', paymentDate: '2031-05-02' },
      ],
    });
    expect(pay.body).toEqual({
      summary: { total: 2, succeeded: 1, failed: 1 },
      errors: [{ index: 0, id: theirs.billings[0]!.id, code: 5, message: expect.any(String) }],
    });
    const untouched = await get(theirs.c, theirs.billings[0]!.id);
    expect([untouched.status, untouched.paidAmount, untouched.payments]).toEqual(['STATUS_INVOICE_CREATED', '0', []]);
    expect((await get(mine.c, mine.billings[1]!.id)).status).toBe('STATUS_PAID');
  });
});

describe('batchrecordpayments', () => {
  it('two identical batches in parallel pay once', async () => {
    const { c, billings } = await billed();
    const body = {
      payments: billings.map((b, i) => ({ billingId: b.id, amount: '600', paymentDate: '2031-05-02', optionalId: `par-${i}` })),
    };
    const results = await Promise.all([
      c.post<BatchOut>('/v1/billing/batchrecordpayments', body),
      c.post<BatchOut>('/v1/billing/batchrecordpayments', body),
    ]);
    for (const r of results) expect(r.body).toEqual({ summary: { total: 2, succeeded: 2, failed: 0 }, errors: [] });
    for (const b of billings) {
      const now = await get(c, b.id);
      expect([now.status, now.paidAmount, now.payments.length]).toEqual(['STATUS_PARTIALLY_PAID', '600', 1]);
    }
  });

  it('rows of one billing apply in order; an overpaying row fails alone; refunds partial then full', async () => {
    const { c, billings } = await billed();
    const id = billings[0]!.id;
    const res = await c.post<BatchOut>('/v1/billing/batchrecordpayments', {
      payments: [
        { billingId: id, amount: '1000', paymentDate: '2031-05-02' },
        { billingId: id, amount: '101', paymentDate: '2031-05-02' },
        { billingId: id, amount: '100', paymentDate: '2031-05-02' },
        { billingId: id, amount: '1', paymentDate: '2031-05-02', type: 'TYPE_REFUND' },
      ],
    });
    // 1,000 + 101 = 1,101 > 1,100: row 1 refused; 1,000 + 100 = 1,100 → PAID; refund 1 → 1,099 PARTIALLY_PAID
    expect(res.body).toEqual({
      summary: { total: 4, succeeded: 3, failed: 1 },
      errors: [{ index: 1, id, code: 9, message: expect.stringContaining('overpayment') }],
    });
    let b = await get(c, id);
    expect([b.status, b.paidAmount, b.payments.map((p) => `${p.type}:${p.amount}`)]).toEqual([
      'STATUS_PARTIALLY_PAID',
      '1099',
      ['TYPE_PAYMENT:1000', 'TYPE_PAYMENT:100', 'TYPE_REFUND:1'],
    ]);
    const over = await c.post<BatchOut>('/v1/billing/batchrecordpayments', {
      payments: [{ billingId: id, amount: '1100', paymentDate: '2031-05-03', type: 'TYPE_REFUND' }],
    });
    expect(over.body.errors).toEqual([{ index: 0, id, code: 9, message: expect.any(String) }]);
    await c.post('/v1/billing/batchrecordpayments', {
      payments: [{ billingId: id, amount: '1099', paymentDate: '2031-05-03', type: 'TYPE_REFUND' }],
    });
    b = await get(c, id);
    expect([b.status, b.paidAmount]).toEqual(['STATUS_PAYMENT_REFUNDED', '0']);
    // a refunded billing still has payments: it cannot be invalidated
    expect((await c.post('/v1/billing/invalidate', { id })).body).toMatchObject({ code: 9 });
  });

  it('a held billing takes no payment (per-row FAILED_PRECONDITION)', async () => {
    const { c, billings } = await billed({ holdInvoiceCreation: true });
    expect(billings[0]!.status).toBe('STATUS_HOLD_INVOICE_CREATION');
    const res = await c.post<BatchOut>('/v1/billing/batchrecordpayments', {
      payments: [{ billingId: billings[0]!.id, amount: '1100', paymentDate: '2031-05-02' }],
    });
    expect(res.body.errors).toEqual([{ index: 0, id: billings[0]!.id, code: 9, message: expect.any(String) }]);
  });

  it('a card billing partially paid then paid in full is PAID_WITH_CARD; a partial refund leaves PARTIALLY_PAID', async () => {
    const { c, billings } = await billed({ type: 'TYPE_CREDIT_CARD' });
    const id = billings[0]!.id;
    await c.post('/v1/billing/batchrecordpayments', {
      payments: [
        { billingId: id, amount: '100', paymentDate: '2031-05-02' },
        { billingId: id, amount: '1000', paymentDate: '2031-05-02' },
      ],
    });
    expect((await get(c, id)).status).toBe('STATUS_PAID_WITH_CARD');
    await c.post('/v1/billing/batchrecordpayments', {
      payments: [{ billingId: id, amount: '100', paymentDate: '2031-05-02', type: 'TYPE_REFUND' }],
    });
    expect([(await get(c, id)).status, (await get(c, id)).paidAmount]).toEqual(['STATUS_PARTIALLY_PAID', '1000']);
  });

  it('amounts are whole yen: a fraction of a yen is 400 naming the row', async () => {
    const { c, billings } = await billed();
    for (const amount of ['0.5', '1099.9', '00', '0.0']) {
      const res = await c.post('/v1/billing/batchrecordpayments', {
        payments: [
          { billingId: billings[0]!.id, amount: '1', paymentDate: '2031-05-02' },
          { billingId: billings[0]!.id, amount, paymentDate: '2031-05-02' },
        ],
      });
      expect({ amount, status: res.status }).toEqual({ amount, status: 400 });
      expect(JSON.stringify(res.body)).toContain('payments[1].amount');
    }
    expect((await get(c, billings[0]!.id)).paidAmount).toBe('0');
  });
});

describe('/v1/billing/create', () => {
  it("a malformed contract id is 400; another tenant's or environment's contract is 404 and nothing is billed (all or nothing)", async () => {
    const keys = await newTenant(t.db);
    const c = client(t.app, keys.sandboxKey);
    const w = await billingWorld(t.db, c, keys.providerId);
    await advance(c, '2031-03-20');
    const mine = await storeContract(t.db, w, { start: '2031-04-01' });
    const theirs = await billed();
    expect((await c.post('/v1/billing/create', { contractIds: ['nope'] })).body).toMatchObject({
      code: 3,
      detail: { fieldViolations: [{ field: 'contractIds[0]' }] },
    });
    for (const key of [keys.productionKey, keys.sandboxKey]) {
      const other = key === keys.sandboxKey ? theirs.contractId : mine.id;
      const x = client(t.app, key);
      expect((await x.post('/v1/billing/create', { contractIds: key === keys.sandboxKey ? [mine.id, other] : [other] })).status).toBe(404);
    }
    expect((await c.get<{ billings: B[] }>('/v1/billing/list')).body.billings).toEqual([]);
    expect((await theirs.c.get<{ billings: B[] }>('/v1/billing/listbycontract', { id: theirs.contractId })).body.billings).toHaveLength(2);
  });
});

describe('invalidate', () => {
  it('twice is FAILED_PRECONDITION; the invalidated billing stays listed, its invoice void; its lines bill again on a new invoice', async () => {
    const { c, contractId, billings } = await billed();
    const first = billings[0]!;
    const inv = await c.post<{ billing: B }>('/v1/billing/invalidate', { id: first.id });
    expect(inv.body.billing.status).toBe('STATUS_INVALIDATED');
    const voided = await c.post<{ invoice: { status: string; voidReason: string } }>('/v1/invoice/get', {
      invoiceNumber: first.invoiceNumber,
    });
    expect(voided.body.invoice).toMatchObject({ status: 'STATUS_VOID', voidReason: `billing ${first.id} invalidated` });
    expect((await c.post('/v1/billing/invalidate', { id: first.id })).body).toMatchObject({ code: 9 });
    expect(
      (await c.post('/v1/billing/batchrecordpayments', { payments: [{ billingId: first.id, amount: '1', paymentDate: '2031-05-02' }] }))
        .body,
    ).toMatchObject({ summary: { failed: 1 }, errors: [{ code: 9 }] });
    expect(await advance(c, '2031-05-02')).toBe(1);
    const all = (await c.get<{ billings: B[] }>('/v1/billing/listbycontract', { id: contractId })).body.billings;
    expect(all.map((b) => [b.status, b.total])).toEqual([
      ['STATUS_INVALIDATED', '1100'],
      ['STATUS_INVOICE_CREATED', '1100'],
      ['STATUS_INVOICE_CREATED', '1100'],
    ]);
    // The invalidated billing left its (void) invoice; the other two each have their own, new number.
    expect(all.map((b) => b.invoiceNumber === '')).toEqual([true, false, false]);
    expect(new Set([first.invoiceNumber, all[1]!.invoiceNumber, all[2]!.invoiceNumber]).size).toBe(3);
    expect(
      (await c.get<{ billings: B[] }>('/v1/billing/search', { query: 'status=STATUS_INVALIDATED' })).body.billings.map((b) => b.id),
    ).toEqual([first.id]);
  });
});

describe('paging tokens and malformed input', () => {
  it('a token replayed with another filter, contract or order is 400; a tampered token is 400', async () => {
    const { c, w, contractId, billings } = await billed();
    const other = await storeContract(t.db, w, { start: '2031-04-01' });
    const s = await c.get<{ nextPageToken: string }>('/v1/billing/search', { query: 'status=any', pageSize: 1 });
    expect(s.body.nextPageToken).not.toBe('');
    expect((await c.get('/v1/billing/search', { query: 'status=UNBILLED', pageSize: 1, pageToken: s.body.nextPageToken })).status).toBe(
      400,
    );
    expect(
      (
        await c.get('/v1/billing/search', {
          query: 'status=any',
          pageSize: 1,
          'orderBy.field': 'FIELD_BILLING_DATE',
          pageToken: s.body.nextPageToken,
        })
      ).status,
    ).toBe(400);
    expect(
      (await c.get('/v1/billing/search', { query: 'status=any', pageSize: 1, pageToken: `${s.body.nextPageToken.slice(0, -2)}xx` })).status,
    ).toBe(400);
    const l = await c.get<{ nextPageToken: string }>('/v1/billing/listbycontract', { id: contractId, pageSize: 1 });
    expect((await c.get('/v1/billing/listbycontract', { id: other.id, pageSize: 1, pageToken: l.body.nextPageToken })).status).toBe(400);
    expect((await c.get('/v1/billing/list', { pageSize: 1, pageToken: l.body.nextPageToken })).status).toBe(400);
    const desc = await c.get<{ billings: B[] }>('/v1/billing/search', {
      query: 'status=any',
      'orderBy.field': 'FIELD_ID',
      'orderBy.direction': 'DIRECTION_DESCENDING',
    });
    expect(desc.body.billings.map((b) => b.id)).toEqual([billings[1]!.id, billings[0]!.id]);
  });

  it('FIELD_BILLING_DATE pages by (billing date, id) in both directions, page by page; GET and POST agree', async () => {
    const { c, contractId, billings } = await billed();
    const [april, may] = billings;
    await c.post('/v1/billing/invalidate', { id: april!.id });
    expect(await advance(c, '2031-05-02')).toBe(1);
    const all = (await c.get<{ billings: B[] }>('/v1/billing/listbycontract', { id: contractId })).body.billings;
    const again = all[2]!; // April billed again: created last, dated 1 April
    const walk = async (path: string, base: Record<string, string>, direction: string) => {
      const ids: string[] = [];
      let pageToken = '';
      do {
        const q = {
          ...base,
          pageSize: '1',
          'orderBy.field': 'FIELD_BILLING_DATE',
          'orderBy.direction': direction,
          ...(pageToken ? { pageToken } : {}),
        };
        const g = await c.get<{ billings: B[]; nextPageToken: string }>(path, q);
        const p = await c.post(path, {
          ...base,
          pageSize: 1,
          orderBy: { field: 'FIELD_BILLING_DATE', direction },
          ...(pageToken ? { pageToken } : {}),
        });
        expect(p.body).toEqual(g.body);
        ids.push(...g.body.billings.map((b) => b.id));
        pageToken = g.body.nextPageToken;
      } while (pageToken);
      return ids;
    };
    for (const [path, base] of [
      ['/v1/billing/listbycontract', { id: contractId }],
      ['/v1/billing/search', { query: 'status=*' }],
    ] as const) {
      expect(await walk(path, base, 'DIRECTION_ASCENDING')).toEqual([april!.id, again.id, may!.id]);
      expect(await walk(path, base, 'DIRECTION_DESCENDING')).toEqual([may!.id, again.id, april!.id]);
    }
  });

  it('no 500 for malformed input on any billing path', async () => {
    const { c } = await billed();
    const cases: Array<[string, Record<string, unknown>]> = [
      ['/v1/billing/get', { id: 123 }],
      ['/v1/billing/get', { id: ['a'] }],
      ['/v1/billing/list', { pageSize: 'x' }],
      ['/v1/billing/list', { pageSize: 1.5 }],
      ['/v1/billing/listbycontract', { optionalId: 'bad id!' }],
      ['/v1/billing/search', { orderBy: { field: 'FIELD_NOPE' } }],
      ['/v1/billing/search', { query: 'status=' }],
      ['/v1/billing/search', { query: 'x'.repeat(5000) }],
      ['/v1/billing/create', { contractIds: 'x' }],
      ['/v1/billing/batchupdatestatuses', { byIds: { ids: ['x'] }, status: 'POSTED' }],
      ['/v1/billing/batchupdatestatuses', { byCondition: { anyItemHasStatusIn: { statuses: ['STATUS_ANY'] } }, status: 'STATUS_POSTED' }],
      ['/v1/billing/batchrecordpayments', { payments: [{ billingId: 'x', amount: '1', paymentDate: 'yesterday' }] }],
      ['/v1/billing/batchrecordpayments', { payments: [{ billingId: 'x', amount: '1'.repeat(40), paymentDate: '2031-05-01' }] }],
      ['/v1/billing/batchrecordpayments', { payments: [{ billingId: 'x', amount: '1', paymentDate: '2031-05-01', type: 'REFUND' }] }],
      ['/v1/billing/invalidate', { id: null }],
    ];
    for (const [path, body] of cases) {
      const res = await c.post(path, body);
      expect({ path, body, status: res.status }).toEqual({ path, body, status: 400 });
    }
    for (const [path, q] of [
      ['/v1/billing/get', 'id=1&id=2'],
      ['/v1/billing/search', 'pageSize=abc'],
      ['/v1/billing/listbycontract', 'orderBy=x'],
      ['/v1/billing/list', 'pageToken=%FF'],
    ] as const) {
      const res = await t.app.inject({
        method: 'GET',
        url: `${path}?${q}`,
        headers: { authorization: `Bearer ${(await newTenant(t.db)).sandboxKey}` },
      });
      expect({ path, q, status: res.statusCode }).toEqual({ path, q, status: 400 });
    }
  });
});
