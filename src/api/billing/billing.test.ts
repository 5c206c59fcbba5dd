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
  contractId: string;
  payments: Array<{ optionalId: string; amount: string }>;
}

/** A tenant with one contract billed for April and May 2031 (1,100 each). */
async function billed(
  pm: Record<string, unknown> = {},
): Promise<{ c: Client; keys: Awaited<ReturnType<typeof newTenant>>; contractId: string; billings: B[] }> {
  const keys = await newTenant(t.db);
  const c = client(t.app, keys.sandboxKey);
  const w = await billingWorld(t.db, c, keys.providerId, pm);
  await advance(c, '2031-03-20');
  const doc = await storeContract(t.db, w, { start: '2031-04-01', optionalId: `k-${keys.providerId.slice(-12)}` });
  await advance(c, '2031-05-01');
  const res = await c.get<{ billings: B[] }>('/v1/billing/listbycontract', { id: doc.id });
  return { c, keys, contractId: doc.id, billings: res.body.billings };
}

describe('billing reads', () => {
  it('get, list, listbycontract, search: GET and POST agree; paging and ordering', async () => {
    const { c, contractId, billings } = await billed();
    expect(billings).toHaveLength(2);
    const g = await c.get('/v1/billing/get', { id: billings[0]!.id });
    expect(g.status).toBe(200);
    expect((await c.post('/v1/billing/get', { id: billings[0]!.id })).body).toEqual(g.body);
    const page1 = await c.get<{ billings: B[]; nextPageToken: string }>('/v1/billing/list', { pageSize: 1 });
    expect(page1.body.billings).toHaveLength(1);
    const page2 = await c.post<{ billings: B[]; nextPageToken: string }>('/v1/billing/list', {
      pageSize: 1,
      pageToken: page1.body.nextPageToken,
    });
    expect(page2.body.billings[0]!.id).not.toBe(page1.body.billings[0]!.id);
    const desc = await c.get<{ billings: B[] }>('/v1/billing/listbycontract', {
      id: contractId,
      'orderBy.field': 'FIELD_BILLING_DATE',
      'orderBy.direction': 'DIRECTION_DESCENDING',
    });
    expect(desc.body.billings.map((b) => b.id)).toEqual([billings[1]!.id, billings[0]!.id]);
    const byOpt = await c.post<{ billings: B[] }>('/v1/billing/listbycontract', {
      optionalId: (await t.db.selectFrom('contract').select('optional_id').where('id', '=', contractId).executeTakeFirstOrThrow())
        .optional_id,
    });
    expect(byOpt.body.billings).toHaveLength(2);
    // Issued on their invoices when made (per billing, docs/invoices.md): INVOICE_CREATED.
    for (const query of ['status=STATUS_INVOICE_CREATED', 'status=INVOICE_CREATED', 'status=any', 'status=*', '']) {
      const s = await c.get<{ billings: B[] }>('/v1/billing/search', { query, pageSize: 10 });
      expect(s.status).toBe(200);
      expect(s.body.billings).toHaveLength(2);
    }
    expect(
      (await c.post<{ billings: B[] }>('/v1/billing/search', { query: 'status=STATUS_PAID', pageSize: 10 })).body.billings,
    ).toHaveLength(0);
  });

  it('rejects bad input with 400 naming the field', async () => {
    const { c } = await billed();
    for (const [path, body, field] of [
      ['/v1/billing/get', { id: 'nope' }, 'id'],
      ['/v1/billing/search', { query: 'color=red' }, 'query'],
      ['/v1/billing/search', { query: 'status=STATUS_NOPE' }, 'query'],
      ['/v1/billing/list', { pageSize: 101 }, 'pageSize'],
      ['/v1/billing/listbycontract', {}, 'id'],
      ['/v1/billing/search', { pageToken: 'abc.def' }, 'pageToken'],
    ] as const) {
      const res = await c.post(path, body);
      expect({ path, status: res.status }).toEqual({ path, status: 400 });
      expect(JSON.stringify(res.body)).toContain(field);
    }
  });

  it("another tenant's or environment's billings are NOT_FOUND and never listed", async () => {
    const { keys, contractId, billings } = await billed();
    for (const key of [keys.productionKey, (await newTenant(t.db)).sandboxKey]) {
      const o = client(t.app, key);
      expect((await o.get('/v1/billing/get', { id: billings[0]!.id })).status).toBe(404);
      expect((await o.get('/v1/billing/listbycontract', { id: contractId })).status).toBe(404);
      expect((await o.post('/v1/billing/invalidate', { id: billings[0]!.id })).status).toBe(404);
      expect((await o.get<{ billings: B[] }>('/v1/billing/list')).body.billings).toEqual([]);
      expect((await o.get<{ billings: B[] }>('/v1/billing/search', { query: 'status=any' })).body.billings).toEqual([]);
      const st = await o.post<{ summary: unknown; errors: Array<{ code: number }> }>('/v1/billing/batchupdatestatuses', {
        byIds: { ids: [billings[0]!.id] },
        status: 'STATUS_POSTED',
      });
      expect(st.body).toMatchObject({ summary: { total: 1, succeeded: 0, failed: 1 }, errors: [{ index: 0, code: 5 }] });
      const pay = await o.post('/v1/billing/batchrecordpayments', {
        payments: [{ billingId: billings[0]!.id, amount: '1', paymentDate: '2031-05-01' }],
      });
      expect(pay.body).toMatchObject({ summary: { failed: 1 }, errors: [{ code: 5 }] });
    }
  });
});

describe('/v1/billing/batchupdatestatuses', () => {
  it('applies allowed transitions and reports the others per row', async () => {
    // Held at creation (the payment method holds): issued on their invoices by the move to INVOICE_CREATED.
    const { c, billings } = await billed({ holdInvoiceCreation: true });
    const [a, b] = billings;
    const res = await c.post('/v1/billing/batchupdatestatuses', { byIds: { ids: [a!.id, b!.id] }, status: 'STATUS_INVOICE_CREATED' });
    expect(res.body).toEqual({ summary: { total: 2, succeeded: 2, failed: 0 }, errors: [] });
    const issued = (await c.get<{ billing: B & { invoiceId: string } }>('/v1/billing/get', { id: a!.id })).body.billing;
    expect(issued.invoiceId).not.toBe('');
    const again = await c.post('/v1/billing/batchupdatestatuses', {
      byIds: { ids: [a!.id, '01a1fccc-0000-7000-8000-000000000000'] },
      status: 'STATUS_UNBILLED',
    });
    expect(again.body).toMatchObject({
      summary: { total: 2, succeeded: 0, failed: 2 },
      errors: [
        { index: 0, id: a!.id, code: 9 },
        { index: 1, code: 5 },
      ],
    });
    const cond = await c.post('/v1/billing/batchupdatestatuses', {
      byCondition: { anyItemHasStatusIn: { statuses: ['STATUS_INVOICE_CREATED'] } },
      status: 'STATUS_POSTED',
    });
    expect(cond.body).toEqual({ summary: { total: 2, succeeded: 2, failed: 0 }, errors: [] });
    expect((await c.get<{ billing: B }>('/v1/billing/get', { id: a!.id })).body.billing.status).toBe('STATUS_POSTED');
  });

  it('refuses an unusable selection or target with 400', async () => {
    const { c, billings } = await billed();
    for (const body of [
      { status: 'STATUS_POSTED' },
      {
        byIds: { ids: [billings[0]!.id] },
        byCondition: { anyItemHasStatusIn: { statuses: ['STATUS_UNBILLED'] } },
        status: 'STATUS_POSTED',
      },
      { byIds: { ids: [billings[0]!.id] }, status: 'STATUS_PAID' },
      { byIds: { ids: [billings[0]!.id] }, status: 'STATUS_UNSPECIFIED' },
      { byIds: { ids: [] }, status: 'STATUS_POSTED' },
    ])
      expect((await c.post('/v1/billing/batchupdatestatuses', body)).status).toBe(400);
  });
});

describe('/v1/billing/batchrecordpayments', () => {
  it('partial then full payment; a retried client id pays once; overpayment is a row error', async () => {
    const { c, billings } = await billed();
    const id = billings[0]!.id;
    const pay = (amount: string, optionalId: string) =>
      c.post('/v1/billing/batchrecordpayments', { payments: [{ billingId: id, amount, paymentDate: '2031-05-02', optionalId }] });
    expect((await pay('600', 'p-1')).body).toEqual({ summary: { total: 1, succeeded: 1, failed: 0 }, errors: [] });
    expect((await pay('600', 'p-1')).body).toEqual({ summary: { total: 1, succeeded: 1, failed: 0 }, errors: [] });
    let b = (await c.get<{ billing: B }>('/v1/billing/get', { id })).body.billing;
    expect([b.status, b.paidAmount, b.payments.length]).toEqual(['STATUS_PARTIALLY_PAID', '600', 1]);
    expect((await pay('600', 'p-2')).body).toMatchObject({ summary: { failed: 1 }, errors: [{ index: 0, id, code: 9 }] });
    expect((await pay('1', 'p-1')).body).toMatchObject({ summary: { failed: 1 }, errors: [{ code: 6 }] });
    expect((await pay('500', 'p-3')).body).toMatchObject({ summary: { succeeded: 1 } });
    b = (await c.get<{ billing: B }>('/v1/billing/get', { id })).body.billing;
    expect([b.status, b.paidAmount]).toEqual(['STATUS_PAID', '1100']);
    expect((await c.post('/v1/billing/invalidate', { id })).status).toBe(400);
    const refund = await c.post('/v1/billing/batchrecordpayments', {
      payments: [{ billingId: id, amount: '1100', paymentDate: '2031-05-03', type: 'TYPE_REFUND' }],
    });
    expect(refund.body).toMatchObject({ summary: { succeeded: 1 } });
    expect((await c.get<{ billing: B }>('/v1/billing/get', { id })).body.billing.status).toBe('STATUS_PAYMENT_REFUNDED');
  });

  it('a card payment method ends in PAID_WITH_CARD', async () => {
    const { c, billings } = await billed({ type: 'TYPE_CREDIT_CARD' });
    await c.post('/v1/billing/batchrecordpayments', {
      payments: [{ billingId: billings[0]!.id, amount: '1100', paymentDate: '2031-05-02' }],
    });
    expect((await c.get<{ billing: B }>('/v1/billing/get', { id: billings[0]!.id })).body.billing.status).toBe('STATUS_PAID_WITH_CARD');
  });

  it('bounds and bad amounts are 400', async () => {
    const { c, billings } = await billed();
    const row = { billingId: billings[0]!.id, amount: '1', paymentDate: '2031-05-02' };
    expect((await c.post('/v1/billing/batchrecordpayments', { payments: [] })).status).toBe(400);
    expect((await c.post('/v1/billing/batchrecordpayments', { payments: Array.from({ length: 1001 }, () => row) })).status).toBe(400);
    for (const amount of ['0', '-5', 'abc', '1e3'])
      expect((await c.post('/v1/billing/batchrecordpayments', { payments: [{ ...row, amount }] })).status).toBe(400);
    expect((await c.post('/v1/billing/batchrecordpayments', { payments: [{ ...row, paymentDate: '2031-02-30' }] })).status).toBe(400);
  });
});

describe('/v1/billing/create and overdue sweep', () => {
  it('create needs a contract; unknown contracts are 404; drafts are FAILED_PRECONDITION', async () => {
    const keys = await newTenant(t.db);
    const c = client(t.app, keys.sandboxKey);
    const w = await billingWorld(t.db, c, keys.providerId);
    expect((await c.post('/v1/billing/create', {})).status).toBe(400);
    expect((await c.post('/v1/billing/create', { contractIds: ['01a1fccc-0000-7000-8000-000000000000'] })).status).toBe(404);
    const draft = await storeContract(t.db, w, { start: '2031-04-01', isDraft: true });
    expect((await c.post('/v1/billing/create', { contractIds: [draft.id] })).body).toMatchObject({ code: 9 });
  });

  it('POSTED billings past their due date become PAYMENT_DUE; partially paid ones PARTIALLY_UNPAID', async () => {
    const { c, billings } = await billed();
    const [a, b] = billings;
    await c.post('/v1/billing/batchupdatestatuses', { byIds: { ids: [a!.id, b!.id] }, status: 'STATUS_POSTED' });
    await c.post('/v1/billing/batchrecordpayments', { payments: [{ billingId: b!.id, amount: '100', paymentDate: '2031-05-02' }] });
    await advance(c, '2031-07-01');
    expect((await c.get<{ billing: B }>('/v1/billing/get', { id: a!.id })).body.billing.status).toBe('STATUS_PAYMENT_DUE');
    expect((await c.get<{ billing: B }>('/v1/billing/get', { id: b!.id })).body.billing.status).toBe('STATUS_PARTIALLY_UNPAID');
  });
});
