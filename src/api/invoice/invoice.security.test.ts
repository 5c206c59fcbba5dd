import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { attackerPairs, buildTestApp, type Client, type TestApp } from '../../../test/helpers/app';
import { invoicedCustomer, type Invoiced, type InvoiceBody } from '../../../test/helpers/factories/invoice';

let t: TestApp;
beforeAll(async () => {
  t = await buildTestApp();
});
afterAll(async () => {
  await t.close();
});

/**
 * The victim's invoices live in one tenant; the attacker is another provider or the same provider's
 * other environment. Every invoice path answers NOT_FOUND, changes nothing, and lists never show them.
 */
describe.each(attackerPairs(() => t))('invoices of %s are invisible', (_label, pair) => {
  let owner: Client;
  let other: Client;
  let victim: Invoiced;
  beforeAll(async () => {
    [owner, other] = await pair();
    victim = await invoicedCustomer(owner, { contracts: 2 });
  });

  it('get by id or number, document → NOT_FOUND', async () => {
    const [inv] = victim.invoices;
    expect((await other.get('/v1/invoice/get', { id: inv!.id })).status).toBe(404);
    expect((await other.post('/v1/invoice/get', { invoiceNumber: inv!.invoiceNumber })).body).toMatchObject({ code: 5 });
    expect((await other.get('/v1/invoice/document', { id: inv!.id })).status).toBe(404);
  });

  it('void and close → NOT_FOUND and change nothing', async () => {
    const [inv] = victim.invoices;
    expect((await other.post('/v1/invoice/void', { id: inv!.id, reason: 'x' })).status).toBe(404);
    expect((await other.post('/v1/invoice/close', { customerId: victim.customer.id })).status).toBe(404);
    const still = await owner.get<{ invoice: InvoiceBody }>('/v1/invoice/get', { id: inv!.id });
    expect(still.body.invoice.status).toBe('STATUS_ISSUED');
  });

  it('lists never show them, not even when filtered by the victim customer (NOT_FOUND)', async () => {
    const list = await other.post<{ invoices: InvoiceBody[] }>('/v1/invoice/list', { pageSize: 100 });
    expect(list.body.invoices).toEqual([]);
    expect((await other.post('/v1/invoice/list', { customerId: victim.customer.id })).status).toBe(404);
  });

  it('a customer update naming the victim customer is NOT_FOUND (billingProfile unchanged)', async () => {
    const res = await other.patch('/v1/customer/update', {
      id: victim.customer.id,
      billingProfile: { invoicing: 'INVOICING_MONTHLY_CLOSING' },
    });
    expect(res.status).toBe(404);
    const still = await owner.get<{ customer: { billingProfile: { invoicing: string } } }>('/v1/customer/get', { id: victim.customer.id });
    expect(still.body.customer.billingProfile.invoicing).toBe('INVOICING_PER_BILLING');
  });
});
