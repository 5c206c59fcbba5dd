import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { readFile } from 'node:fs/promises';
import iconv from 'iconv-lite';
import type { Page } from 'playwright-core';
import { newTenant } from '../helpers/app';
import { uniq } from '../helpers/factories/customer';
import { advance } from '../helpers/factories/billing';
import { invoicedCustomer, type Invoiced } from '../helpers/factories/invoice';
import { httpClient } from '../helpers/http';
import type { ServerProcess } from '../helpers/process';
import { openConsoleSession, type ConsoleSession } from './session';

// The Dashboard and Journal pages of the operator console (docs/accounting.md, docs/console-ui.md),
// in Debian's Chromium against a real server process: a customer with two monthly ¥10,000 contracts
// from 2031-04-01 (invoices of ¥11,000 issued on 4/1 and 5/1, none paid), the clock on 2031-06-02.

let server: ServerProcess;
let page: Page;
let operatorToken: string;
let providerId = '';
let invoiced: Invoiced;

let session: ConsoleSession | undefined;
beforeAll(async () => {
  session = await openConsoleSession('Accounting operator');
  ({ server, page, operatorToken } = session);
  const tenant = await newTenant(session.db, { name: `Accounting ${uniq('p')}` });
  providerId = tenant.providerId;
  const c = httpClient(server.address, tenant.sandboxKey);
  invoiced = await invoicedCustomer(c, { contracts: 2 });
  await advance(c, '2031-06-02');
}, 180_000);
afterAll(() => session?.close());

const url = (path: string) => `${server.address}/console/providers/${providerId}/sandbox${path}`;

/** The rows of a table (header excluded), as cell texts. */
async function rows(name: string): Promise<string[][]> {
  const body = page.getByRole('table', { name }).locator('tbody tr');
  const out: string[][] = [];
  for (let i = 0; i < (await body.count()); i++) out.push(await body.nth(i).getByRole('cell').allTextContents());
  return out;
}

describe('dashboard and journal in the operator console', { timeout: 90_000 }, () => {
  it('the dashboard shows the closed months’ revenue and MRR, and the receivables, with charts', async () => {
    await page.goto(url('/dashboard'));
    await page.getByLabel('Operator token').fill(operatorToken);
    await page.getByRole('button', { name: 'Sign in' }).click();
    await page.getByRole('heading', { name: 'Dashboard' }).waitFor();
    await page.getByRole('table', { name: 'Revenue per month' }).waitFor();
    // The clock is in June: the 12 closed months up to May.
    const months = await rows('Revenue per month');
    expect(months.map((r) => r[0])).toEqual([
      '2030-06',
      '2030-07',
      '2030-08',
      '2030-09',
      '2030-10',
      '2030-11',
      '2030-12',
      '2031-01',
      '2031-02',
      '2031-03',
      '2031-04',
      '2031-05',
    ]);
    // April: 2 × 10,000 invoiced; recognised 2 × (⌊10,000 × 1 ÷ 30⌋ = 333 at issue + 9,667 at month end) = 20,000;
    // nothing deferred at its end; MRR 2 × 10,000, all new.
    expect(months[10]).toEqual(['2031-04', '¥20,000', '¥20,000', '¥0', '¥20,000', '¥20,000', '¥0', '¥0', '¥0']);
    // May: the 5/1 invoices (⌊10,000 ÷ 31⌋ = 322 + 9,678), the same MRR, no movement.
    expect(months[11]).toEqual(['2031-05', '¥20,000', '¥20,000', '¥0', '¥20,000', '¥0', '¥0', '¥0', '¥0']);
    expect(months[0]).toEqual(['2030-06', '¥0', '¥0', '¥0', '¥0', '¥0', '¥0', '¥0', '¥0']);
    // On 2031-05-31 the four invoices (4/1 and 5/1, ¥11,000 each) are open: ¥44,000.
    const aging = page.getByRole('table', { name: 'Receivables on 2031-05-31' });
    await aging.waitFor();
    const owed = await rows('Receivables on 2031-05-31');
    expect(owed.map((r) => [r[0], r[6]])).toEqual([
      ['All customers', '¥44,000'],
      [invoiced.customer.name, '¥44,000'],
    ]);
    const buckets = owed[0]!.slice(1, 6).map((v) => Number(v.replace(/[¥,]/g, '')));
    expect(buckets.reduce((a, b) => a + b, 0)).toBe(44000);
    // Three uPlot charts, each drawn on a canvas.
    await expect.poll(() => page.locator('.chart canvas').count()).toBe(3);
    await page.screenshot({ path: 'docs/console-dashboard.png', fullPage: true });
  });

  it('the journal of April shows the entries and exports them for each product', async () => {
    await page.goto(url('/journal?month=2031-04'));
    await page.getByRole('heading', { name: 'Journal of 2031-04' }).waitFor();
    await page.getByRole('table', { name: 'Journal' }).waitFor();
    const entries = await rows('Journal');
    const april = [...invoiced.invoices].sort((a, b) => (a.id < b.id ? -1 : 1));
    // Each invoice: 売掛金 11,000 / 売上高 333 (4/1) + 前受収益 9,667 + 仮受消費税 1,000; at the month end
    // 前受収益 / 売上高 9,667 (the days 4/2–4/30).
    expect(entries).toEqual([
      ...april.map((i) => [
        '2031-04-01',
        'invoice',
        i.invoiceNumber,
        invoiced.customer.name,
        `請求書 ${i.invoiceNumber}`,
        '売掛金 ¥11,000',
        '売上高 ¥333前受収益 ¥9,667仮受消費税 ¥1,000',
      ]),
      ...april.map((i) => [
        '2031-04-30',
        'recognition',
        i.invoiceNumber,
        invoiced.customer.name,
        `収益認識 ${i.invoiceNumber} 2031-04`,
        '前受収益 ¥9,667',
        '売上高 ¥9,667',
      ]),
    ]);
    await page.screenshot({ path: 'docs/console-journal.png', fullPage: true });

    const exported = async (name: string) => {
      const [file] = await Promise.all([page.waitForEvent('download'), page.getByRole('button', { name }).click()]);
      return { name: file.suggestedFilename(), bytes: await readFile((await file.path())!) };
    };
    const freee = await exported('Export for freee');
    expect(freee.name).toBe('journal-2031-04-freee.csv');
    expect(freee.bytes.toString('utf8')).toContain('売掛金');
    expect(freee.bytes.toString('utf8')).toContain('11000');
    const mf = await exported('Export for Money Forward');
    expect(mf.bytes.toString('utf8')).toContain('前受収益');
    const yayoi = await exported('Export for 弥生');
    expect(yayoi.name).toBe('journal-2031-04-yayoi.csv');
    const yayoiText = iconv.decode(yayoi.bytes, 'Shift_JIS');
    expect(yayoiText).toContain('仮受消費税');
    // 弥生 pairs a debit and a credit on each row: 3 rows per invoice (its 3 credits), 1 per recognition.
    expect(yayoiText.trim().split(/\r?\n/)).toHaveLength(8);
    const csv = (await exported('Export for CSV')).bytes.toString('utf8').trim().split(/\r?\n/);
    // A header and one row per journal line: 2 × 4 + 2 × 2.
    expect(csv).toHaveLength(13);
  });
});
