import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Page } from 'playwright-core';
import { screenshot } from '../helpers/browser';
import { newTenant, serviceCtx } from '../helpers/services';
import { appPorts } from '../../src/wiring';
import { mailedWorld, type MailedWorld } from '../helpers/factories/delivery';
import { openConsoleSession, type ConsoleSession } from './session';

/**
 * E-mail in the operator console (docs/delivery.md): an invoice's deliveries and "send again"; the
 * provider's mail settings with a template preview that refuses an unknown placeholder. The server
 * process sends no mail (RUN_MAIL=false in the test helper), so messages stay pending.
 */
let session: ConsoleSession | undefined;
let page: Page;
let w: MailedWorld;
let providerId = '';
beforeAll(async () => {
  session = await openConsoleSession('Mail operator');
  page = session.page;
  const sys = { db: session.db, ports: appPorts() };
  ({ providerId } = await newTenant(session.db));
  w = await mailedWorld(sys, await serviceCtx(sys, providerId));
}, 120_000);
afterAll(() => session?.close());

const url = (path: string) => `${session!.server.address}${path}`;

describe('e-mail in the operator console', { timeout: 60_000 }, () => {
  it("shows an invoice's deliveries and queues another on 'send again'", async () => {
    await page.goto(url(`/console/providers/${providerId}/sandbox/invoices/${w.invoice.id}`));
    await page.getByLabel('Operator token').fill(session!.operatorToken);
    await page.getByRole('button', { name: 'Sign in' }).click();
    const table = page.getByRole('table', { name: 'E-mail deliveries' });
    await table.getByRole('row').filter({ hasText: 'hanako@example.jp' }).first().waitFor();
    expect(await table.getByRole('row').count()).toBe(2);
    await page.getByRole('button', { name: 'Send by e-mail again' }).click();
    await page.getByRole('status').filter({ hasText: 'Queued' }).waitFor();
    await expect.poll(() => table.getByRole('row').count()).toBe(3);
    await screenshot(page, 'delivery-01-invoice-deliveries');
  });

  it('previews a template, refuses an unknown placeholder, saves the settings', async () => {
    await page.goto(url(`/console/providers/${providerId}`));
    const reminder = page.getByRole('group', { name: 'Reminder e-mail' });
    await reminder.getByLabel('Subject').fill('Reminder {{invoiceNumber}} {{nope}}');
    await reminder.getByRole('button', { name: 'Preview' }).click();
    await reminder.getByText('{{nope}}').first().waitFor();
    await reminder.getByLabel('Subject').fill('お支払いのお願い {{invoiceNumber}}');
    await reminder.getByRole('button', { name: 'Preview' }).click();
    expect(await page.getByTestId('preview-KIND_REMINDER').locator('strong').textContent()).toBe('お支払いのお願い INV-00000042');
    await page.getByLabel('Reminder days').fill('-5, 2, 9');
    await page.getByRole('form', { name: 'E-mail and reminders' }).getByRole('button', { name: 'Save' }).click();
    await page.getByRole('status').filter({ hasText: 'Saved.' }).waitFor();
    await screenshot(page, 'delivery-02-mail-settings');
    const saved = await session!.db
      .selectFrom('provider')
      .select(['reminder_days', 'mail_templates'])
      .where('id', '=', providerId)
      .executeTakeFirstOrThrow();
    expect(saved.reminder_days).toEqual([-5, 2, 9]);
    expect(saved.mail_templates.reminder?.subject).toBe('お支払いのお願い {{invoiceNumber}}');
  });
});
