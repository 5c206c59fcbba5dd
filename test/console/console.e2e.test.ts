import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { readFile } from 'node:fs/promises';
import type { BrowserContext, Page } from 'playwright-core';
import type { Db } from '../../src/db/db';
import { newTenant } from '../helpers/app';
import { screenshot } from '../helpers/browser';
import { buildContract } from '../helpers/factories/contract';
import { createCustomer, uniq } from '../helpers/factories/customer';
import { jstDay } from '../helpers/factories/billing';
import { httpClient } from '../helpers/http';
import type { ServerProcess } from '../helpers/process';
import { openConsoleSession, type ConsoleSession } from './session';

// The operator console in Debian's Chromium against a real server process (docs/console-ui.md).
// One browser session walks the pages in order; each step keeps a screenshot in test-artifacts/console/.

/** The first day of the month after a YYYY-MM-DD day. */
function firstOfNextMonth(day: string): string {
  const [y, m] = day.split('-').map(Number) as [number, number];
  return m === 12 ? `${y + 1}-01-01` : `${y}-${String(m + 1).padStart(2, '0')}-01`;
}

let server: ServerProcess;
let context: BrowserContext;
let page: Page;
let db: Db;
let operatorToken: string;
const seeded = {
  providerName: '',
  providerId: '',
  key: '',
  customerName: '',
  customerOptionalId: '',
  crmId: '',
  contractId: '',
  startDay: '',
  nextBillingDay: '',
};

/** Seeds one sandbox tenant through /v1: a customer with staff and a contract, billed once. */
async function seed() {
  seeded.providerName = `Seeded ${uniq('p')}`;
  const tenant = await newTenant(db, { name: seeded.providerName });
  const c = httpClient(server.address, tenant.sandboxKey);
  const today = jstDay((await c.post<{ now: string }>('/v1/testclock/get', {})).body.now);
  const start = firstOfNextMonth(today);
  Object.assign(seeded, {
    providerId: tenant.providerId,
    key: tenant.sandboxKey,
    customerName: `Trading ${uniq('c')}`,
    customerOptionalId: uniq('cust'),
    crmId: `CRM-${uniq('crm')}`,
  });
  const customer = await createCustomer(c, {
    name: seeded.customerName,
    optionalId: seeded.customerOptionalId,
    crmAccountId: seeded.crmId,
  });
  await createCustomer(c, { name: 'Another customer' });
  const { contract } = await buildContract(c, { customer, optionalId: uniq('k'), mainItem: { startDate: start } });
  seeded.contractId = contract.id;
  expect((await c.post<{ billingsCreated: number }>('/v1/testclock/advance', { to: start })).body.billingsCreated).toBe(1);
  seeded.startDay = start;
  seeded.nextBillingDay = firstOfNextMonth(start);
  // A payment on the first billing, and an amendment from the third month on (version 2).
  const billings = await c.post<{ billings: { id: string }[] }>('/v1/billing/listbycontract', { id: contract.id });
  const paid = await c.post<{ summary: { succeeded: number } }>('/v1/billing/batchrecordpayments', {
    payments: [{ billingId: billings.body.billings[0]!.id, amount: '5000', paymentDate: start, memo: 'First transfer' }],
  });
  expect(paid.body.summary.succeeded, JSON.stringify(paid.body)).toBe(1);
  const amended = await c.post('/v1/amendment/changequantity', {
    contractId: contract.id,
    contractChargeItemId: contract.mainItems[0]!.chargeItems[0]!.id,
    quantity: '2',
    effectiveStartDate: firstOfNextMonth(seeded.nextBillingDay),
    memo: 'Two seats',
  });
  expect(amended.status, JSON.stringify(amended.body)).toBe(200);
}

let session: ConsoleSession | undefined;
beforeAll(async () => {
  session = await openConsoleSession('E2E operator');
  ({ server, context, page, db, operatorToken } = session);
  await seed();
}, 120_000);
afterAll(() => session?.close());

const url = (path: string) => `${server.address}${path}`;

describe('the operator console in a browser', { timeout: 60_000 }, () => {
  it('refuses a wrong token, signs in with an operator token, and keeps the session over a reload', async () => {
    await page.goto(url('/console/'));
    await page.getByLabel('Operator token').fill('op_not-a-real-token');
    await page.getByRole('button', { name: 'Sign in' }).click();
    await expect.poll(() => page.getByRole('alert').textContent()).toMatch(/./);
    await screenshot(page, '01-sign-in');
    // By keyboard alone: Tab from the skip link through the language buttons to the token field, Enter submits.
    await page.getByLabel('Operator token').fill('');
    await page.locator('body').focus();
    const focused = () => page.getByLabel('Operator token').evaluate((el) => el.matches(':focus'));
    for (let i = 0; i < 10 && !(await focused()); i++) await page.keyboard.press('Tab');
    expect(await focused()).toBe(true);
    await page.keyboard.type(operatorToken);
    await page.keyboard.press('Enter');
    await page.getByText('Signed in as E2E operator').waitFor();
    const cookie = (await context.cookies()).find((c) => c.name === 'billing_session');
    expect(cookie).toMatchObject({ httpOnly: true, sameSite: 'Strict' });
    await page.reload();
    await page.getByText('Signed in as E2E operator').waitFor();
  });

  it('creates a provider and saves its settings', async () => {
    await page.getByRole('heading', { name: 'Providers' }).waitFor();
    await page.getByRole('link', { name: 'New provider' }).click();
    const name = `Console provider ${uniq('n')}`;
    await page.getByLabel('Name', { exact: true }).fill(name);
    await page.getByLabel('Email address').fill('billing@example.jp');
    await page.getByRole('button', { name: 'Create' }).click();
    // Its two keys, each shown this once.
    await page.getByRole('heading', { name }).waitFor();
    const secrets = await page.getByTestId('new-secret').allTextContents();
    expect(secrets.map((s) => s.slice(0, 8)).sort()).toEqual(['sk_live_', 'sk_sandb']);
    await screenshot(page, '02-provider-created');
    await page.getByRole('link', { name: 'Open the provider' }).click();
    await page.getByRole('heading', { name: 'API keys' }).waitFor();
    await page.getByLabel('Invoice number prefix').fill('INV-');
    await page.getByLabel('Invoice registration number (T + 13 digits)').fill('T1234567890123');
    const settings = page.getByRole('form', { name: 'Settings' });
    await settings.getByRole('button', { name: 'Save' }).click();
    await settings.getByText('Saved.').waitFor();
    await page.reload();
    await expect.poll(() => page.getByLabel('Invoice number prefix').inputValue()).toBe('INV-');
    expect(await page.getByLabel('Invoice registration number (T + 13 digits)').inputValue()).toBe('T1234567890123');
    await screenshot(page, '02-provider-settings');
  });

  it('creates a key shown once that works on /v1, and revokes it: /v1 then answers 401', async () => {
    await page.getByRole('button', { name: 'Create key' }).click();
    const secret = (await page.getByTestId('new-secret').textContent())!;
    expect(secret).toMatch(/^sk_/);
    const call = () => fetch(url('/v1/provider/get'), { headers: { authorization: `Bearer ${secret}` } }).then((r) => r.status);
    expect(await call()).toBe(200);
    await screenshot(page, '03-keys-created');
    // The new key's row, named by its prefix (the secret's first characters).
    const row = page
      .getByRole('row')
      .filter({ has: page.getByRole('cell', { name: secret.slice(0, 'sk_sandbox_'.length + 6), exact: true }) });
    await row.getByRole('button', { name: 'Revoke' }).click();
    await row.getByRole('button', { name: 'Revoke' }).click(); // the confirmation
    await row.getByRole('cell', { name: 'Revoked' }).waitFor();
    expect(await page.getByRole('cell', { name: 'Revoked' }).count()).toBe(1);
    // The key cache learns of the revocation within about a second.
    await expect.poll(call, { timeout: 5000 }).toBe(401);
    await screenshot(page, '03-keys-revoked');
  });

  it('finds a customer by name, management id and CRM id, and shows its staff and contracts', async () => {
    // From the providers list, searched by a part of the seeded provider's name.
    await page.getByRole('link', { name: 'Billing console' }).click();
    await page.getByRole('searchbox', { name: 'Name' }).fill(seeded.providerName.slice(-8).toUpperCase());
    await page.getByRole('button', { name: 'Search' }).click();
    const providers = page.getByRole('table', { name: 'Providers' });
    // Until the search's answer replaces it, the page may still show the whole list (or nothing, loading).
    await expect.poll(() => providers.getByRole('row').count(), { timeout: 15_000 }).toBe(2); // the header and the one provider
    await providers.getByRole('link', { name: seeded.providerName }).waitFor();
    await screenshot(page, '04-providers');
    await providers.getByRole('link', { name: 'Sandbox' }).click();
    await page.getByRole('link', { name: 'Another customer' }).waitFor();
    const search = async (by: string, text: string) => {
      await page.getByLabel('Search by').selectOption({ label: by });
      await page.getByLabel('Search text').fill(text);
      await page.getByRole('button', { name: 'Search' }).click();
      await page.getByRole('link', { name: seeded.customerName }).waitFor();
      expect(await page.getByRole('link', { name: 'Another customer' }).count()).toBe(0);
    };
    await search('Name', seeded.customerName.slice(0, 12).toLowerCase());
    await search('CRM id', seeded.crmId);
    await search('Management id', seeded.customerOptionalId);
    await screenshot(page, '05-customers');
    await page.getByLabel('Search text').fill('no-such-customer');
    await page.getByRole('button', { name: 'Search' }).click();
    await page.getByText('No customers found.').waitFor();
    await page.goBack();
    await page.getByRole('link', { name: seeded.customerName }).click();
    await page.getByRole('heading', { name: seeded.customerName }).waitFor();
    await page.getByRole('table', { name: 'Staff' }).getByRole('cell', { name: 'Sato', exact: true }).waitFor();
    await page.getByRole('table', { name: 'Contracts' }).getByRole('cell', { name: 'Standard plan' }).waitFor();
    await screenshot(page, '06-customer');
  });

  it('opens a contract with its items, amendments, versions, billings and expected billings', async () => {
    await page.getByRole('table', { name: 'Contracts' }).getByRole('link').first().click();
    await page.getByRole('heading', { name: /^Contract / }).waitFor();
    await page.getByRole('cell', { name: 'Monthly fee' }).first().waitFor();
    await page.getByRole('table', { name: 'Amendments' }).getByRole('cell', { name: 'Two seats' }).waitFor();
    await page.getByRole('navigation', { name: 'Versions' }).getByRole('link', { name: '2 (latest)' }).waitFor();
    await page.getByRole('table', { name: 'Billings' }).getByRole('cell', { name: '¥11,000' }).first().waitFor();
    await page.getByRole('table', { name: 'Expected billings' }).waitFor();
    await screenshot(page, '07-contract');
    // The snapshot of version 1: the quantity before the amendment.
    await page.getByRole('navigation', { name: 'Versions' }).getByRole('link', { name: '1', exact: true }).click();
    await page
      .getByRole('navigation', { name: 'Versions' })
      .getByRole('link', { name: '1', exact: true })
      .and(page.locator('[aria-current]'))
      .waitFor();
    expect(await page.locator('.facts').first().textContent()).toContain('Version1');
    await page.getByRole('navigation', { name: 'Versions' }).getByRole('link', { name: '2 (latest)' }).click();
    await page.getByRole('link', { name: '2 (latest)' }).and(page.locator('[aria-current]')).waitFor();
  });

  it('opens a billing with its lines and taxes, and downloads its PDF', async () => {
    await page.getByRole('table', { name: 'Billings' }).getByRole('link').first().click();
    await page.getByRole('heading', { name: /^Billing / }).waitFor();
    expect(await page.getByTestId('billing-total').textContent()).toBe('¥11,000');
    await page.getByRole('table', { name: 'Taxes by rate' }).getByRole('cell', { name: '¥1,000' }).waitFor();
    await page.getByRole('table', { name: 'Payments' }).getByRole('cell', { name: 'First transfer' }).waitFor();
    expect(await page.getByRole('table', { name: 'Payments' }).getByRole('cell', { name: '¥5,000' }).count()).toBe(1);
    await screenshot(page, '08-billing');
    const [download] = await Promise.all([
      page.waitForEvent('download'),
      page.getByRole('button', { name: 'Download the invoice (PDF)' }).click(),
    ]);
    const pdf = await readFile((await download.path())!);
    expect(pdf.subarray(0, 5).toString('latin1')).toBe('%PDF-');
    // The same billing in the production environment is another tenant's: the error state, with Retry.
    const billingPath = new URL(page.url()).pathname;
    await page.goto(url(billingPath.replace('/sandbox/', '/production/')));
    await expect.poll(() => page.getByRole('alert').textContent()).toMatch(/not found/);
    await page.getByRole('alert').getByRole('button', { name: 'Retry' }).waitFor();
    await screenshot(page, '08-billing-not-found');
    await page.goto(url(billingPath));
    await page.getByTestId('billing-total').waitFor();
  });

  it('lists the bill runs', async () => {
    await page.getByRole('link', { name: 'Bill runs' }).click();
    await page.getByRole('heading', { name: 'Bill runs' }).waitFor();
    // The run of the seeded contract's first day: one contract, one billing, none parked.
    const run = page.getByRole('table', { name: 'Bill runs' }).getByRole('row').filter({ hasText: seeded.startDay });
    await run.waitFor();
    expect(await run.getByRole('cell').allTextContents()).toEqual([
      seeded.startDay,
      'done',
      expect.any(String),
      expect.any(String),
      '1',
      '1',
      '0',
    ]);
    await screenshot(page, '09-bill-runs');
  });

  it('advances the sandbox test clock and shows the new billing', async () => {
    await page.getByRole('link', { name: 'Test clock' }).click();
    await page.getByTestId('clock-now').waitFor();
    await page.getByLabel('Advance to (JST day)').fill(seeded.nextBillingDay);
    await page.getByRole('button', { name: 'Advance' }).click();
    await page.getByText(`The clock is at ${seeded.nextBillingDay}; 1 billings created.`).waitFor();
    await page.getByRole('table', { name: 'Billings' }).getByRole('cell', { name: seeded.nextBillingDay }).waitFor();
    expect(await page.getByTestId('clock-now').textContent()).toBe(`${seeded.nextBillingDay} 23:59 JST`);
    await screenshot(page, '10-test-clock');
  });

  it('switches to Japanese', async () => {
    await page.getByRole('button', { name: '日本語' }).click();
    await page.getByRole('heading', { name: 'テストクロック' }).waitFor();
    expect(await page.locator('html').getAttribute('lang')).toBe('ja');
    // Billings of a per-billing customer are on their invoices from the start (docs/invoices.md).
    await page.getByRole('cell', { name: '請求書作成済み' }).first().waitFor();
    await screenshot(page, '11-japanese');
    await page.getByRole('button', { name: 'English' }).click();
  });

  it('signs out: the session cookie no longer works', async () => {
    await page.getByRole('button', { name: 'Sign out' }).click();
    await page.getByLabel('Operator token').waitFor();
    await page.reload();
    await page.getByLabel('Operator token').waitFor();
    expect((await context.cookies()).find((c) => c.name === 'billing_session')).toBeUndefined();
  });
});
