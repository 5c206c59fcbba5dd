import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildTestApp, client, newTenant, type Client, type TestApp } from '../../../test/helpers/app';
import { createCustomer } from '../../../test/helpers/factories/customer';
import { createStaff } from '../../../test/helpers/factories/staff';
import { invoicedCustomer, type InvoiceBody } from '../../../test/helpers/factories/invoice';

let t: TestApp;
beforeAll(async () => {
  t = await buildTestApp();
});
afterAll(async () => {
  await t.close();
});

let lastKey = '';
async function sandbox(): Promise<Client> {
  lastKey = (await newTenant(t.db)).sandboxKey;
  return client(t.app, lastKey);
}

type Err = { code: number; detail: { reason?: string; fieldViolations?: Array<{ field: string }> } };

describe('/v1/invoice/get and /v1/invoice/list', () => {
  it('get by id or by number (GET and POST agree); both must name the same invoice', async () => {
    const c = await sandbox();
    const { invoices } = await invoicedCustomer(c, { contracts: 2 });
    const [a, b] = invoices;
    const byId = await c.get<{ invoice: InvoiceBody }>('/v1/invoice/get', { id: a!.id });
    expect(byId.status).toBe(200);
    expect((await c.post('/v1/invoice/get', { id: a!.id })).body).toEqual(byId.body);
    expect((await c.get('/v1/invoice/get', { invoiceNumber: a!.invoiceNumber })).body).toEqual(byId.body);
    expect((await c.get('/v1/invoice/get', { id: a!.id, invoiceNumber: a!.invoiceNumber })).body).toEqual(byId.body);
    const mismatch = await c.get<Err>('/v1/invoice/get', { id: a!.id, invoiceNumber: b!.invoiceNumber });
    expect([mismatch.status, mismatch.body.detail.fieldViolations?.[0]?.field]).toEqual([400, 'invoiceNumber']);
  });

  it('lists newest first, filters by customer, status and date ranges, pages by token', async () => {
    const c = await sandbox();
    const first = await invoicedCustomer(c, { contracts: 3 });
    const other = await createCustomer(c);
    await createStaff(c, other.id);
    expect(first.invoices).toHaveLength(3);
    const page1 = await c.get<{ invoices: InvoiceBody[]; nextPageToken: string }>('/v1/invoice/list', { pageSize: 2 });
    const page2 = await c.post<{ invoices: InvoiceBody[]; nextPageToken: string }>('/v1/invoice/list', {
      pageSize: 2,
      pageToken: page1.body.nextPageToken,
    });
    const ids = [...page1.body.invoices, ...page2.body.invoices].map((i) => i.id);
    expect(ids).toEqual([...first.invoices.map((i) => i.id)]);
    expect(ids).toEqual([...ids].sort().reverse());
    expect(page2.body.nextPageToken).toBe('');
    const count = async (q: Record<string, unknown>) =>
      (await c.post<{ invoices: InvoiceBody[] }>('/v1/invoice/list', q)).body.invoices.length;
    expect(await count({ customerId: other.id })).toBe(0);
    expect(await count({ customerId: first.customer.id })).toBe(3);
    expect(await count({ status: 'STATUS_ISSUED' })).toBe(3);
    expect(await count({ status: 'STATUS_PAID' })).toBe(0);
    expect(await count({ issueDateFrom: '2031-04-01', issueDateTo: '2031-04-01' })).toBe(3);
    expect(await count({ issueDateFrom: '2031-04-02' })).toBe(0);
    expect(await count({ dueDateFrom: '2031-05-31', dueDateTo: '2031-05-31' })).toBe(3);
    expect(await count({ dueDateTo: '2031-05-30' })).toBe(0);
    // A token is bound to its query.
    expect((await c.post('/v1/invoice/list', { pageSize: 2, status: 'STATUS_ISSUED', pageToken: page1.body.nextPageToken })).status).toBe(
      400,
    );
  });

  it('refuses malformed input with 400 naming the field', async () => {
    const c = await sandbox();
    for (const [body, field] of [
      [{ id: 'nope' }, 'id'],
      [{ status: 'STATUS_NOPE' }, 'status'],
      [{ issueDateFrom: '2031-13-01' }, 'issueDateFrom'],
      [{ pageSize: 101 }, 'pageSize'],
    ] as const) {
      const path = 'id' in body ? '/v1/invoice/get' : '/v1/invoice/list';
      const res = await c.post<Err>(path, body);
      expect([res.status, res.body.detail.fieldViolations?.[0]?.field]).toEqual([400, field]);
    }
    expect((await c.post<Err>('/v1/invoice/get', {})).status).toBe(400);
    expect((await c.post<Err>('/v1/invoice/get', { invoiceNumber: 'NO-SUCH' })).status).toBe(404);
  });
});

describe('/v1/invoice/close', () => {
  it('issues what waits for the next closing now; nothing left: FAILED_PRECONDITION NOTHING_TO_INVOICE', async () => {
    const c = await sandbox();
    const { customer, invoices } = await invoicedCustomer(c, { contracts: 2, closing: true });
    // The 30 April closing made one invoice of both April billings; May's are billed 1 May and wait.
    expect(invoices.map((i) => [i.total, i.billingIds.length])).toEqual([['22000', 2]]);
    await c.post('/v1/testclock/advance', { to: '2031-05-02' });
    const closed = await c.post<{ invoices: InvoiceBody[] }>('/v1/invoice/close', { customerId: customer.id });
    expect(closed.status).toBe(200);
    // issued today (2 May), closing date = the next closing day (31 May)
    expect(closed.body.invoices.map((i) => [i.total, i.billingIds.length, i.issueDate, i.closingDate])).toEqual([
      ['22000', 2, '2031-05-01T15:00:00Z', '2031-05-30T15:00:00Z'],
    ]);
    const again = await c.post<Err>('/v1/invoice/close', { customerId: customer.id });
    expect([again.status, again.body.code, again.body.detail.reason]).toEqual([400, 9, 'NOTHING_TO_INVOICE']);
  });

  it('needs a customer; an unknown one is 404', async () => {
    const c = await sandbox();
    expect((await c.post<Err>('/v1/invoice/close', {})).status).toBe(400);
    expect((await c.post<Err>('/v1/invoice/close', { customerId: '01a1fccc-0000-7000-8000-000000000000' })).status).toBe(404);
  });
});

describe('/v1/invoice/void', () => {
  it('needs a reason; twice is INVOICE_VOID; its document stays as issued (docs/records.md)', async () => {
    const c = await sandbox();
    const { invoices } = await invoicedCustomer(c);
    const id = invoices[0]!.id;
    const blank = await c.post<Err>('/v1/invoice/void', { id, reason: '' });
    expect([blank.status, blank.body.detail.fieldViolations?.[0]?.field]).toEqual([400, 'reason']);
    const spaces = await c.post<Err>('/v1/invoice/void', { id, reason: '   ' });
    expect([spaces.status, spaces.body.detail.fieldViolations?.[0]?.field]).toEqual([400, 'reason']);
    const document = () =>
      t.app.inject({
        method: 'GET',
        url: `/v1/invoice/document?id=${id}&format=FORMAT_HTML`,
        headers: { authorization: `Bearer ${lastKey}` },
      });
    const issued = await document();
    expect((await c.post('/v1/invoice/void', { id, reason: 'wrong address' })).status).toBe(200);
    const twice = await c.post<Err>('/v1/invoice/void', { id, reason: 'again' });
    expect([twice.status, twice.body.detail.reason]).toEqual([400, 'INVOICE_VOID']);
    // The document kept is the one issued (and sent); the void is the invoice's status and reason.
    const doc = await document();
    expect(doc.statusCode).toBe(200);
    expect(doc.rawPayload.equals(issued.rawPayload)).toBe(true);
    const got = await c.get<{ invoice: { status: string; voidReason: string } }>('/v1/invoice/get', { id });
    expect(got.body.invoice).toMatchObject({ status: 'STATUS_VOID', voidReason: 'wrong address' });
  });
});

describe('customer billingProfile', () => {
  it('is set on create, changed field by field on update, shown on get', async () => {
    const c = await sandbox();
    const customer = await createCustomer(c, { billingProfile: { invoicing: 'INVOICING_MONTHLY_CLOSING', closingDay: 20 } });
    expect(customer).toMatchObject({
      billingProfile: {
        invoicing: 'INVOICING_MONTHLY_CLOSING',
        closingDay: 20,
        holidayRule: 'HOLIDAY_RULE_NONE',
        sendMethod: 'SEND_METHOD_NONE',
        recipientStaffIds: [],
      },
    });
    const staff = await createStaff(c, customer.id);
    const updated = await c.patch<{ customer: typeof customer }>('/v1/customer/update', {
      id: customer.id,
      billingProfile: { holidayRule: 'HOLIDAY_RULE_NEXT_BUSINESS_DAY', recipientStaffIds: [staff.id] },
    });
    expect(updated.body.customer.billingProfile).toEqual({
      invoicing: 'INVOICING_MONTHLY_CLOSING',
      closingDay: 20,
      holidayRule: 'HOLIDAY_RULE_NEXT_BUSINESS_DAY',
      sendMethod: 'SEND_METHOD_NONE',
      recipientStaffIds: [staff.id],
    });
    expect((await c.get<{ customer: typeof customer }>('/v1/customer/get', { id: customer.id })).body.customer.billingProfile).toEqual(
      updated.body.customer.billingProfile,
    );
  });

  it('refuses a closing day outside 0..28, unknown enum names, and staff of another customer, naming the field; nothing is written', async () => {
    const c = await sandbox();
    for (const [billingProfile, field] of [
      [{ closingDay: 29 }, 'billingProfile.closingDay'],
      [{ closingDay: -1 }, 'billingProfile.closingDay'],
      [{ closingDay: 1.5 }, 'billingProfile.closingDay'],
      [{ invoicing: 'INVOICING_WEEKLY' }, 'billingProfile.invoicing'],
      [{ holidayRule: 'HOLIDAY_RULE_NEAREST' }, 'billingProfile.holidayRule'],
      [{ sendMethod: 'SEND_METHOD_FAX' }, 'billingProfile.sendMethod'],
      [{ recipientStaffIds: ['nope'] }, 'billingProfile.recipientStaffIds[0]'],
      [{ closing: 20 }, 'billingProfile.closing'],
    ] as const) {
      const res = await c.post<Err>('/v1/customer/create', { name: 'X', billingProfile });
      expect([res.status, res.body.detail.fieldViolations?.[0]?.field], JSON.stringify(billingProfile)).toEqual([400, field]);
    }
    const a = await createCustomer(c);
    const b = await createCustomer(c);
    const staffOfB = await createStaff(c, b.id);
    const res = await c.patch<Err>('/v1/customer/update', {
      id: a.id,
      name: 'renamed',
      billingProfile: { recipientStaffIds: [staffOfB.id] },
    });
    expect([res.status, res.body.detail.fieldViolations?.[0]?.field]).toEqual([400, 'billingProfile.recipientStaffIds']);
    expect((await c.get<{ customer: { name: string } }>('/v1/customer/get', { id: a.id })).body.customer.name).toBe(a.name);
    const list = await c.post<{ customers: unknown[] }>('/v1/customer/list', { pageSize: 100 });
    expect(list.body.customers).toHaveLength(2);
  });

  it('leaving monthly closing issues what waited, each billing on its own invoice', async () => {
    const c = await sandbox();
    const { customer } = await invoicedCustomer(c, { contracts: 2, closing: true });
    await c.post('/v1/testclock/advance', { to: '2031-05-02' });
    const before = await c.post<{ invoices: InvoiceBody[] }>('/v1/invoice/list', { customerId: customer.id });
    expect(before.body.invoices).toHaveLength(1);
    const res = await c.patch('/v1/customer/update', { id: customer.id, billingProfile: { invoicing: 'INVOICING_PER_BILLING' } });
    expect(res.status).toBe(200);
    const after = await c.post<{ invoices: InvoiceBody[] }>('/v1/invoice/list', { customerId: customer.id });
    expect(after.body.invoices.map((i) => [i.invoicing, i.billingIds.length, i.total])).toEqual([
      ['INVOICING_PER_BILLING', 1, '11000'],
      ['INVOICING_PER_BILLING', 1, '11000'],
      ['INVOICING_MONTHLY_CLOSING', 2, '22000'],
    ]);
  });
});
