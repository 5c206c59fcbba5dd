import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createHash } from 'node:crypto';
import { readFile } from 'node:fs/promises';
import type { Page } from 'playwright-core';
import { newTenant } from '../helpers/app';
import { uniq } from '../helpers/factories/customer';
import { invoicedCustomer, type Invoiced } from '../helpers/factories/invoice';
import { httpClient } from '../helpers/http';
import type { ServerProcess } from '../helpers/process';
import { openConsoleSession, type ConsoleSession } from './session';
import { scratchDatabase } from '../helpers/scratch-db';

// The Documents page of the operator console (docs/records.md, docs/console-ui.md), in Debian's
// Chromium against a real server process: search by counterparty name, kind and amount range, the
// server's refusal of reversed bounds shown, and a download that is the stored document (its SHA-256
// is the one the search shows).

let server: ServerProcess;
let page: Page;
let operatorToken: string;
let providerId = '';
let invoiced: Invoiced;

let session: ConsoleSession | undefined;
// A database of its own: the server's document renderer would otherwise work through every other
// file's invoices before this file's, and the searches would read theirs too.
const scratch = scratchDatabase('docsconsole');
beforeAll(async () => {
  await scratch.migrator.migrateToLatest();
  session = await openConsoleSession('Documents operator', scratch.url);
  ({ server, page, operatorToken } = session);
  const tenant = await newTenant(session.db, { name: `Documents ${uniq('p')}` });
  providerId = tenant.providerId;
  invoiced = await invoicedCustomer(httpClient(server.address, tenant.sandboxKey), { contracts: 3 });
}, 120_000);
afterAll(() => session?.close());

const documentsUrl = () => `${server.address}/console/providers/${providerId}/sandbox/documents`;

/** The rows of the documents table (header excluded), as cell texts. */
async function rows(): Promise<string[][]> {
  const table = page.getByRole('table', { name: 'Documents' });
  const body = table.locator('tbody tr');
  const out: string[][] = [];
  for (let i = 0; i < (await body.count()); i++) out.push(await body.nth(i).getByRole('cell').allTextContents());
  return out;
}

describe('documents in the operator console', { timeout: 60_000 }, () => {
  it('searches by counterparty name, kind and amount; shows a refusal; downloads the stored PDF', async () => {
    await page.goto(documentsUrl());
    await page.getByLabel('Operator token').fill(operatorToken);
    await page.getByRole('button', { name: 'Sign in' }).click();
    await page.getByRole('heading', { name: 'Documents' }).waitFor();
    await page.getByRole('table', { name: 'Documents' }).waitFor();
    expect(await rows()).toHaveLength(3);

    const form = page.getByRole('form', { name: 'Search' });
    // A part of the name, in another case; the invoices' kind; an amount range around ¥11,000.
    await form.getByLabel('Counterparty name contains').fill(invoiced.customer.name.slice(0, 6).toUpperCase());
    await form.getByLabel('Kind').selectOption({ label: 'invoice' });
    await form.getByLabel('Amount from').fill('11000');
    await form.getByLabel('Amount to').fill('11000');
    await form.getByRole('button', { name: 'Search' }).click();
    await expect.poll(async () => (await rows()).length).toBe(3);
    const found = await rows();
    expect(found.map((r) => r.slice(1, 5))).toEqual(
      [...invoiced.invoices]
        .sort((a, b) => (a.id < b.id ? 1 : -1))
        .map((i) => ['invoice', i.invoiceNumber, invoiced.customer.name, '¥11,000']),
    );

    await form.getByLabel('Kind').selectOption({ label: 'credit note' });
    await form.getByRole('button', { name: 'Search' }).click();
    await page.getByText('No documents match.').waitFor();

    await form.getByLabel('Kind').selectOption({ label: 'Any kind' });
    await form.getByLabel('Amount to').fill('10999');
    await form.getByRole('button', { name: 'Search' }).click();
    await expect.poll(() => page.getByRole('alert').textContent()).toMatch(/amountTo/);

    await form.getByLabel('Amount to').fill('');
    await form.getByRole('button', { name: 'Search' }).click();
    await expect.poll(async () => (await rows()).length).toBe(3);
    const first = (await rows())[0]!;
    const [download] = await Promise.all([
      page.waitForEvent('download'),
      page.getByRole('table', { name: 'Documents' }).locator('tbody tr').first().getByRole('button', { name: 'Download' }).click(),
    ]);
    expect(download.suggestedFilename()).toBe(`${first[2]}.pdf`);
    const pdf = await readFile((await download.path())!);
    expect(pdf.subarray(0, 5).toString('latin1')).toBe('%PDF-');
    // Stored now (by the download or by the background renderer before it): the search shows its hash.
    await form.getByRole('button', { name: 'Search' }).click();
    const hash = createHash('sha256').update(pdf).digest('hex');
    await expect
      .poll(async () => page.getByRole('table', { name: 'Documents' }).locator('tbody tr').first().locator('code').getAttribute('title'))
      .toBe(hash);
  });
});
