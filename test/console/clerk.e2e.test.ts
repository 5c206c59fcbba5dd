import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Page } from 'playwright-core';
import { newTenant, type Client } from '../helpers/app';
import { screenshot } from '../helpers/browser';
import { buildContract } from '../helpers/factories/contract';
import { uniq } from '../helpers/factories/customer';
import { httpClient } from '../helpers/http';
import type { ServerProcess } from '../helpers/process';
import { openConsoleSession, type ConsoleSession } from './session';

// A billing clerk's day in the operator console (docs/console-ui.md "A billing clerk's day"), in Debian's
// Chromium against a real server process: customers and staff made and edited, a held billing released,
// paid and partly refunded, and the unpaid billings of production filtered.

let server: ServerProcess;
let page: Page;
let operatorToken: string;
let sandbox: Client;
let production: Client;
let session: ConsoleSession | undefined;
const seeded = { providerId: '', heldId: '', heldTotal: '', prodBillingId: '', prodCustomerId: '' };
type WireBilling = { id: string; status: string; total: string; paidAmount: string; customerId: string };

async function heldBilling(c: Client, hold: boolean): Promise<WireBilling> {
  // A fresh tenant's sandbox clock is the wall clock; production has no test clock.
  const start = new Date(Date.now() + 40 * 86_400_000).toISOString().slice(0, 10);
  const built = await buildContract(c, { mainItem: { startDate: start } });
  const made = await c.post<{ billings: WireBilling[] }>('/v1/billing/create', {
    contractIds: [built.contract.id],
    holdInvoiceCreation: hold,
  });
  expect(made.status, JSON.stringify(made.body)).toBe(200);
  return made.body.billings[0]!;
}

beforeAll(async () => {
  session = await openConsoleSession('Clerk operator');
  ({ server, page, operatorToken } = session);
  const tenant = await newTenant(session.db, { name: `Clerk ${uniq('p')}` });
  seeded.providerId = tenant.providerId;
  sandbox = httpClient(server.address, tenant.sandboxKey);
  production = httpClient(server.address, tenant.productionKey);
  const held = await heldBilling(sandbox, true);
  expect(held.status).toBe('STATUS_HOLD_INVOICE_CREATION');
  seeded.heldId = held.id;
  seeded.heldTotal = held.total;
  const prod = await heldBilling(production, false);
  seeded.prodBillingId = prod.id;
  seeded.prodCustomerId = prod.customerId;
}, 120_000);
afterAll(() => session?.close());

const tenantPath = (env: string, path: string) => `${server.address}/console/providers/${seeded.providerId}/${env}${path}`;
const billingOf = async (id: string) => (await sandbox.post<{ billing: WireBilling }>('/v1/billing/get', { id })).body.billing;

describe("a billing clerk's day in the operator console", { timeout: 90_000 }, () => {
  it('creates a customer, edits it, adds a staff member and edits them', async () => {
    await page.goto(tenantPath('sandbox', '/customers'));
    await page.getByLabel('Operator token').fill(operatorToken);
    await page.getByRole('button', { name: 'Sign in' }).click();
    const create = page.getByRole('form', { name: 'New customer' });
    await create.waitFor();
    const name = `株式会社テスト ${uniq('c')}`;
    await create.getByLabel('Name').fill(name);
    await create.getByLabel('Management id').fill(uniq('m'));
    await create.getByRole('button', { name: 'Create the customer' }).click();
    await page.getByRole('heading', { name, level: 1 }).waitFor();
    const customerId = decodeURIComponent(page.url().split('/customers/')[1]!);
    expect((await sandbox.post<{ customer: { name: string } }>('/v1/customer/get', { id: customerId })).body.customer.name).toBe(name);

    await page.getByText('Edit the customer').click();
    const edit = page.getByRole('form', { name: 'Edit the customer' });
    await edit.getByLabel('Name').fill(`${name} 改`);
    await edit.getByRole('button', { name: 'Save' }).click();
    await page.getByRole('heading', { name: `${name} 改`, level: 1 }).waitFor();
    expect((await sandbox.post<{ customer: { name: string } }>('/v1/customer/get', { id: customerId })).body.customer.name).toBe(
      `${name} 改`,
    );

    const add = page.getByRole('form', { name: 'New staff member' });
    await add.getByLabel('Last name').fill('経理');
    await add.getByLabel('First name').fill('花子');
    await add.getByLabel('Email address').fill('keiri@example.jp');
    await add.getByRole('button', { name: 'Add the staff member' }).click();
    await page.getByRole('table', { name: 'Staff' }).getByText('keiri@example.jp').waitFor();
    await page.locator('summary', { hasText: 'Edit 経理 花子' }).click();
    const staffForm = page.getByRole('form', { name: 'Edit 経理 花子' });

    await staffForm.getByLabel('Department').fill('経理部');
    await staffForm.getByRole('button', { name: 'Save' }).click();
    await page.getByRole('table', { name: 'Staff' }).getByText('経理部').waitFor();
    const staff = await sandbox.post<{ customerStaffs: Array<{ department: string; emailAddress: string }> }>('/v1/customerstaff/list', {
      customerId,
    });
    expect(staff.body.customerStaffs).toEqual([expect.objectContaining({ department: '経理部', emailAddress: 'keiri@example.jp' })]);
    await screenshot(page, 'clerk-01-customer');
  });

  it('releases a held billing, records its payment, refunds part of it, and shows a refused overpayment', async () => {
    await page.goto(tenantPath('sandbox', `/billings/${seeded.heldId}`));
    await page.getByRole('button', { name: 'Release the hold' }).click();
    await page.getByRole('button', { name: 'Release the hold' }).waitFor({ state: 'detached' });
    expect(['STATUS_UNBILLED', 'STATUS_INVOICE_CREATED']).toContain((await billingOf(seeded.heldId)).status);

    const form = page.getByRole('form', { name: 'Record a payment' });
    await form.getByLabel('Amount').fill(seeded.heldTotal);
    await form.getByRole('button', { name: 'Record a payment' }).click();
    await page.getByRole('table', { name: 'Payments' }).getByRole('row').nth(1).waitFor();
    await expect.poll(async () => (await billingOf(seeded.heldId)).status).toBe('STATUS_PAID');

    await form.getByLabel('Type').selectOption('TYPE_REFUND');
    await form.getByLabel('Amount').fill('100');
    await form.getByRole('button', { name: 'Record the refund' }).click();
    await page.getByRole('table', { name: 'Payments' }).getByRole('row').nth(2).waitFor();
    // total − 100 refunded
    const after = await billingOf(seeded.heldId);
    expect(after).toMatchObject({ status: 'STATUS_PARTIALLY_PAID', paidAmount: String(Number(seeded.heldTotal) - 100) });

    await form.getByLabel('Type').selectOption('TYPE_PAYMENT');
    await form.getByLabel('Amount').fill(String(Number(seeded.heldTotal) * 10));
    await form.getByRole('button', { name: 'Record a payment' }).click();
    await page.getByRole('alert').getByText('overpayment', { exact: false }).waitFor();
    expect((await billingOf(seeded.heldId)).paidAmount).toBe(after.paidAmount);
    await screenshot(page, 'clerk-02-billing');
  });

  it("lists production's unpaid billings with the customer, due date and overdue filters", async () => {
    await page.goto(tenantPath('production', '/unpaid'));
    const table = page.getByRole('table', { name: 'Unpaid billings' });
    await table.getByRole('link', { name: seeded.prodCustomerId }).waitFor();
    // The sandbox billing (partly paid) is not in production's list.
    expect(await table.getByRole('link', { name: seeded.heldId }).count()).toBe(0);
    await screenshot(page, 'clerk-03-unpaid');

    const filters = page.getByRole('search');
    await filters.getByLabel('Overdue only').check();
    await filters.getByRole('button', { name: 'Apply' }).click();
    await page.getByText('No unpaid billings.').waitFor();
    expect(page.url()).toContain('overdue=1');

    await filters.getByLabel('Overdue only').uncheck();
    await filters.getByLabel('Customer id').fill(seeded.prodCustomerId);
    await filters.getByLabel('Due to').fill('2000-01-01');
    await filters.getByRole('button', { name: 'Apply' }).click();
    await page.getByText('No unpaid billings.').waitFor();
    await filters.getByLabel('Due to').fill('');
    await filters.getByRole('button', { name: 'Apply' }).click();
    await table.getByRole('link', { name: seeded.prodCustomerId }).waitFor();
  });
});
