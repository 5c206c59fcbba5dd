import { readFile } from 'node:fs/promises';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Page } from 'playwright-core';
import { newTenant, type Client } from '../helpers/app';
import { screenshot } from '../helpers/browser';
import { buildContract } from '../helpers/factories/contract';
import { uniq } from '../helpers/factories/customer';
import { httpClient } from '../helpers/http';
import type { ServerProcess } from '../helpers/process';
import { openConsoleSession, type ConsoleSession } from './session';

// Credit notes in the operator console (docs/credit.md "Console"), in Debian's Chromium against a real
// server process: on an invoice of ¥11,000, a credit note's preview (computed by the service, nothing
// written), then its issue; the invoice's balance falls by the note; the customer's page shows the credit.

let server: ServerProcess;
let page: Page;
let operatorToken: string;
let c: Client;
let sandboxKey = '';
let session: ConsoleSession | undefined;
const seeded = { providerId: '', customerId: '', invoiceId: '' };

beforeAll(async () => {
  session = await openConsoleSession('Credit operator');
  ({ server, page, operatorToken } = session);
  const tenant = await newTenant(session.db, { name: `Credit ${uniq('p')}` });
  seeded.providerId = tenant.providerId;
  sandboxKey = tenant.sandboxKey;
  c = httpClient(server.address, tenant.sandboxKey);
  const now = (await c.post<{ now: string }>('/v1/testclock/get', {})).body.now;
  const today = new Date(Date.parse(now) + 9 * 3_600_000).toISOString().slice(0, 10);
  // From the first day of next month: its bill run bills the month (¥10,000 + 10 %) on an invoice of its own.
  const [y, m] = today.split('-').map(Number) as [number, number];
  const start = new Date(Date.UTC(y, m, 1)).toISOString().slice(0, 10);
  const built = await buildContract(c, { mainItem: { startDate: start } });
  seeded.customerId = built.customer.id;
  const after = new Date(Date.UTC(y, m, 2)).toISOString().slice(0, 10);
  expect((await c.post('/v1/testclock/advance', { to: after })).status).toBe(200);
  const res = await c.post<{ invoices: Array<{ id: string }> }>('/v1/invoice/list', { customerId: built.customer.id });
  seeded.invoiceId = res.body.invoices[0]!.id;
}, 120_000);
afterAll(() => session?.close());

const tenantPath = (path: string) => `${server.address}/console/providers/${seeded.providerId}/sandbox${path}`;

describe('credit notes in the operator console', { timeout: 60_000 }, () => {
  it('previews and issues a credit note from an invoice; the customer page shows the credit', async () => {
    await page.goto(tenantPath(`/invoices/${seeded.invoiceId}`));
    await page.getByLabel('Operator token').fill(operatorToken);
    await page.getByRole('button', { name: 'Sign in' }).click();
    const form = page.getByRole('form', { name: 'Issue a credit note' });
    await form.waitFor();
    expect(await page.getByTestId('invoice-balance').textContent()).toBe('¥11,000');
    await form.getByLabel('Description').fill('障害による減額');
    await form.getByLabel('Amount before tax (yen)').fill('1234');
    await form.getByLabel('Reason', { exact: true }).fill('サービス停止の補償');
    await form.getByRole('button', { name: 'Preview' }).click();
    // 1,234 × 10 % = 123.4 → 123: 1,357 with tax, under ¥10,000
    await expect.poll(() => page.getByTestId('preview-total').textContent()).toBe('¥1,357');
    expect(await page.getByTestId('credit-note-preview').textContent()).toContain('no qualified return invoice is required');
    expect((await c.post<{ creditNotes: unknown[] }>('/v1/creditnote/list', { invoiceId: seeded.invoiceId })).body.creditNotes).toEqual([]);
    await screenshot(page, 'credit-01-preview');
    await form.getByRole('button', { name: 'Issue the credit note' }).click();
    // The invoice reloads: the note is in its credit notes
    await page.getByRole('table', { name: 'Credit notes' }).getByText('CN00000001').waitFor();
    // The invoice was open: the note pays it at once, 11,000 − 1,357 = 9,643
    await expect.poll(() => page.getByTestId('invoice-balance').textContent()).toBe('¥9,643');
    // The note's PDF from its row: the kept document, the same bytes /v1/creditnote/document answers.
    const [download] = await Promise.all([
      page.waitForEvent('download'),
      page
        .getByRole('table', { name: 'Credit notes' })
        .getByRole('row', { name: /CN00000001/ })
        .getByRole('button', { name: 'Download' })
        .click(),
    ]);
    expect(download.suggestedFilename()).toBe('credit-note-CN00000001.pdf');
    const pdf = await readFile((await download.path())!);
    expect(pdf.subarray(0, 5).toString('latin1')).toBe('%PDF-');
    const note = (await c.post<{ creditNotes: Array<{ id: string }> }>('/v1/creditnote/list', { invoiceId: seeded.invoiceId })).body
      .creditNotes[0]!;
    const api = await fetch(`${server.address}/v1/creditnote/document?id=${note.id}`, {
      headers: { authorization: `Bearer ${sandboxKey}` },
    });
    expect(Buffer.from(await api.arrayBuffer()).equals(pdf)).toBe(true);
    await page.goto(tenantPath(`/customers/${seeded.customerId}`));
    await page.getByTestId('customer-credit').waitFor();
    expect(await page.getByTestId('customer-credit').textContent()).toBe('¥0');
    const movements = await page.getByRole('table', { name: 'Movements' }).getByRole('row').allTextContents();
    expect(movements.join(' | ')).toMatch(/APPLIED.*-¥1,357.*\|.*CREDIT_NOTE.*¥1,357/);
    await screenshot(page, 'credit-02-customer');
  });
});
