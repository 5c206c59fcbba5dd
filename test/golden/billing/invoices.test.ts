/**
 * Golden scenarios of invoices (docs/invoices.md), through the HTTP API and the test clock: 20日締め and
 * 月末締め, tax once per rate over the invoice (three billings of ¥105), due dates on a Sunday and on 1/1
 * under each holiday rule, a billing released after its closing, the per-billing default with payments
 * and the overdue sweep, void and reissue, an invoice of a charge and a cancellation paid no further than its
 * balance. Catalog defaults: monthly, billed on the 1st of the period's
 * month, due at the end of the next month, 10 %, round down.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Client, TestApp } from '../../helpers/app';
import { buildCatalogItem, buildPaymentMethod, type PaymentMethod } from '../../helpers/factories/catalog';
import { createCustomer, type CustomerBody } from '../../helpers/factories/customer';
import { buildContract } from '../../helpers/factories/contract';
import { createStaff, type StaffBody } from '../../helpers/factories/staff';
import { advance, jstDay } from '../../helpers/factories/billing';
import { buildTestApp, ok, scenario } from './setup';

let t: TestApp;
beforeAll(async () => {
  t = await buildTestApp();
});
afterAll(async () => {
  await t.close();
});

interface WireInvoice {
  id: string;
  invoiceNumber: string;
  status: string;
  invoicing: string;
  issueDate: string;
  dueDate: string;
  closingDate: string;
  billingIds: string[];
  subtotal: string;
  tax: string;
  total: string;
  taxes: Array<{ taxPercentage: string; subtotal: string; tax: string }>;
  paidAmount: string;
  balance: string;
  replacesInvoiceId: string;
  voidReason: string;
}
interface WireBilling {
  id: string;
  invoiceId: string;
  invoiceNumber: string;
  status: string;
  billingDate: string;
  subtotal: string;
  tax: string;
  total: string;
}

/** Invoice figures as "issue due | subtotal + tax = total | status". */
const figures = (i: WireInvoice) => `${jstDay(i.issueDate)} ${jstDay(i.dueDate)} | ${i.subtotal} + ${i.tax} = ${i.total} | ${i.status}`;

async function invoicesOf(c: Client, customerId: string): Promise<WireInvoice[]> {
  const body = await ok<{ invoices: WireInvoice[] }>(c, '/v1/invoice/list', { customerId, pageSize: 100 });
  return body.invoices.reverse(); // oldest first
}
async function billing(c: Client, id: string): Promise<WireBilling> {
  return (await ok<{ billing: WireBilling }>(c, '/v1/billing/get', { id })).billing;
}
async function billingsOfContract(c: Client, contractId: string): Promise<WireBilling[]> {
  const body = await ok<{ billings: WireBilling[] }>(c, '/v1/billing/listbycontract', {
    id: contractId,
    pageSize: 100,
    orderBy: { field: 'FIELD_BILLING_DATE' },
  });
  return body.billings;
}

/** A customer with a staff member and the given billing profile. */
async function customerWith(c: Client, billingProfile: Record<string, unknown>): Promise<{ customer: CustomerBody; staff: StaffBody }> {
  const customer = await createCustomer(c, { billingProfile });
  return { customer, staff: await createStaff(c, customer.id) };
}

/** A monthly plan of `price` yen (per unit, quantity 1) for the customer from `start`. */
async function monthlyPlan(
  c: Client,
  who: { customer: CustomerBody; staff: StaffBody },
  price: string,
  start: string,
  opts: { paymentMethod?: PaymentMethod; chargeItem?: Record<string, unknown> } = {},
) {
  const catalogItem = await buildCatalogItem(c, { pricing: { type: 'TYPE_PER_UNIT', price }, chargeItem: opts.chargeItem ?? {} });
  const paymentMethod = opts.paymentMethod ?? (await buildPaymentMethod(c));
  const { contract } = await buildContract(c, {
    customer: who.customer,
    staff: who.staff,
    paymentMethod,
    catalogItem,
    mainItem: { startDate: start, chargeItems: [{ catalogChargeItemId: catalogItem.catalogChargeItems[0]!.id, quantity: 1 }] },
  });
  return contract;
}

describe('golden: monthly closing', () => {
  it('20日締め: the 7/20 closing makes one invoice per (payment method, due date); tax once per rate over each', async () => {
    const { c } = await scenario(t);
    await advance(c, '2031-06-25');
    const who = await customerWith(c, { invoicing: 'INVOICING_MONTHLY_CLOSING', closingDay: 20 });
    const transfer = await buildPaymentMethod(c);
    const debit = await buildPaymentMethod(c, { name: 'Direct debit', type: 'TYPE_DIRECT_DEBIT' });
    const a = await monthlyPlan(c, who, '10000', '2031-07-01', { paymentMethod: transfer });
    const b = await monthlyPlan(c, who, '5000', '2031-07-01', { paymentMethod: transfer });
    await monthlyPlan(c, who, '3000', '2031-07-01', { paymentMethod: debit });

    // 7/1: billed, waiting for the closing: no number yet, no invoice.
    await advance(c, '2031-07-19');
    const [a1] = await billingsOfContract(c, a.id);
    expect(a1).toMatchObject({ status: 'STATUS_UNBILLED', invoiceNumber: '', invoiceId: '', tax: '1000', total: '11000' });
    expect(await invoicesOf(c, who.customer.id)).toEqual([]);

    // 7/20: transfer 10,000 + 5,000 = 15,000, tax 1,500; debit 3,000, tax 300; both due 8/31 (a Sunday; rule NONE).
    await advance(c, '2031-07-20T23:00:00+09:00');
    const invoices = await invoicesOf(c, who.customer.id);
    expect(invoices.map(figures).sort()).toEqual([
      '2031-07-20 2031-08-31 | 15000 + 1500 = 16500 | STATUS_ISSUED',
      '2031-07-20 2031-08-31 | 3000 + 300 = 3300 | STATUS_ISSUED',
    ]);
    const transferInvoice = invoices.find((i) => i.total === '16500')!;
    expect(jstDay(transferInvoice.closingDate)).toBe('2031-07-20');
    expect(transferInvoice.invoicing).toBe('INVOICING_MONTHLY_CLOSING');
    const [aBilled, bBilled] = [(await billingsOfContract(c, a.id))[0]!, (await billingsOfContract(c, b.id))[0]!];
    expect(transferInvoice.billingIds.sort()).toEqual([aBilled.id, bBilled.id].sort());
    for (const x of [aBilled, bBilled]) {
      expect(x).toMatchObject({
        status: 'STATUS_INVOICE_CREATED',
        invoiceId: transferInvoice.id,
        invoiceNumber: transferInvoice.invoiceNumber,
      });
    }
    // Numbers are consecutive: the two invoices of the closing take the next two.
    const numbers = invoices.map((i) => Number(i.invoiceNumber.slice(-8))).sort((x, y) => x - y);
    expect(numbers[1]! - numbers[0]!).toBe(1);
  });

  it('月末締め: billings of the month, including one made mid-month, are invoiced on the month’s last day', async () => {
    const { c } = await scenario(t);
    await advance(c, '2031-06-25');
    const who = await customerWith(c, { invoicing: 'INVOICING_MONTHLY_CLOSING', closingDay: 0 });
    const pm = await buildPaymentMethod(c);
    await monthlyPlan(c, who, '10000', '2031-07-01', { paymentMethod: pm });
    await monthlyPlan(c, who, '5000', '2031-07-01', { paymentMethod: pm });
    await advance(c, '2031-07-15');
    // Made on 7/15, from 7/15, full price for the first month: billed 7/15 (the day it became known), due 8/31.
    await monthlyPlan(c, who, '3000', '2031-07-15', { paymentMethod: pm, chargeItem: { startDailyRate: { type: 'TYPE_FULL_PRICE' } } });
    await advance(c, '2031-07-30T23:00:00+09:00');
    expect(await invoicesOf(c, who.customer.id)).toEqual([]);
    await advance(c, '2031-07-31T23:00:00+09:00');
    // 10,000 + 5,000 + 3,000 = 18,000; tax 1,800; one invoice (same method, same due date).
    expect((await invoicesOf(c, who.customer.id)).map(figures)).toEqual(['2031-07-31 2031-08-31 | 18000 + 1800 = 19800 | STATUS_ISSUED']);
  });

  it('three billings of ¥105: invoice tax ¥31 (not 3 × ¥10), apportioned 11/10/10 to the earliest first', async () => {
    const { c } = await scenario(t);
    await advance(c, '2031-06-25');
    const who = await customerWith(c, { invoicing: 'INVOICING_MONTHLY_CLOSING', closingDay: 0 });
    const pm = await buildPaymentMethod(c);
    const contracts = [];
    for (let i = 0; i < 3; i++) contracts.push(await monthlyPlan(c, who, '105', '2031-07-01', { paymentMethod: pm }));
    await advance(c, '2031-07-02');
    // Before the closing each billing holds its own provisional tax: floor(105 × 10 %) = 10.
    for (const k of contracts) expect((await billingsOfContract(c, k.id))[0]).toMatchObject({ tax: '10', total: '115' });
    await advance(c, '2031-07-31T23:00:00+09:00');
    const [invoice] = await invoicesOf(c, who.customer.id);
    // 315 × 10 % = 31.5 → 31 (round down, once over the invoice).
    expect(invoice).toMatchObject({
      subtotal: '315',
      tax: '31',
      total: '346',
      taxes: [{ taxPercentage: '10', subtotal: '315', tax: '31' }],
    });
    // 31 × 105/315 = 10.33 each: 10 + 10 + 10, the yen left to the earliest billing (created first).
    const billed = await Promise.all(invoice!.billingIds.map((id) => billing(c, id)));
    expect(billed.map((b) => [b.tax, b.total])).toEqual([
      ['11', '116'],
      ['10', '115'],
      ['10', '115'],
    ]);
    expect(billed.map((b) => b.id)).toEqual(await Promise.all(contracts.map(async (k) => (await billingsOfContract(c, k.id))[0]!.id)));
  });

  it('a billing released from hold after its closing waits for the next closing; held billings are left out', async () => {
    const { c } = await scenario(t);
    await advance(c, '2031-06-25');
    const who = await customerWith(c, { invoicing: 'INVOICING_MONTHLY_CLOSING', closingDay: 20 });
    const held = await buildPaymentMethod(c, { holdInvoiceCreation: true });
    const contract = await monthlyPlan(c, who, '10000', '2031-07-01', { paymentMethod: held });
    await advance(c, '2031-07-21');
    const [july] = await billingsOfContract(c, contract.id);
    expect(july!.status).toBe('STATUS_HOLD_INVOICE_CREATION');
    expect(await invoicesOf(c, who.customer.id)).toEqual([]);
    // Released on 7/21: billing date 7/1 is before the 7/20 closing, which has passed → the 8/20 closing.
    await ok(c, '/v1/billing/batchupdatestatuses', { byIds: { ids: [july!.id] }, status: 'STATUS_UNBILLED' });
    await advance(c, '2031-08-19');
    expect(await invoicesOf(c, who.customer.id)).toEqual([]);
    await advance(c, '2031-08-20T23:00:00+09:00');
    const invoices = await invoicesOf(c, who.customer.id);
    // July's billing (due 8/31); August's is held (its payment method holds every new billing).
    expect(invoices.map(figures)).toEqual(['2031-08-20 2031-08-31 | 10000 + 1000 = 11000 | STATUS_ISSUED']);
    expect(invoices[0]!.billingIds).toEqual([july!.id]);
  });
});

describe('golden: due dates and the holiday rule', () => {
  it('a due date on Sunday 2031-08-31: NONE keeps it, PREVIOUS → Friday 8/29, NEXT → Monday 9/1', async () => {
    const { c } = await scenario(t);
    await advance(c, '2031-06-25');
    const due: Record<string, string> = {};
    for (const rule of ['HOLIDAY_RULE_NONE', 'HOLIDAY_RULE_PREVIOUS_BUSINESS_DAY', 'HOLIDAY_RULE_NEXT_BUSINESS_DAY']) {
      const who = await customerWith(c, { holidayRule: rule });
      await monthlyPlan(c, who, '1000', '2031-07-01');
      due[rule] = who.customer.id;
    }
    await advance(c, '2031-07-01T23:00:00+09:00');
    const dueOf = async (rule: string) => jstDay((await invoicesOf(c, due[rule]!))[0]!.dueDate);
    expect(await dueOf('HOLIDAY_RULE_NONE')).toBe('2031-08-31');
    expect(await dueOf('HOLIDAY_RULE_PREVIOUS_BUSINESS_DAY')).toBe('2031-08-29');
    expect(await dueOf('HOLIDAY_RULE_NEXT_BUSINESS_DAY')).toBe('2031-09-01');
  });

  it('a due date on 1/1 (元日, and banks close 12/31–1/3): PREVIOUS → 12/30, NEXT → Monday 1/5', async () => {
    const { c } = await scenario(t);
    await advance(c, '2031-11-25');
    const due: Record<string, string> = {};
    // Due on the 1st of the month after the billing date: billed 12/1 → due 2032-01-01.
    const dueFirst = { billingDueTiming: { value: 1, unit: 'UNIT_MONTHLY', monthlyOption: 'MONTHLY_OPTION_FIRST_DAY_OF_MONTH' } };
    for (const rule of ['HOLIDAY_RULE_NONE', 'HOLIDAY_RULE_PREVIOUS_BUSINESS_DAY', 'HOLIDAY_RULE_NEXT_BUSINESS_DAY']) {
      const who = await customerWith(c, { holidayRule: rule });
      await monthlyPlan(c, who, '1000', '2031-12-01', { chargeItem: dueFirst });
      due[rule] = who.customer.id;
    }
    await advance(c, '2031-12-01T23:00:00+09:00');
    const dueOf = async (rule: string) => jstDay((await invoicesOf(c, due[rule]!))[0]!.dueDate);
    expect(await dueOf('HOLIDAY_RULE_NONE')).toBe('2032-01-01');
    expect(await dueOf('HOLIDAY_RULE_PREVIOUS_BUSINESS_DAY')).toBe('2031-12-30');
    expect(await dueOf('HOLIDAY_RULE_NEXT_BUSINESS_DAY')).toBe('2032-01-05');
  });
});

describe('golden: per billing (the default), payments and the overdue sweep', () => {
  it('each billing is issued when made, with its own number; payments roll up; overdue after the due date', async () => {
    const { c } = await scenario(t);
    await advance(c, '2031-06-25');
    const who = await customerWith(c, {});
    const contract = await monthlyPlan(c, who, '10000', '2031-07-01');
    await advance(c, '2031-07-01T23:00:00+09:00');
    const [july] = await billingsOfContract(c, contract.id);
    const [invoice] = await invoicesOf(c, who.customer.id);
    expect(figures(invoice!)).toBe('2031-07-01 2031-08-31 | 10000 + 1000 = 11000 | STATUS_ISSUED');
    expect(invoice).toMatchObject({ invoicing: 'INVOICING_PER_BILLING', closingDate: '', billingIds: [july!.id], balance: '11000' });
    expect(july).toMatchObject({ status: 'STATUS_INVOICE_CREATED', invoiceId: invoice!.id, invoiceNumber: invoice!.invoiceNumber });
    // By number too.
    expect((await ok<{ invoice: WireInvoice }>(c, '/v1/invoice/get', { invoiceNumber: invoice!.invoiceNumber })).invoice.id).toBe(
      invoice!.id,
    );

    const pay = (amount: string, optionalId: string) =>
      ok(c, '/v1/billing/batchrecordpayments', {
        payments: [{ billingId: july!.id, amount, paymentDate: '2031-07-10', optionalId, type: 'TYPE_PAYMENT' }],
      });
    await pay('5000', 'p-1');
    let now = (await ok<{ invoice: WireInvoice }>(c, '/v1/invoice/get', { id: invoice!.id })).invoice;
    expect(now).toMatchObject({ status: 'STATUS_PARTIALLY_PAID', paidAmount: '5000', balance: '6000' });

    // Due 8/31; on 9/1 the sweep makes it overdue, the billing PARTIALLY_UNPAID.
    await advance(c, '2031-09-01T23:00:00+09:00');
    now = (await ok<{ invoice: WireInvoice }>(c, '/v1/invoice/get', { id: invoice!.id })).invoice;
    expect(now.status).toBe('STATUS_OVERDUE');
    expect((await billing(c, july!.id)).status).toBe('STATUS_PARTIALLY_UNPAID');

    await pay('6000', 'p-2');
    now = (await ok<{ invoice: WireInvoice }>(c, '/v1/invoice/get', { id: invoice!.id })).invoice;
    expect(now).toMatchObject({ status: 'STATUS_PAID', paidAmount: '11000', balance: '0' });
    expect((await billing(c, july!.id)).status).toBe('STATUS_PAID');
  });

  it('void with a reason; the billing waits (no payment taken); close reissues it with replacesInvoiceId; a paid invoice cannot be voided', async () => {
    const { c } = await scenario(t);
    await advance(c, '2031-06-25');
    const who = await customerWith(c, {});
    const contract = await monthlyPlan(c, who, '10000', '2031-07-01');
    await advance(c, '2031-07-01T23:00:00+09:00');
    const [first] = await invoicesOf(c, who.customer.id);
    const voided = (await ok<{ invoice: WireInvoice }>(c, '/v1/invoice/void', { id: first!.id, reason: '宛名の誤り' })).invoice;
    expect(voided).toMatchObject({ status: 'STATUS_VOID', voidReason: '宛名の誤り', invoiceNumber: first!.invoiceNumber });
    const [b] = await billingsOfContract(c, contract.id);
    expect(b).toMatchObject({ status: 'STATUS_UNBILLED', invoiceId: '', invoiceNumber: '' });

    const refused = await c.post<{ errors: Array<{ message: string }> }>('/v1/billing/batchrecordpayments', {
      payments: [{ billingId: b!.id, amount: '100', paymentDate: '2031-07-02', type: 'TYPE_PAYMENT' }],
    });
    expect(refused.body.errors).toHaveLength(1);
    expect(refused.body.errors[0]!.message).toMatch(/waits for its invoice/);

    const reissued = (await ok<{ invoices: WireInvoice[] }>(c, '/v1/invoice/close', { customerId: who.customer.id })).invoices;
    expect(reissued).toHaveLength(1);
    expect(reissued[0]).toMatchObject({ replacesInvoiceId: first!.id, billingIds: [b!.id], total: '11000', status: 'STATUS_ISSUED' });
    // The next number: the void invoice keeps its own.
    expect(Number(reissued[0]!.invoiceNumber.slice(-8))).toBe(Number(first!.invoiceNumber.slice(-8)) + 1);

    await ok(c, '/v1/billing/batchrecordpayments', {
      payments: [{ billingId: b!.id, amount: '100', paymentDate: '2031-07-02', type: 'TYPE_PAYMENT' }],
    });
    const paidVoid = await c.post<{ detail: { reason: string } }>('/v1/invoice/void', { id: reissued[0]!.id, reason: 'x' });
    expect(paidVoid.status).toBe(400);
    expect(paidVoid.body.detail.reason).toBe('INVOICE_HAS_PAYMENTS');
  });
});

describe('golden: payments on an invoice holding a charge and a cancellation', () => {
  it('batchrecordpayments takes no more than the invoice’s balance, earlier rows of the batch counted (OVERPAYMENT per row)', async () => {
    const { c } = await scenario(t);
    await advance(c, '2031-05-25');
    const who = await customerWith(c, { invoicing: 'INVOICING_MONTHLY_CLOSING', closingDay: 0 });
    const catalogItem = await buildCatalogItem(c, { pricing: { type: 'TYPE_PER_UNIT', price: '1000' }, chargeItem: {} });
    const { contract } = await buildContract(c, {
      customer: who.customer,
      staff: who.staff,
      paymentMethod: await buildPaymentMethod(c),
      catalogItem,
      mainItem: { startDate: '2031-06-01', chargeItems: [{ catalogChargeItemId: catalogItem.catalogChargeItems[0]!.id, quantity: 4 }] },
    });
    await advance(c, '2031-06-10');
    await ok(c, '/v1/amendment/cancelcontract', { contractId: contract.id, cancellationDate: '2031-06-15', memo: 'moving out' });
    await advance(c, '2031-06-30T23:00:00+09:00');
    // June: 4 × 1,000 + 10 % = 4,400 charged, 6/16–6/30 given back: −(2,000 + 200) = −2,200; invoice 4,400 − 2,200 = 2,200.
    const [invoice] = await invoicesOf(c, who.customer.id);
    expect([invoice!.total, invoice!.billingIds.length]).toEqual(['2200', 2]);
    const charge = (await billingsOfContract(c, contract.id)).find((b) => b.total === '4400')!;
    expect(charge.invoiceId).toBe(invoice!.id);
    type Batch = { summary: { succeeded: number; failed: number }; errors: Array<{ index: number; code: number; message: string }> };
    const pay = (rows: Array<{ amount: string; optionalId?: string }>) =>
      ok<Batch>(c, '/v1/billing/batchrecordpayments', {
        payments: rows.map((r) => ({ billingId: charge.id, paymentDate: '2031-07-01', type: 'TYPE_PAYMENT', ...r })),
      });
    const get = async () => (await ok<{ invoice: WireInvoice }>(c, '/v1/invoice/get', { id: invoice!.id })).invoice;

    // The billing owes 4,400, but the invoice only 2,200: paying 4,400 is refused, nothing is paid.
    let res = await pay([{ amount: '4400' }]);
    expect(res.errors).toEqual([{ index: 0, id: charge.id, code: 9, message: expect.stringMatching(/^OVERPAYMENT: /) }]);
    expect([(await get()).paidAmount, (await get()).status]).toEqual(['0', 'STATUS_ISSUED']);

    // 1,200 applies (2,200 − 1,200 = 1,000 left); a second 1,200 in the same batch is more than the 1,000 left.
    res = await pay([{ amount: '1200', optionalId: 'june-1' }, { amount: '1200' }]);
    expect([res.summary, res.errors.map((e) => [e.index, e.code, e.message.slice(0, 12)])]).toEqual([
      { total: 2, succeeded: 1, failed: 1 },
      [[1, 9, 'OVERPAYMENT:']],
    ]);
    res = await pay([{ amount: '1000', optionalId: 'june-2' }]);
    expect(res.errors).toEqual([]);
    let now = await get();
    expect([now.paidAmount, now.balance, now.status]).toEqual(['2200', '0', 'STATUS_PAID']);
    // Sent again, recorded payments are not refused (nor paid twice): 1,200 + 1,000 = 2,200 still.
    res = await pay([
      { amount: '1200', optionalId: 'june-1' },
      { amount: '1000', optionalId: 'june-2' },
    ]);
    expect(res.errors).toEqual([]);
    now = await get();
    expect([now.paidAmount, now.balance]).toEqual(['2200', '0']);
  });
});
