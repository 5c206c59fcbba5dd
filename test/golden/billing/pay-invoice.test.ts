import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildTestApp, client, newTenant, type TestApp } from '../../helpers/app';
import { tenantIdOf } from '../../helpers/factories/billing';
import { invoicedCustomer } from '../../helpers/factories/invoice';
import { inTransaction } from '../../../src/db/db';
import { asLocalDate } from '../../../src/domain';
import { addCredit, creditBalance } from '../../../src/services/credit';
import { payInvoice } from '../../../src/services/payment';

let t: TestApp;
beforeAll(async () => {
  t = await buildTestApp();
});
afterAll(async () => {
  await t.close();
});

async function world() {
  const keys = await newTenant(t.db);
  const c = client(t.app, keys.sandboxKey);
  const tenantId = await tenantIdOf(t.db, keys.providerId);
  const env = { tenantId, today: asLocalDate('2031-05-01'), now: new Date(), present: t.sys.ports.present };
  return { c, tenantId, env };
}

describe('payInvoice: the one payment path for an invoice', () => {
  it('lays the amount on the billings earliest first; the invoice follows; more than the balance is refused', async () => {
    const { c, env } = await world();
    // One invoice of two billings of 11,000 each (the 30 April closing): total 22,000.
    const { invoices } = await invoicedCustomer(c, { contracts: 2, closing: true });
    const [invoice] = invoices;
    const [first, second] = invoice!.billingIds;
    const pay = (amount: string) =>
      inTransaction(t.db, (trx) =>
        payInvoice(trx, env, invoice!.id, { amount, paymentDate: env.today, source: 'STATEMENT', sourceId: null, memo: 'transfer' }),
      );
    // 15,000: the first billing in full (11,000), 4,000 on the second
    const partly = await pay('15000');
    expect(partly.payments.map((p) => [p.billing_id, p.amount, p.source])).toEqual([
      [first, '11000', 'STATEMENT'],
      [second, '4000', 'STATEMENT'],
    ]);
    expect([partly.invoice.status, partly.invoice.paid_amount]).toEqual(['PARTIALLY_PAID', '15000']);
    const over = await pay('7001').catch((e: { detail?: { reason?: string } }) => e.detail?.reason);
    expect(over).toBe('OVERPAYMENT');
    const rest = await pay('7000');
    expect([rest.invoice.status, rest.invoice.paid_amount]).toEqual(['PAID', '22000']);
    const statuses = await t.db
      .selectFrom('billing')
      .select(['id', 'status', 'paid_amount'])
      .where('invoice_id', '=', invoice!.id)
      .orderBy('id')
      .execute();
    expect(statuses.map((b) => [b.status, b.paid_amount])).toEqual([
      ['PAID', '11000'],
      ['PAID', '11000'],
    ]);
    const events = await t.db
      .selectFrom('event')
      .select('type')
      .where('tenant_id', '=', env.tenantId)
      .where('type', 'in', ['payment.recorded', 'invoice.status_changed'])
      .execute();
    // 3 payments (two, then one); the invoice moved twice (PARTIALLY_PAID, PAID)
    expect(events.map((e) => e.type).sort()).toEqual([
      'invoice.status_changed',
      'invoice.status_changed',
      'payment.recorded',
      'payment.recorded',
      'payment.recorded',
    ]);
  });
});

describe('customer credit ledger', () => {
  it('sums movements; a movement taking the balance below zero is refused', async () => {
    const { c, tenantId } = await world();
    const { customer } = await invoicedCustomer(c);
    const move = (amount: string, kind: 'OVERPAYMENT' | 'APPLIED') =>
      inTransaction(t.db, (trx) =>
        addCredit(trx, tenantId, { customerId: customer.id, amount, kind, sourceId: null, invoiceId: null }, new Date()),
      );
    expect(await creditBalance(t.db, tenantId, customer.id)).toBe('0');
    await move('3500', 'OVERPAYMENT');
    await move('-1000', 'APPLIED');
    expect(await creditBalance(t.db, tenantId, customer.id)).toBe('2500');
    const refused = await move('-2501', 'APPLIED').catch((e: Error) => e.message);
    expect(refused).toMatch(/below zero/);
    expect(await creditBalance(t.db, tenantId, customer.id)).toBe('2500');
  });
});
