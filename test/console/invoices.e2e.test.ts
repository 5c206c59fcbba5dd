import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { readFile } from 'node:fs/promises';
import type { Page } from 'playwright-core';
import type { Db } from '../../src/db/db';
import { newTenant, type Client } from '../helpers/app';
import { screenshot } from '../helpers/browser';
import { buildCatalogItem, buildPaymentMethod } from '../helpers/factories/catalog';
import { buildContract } from '../helpers/factories/contract';
import { createCustomer, uniq, type CustomerBody } from '../helpers/factories/customer';
import { createStaff } from '../helpers/factories/staff';
import { jstDay } from '../helpers/factories/billing';
import { httpClient } from '../helpers/http';
import type { ServerProcess } from '../helpers/process';
import { openConsoleSession, type ConsoleSession } from './session';

// Invoices in the operator console (docs/console-ui.md), in Debian's Chromium against a real server
// process: the billing profile form, a monthly closing run by the sandbox test clock, the customer's
// and the month's invoices with their totals, an invoice with its billings, payments and PDF, void
// and "Close now". One browser session walks the steps in order; the data is seeded through /v1
// relative to the sandbox clock's day.

/** Invoices of the per-billing customer in the month: one more than the console's page of 20. */
const PER_BILLING_CONTRACTS = 21;

let server: ServerProcess;
let page: Page;
let db: Db;
let operatorToken: string;
let c: Client;
const seeded = {
  providerId: '',
  closing: undefined as unknown as CustomerBody,
  perBilling: undefined as unknown as CustomerBody,
  recipientId: '',
  perBillingContractId: '',
  today: '',
  /** The first day of the month the contracts start in (after the clock's day), its closing day (the 20th), and the month. */
  start: '',
  closingDay: '',
  month: '',
};

/** The first day of the month after a YYYY-MM-DD day. */
const nextMonthStart = (day: string): string => {
  const [y, m] = day.split('-').map(Number) as [number, number];
  return new Date(Date.UTC(y, m, 1)).toISOString().slice(0, 10);
};

type WireInvoice = { id: string; invoiceNumber: string; customerId: string; status: string };
type WireBilling = { id: string; invoiceId: string; contractId: string };

/**
 * A sandbox tenant with, from the first day of next month:
 * - "closing": two staff, a ¥10,000 and a ¥5,000 monthly contract on one payment method (per billing
 *   until the console makes it monthly-closing);
 * - "perBilling": 21 contracts of ¥10,000 a month, each billing its own invoice of ¥11,000.
 */
async function seed() {
  const tenant = await newTenant(db, { name: `Invoices ${uniq('p')}` });
  seeded.providerId = tenant.providerId;
  c = httpClient(server.address, tenant.sandboxKey);
  const today = jstDay((await c.post<{ now: string }>('/v1/testclock/get', {})).body.now);
  seeded.today = today;
  seeded.start = nextMonthStart(today);
  seeded.month = seeded.start.slice(0, 7);
  seeded.closingDay = `${seeded.month}-20`;

  seeded.closing = await createCustomer(c, { name: `Closing KK ${uniq('c')}` });
  const billingStaff = await createStaff(c, seeded.closing.id, { name: { lastName: 'Sato', firstName: 'Jiro' } });
  seeded.recipientId = (await createStaff(c, seeded.closing.id, { name: { lastName: 'Suzuki', firstName: 'Hanako' } })).id;
  const transfer = await buildPaymentMethod(c);
  const base = { customer: seeded.closing, staff: billingStaff, paymentMethod: transfer, mainItem: { startDate: seeded.start } };
  await buildContract(c, base);
  await buildContract(c, { ...base, catalogItem: await buildCatalogItem(c, { pricing: { type: 'TYPE_FLAT_FEE', price: '5000' } }) });

  seeded.perBilling = await createCustomer(c, { name: `Each KK ${uniq('c')}` });
  const first = await buildContract(c, { customer: seeded.perBilling, mainItem: { startDate: seeded.start } });
  seeded.perBillingContractId = first.contract.id;
  const shared = { customer: first.customer, staff: first.staff, paymentMethod: first.paymentMethod, catalogItem: first.catalogItem };
  for (let i = 1; i < PER_BILLING_CONTRACTS; i++) await buildContract(c, { ...shared, mainItem: { startDate: seeded.start } });
}

let session: ConsoleSession | undefined;
beforeAll(async () => {
  session = await openConsoleSession('Invoice operator');
  ({ server, page, db, operatorToken } = session);
  await seed();
}, 120_000);
afterAll(() => session?.close());

const url = (path: string) => `${server.address}${path}`;
const tenantPath = (path: string) => `/console/providers/${seeded.providerId}/sandbox${path}`;

async function invoicesOf(customerId: string): Promise<WireInvoice[]> {
  const res = await c.post<{ invoices: WireInvoice[] }>('/v1/invoice/list', { customerId, pageSize: 100 });
  expect(res.status, JSON.stringify(res.body)).toBe(200);
  return res.body.invoices;
}

/** The cells of the table row that contains `text`. */
async function rowCells(table: string, text: string): Promise<string[]> {
  const row = page.getByRole('table', { name: table }).getByRole('row').filter({ hasText: text });
  await row.waitFor();
  return row.getByRole('cell').allTextContents();
}

describe('invoices in the operator console', { timeout: 60_000 }, () => {
  it('saves the billing profile form and shows it', async () => {
    await page.goto(url(tenantPath(`/customers/${seeded.closing.id}`)));
    await page.getByLabel('Operator token').fill(operatorToken);
    await page.getByRole('button', { name: 'Sign in' }).click();
    await page.getByRole('heading', { name: seeded.closing.name }).waitFor();
    const profile = page.getByTestId('billing-profile');
    await profile.getByText("Each contract's billing staff").waitFor();
    expect(await profile.textContent()).toContain('per billing');
    expect(await page.getByRole('button', { name: 'Close now' }).count()).toBe(0);
    // Per billing, "Issue waiting billings" instead; with nothing waiting, the server's refusal is shown.
    await page.getByRole('button', { name: 'Issue waiting billings' }).click();
    await page.getByRole('group', { name: 'Issue waiting billings' }).getByRole('button', { name: 'Issue waiting billings' }).click();
    await expect.poll(() => page.getByRole('alert').textContent()).toMatch(/no billing waiting/);

    await page.getByRole('button', { name: 'Edit' }).click();
    const form = page.getByRole('form', { name: 'Billing profile' });
    await form.getByLabel('Invoicing').selectOption({ label: 'monthly closing' });
    expect(await form.getByLabel('Closing day').locator('option').first().textContent()).toBe('Month end');
    await form.getByLabel('Closing day').selectOption({ label: 'Day 20' });
    await form.getByLabel('When the due date is not a business day').selectOption({ label: 'next business day' });
    await form.getByLabel('Suzuki Hanako').check();
    await screenshot(page, 'invoices-01-profile-form');
    await form.getByRole('button', { name: 'Save' }).click();
    await page.getByRole('status').getByText('Saved.').waitFor();

    const shown = async () => (await profile.locator('dd').allTextContents()).join(' | ');
    const expected = 'monthly closing | Day 20 | next business day | not sent | Suzuki Hanako';
    expect(await shown()).toBe(expected);
    const stored = await c.post<{ customer: { billingProfile: unknown } }>('/v1/customer/get', { id: seeded.closing.id });
    expect(stored.body.customer.billingProfile).toEqual({
      invoicing: 'INVOICING_MONTHLY_CLOSING',
      closingDay: 20,
      holidayRule: 'HOLIDAY_RULE_NEXT_BUSINESS_DAY',
      sendMethod: 'SEND_METHOD_NONE',
      recipientStaffIds: [seeded.recipientId],
    });
    await page.reload();
    await profile.locator('dd').first().waitFor();
    expect(await shown()).toBe(expected);
    await page.getByRole('button', { name: 'Close now' }).waitFor();
    await page.getByText('No invoices.').waitFor();
    await screenshot(page, 'invoices-02-profile-saved');
  });

  it('runs the closing on the test clock: the invoice on the customer page, and the month with its totals', async () => {
    await page.getByRole('link', { name: 'Test clock' }).click();
    await page.getByLabel('Advance to (JST day)').fill(seeded.closingDay);
    await page.getByRole('button', { name: 'Advance' }).click();
    // The first of the month: 2 billings of the closing customer, 21 of the per-billing one.
    await page.getByText(`The clock is at ${seeded.closingDay}; ${PER_BILLING_CONTRACTS + 2} billings created.`).waitFor();

    // ¥5,000 paid on one per-billing invoice: partially paid.
    const billings = await c.post<{ billings: WireBilling[] }>('/v1/billing/listbycontract', { id: seeded.perBillingContractId });
    const paid = await c.post<{ summary: { succeeded: number } }>('/v1/billing/batchrecordpayments', {
      payments: [{ billingId: billings.body.billings[0]!.id, amount: '5000', paymentDate: seeded.start, memo: 'Partial transfer' }],
    });
    expect(paid.body.summary.succeeded, JSON.stringify(paid.body)).toBe(1);

    // The closing of the 20th made one invoice of both billings: 15,000 + tax 1,500.
    const [invoice] = await invoicesOf(seeded.closing.id);
    await page.goto(url(tenantPath(`/customers/${seeded.closing.id}`)));
    const cells = await rowCells('Invoices', invoice!.invoiceNumber);
    expect(cells).toEqual([
      invoice!.invoiceNumber,
      seeded.closingDay,
      expect.stringMatching(/^\d{4}-\d{2}-\d{2}$/),
      '¥16,500',
      '¥16,500',
      'issued',
    ]);
    await screenshot(page, 'invoices-03-customer-invoices');

    // The month's page, from the section link: the clock's month by default.
    await page.getByRole('link', { name: 'Invoices', exact: true }).click();
    await page.getByRole('heading', { name: `Invoices issued in ${seeded.month}` }).waitFor();
    expect(await page.getByLabel('Month', { exact: true }).inputValue()).toBe(seeded.month);
    // 21 × 11,000 + 16,500 = 247,500; paid 5,000.
    await expect.poll(() => page.getByTestId('totals-count').textContent()).toBe('22');
    expect(await page.getByTestId('totals-total').textContent()).toBe('¥247,500');
    expect(await page.getByTestId('totals-balance').textContent()).toBe('¥242,500');
    expect(await rowCells('By status', 'partially paid')).toEqual(['partially paid', '1', '¥11,000', '¥6,000']);
    expect(await rowCells('By status', 'issued')).toEqual(['issued', '21', '¥236,500', '¥236,500']);
    // Newest first, a page of 20; the closing's invoice (the 20th) heads the list, with its customer's name.
    const list = page.getByRole('table', { name: 'Invoices' });
    await expect.poll(() => rowCells('Invoices', invoice!.invoiceNumber)).toContain(seeded.closing.name);
    expect(await list.getByRole('row').count()).toBe(21);
    await screenshot(page, 'invoices-04-month');
    await page.getByRole('button', { name: 'Load more' }).click();
    await expect.poll(() => list.getByRole('row').count()).toBe(23);
    expect(await page.getByRole('button', { name: 'Load more' }).count()).toBe(0);
    // The month before (chosen with the picker) has none.
    await page.getByLabel('Month', { exact: true }).fill(seeded.today.slice(0, 7));
    await page.getByRole('button', { name: 'Show' }).click();
    await expect.poll(() => page.getByTestId('totals-count').textContent()).toBe('0');
    await page.getByText('No invoices.').first().waitFor();
    await page.goBack();
    await expect.poll(() => page.getByTestId('totals-count').textContent()).toBe('22');
  });

  it('opens an invoice with its billings, payments and PDF, linked from and to its billings', async () => {
    const [invoice] = await invoicesOf(seeded.closing.id);
    await page.getByRole('link', { name: invoice!.invoiceNumber, exact: true }).click();
    await page.getByRole('heading', { name: `Invoice ${invoice!.invoiceNumber}` }).waitFor();
    expect(await page.getByTestId('invoice-status').textContent()).toBe('issued');
    expect(await page.getByTestId('invoice-total').textContent()).toBe('¥16,500');
    expect(await rowCells('Taxes by rate', '10%')).toEqual(['10%', '¥15,000', '¥1,500']);
    const billingRows = page.getByRole('table', { name: 'Billings' }).getByRole('row');
    await expect.poll(() => billingRows.count()).toBe(3); // the header and two billings
    expect((await billingRows.allTextContents()).join()).toMatch(/¥11,000.*¥5,500|¥5,500.*¥11,000/);
    expect(await page.getByText('No payments.').count()).toBe(1);
    await screenshot(page, 'invoices-05-invoice');
    const [download] = await Promise.all([
      page.waitForEvent('download'),
      page.getByRole('button', { name: 'Download the invoice (PDF)' }).click(),
    ]);
    expect(download.suggestedFilename()).toBe(`invoice-${invoice!.invoiceNumber}.pdf`);
    expect((await readFile((await download.path())!)).subarray(0, 5).toString('latin1')).toBe('%PDF-');

    // A billing of it, and back through the billing's invoice link.
    await page.getByRole('table', { name: 'Billings' }).getByRole('link').first().click();
    await page.getByRole('heading', { name: /^Billing / }).waitFor();
    await page.getByRole('link', { name: invoice!.invoiceNumber, exact: true }).click();
    await page.getByRole('heading', { name: `Invoice ${invoice!.invoiceNumber}` }).waitFor();

    // The partly paid invoice shows the payment of its billing, and void is refused (refund first).
    const billings = await c.post<{ billings: WireBilling[] }>('/v1/billing/listbycontract', { id: seeded.perBillingContractId });
    await page.goto(url(tenantPath(`/invoices/${billings.body.billings[0]!.invoiceId}`)));
    expect(await rowCells('Payments', 'Partial transfer')).toEqual([
      expect.any(String),
      seeded.start,
      'payment',
      '¥5,000',
      'Partial transfer',
    ]);
    expect(await page.getByTestId('invoice-balance').textContent()).toBe('¥6,000');
    await page.getByRole('form', { name: 'Void this invoice' }).getByLabel('Reason').fill('Sent twice');
    await page.getByRole('button', { name: 'Void' }).click();
    await page.getByRole('group', { name: 'Void this invoice' }).getByRole('button', { name: 'Void' }).click();
    await expect.poll(() => page.getByRole('alert').textContent()).toMatch(/refund/);
    expect(await page.getByTestId('invoice-status').textContent()).toBe('partially paid');
    await screenshot(page, 'invoices-06-void-refused');
  });

  it('voids an invoice with a reason; the month leaves it out of its totals', async () => {
    const [invoice] = await invoicesOf(seeded.closing.id);
    await page.goto(url(tenantPath(`/invoices/${invoice!.id}`)));
    await page.getByRole('form', { name: 'Void this invoice' }).getByLabel('Reason').fill('Wrong recipient');
    await page.getByRole('button', { name: 'Void' }).click();
    const confirm = page.getByRole('group', { name: 'Void this invoice' });
    expect(await confirm.textContent()).toContain(`Void invoice ${invoice!.invoiceNumber}?`);
    await confirm.getByRole('button', { name: 'Void' }).click();
    await expect.poll(() => page.getByTestId('invoice-status').textContent()).toBe('void');
    expect(await page.getByTestId('void-reason').textContent()).toBe('Wrong recipient');
    expect(await page.getByRole('heading', { name: 'Void this invoice' }).count()).toBe(0);
    expect((await c.post<{ invoice: { status: string } }>('/v1/invoice/get', { id: invoice!.id })).body.invoice.status).toBe('STATUS_VOID');
    await screenshot(page, 'invoices-07-voided');

    await page.getByRole('link', { name: `Invoices issued in ${seeded.month}` }).click();
    await expect.poll(() => page.getByTestId('totals-count').textContent()).toBe('21');
    expect(await page.getByTestId('totals-total').textContent()).toBe('¥231,000');
    expect(await rowCells('By status', 'void')).toEqual(['void', '1', '¥16,500', '¥16,500']);
  });

  it('"Close now" reissues what waits, after a confirmation; the new invoice names the void one', async () => {
    await page.goto(url(tenantPath(`/customers/${seeded.closing.id}`)));
    await page.getByRole('button', { name: 'Close now' }).click();
    const confirm = page.getByRole('group', { name: 'Close now' });
    await confirm.getByRole('button', { name: 'Close now' }).click();
    await page.getByRole('status').getByText('1 invoices issued.').waitFor();
    const [reissued, voided] = await invoicesOf(seeded.closing.id);
    expect(reissued!.status).toBe('STATUS_ISSUED');
    expect(await rowCells('Invoices', reissued!.invoiceNumber)).toContain('issued');
    expect(await rowCells('Invoices', voided!.invoiceNumber)).toContain('void');
    await screenshot(page, 'invoices-08-closed-now');
    await page.getByRole('link', { name: reissued!.invoiceNumber, exact: true }).click();
    await page.getByRole('heading', { name: `Invoice ${reissued!.invoiceNumber}` }).waitFor();
    await page.getByRole('link', { name: 'Invoice', exact: true }).click(); // "Replaces"
    await page.getByRole('heading', { name: `Invoice ${voided!.invoiceNumber}` }).waitFor();
  });

  it('shows the profile and the invoices in Japanese', async () => {
    await page.goto(url(tenantPath(`/customers/${seeded.closing.id}`)));
    await page.getByRole('button', { name: '日本語' }).click();
    await page.getByRole('heading', { name: '請求設定' }).waitFor();
    // Polled: the recipient's name arrives with its own read after the heading is drawn.
    await expect
      .poll(() => page.getByTestId('billing-profile').locator('dd').allTextContents())
      .toEqual(['締め請求', '20日', '翌営業日', '送付しない', 'Suzuki Hanako']);
    await page.getByRole('table', { name: '請求書' }).getByRole('cell', { name: '取消' }).waitFor();
    await page.getByRole('table', { name: '請求書' }).getByRole('cell', { name: '発行済み' }).waitFor();
    await screenshot(page, 'invoices-09-japanese');
    await page.getByRole('button', { name: 'English' }).click();
  });
});
