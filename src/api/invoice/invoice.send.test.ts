import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { attackerPairs, buildTestApp, client, newTenant, type Client, type TestApp } from '../../../test/helpers/app';
import { createCustomer } from '../../../test/helpers/factories/customer';
import { createStaff } from '../../../test/helpers/factories/staff';
import { invoicedCustomer, type Invoiced } from '../../../test/helpers/factories/invoice';

/** /v1/invoice/send and /v1/invoice/listdeliveries (docs/delivery.md): happy, error and cross-tenant. */
let t: TestApp;
beforeAll(async () => {
  t = await buildTestApp();
});
afterAll(async () => {
  await t.close();
});

type Err = { code: number; detail: { reason?: string; fieldViolations?: Array<{ field: string }> } };
interface Delivery {
  id: string;
  kind: string;
  to: string;
  status: string;
  attempt: number;
  response: string;
  reminderStep: number;
  createTime: string;
  sentTime: string;
}

async function sandbox(): Promise<Client> {
  return client(t.app, (await newTenant(t.db)).sandboxKey);
}

describe('/v1/invoice/send and /v1/invoice/listdeliveries', () => {
  it('queues a message to chosen staff; the list shows it (GET and POST agree)', async () => {
    const c = await sandbox();
    const { customer, invoices } = await invoicedCustomer(c);
    const staff = await createStaff(c, customer.id, { emailAddress: 'keiri@example.jp' });
    const sent = await c.post<{ delivery: Delivery }>('/v1/invoice/send', { id: invoices[0]!.id, staffIds: [staff.id] });
    expect(sent.status, JSON.stringify(sent.body)).toBe(200);
    expect(sent.body.delivery).toEqual({
      id: expect.any(String),
      kind: 'KIND_INVOICE',
      to: 'keiri@example.jp',
      status: 'STATUS_PENDING',
      attempt: 0,
      response: '',
      reminderStep: 0,
      createTime: expect.stringMatching(/Z$/),
      sentTime: '',
    });
    const listed = await c.get<{ deliveries: Delivery[] }>('/v1/invoice/listdeliveries', { invoiceId: invoices[0]!.id });
    expect(listed.status).toBe(200);
    expect(listed.body.deliveries).toEqual([sent.body.delivery]);
    expect((await c.post('/v1/invoice/listdeliveries', { invoiceId: invoices[0]!.id })).body).toEqual(listed.body);
  });

  it('refuses clearly: no recipient with an address, staff of another customer, a void invoice, malformed ids', async () => {
    const c = await sandbox();
    const { invoices } = await invoicedCustomer(c);
    const id = invoices[0]!.id;
    // The contract's billing staff has no e-mail address (the factory's staff has a name only).
    const none = await c.post<Err>('/v1/invoice/send', { id });
    expect([none.status, none.body.detail.reason]).toEqual([400, 'NO_MAIL_RECIPIENT']);
    const stranger = await createCustomer(c);
    const otherStaff = await createStaff(c, stranger.id, { emailAddress: 'x@example.jp' });
    const wrong = await c.post<Err>('/v1/invoice/send', { id, staffIds: [otherStaff.id] });
    expect([wrong.status, wrong.body.detail.fieldViolations?.[0]?.field]).toEqual([400, 'staffIds[0]']);
    for (const [body, field] of [
      [{ id: 'nope' }, 'id'],
      [{ id, staffIds: ['nope'] }, 'staffIds.0'],
      [{ id, to: 'x@example.jp' }, 'to'],
    ] as const) {
      const res = await c.post<Err>('/v1/invoice/send', body);
      expect(res.status).toBe(400);
      expect(JSON.stringify(res.body.detail.fieldViolations)).toContain(field.split('.')[0]);
    }
    expect((await c.get<Err>('/v1/invoice/listdeliveries', { invoiceId: 'nope' })).status).toBe(400);
    expect((await c.post('/v1/invoice/void', { id, reason: 'wrong' })).status).toBe(200);
    const voided = await c.post<Err>('/v1/invoice/send', { id, staffIds: [] });
    expect([voided.status, voided.body.detail.reason]).toEqual([400, 'INVOICE_VOID']);
  });
});

describe.each(attackerPairs(() => t))('deliveries of %s are invisible', (_label, pair) => {
  let owner: Client;
  let other: Client;
  let victim: Invoiced;
  beforeAll(async () => {
    [owner, other] = await pair();
    victim = await invoicedCustomer(owner);
  });

  it('send and listdeliveries → NOT_FOUND; nothing queued', async () => {
    const id = victim.invoices[0]!.id;
    const staff = await createStaff(owner, victim.customer.id, { emailAddress: 'victim@example.jp' });
    expect((await other.post('/v1/invoice/send', { id, staffIds: [staff.id] })).status).toBe(404);
    expect((await other.get('/v1/invoice/listdeliveries', { invoiceId: id })).status).toBe(404);
    const mine = await owner.get<{ deliveries: Delivery[] }>('/v1/invoice/listdeliveries', { invoiceId: id });
    expect(mine.body.deliveries).toEqual([]);
  });
});
