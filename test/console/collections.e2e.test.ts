import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Page } from 'playwright-core';
import { newTenant, type Client } from '../helpers/app';
import { screenshot } from '../helpers/browser';
import { uniq } from '../helpers/factories/customer';
import { invoicedCustomer, type InvoiceBody, type Invoiced } from '../helpers/factories/invoice';
import { httpClient } from '../helpers/http';
import type { ServerProcess } from '../helpers/process';
import { scratchDatabase } from '../helpers/scratch-db';
import { transferNotice, type TestDeposit } from '../helpers/zengin';
import { openConsoleSession, type ConsoleSession } from './session';

// Month end in the operator console (docs/console-ui.md "Month end: deposits", docs/collections.md), in
// Debian's Chromium against a real server process on a database of its own: a customer with two
// ¥11,000 invoices (payer name ｶ)ﾔﾏﾀﾞｼｮｳｼﾞ, a virtual account and a direct-debit mandate); a CSV
// statement of three deposits is imported in the console — ¥11,000 from the customer's payer name
// (matched EXACT on the older invoice), ¥11,000 from a payer nobody has (unmatched: the other invoice
// is suggested by its amount) and ¥500 of interest (unmatched, nothing suggested). The second is
// matched by hand (the invoice is paid), unmatched again from the statement's page (the invoice is
// open again), the third is ignored; the statement's history and the customer's mandate are shown,
// and the mandate edited.

let server: ServerProcess;
let page: Page;
let operatorToken: string;
let c: Client;
let providerId = '';
let invoiced: Invoiced;
let session: ConsoleSession | undefined;

const scratch = scratchDatabase('collconsole');
beforeAll(async () => {
  await scratch.migrator.migrateToLatest();
  session = await openConsoleSession('Collections operator', scratch.url);
  ({ server, page, operatorToken } = session);
  const tenant = await newTenant(session.db, { name: `Collections ${uniq('p')}` });
  providerId = tenant.providerId;
  c = httpClient(server.address, tenant.sandboxKey);
  invoiced = await invoicedCustomer(c, { contracts: 2 });
  const updated = await c.patch('/v1/customer/update', {
    id: invoiced.customer.id,
    payerNames: ['ｶ)ﾔﾏﾀﾞｼｮｳｼﾞ'],
    virtualAccountNumber: '7000001',
    directDebitMandate: {
      bankCode: '0005',
      branchCode: '123',
      accountType: 'ACCOUNT_TYPE_ORDINARY',
      accountNumber: '7777777',
      holderName: 'ﾔﾏﾀﾞｼｮｳｼﾞ',
      customerNumber: 'C0001',
    },
  });
  expect(updated.status, JSON.stringify(updated.body)).toBe(200);
}, 180_000);
afterAll(() => session?.close());

const url = (path: string) => `${server.address}/console/providers/${providerId}/sandbox${path}`;
const invoice = async (id: string) => (await c.post<{ invoice: InvoiceBody }>('/v1/invoice/get', { id })).body.invoice;

/** The cells of the row of table `name` that contains `text`. */
async function rowCells(name: string, text: string): Promise<string[]> {
  const row = page.getByRole('table', { name }).locator('tbody tr', { hasText: text });
  await row.waitFor();
  return row.getByRole('cell').allTextContents();
}

const csv = Buffer.from(
  '\ufeff取引日,入金額,振込依頼人名,照会番号\r\n' +
    '2031-04-10,11000,ｶ)ﾔﾏﾀﾞｼｮｳｼﾞ,000001\r\n' +
    '2031-04-10,11000,ｼﾗﾅｲﾋﾄ,000002\r\n' +
    '2031-04-10,500,ﾘｿｸ,000003\r\n',
);

/** The invoice the known payer's deposit paid (the older), and the one left open. */
const seeded = { paid: null as unknown as InvoiceBody, open: null as unknown as InvoiceBody };

describe('month end in the operator console: deposits', { timeout: 120_000 }, () => {
  it('imports a CSV statement: one deposit matched, two waiting in the queue', async () => {
    await page.goto(url('/statements'));
    await page.getByLabel('Operator token').fill(operatorToken);
    await page.getByRole('button', { name: 'Sign in' }).click();
    const form = page.getByRole('form', { name: 'Import a statement' });
    await form.waitFor();
    await form.getByLabel('Format').selectOption('FORMAT_CSV');
    await form.getByLabel('File').setInputFiles({ name: 'statement.csv', mimeType: 'text/csv', buffer: csv });
    await form.getByLabel('Inquiry no. column (optional)').fill('4');
    await form.getByRole('button', { name: 'Import' }).click();
    await expect.poll(() => form.getByRole('status').textContent()).toContain('Imported 3 deposits (3 new): 1 matched, 2 unmatched.');
    // ¥11,000 + ¥11,000 + ¥500 = ¥22,500 deposited, ¥11,000 matched
    const row = await rowCells('Bank statements', 'CSV');
    // format, deposits, new, matched, unmatched, ignored, cancelled, matched amount, total
    expect(row.slice(1)).toEqual(['CSV', '3', '3', '1', '2', '0', '0', '¥11,000', '¥22,500']);
    const states = await Promise.all(invoiced.invoices.map((i) => invoice(i.id)));
    seeded.paid = states.find((i) => i.status === 'STATUS_PAID')!;
    seeded.open = states.find((i) => i.status === 'STATUS_ISSUED')!;
    expect([seeded.paid?.paidAmount, seeded.open?.balance]).toEqual(['11000', '11000']);
    await screenshot(page, 'collections-01-imported');
  });

  it('the queue suggests the open invoice for the unknown payer’s ¥11,000; matching it by hand pays it', async () => {
    await page.getByRole('link', { name: 'Unmatched', exact: true }).click();
    await page.getByRole('heading', { name: 'Unmatched deposits' }).waitFor();
    const deposit = page.getByRole('region', { name: 'Deposit 000002' });
    await deposit.getByRole('table', { name: 'Suggested invoices' }).waitFor();
    expect(await deposit.getByRole('table', { name: 'Suggested invoices' }).locator('tbody tr').allTextContents()).toEqual([
      expect.stringContaining(seeded.open.invoiceNumber),
    ]);
    expect(await deposit.getByRole('cell').allTextContents()).toEqual([
      seeded.open.invoiceNumber,
      invoiced.customer.name,
      '2031-05-31',
      '¥11,000',
      '',
    ]);
    await expect.poll(() => deposit.getByLabel(`Apply to ${seeded.open.invoiceNumber}`).inputValue()).toBe('11000');
    // Nothing is suggested for the interest: no customer has its name, no open invoice is of ¥500 (to ¥1,380).
    await page
      .getByRole('region', { name: 'Deposit 000003' })
      .getByText(/^No invoice to suggest/)
      .waitFor();
    await screenshot(page, 'collections-02-queue');
    await deposit.getByRole('button', { name: 'Match' }).click();
    await expect.poll(() => page.getByRole('status').first().textContent()).toBe('Deposit 000002 matched.');
    await page.getByRole('region', { name: 'Deposit 000002' }).waitFor({ state: 'detached' });
    expect(await invoice(seeded.open.id)).toMatchObject({ status: 'STATUS_PAID', paidAmount: '11000', balance: '0' });
    await page.goto(url(`/invoices/${seeded.open.id}`));
    await expect.poll(() => page.getByTestId('invoice-status').textContent()).toBe('paid');
  });

  it('the statement’s history shows what each deposit was applied to; unmatching reverses the payment', async () => {
    await page.getByRole('link', { name: 'Statements', exact: true }).click();
    await page.getByRole('table', { name: 'Bank statements' }).getByRole('link').first().click();
    await page.getByRole('heading', { name: /^Statement imported / }).waitFor();
    const table = 'Deposits of the statement';
    // record, value date, inquiry, payer, amount, status, rule, customer, applied to
    expect((await rowCells(table, '000001')).slice(1, 9)).toEqual([
      '2031-04-10',
      '000001',
      'ｶ)ﾔﾏﾀﾞｼｮｳｼﾞ',
      '¥11,000',
      'matched',
      'exact',
      invoiced.customer.name,
      `${seeded.paid.invoiceNumber} ¥11,000`,
    ]);
    expect((await rowCells(table, '000002')).slice(5, 9)).toEqual([
      'matched',
      'by hand',
      invoiced.customer.name,
      `${seeded.open.invoiceNumber} ¥11,000`,
    ]);
    await screenshot(page, 'collections-03-statement');
    const row = page.getByRole('table', { name: table }).locator('tbody tr', { hasText: '000002' });
    await row.getByRole('button', { name: 'Unmatch' }).click();
    const confirm = row.getByRole('group', { name: 'Unmatch' });
    expect(await confirm.textContent()).toContain('Unmatch deposit 000002?');
    await confirm.getByRole('button', { name: 'Unmatch' }).click();
    await expect.poll(() => page.getByRole('status').first().textContent()).toBe('Deposit 000002 returned to the unmatched deposits.');
    await expect.poll(async () => (await rowCells(table, '000002')).slice(5, 9)).toEqual(['unmatched', '—', '—', '—']);
    expect(await invoice(seeded.open.id)).toMatchObject({ status: 'STATUS_ISSUED', paidAmount: '0', balance: '11000' });
    expect(await page.getByTestId('statement-unmatched').textContent()).toBe('2');
  });

  it('ignores the interest: it leaves the queue, and the statement counts it ignored', async () => {
    await page.goto(url('/unmatched'));
    const deposit = page.getByRole('region', { name: 'Deposit 000003' });
    await deposit.getByRole('button', { name: 'Ignore' }).click();
    await deposit.getByRole('group', { name: 'Ignore' }).getByRole('button', { name: 'Ignore' }).click();
    await expect.poll(() => page.getByRole('status').first().textContent()).toBe('Deposit 000003 ignored.');
    await page.getByRole('region', { name: 'Deposit 000002' }).waitFor();
    expect(await page.getByRole('region', { name: 'Deposit 000003' }).count()).toBe(0);
    const lines = await c.post<{ lines: Array<{ inquiryNumber: string; status: string }> }>('/v1/bankstatement/listlines', {});
    expect(lines.body.lines.map((l) => [l.inquiryNumber, l.status])).toEqual([
      ['000001', 'STATUS_MATCHED'],
      ['000002', 'STATUS_UNMATCHED'],
      ['000003', 'STATUS_IGNORED'],
    ]);
    await page.getByRole('link', { name: 'Open the statement' }).first().click();
    await expect.poll(() => page.getByTestId('statement-ignored').textContent()).toBe('1');
    expect((await rowCells('Deposits of the statement', '000003')).slice(5, 7)).toEqual(['ignored', '—']);
  });

  it('a cancelled transfer (取消区分 1) in a later notice reverses the deposit it repeats; the statement counts it cancelled', async () => {
    // ¥11,000 to the customer's virtual account pays the invoice left open; the next notice takes it back (組戻し).
    const deposit: TestDeposit = { no: 21, amount: 11000, payer: 'ｶ)ﾔﾏﾀﾞｼｮｳｼﾞ', account: '7000001' };
    const notice = (d: TestDeposit) => ({ format: 'FORMAT_ZENGIN_TRANSFER_NOTICE', content: transferNotice([d]).toString('base64') });
    const paid = await c.post<{ statement: { id: string; matchedCount: number } }>('/v1/bankstatement/import', notice(deposit));
    expect(paid.body.statement.matchedCount, JSON.stringify(paid.body)).toBe(1);
    expect(await invoice(seeded.open.id)).toMatchObject({ status: 'STATUS_PAID', balance: '0' });
    // The cancelling notice is imported in the console: its answer says what it changed.
    await page.goto(url('/statements'));
    const form = page.getByRole('form', { name: 'Import a statement' });
    await form.getByLabel('Format').selectOption('FORMAT_ZENGIN_TRANSFER_NOTICE');
    await form
      .getByLabel('File')
      .setInputFiles({ name: 'cancel.dat', mimeType: 'application/octet-stream', buffer: transferNotice([{ ...deposit, cancel: true }]) });
    await form.getByRole('button', { name: 'Import' }).click();
    await expect
      .poll(() => form.getByRole('status').textContent())
      .toContain(
        'Imported 0 deposits (0 new): 0 matched, 0 unmatched. 1 deposits cancelled by the bank (取消): their payments were reversed.',
      );
    expect(await invoice(seeded.open.id)).toMatchObject({ status: 'STATUS_ISSUED', paidAmount: '0', balance: '11000' });
    await page.goto(url(`/statements/${paid.body.statement.id}`));
    await expect.poll(() => page.getByTestId('statement-cancelled').textContent()).toBe('1');
    expect((await rowCells('Deposits of the statement', '000021')).slice(5, 7)).toEqual(['cancelled', '—']);
    await screenshot(page, 'collections-04-cancelled');
  });

  it('the customer’s page shows its payer names, virtual account and mandate, and saves them edited', async () => {
    await page.goto(url(`/customers/${invoiced.customer.id}`));
    const facts = page.getByTestId('collections');
    await facts.waitFor();
    const text = await facts.textContent();
    expect(text).toContain('ｶ)ﾔﾏﾀﾞｼｮｳｼﾞ');
    expect(text).toContain('7000001');
    expect(text).toContain('0005-123 ordinary (普通) 7777777 ﾔﾏﾀﾞｼｮｳｼﾞ (Customer number C0001)');
    await page.getByRole('button', { name: 'Change the payment details' }).click();
    const form = page.getByRole('form', { name: 'Change the payment details' });
    await form.getByLabel('Payer names').fill('ｶ)ﾔﾏﾀﾞｼｮｳｼﾞ\nﾔﾏﾀﾞ ﾀﾛｳ');
    await form.getByLabel('Account type').selectOption('ACCOUNT_TYPE_CURRENT');
    await form.getByLabel('Account holder').fill('ﾔﾏﾀﾞ ﾀﾛｳ');
    await form.getByRole('button', { name: 'Save' }).click();
    await page.getByTestId('collections').getByRole('status').waitFor();
    expect(await page.getByTestId('collections').textContent()).toContain('0005-123 current (当座) 7777777 ﾔﾏﾀﾞ ﾀﾛｳ');
    const stored = await c.post<{ customer: { payerNames: string[]; directDebitMandate: Record<string, string> } }>('/v1/customer/get', {
      id: invoiced.customer.id,
    });
    expect(stored.body.customer.payerNames).toEqual(['ｶ)ﾔﾏﾀﾞｼｮｳｼﾞ', 'ﾔﾏﾀﾞ ﾀﾛｳ']);
    expect(stored.body.customer.directDebitMandate).toMatchObject({ accountType: 'ACCOUNT_TYPE_CURRENT', holderName: 'ﾔﾏﾀﾞ ﾀﾛｳ' });
    // A refused save (a virtual account of 6 digits, past the browser's check) changes nothing and shows why.
    await page.getByRole('button', { name: 'Change the payment details' }).click();
    await form.getByLabel('Virtual account').evaluate((el) => el.removeAttribute('pattern'));
    await form.getByLabel('Virtual account').fill('123456');
    await form.getByRole('button', { name: 'Save' }).click();
    await expect.poll(() => form.getByRole('alert').textContent()).toContain('virtualAccountNumber');
    expect(
      (await c.post<{ customer: { virtualAccountNumber: string } }>('/v1/customer/get', { id: invoiced.customer.id })).body.customer,
    ).toMatchObject({ virtualAccountNumber: '7000001' });
    await screenshot(page, 'collections-04-customer');
  });
});
