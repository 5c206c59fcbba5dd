import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildTestApp, client, newTenant, type Client, type TestApp } from '../helpers/app';
import { adminClient, adminPost, newOperator, signIn } from '../helpers/admin';
import { buildContract, type BuiltContract } from '../helpers/factories/contract';
import { TENANT_VIEW_PATHS, tenantViewPath } from '../../src/api/admin/tenant/tenant.views';
import { transferNotice } from '../helpers/zengin';

// docs/console.md "One tenant's data": each view runs the provider API's own handler as the tenant.
let t: TestApp;
let admin: ReturnType<typeof adminClient>;
let operatorToken: string;
let providerId: string;
let v1: Client;
let built: BuiltContract;
let billingId: string;
let invoiceId: string;
/** Another contract's invoice, the one credit notes are issued against (the first one is voided below). */
let noteInvoiceId: string;
let noteStaffId: string;
let creditNoteId: string;
let eventId: string;
let endpointId: string;
let sandboxKey: string;
/** An imported bank statement and its one (unmatched) line. */
let statementId: string;
let lineId: string;
const SANDBOX = 'ENVIRONMENT_SANDBOX';
const DAY = 86_400_000;
const jstToday = () => new Date(Date.now() + 9 * 3_600_000).toISOString().slice(0, 10);
const dayAfter = (iso: string, days: number) => new Date(Date.parse(iso) + days * DAY).toISOString().slice(0, 10);
type Json = Record<string, unknown>;

beforeAll(async () => {
  t = await buildTestApp();
  operatorToken = (await newOperator(t.db)).token;
  admin = adminClient(t.app, operatorToken);
  const tenant = await newTenant(t.db);
  providerId = tenant.providerId;
  sandboxKey = tenant.sandboxKey;
  v1 = client(t.app, tenant.sandboxKey);
  const endpoint = await v1.post<{ webhookEndpoint: { id: string } }>('/v1/webhookendpoint/create', {
    url: 'http://127.0.0.1:9/billing-events',
    eventTypes: ['billing.created'],
  });
  expect(endpoint.status, JSON.stringify(endpoint.body)).toBe(200);
  endpointId = endpoint.body.webhookEndpoint.id;
  built = await buildContract(v1, { mainItem: { startDate: jstToday() } });
  const second = await buildContract(v1, { mainItem: { startDate: jstToday() } });
  // The sandbox clock moved through the admin API: the daily jobs run and bill the contract.
  const advanced = await admin<{ now: string; billingsCreated: number }>(tenantViewPath('/v1/testclock/advance'), {
    providerId,
    environment: SANDBOX,
    to: dayAfter(jstToday(), 40),
  });
  expect(advanced.status, JSON.stringify(advanced.body)).toBe(200);
  expect(advanced.body.billingsCreated).toBeGreaterThan(0);
  const billings = await v1.post<{ billings: Array<{ id: string; invoiceId: string; contractId: string }> }>('/v1/billing/list', {});
  const first = billings.body.billings.find((b) => b.contractId === built.contract.id)!;
  billingId = first.id;
  invoiceId = first.invoiceId;
  expect(invoiceId).not.toBe('');
  noteStaffId = second.staff.id;
  noteInvoiceId = billings.body.billings.find((b) => b.contractId === second.contract.id)!.invoiceId;
  expect(noteInvoiceId).not.toBe('');
  // A credit note paid back outside, on the second contract's invoice (an invoice with a note cannot be voided).
  const note = await v1.post<{ creditNote: { id: string } }>('/v1/creditnote/create', {
    invoiceId: noteInvoiceId,
    lines: [{ description: 'discount', amount: 1, taxPercentage: 10 }],
    reason: 'goodwill',
    refund: 'REFUND_OUTSIDE',
  });
  expect(note.status, JSON.stringify(note.body)).toBe(200);
  creditNoteId = note.body.creditNote.id;
  const events = await v1.post<{ events: Array<{ id: string }> }>('/v1/event/list', {});
  eventId = events.body.events[0]!.id;
  const statement = await v1.post<{ statement: { id: string } }>('/v1/bankstatement/import', {
    format: 'FORMAT_ZENGIN_TRANSFER_NOTICE',
    content: transferNotice([{ no: 1, amount: 777, payer: 'ｼﾗﾅｲﾋﾄ' }]).toString('base64'),
  });
  expect(statement.status, JSON.stringify(statement.body)).toBe(200);
  statementId = statement.body.statement.id;
  lineId = (await v1.post<{ lines: Array<{ id: string }> }>('/v1/bankstatement/listlines', { statementId })).body.lines[0]!.id;
}, 120_000);
afterAll(async () => {
  await t.close();
});

/** A body for each read view (the /v1 body; the admin body adds the tenant). */
function bodyOf(path: string): Json {
  const contractId = built.contract.id;
  const bodies: Record<string, Json> = {
    '/v1/customer/get': { id: built.customer.id },
    '/v1/customerstaff/list': { customerId: built.customer.id },
    '/v1/contract/get': { id: contractId },
    '/v1/amendment/listbycontract': { id: contractId },
    '/v1/billing/listbycontract': { id: contractId },
    '/v1/billing/get': { id: billingId },
    '/v1/billing/search': { query: `contractId=${contractId}` },
    '/v1/billing/document': { id: billingId, format: 'FORMAT_HTML' },
    '/v1/invoice/get': { id: invoiceId },
    '/v1/invoice/totals': { issueDateFrom: jstToday(), issueDateTo: dayAfter(jstToday(), 40) },
    '/v1/invoice/document': { id: invoiceId, format: 'FORMAT_HTML' },
    '/v1/document/download': { id: invoiceId, format: 'FORMAT_HTML' },
    '/v1/creditnote/get': { id: creditNoteId },
    '/v1/creditnote/list': { invoiceId: noteInvoiceId },
    '/v1/invoice/listdeliveries': { invoiceId },
    '/v1/creditnote/document': { id: creditNoteId, format: 'FORMAT_HTML' },
    '/v1/customer/getcredit': { customerId: built.customer.id },
    '/v1/expectedbilling/listbycontract': { id: contractId },
    '/v1/event/get': { id: eventId },
    '/v1/webhookendpoint/listdeliveries': { webhookEndpointId: endpointId },
    '/v2/contract/get': { id: contractId },
    '/v1/testclock/advance': { to: dayAfter(jstToday(), 40) },
    '/v1/journal/list': { month: lastMonth() },
    '/v1/journal/export': { month: lastMonth(), format: 'FORMAT_CSV' },
    '/v1/report/receivables': { asOf: jstToday() },
    '/v1/report/revenue': { monthFrom: lastMonth(), monthTo: lastMonth() },
    '/v1/bankstatement/get': { id: statementId },
    '/v1/bankstatement/listlines': { statementId },
    '/v1/bankstatement/suggest': { lineId },
  };
  return bodies[path] ?? {};
}

/** The month before today's (JST), a closed month. */
function lastMonth(): string {
  const [y, m] = jstToday().slice(0, 7).split('-').map(Number) as [number, number];
  return m === 1 ? `${y - 1}-12` : `${y}-${String(m - 1).padStart(2, '0')}`;
}

/** The views that write (each tested below for what it changed) and those answering a document. */
const WRITES: readonly string[] = [
  '/v1/customer/update',
  '/v1/invoice/close',
  '/v1/invoice/void',
  '/v1/creditnote/create',
  '/v1/invoice/send',
  '/v1/customer/create',
  '/v1/customerstaff/create',
  '/v1/customerstaff/update',
  '/v1/billing/batchrecordpayments',
  '/v1/billing/batchupdatestatuses',
  '/v1/bankstatement/import',
  '/v1/bankstatement/match',
  '/v1/bankstatement/unmatch',
  '/v1/bankstatement/ignore',
];
const DOCUMENTS: readonly string[] = ['/v1/billing/document', '/v1/invoice/document', '/v1/document/download', '/v1/creditnote/document'];
/** The views answering a file that is not HTML. */
const FILES: readonly string[] = ['/v1/journal/export'];

describe('/admin/v1/tenant/<path>', () => {
  it.each(TENANT_VIEW_PATHS.filter((p) => !WRITES.includes(p) && !DOCUMENTS.includes(p) && !FILES.includes(p)))(
    '%s answers exactly what the provider API answers',
    async (path) => {
      const body = bodyOf(path);
      const mine = await v1.post(path, body);
      expect(mine.status, JSON.stringify(mine.body)).toBe(200);
      const res = await admin(tenantViewPath(path), { ...body, providerId, environment: SANDBOX });
      expect(res.status, JSON.stringify(res.body)).toBe(200);
      expect(res.body).toEqual(mine.body);
    },
  );

  it.each(DOCUMENTS)('%s answers the document itself', async (path) => {
    const res = await admin(tenantViewPath(path), { ...bodyOf(path), providerId, environment: SANDBOX });
    expect(res.status).toBe(200);
    expect(String(res.headers['content-type'])).toMatch(/^text\/html/);
    expect(String(res.headers['content-disposition'])).toMatch(/^inline; filename="/);
    expect(String((res.body as { raw: string }).raw)).toContain('<html');
  });

  it.each(FILES)('%s answers the same file as the provider API', async (path) => {
    const mine = await t.app.inject({
      method: 'POST',
      url: path,
      headers: { authorization: `Bearer ${sandboxKey}`, 'content-type': 'application/json' },
      payload: JSON.stringify(bodyOf(path)),
    });
    expect(mine.statusCode).toBe(200);
    const res = await admin(tenantViewPath(path), { ...bodyOf(path), providerId, environment: SANDBOX });
    expect(res.status).toBe(200);
    expect(res.headers['content-type']).toBe(mine.headers['content-type']);
    expect((res.body as { raw: string }).raw).toBe(mine.body);
  });

  it('issues a credit note as the provider API would (a refused one writes nothing)', async () => {
    const scopeOf = { providerId, environment: SANDBOX };
    const made = await admin<{ creditNote: { id: string; total: string } }>(tenantViewPath('/v1/creditnote/create'), {
      ...scopeOf,
      invoiceId: noteInvoiceId,
      lines: [{ description: 'discount', amount: 10, taxPercentage: 10 }],
      reason: 'goodwill',
      refund: 'REFUND_OUTSIDE',
    });
    expect(made.status, JSON.stringify(made.body)).toBe(200);
    // 10 + 10 % = 11
    expect(made.body.creditNote.total).toBe('11');
    expect((await v1.post('/v1/creditnote/get', { id: made.body.creditNote.id })).body).toEqual(made.body);
    const before = (await v1.post<{ creditNotes: unknown[] }>('/v1/creditnote/list', { invoiceId: noteInvoiceId })).body.creditNotes.length;
    const refused = await admin(tenantViewPath('/v1/creditnote/create'), {
      ...scopeOf,
      invoiceId: noteInvoiceId,
      lines: [{ description: 'too much', amount: 99_999_999, taxPercentage: 10 }],
      reason: 'x',
    });
    expect(refused.status).toBe(400);
    expect((await v1.post<{ creditNotes: unknown[] }>('/v1/creditnote/list', { invoiceId: noteInvoiceId })).body.creditNotes).toHaveLength(
      before,
    );
  });

  it('imports a bank statement and works its lines as the provider API would (a refused match changes nothing)', async () => {
    type Line = { id: string; status: string; applications: Array<{ invoiceId: string; invoiceNumber: string; amount: string }> };
    const scopeOf = { providerId, environment: SANDBOX };
    const imported = await admin<{ statement: { id: string; unmatchedCount: number } }>(tenantViewPath('/v1/bankstatement/import'), {
      ...scopeOf,
      format: 'FORMAT_ZENGIN_TRANSFER_NOTICE',
      content: transferNotice([
        { no: 2, amount: 500, payer: 'ﾀﾞﾚｶ' },
        { no: 3, amount: 300, payer: 'ﾘｿｸ' },
      ]).toString('base64'),
    });
    expect(imported.status, JSON.stringify(imported.body)).toBe(200);
    expect(imported.body.statement.unmatchedCount).toBe(2);
    const lines = async () =>
      (await v1.post<{ lines: Line[] }>('/v1/bankstatement/listlines', { statementId: imported.body.statement.id })).body.lines;
    const [first, second] = await lines();
    const refused = await admin(tenantViewPath('/v1/bankstatement/match'), {
      ...scopeOf,
      lineId: first!.id,
      allocations: [{ invoiceId: '0193f2a0-5c3e-7a41-8b2d-00000000dead', amount: '500' }],
    });
    expect(refused.status).toBe(404);
    expect((await lines()).map((l) => l.status)).toEqual(['STATUS_UNMATCHED', 'STATUS_UNMATCHED']);
    // ¥1 of the ¥500 to the invoice, ¥499 to the customer's credit
    const matched = await admin<{ line: Line }>(tenantViewPath('/v1/bankstatement/match'), {
      ...scopeOf,
      lineId: first!.id,
      allocations: [{ invoiceId: noteInvoiceId, amount: '1' }],
    });
    expect(matched.status, JSON.stringify(matched.body)).toBe(200);
    expect((await lines())[0]).toEqual(matched.body.line);
    expect(matched.body.line.applications.map((a) => [a.invoiceId, a.amount])).toEqual([
      [noteInvoiceId, '1'],
      ['', '499'],
    ]);
    const unmatched = await admin<{ line: Line }>(tenantViewPath('/v1/bankstatement/unmatch'), { ...scopeOf, lineId: first!.id });
    expect([unmatched.status, unmatched.body.line.status]).toEqual([200, 'STATUS_UNMATCHED']);
    const ignored = await admin<{ line: Line }>(tenantViewPath('/v1/bankstatement/ignore'), { ...scopeOf, lineId: second!.id });
    expect([ignored.status, ignored.body.line.status]).toEqual([200, 'STATUS_IGNORED']);
    expect((await lines()).map((l) => l.status)).toEqual(['STATUS_UNMATCHED', 'STATUS_IGNORED']);
    const production = await admin(tenantViewPath('/v1/bankstatement/ignore'), {
      providerId,
      environment: 'ENVIRONMENT_PRODUCTION',
      lineId: first!.id,
    });
    expect(production.status).toBe(404);
  });

  it('sends an invoice as the provider API would: the message is queued and listed', async () => {
    const staff = await v1.patch('/v1/customerstaff/update', { id: noteStaffId, emailAddress: 'keiri@example.co.jp' });
    expect(staff.status, JSON.stringify(staff.body)).toBe(200);
    const sent = await admin<{ delivery: { id: string; status: string } }>(tenantViewPath('/v1/invoice/send'), {
      providerId,
      environment: SANDBOX,
      id: noteInvoiceId,
    });
    expect(sent.status, JSON.stringify(sent.body)).toBe(200);
    expect(sent.body.delivery.status).toBe('STATUS_PENDING');
    const listed = await v1.post<{ deliveries: Array<{ id: string }> }>('/v1/invoice/listdeliveries', { invoiceId: noteInvoiceId });
    expect(listed.body.deliveries.map((d) => d.id)).toContain(sent.body.delivery.id);
  });

  it("the writes change the tenant's data as the provider API would: the billing profile, void and close", async () => {
    const scopeOf = { providerId, environment: SANDBOX };
    const staffId = built.staff.id;
    const profile = {
      invoicing: 'INVOICING_MONTHLY_CLOSING',
      closingDay: 0,
      holidayRule: 'HOLIDAY_RULE_NEXT_BUSINESS_DAY',
      sendMethod: 'SEND_METHOD_EMAIL',
      recipientStaffIds: [staffId],
    };
    const updated = await admin<{ customer: { billingProfile: unknown } }>(tenantViewPath('/v1/customer/update'), {
      ...scopeOf,
      id: built.customer.id,
      billingProfile: profile,
    });
    expect(updated.status, JSON.stringify(updated.body)).toBe(200);
    expect(updated.body.customer.billingProfile).toEqual(profile);
    expect((await v1.post('/v1/customer/get', { id: built.customer.id })).body).toEqual(updated.body);
    // A refused write changes nothing: a staff id of no staff of this customer.
    const refused = await admin(tenantViewPath('/v1/customer/update'), {
      ...scopeOf,
      id: built.customer.id,
      billingProfile: { closingDay: 5, recipientStaffIds: [billingId] },
    });
    expect(refused.status).toBe(400);
    expect((await v1.post('/v1/customer/get', { id: built.customer.id })).body).toEqual(updated.body);

    // An invoice without credit notes (invoiceId has one, and such an invoice cannot be voided): another contract's.
    const other = await buildContract(v1, { mainItem: { startDate: dayAfter(jstToday(), 50) } });
    const made = await v1.post<{ billings: Array<{ invoiceId: string }> }>('/v1/billing/create', { contractIds: [other.contract.id] });
    expect(made.status, JSON.stringify(made.body)).toBe(200);
    const voidId =
      made.body.billings[0]!.invoiceId ||
      (await v1.post<{ invoices: Array<{ id: string }> }>('/v1/invoice/close', { customerId: other.customer.id })).body.invoices[0]!.id;
    const voided = await admin<{ invoice: { status: string; voidReason: string } }>(tenantViewPath('/v1/invoice/void'), {
      ...scopeOf,
      id: voidId,
      reason: 'Wrong address',
    });
    expect(voided.status, JSON.stringify(voided.body)).toBe(200);
    expect(voided.body.invoice).toMatchObject({ status: 'STATUS_VOID', voidReason: 'Wrong address' });
    const got = await v1.post<{ invoice: { status: string; voidReason: string } }>('/v1/invoice/get', { id: voidId });
    expect(got.body.invoice).toMatchObject({ status: 'STATUS_VOID', voidReason: 'Wrong address' });
    const again = await admin(tenantViewPath('/v1/invoice/void'), { ...scopeOf, id: voidId, reason: 'Twice' });
    expect(again.status).toBe(400);
    expect(again.body).toMatchObject({ code: 9, detail: { reason: 'INVOICE_VOID' } });

    const closed = await admin<{ invoices: Array<{ id: string; replacesInvoiceId: string }> }>(tenantViewPath('/v1/invoice/close'), {
      ...scopeOf,
      customerId: other.customer.id,
    });
    expect(closed.status, JSON.stringify(closed.body)).toBe(200);
    expect(closed.body.invoices.map((i) => i.replacesInvoiceId)).toContain(voidId);
    const listed = await v1.post<{ invoices: Array<{ id: string }> }>('/v1/invoice/list', { customerId: other.customer.id });
    expect(listed.body.invoices.map((i) => i.id)).toEqual(expect.arrayContaining(closed.body.invoices.map((i) => i.id)));
  });

  it("a billing clerk's writes: customer and staff made and edited, a held billing released, paid and refunded", async () => {
    const scopeOf = { providerId, environment: SANDBOX };
    const customer = await admin<{ customer: { id: string; name: string } }>(tenantViewPath('/v1/customer/create'), {
      ...scopeOf,
      name: 'Clerk KK',
      optionalId: 'clerk-1',
    });
    expect(customer.status, JSON.stringify(customer.body)).toBe(200);
    const customerId = customer.body.customer.id;
    expect((await v1.post('/v1/customer/get', { id: customerId })).body).toEqual(customer.body);
    const renamed = await admin<{ customer: { name: string } }>(tenantViewPath('/v1/customer/update'), {
      ...scopeOf,
      id: customerId,
      name: 'Clerk Holdings KK',
    });
    expect(renamed.body.customer.name).toBe('Clerk Holdings KK');
    // The same optionalId twice is refused and makes nothing.
    const twice = await admin(tenantViewPath('/v1/customer/create'), { ...scopeOf, name: 'Other', optionalId: 'clerk-1' });
    expect(twice.status).toBe(409);

    const staff = await admin<{ customerStaff: { id: string; emailAddress: string } }>(tenantViewPath('/v1/customerstaff/create'), {
      ...scopeOf,
      customerId,
      name: { lastName: '経理', firstName: '花子' },
      emailAddress: 'keiri@example.jp',
    });
    expect(staff.status, JSON.stringify(staff.body)).toBe(200);
    const staffId = staff.body.customerStaff.id;
    const edited = await admin<{ customerStaff: { department: string } }>(tenantViewPath('/v1/customerstaff/update'), {
      ...scopeOf,
      id: staffId,
      department: '経理部',
    });
    expect(edited.status, JSON.stringify(edited.body)).toBe(200);
    expect((await v1.post('/v1/customerstaff/get', { id: staffId })).body).toEqual(edited.body);
    expect(edited.body.customerStaff.department).toBe('経理部');

    // A billing made on hold, released through the view, then paid and partly refunded.
    const contract = await buildContract(v1, { mainItem: { startDate: dayAfter(jstToday(), 45) } });
    const held = await v1.post<{ billings: Array<{ id: string; status: string; total: string }> }>('/v1/billing/create', {
      contractIds: [contract.contract.id],
      holdInvoiceCreation: true,
    });
    expect(held.status, JSON.stringify(held.body)).toBe(200);
    const billing = held.body.billings[0]!;
    expect(billing.status).toBe('STATUS_HOLD_INVOICE_CREATION');
    const released = await admin<{ summary: { successCount: number } }>(tenantViewPath('/v1/billing/batchupdatestatuses'), {
      ...scopeOf,
      byIds: { ids: [billing.id] },
      status: 'STATUS_UNBILLED',
    });
    expect(released.status, JSON.stringify(released.body)).toBe(200);
    const get = async () =>
      (await v1.post<{ billing: { status: string; paidAmount: string } }>('/v1/billing/get', { id: billing.id })).body.billing;
    expect(['STATUS_UNBILLED', 'STATUS_INVOICE_CREATED']).toContain((await get()).status);
    const pay = (amount: string, type: string) =>
      admin<{ errors: unknown[] }>(tenantViewPath('/v1/billing/batchrecordpayments'), {
        ...scopeOf,
        payments: [{ billingId: billing.id, amount, paymentDate: `${dayAfter(jstToday(), 41)}T00:00:00+09:00`, type }],
      });
    const paid = await pay(billing.total, 'TYPE_PAYMENT');
    expect(paid.status, JSON.stringify(paid.body)).toBe(200);
    expect(paid.body.errors).toEqual([]);
    expect(await get()).toMatchObject({ status: 'STATUS_PAID', paidAmount: billing.total });
    const refunded = await pay('1', 'TYPE_REFUND');
    expect(refunded.body.errors).toEqual([]);
    // paid − 1 yen refunded
    expect(await get()).toMatchObject({ status: 'STATUS_PARTIALLY_PAID', paidAmount: String(Number(billing.total) - 1) });
    // More than the total is a per-row error and changes nothing.
    const over = await pay(String(Number(billing.total) * 10), 'TYPE_PAYMENT');
    expect(over.body.errors).toHaveLength(1);
    expect((await get()).paidAmount).toBe(String(Number(billing.total) - 1));

    // Another provider cannot touch these records.
    const otherScope = { providerId: (await newTenant(t.db)).providerId, environment: SANDBOX };
    const foreign = await admin<{ errors: unknown[] }>(tenantViewPath('/v1/billing/batchrecordpayments'), {
      ...otherScope,
      payments: [{ billingId: billing.id, amount: '1', paymentDate: `${jstToday()}T00:00:00+09:00` }],
    });
    expect(foreign.status === 404 || (foreign.body.errors ?? []).length === 1, JSON.stringify(foreign.body)).toBe(true);
    expect((await admin(tenantViewPath('/v1/customerstaff/update'), { ...otherScope, id: staffId, department: 'x' })).status).toBe(404);
    expect((await get()).paidAmount).toBe(String(Number(billing.total) - 1));
  });

  it("another provider's record is NOT_FOUND, as is the same provider's other environment", async () => {
    const other = (await newTenant(t.db)).providerId;
    for (const path of [
      '/v1/customer/get',
      '/v1/contract/get',
      '/v1/billing/get',
      '/v2/contract/get',
      '/v1/event/get',
      '/v1/invoice/get',
    ] as const) {
      const res = await admin(tenantViewPath(path), { ...bodyOf(path), providerId: other, environment: SANDBOX });
      expect(res.status, path).toBe(404);
      expect(res.body).toMatchObject({ code: 5 });
    }
    const otherScope = { providerId: other, environment: SANDBOX };
    const writes: Array<[string, Json]> = [
      ['/v1/customer/update', { id: built.customer.id, name: 'Taken over' }],
      ['/v1/invoice/void', { id: invoiceId, reason: 'Not mine' }],
      ['/v1/invoice/close', { customerId: built.customer.id }],
    ];
    for (const [path, body] of writes) {
      const res = await admin(tenantViewPath(path), { ...body, ...otherScope });
      expect(res.status, path).toBe(404);
    }
    expect((await v1.post<{ customer: { name: string } }>('/v1/customer/get', { id: built.customer.id })).body.customer.name).not.toBe(
      'Taken over',
    );
    const production = await admin(tenantViewPath('/v1/customer/get'), {
      ...bodyOf('/v1/customer/get'),
      providerId,
      environment: 'ENVIRONMENT_PRODUCTION',
    });
    expect(production.status).toBe(404);
  });

  it('the test clock is sandbox only: on production it is PERMISSION_DENIED', async () => {
    const body = { providerId, environment: 'ENVIRONMENT_PRODUCTION' };
    const get = await admin(tenantViewPath('/v1/testclock/get'), body);
    expect(get.status).toBe(403);
    expect(get.body).toMatchObject({ code: 7, detail: { reason: 'PERMISSION_DENIED' } });
    expect((await admin(tenantViewPath('/v1/testclock/advance'), { ...body, to: '2031-01-01' })).status).toBe(403);
  });

  it('the sandbox views run on the moved test clock', async () => {
    const clock = await admin<{ now: string }>(tenantViewPath('/v1/testclock/get'), { providerId, environment: SANDBOX });
    expect(clock.body.now.slice(0, 10)).toBe(dayAfter(jstToday(), 40));
  });

  it('refuses an unknown provider (NOT_FOUND), an unspecified environment, a missing tenant and unknown fields (INVALID_ARGUMENT)', async () => {
    const path = tenantViewPath('/v1/customer/list');
    const unknown = await admin(path, { providerId: '0193f2a0-5c3e-7a41-8b2d-00000000dead', environment: SANDBOX });
    expect(unknown.status).toBe(404);
    expect(unknown.body).toMatchObject({ code: 5, message: 'provider not found' });
    const unspecified = await admin(path, { providerId, environment: 'ENVIRONMENT_UNSPECIFIED' });
    expect(unspecified.status).toBe(400);
    expect(unspecified.body).toMatchObject({ detail: { fieldViolations: [{ field: 'environment' }] } });
    expect((await admin(path, { environment: SANDBOX })).status).toBe(400);
    expect((await admin(path, { providerId, environment: SANDBOX, colour: 'red' })).status).toBe(400);
  });

  it('with the session cookie, a view (a read too) needs X-CSRF-Token', async () => {
    const s = await signIn(t.app, operatorToken);
    const body = { providerId, environment: SANDBOX };
    const without = await adminPost(t.app, tenantViewPath('/v1/customer/list'), body, { cookie: s.cookie });
    expect(without.status).toBe(403);
    expect(without.body).toMatchObject({ code: 7, detail: { reason: 'CSRF_TOKEN_MISSING' } });
    const withToken = await adminPost(t.app, tenantViewPath('/v1/customer/list'), body, { cookie: s.cookie, 'x-csrf-token': s.csrfToken });
    expect(withToken.status).toBe(200);
    expect(withToken.body).toEqual((await v1.post('/v1/customer/list', {})).body);
  });

  it('needs an operator: no credentials and an API key are 401', async () => {
    const key = (await newTenant(t.db)).sandboxKey;
    for (const path of TENANT_VIEW_PATHS) {
      const body = { ...bodyOf(path), providerId, environment: SANDBOX };
      expect((await adminPost(t.app, tenantViewPath(path), body)).status, path).toBe(401);
      expect((await adminPost(t.app, tenantViewPath(path), body, { authorization: `Bearer ${key}` })).status, path).toBe(401);
    }
  });
});

describe('/admin/v1/tenant/billrun/list', () => {
  type Run = { id: string; trigger: string; status: string; billingsCreated: number; parkedContracts: unknown[]; businessDate: string };
  it("lists the tenant's bill runs newest first with their summaries, a page at a time", async () => {
    const res = await admin<{ billRuns: Run[]; nextPageToken: string }>('/admin/v1/tenant/billrun/list', {
      providerId,
      environment: SANDBOX,
    });
    expect(res.status).toBe(200);
    const runs = res.body.billRuns;
    expect(runs.length).toBeGreaterThan(0);
    expect(runs.map((r) => r.id)).toEqual(
      runs
        .map((r) => r.id)
        .sort()
        .reverse(),
    );
    expect(runs.every((r) => r.trigger === 'TRIGGER_TEST_CLOCK' && r.status === 'STATUS_DONE')).toBe(true);
    expect(runs.reduce((n, r) => n + r.billingsCreated, 0)).toBeGreaterThan(0);
    const first = await admin<{ billRuns: Run[]; nextPageToken: string }>('/admin/v1/tenant/billrun/list', {
      providerId,
      environment: SANDBOX,
      pageSize: 1,
    });
    expect(first.body.billRuns).toEqual([runs[0]]);
    if (runs.length > 1) {
      const second = await admin<{ billRuns: Run[] }>('/admin/v1/tenant/billrun/list', {
        providerId,
        environment: SANDBOX,
        pageSize: 1,
        pageToken: first.body.nextPageToken,
      });
      expect(second.body.billRuns).toEqual([runs[1]]);
    }
  });

  it('another provider sees none of them; errors as the other tenant views', async () => {
    const other = (await newTenant(t.db)).providerId;
    const res = await admin<{ billRuns: Run[] }>('/admin/v1/tenant/billrun/list', { providerId: other, environment: SANDBOX });
    expect(res.status).toBe(200);
    expect(res.body).toEqual({ billRuns: [], nextPageToken: '' });
    expect(
      (await admin('/admin/v1/tenant/billrun/list', { providerId: '0193f2a0-5c3e-7a41-8b2d-00000000dead', environment: SANDBOX })).status,
    ).toBe(404);
    expect((await admin('/admin/v1/tenant/billrun/list', { providerId, environment: SANDBOX, pageToken: 'x.y' })).status).toBe(400);
    expect((await adminPost(t.app, '/admin/v1/tenant/billrun/list', { providerId, environment: SANDBOX })).status).toBe(401);
  });
});
