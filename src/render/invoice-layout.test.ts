/**
 * The invoice layout at its longest (docs/invoices.md "Layout"): two-digit months and days at both ends
 * of a period, amounts in the hundreds of billions of yen, a quantity with a fraction, long names. Read
 * back line by line with pdftotext, and in Chromium for the HTML: no period, amount or header wraps;
 * the recipient's postal address and the 件名 are there.
 */
import { execFileSync } from 'node:child_process';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Browser } from 'playwright-core';
import { buildInvoiceDocument, type InvoiceInput } from '../domain/invoice/document';
import { invoiceHtml } from '../domain/invoice/html';
import { launchChromium } from '../../test/helpers/browser';
import { invoicePdf } from './pdf';

const LONG_NAME = 'エンタープライズ・クラウドプラットフォーム年間ライセンス（プレミアムサポート・専任担当者付き）';
/**
 * Two lines at the longest: 1,000,000.25 × ¥99,999 = ¥99,999,024,999.75 (exact decimal) and
 * 1 × ¥99,999,999,999. Subtotal ¥199,999,024,998.75; tax 10% rounded down ¥19,999,902,499; total ¥219,998,927,497.75.
 */
const input: InvoiceInput = {
  invoiceNumber: 'INVOICE-PREFIX-2031-00000123',
  issueDate: '2031-12-31',
  dueDate: '2032-12-31',
  subtotal: '199999024998.75',
  tax: '19999902499',
  total: '219998927497.75',
  taxes: [{ taxPercentage: '10', subtotal: '199999024998.75', tax: '19999902499' }],
  items: [
    {
      name: LONG_NAME,
      kind: 'RECURRING',
      periodStart: '2031-12-31',
      periodEnd: '2032-12-31',
      quantity: '1000000.25',
      unitPrice: '99999',
      subtotal: '99999024999.75',
      taxPercentage: '10',
    },
    {
      name: 'オプション',
      kind: 'ONE_TIME',
      periodStart: '2031-11-30',
      periodEnd: '2031-12-31',
      quantity: '1',
      unitPrice: '99999999999',
      subtotal: '99999999999',
      taxPercentage: '10',
    },
  ],
  issuer: {
    name: 'Sample',
    legalName: '株式会社サンプル請求ホールディングス',
    registrationNumber: 'T1234567890123',
    address: '東京都千代田区丸の内1-1-1',
    phoneNumber: '03-1234-5678',
    bankAccount: 'みずほ銀行 本店 普通 1234567',
    invoiceNote: '',
  },
  issued: true,
  customerName: '株式会社とても長い名前のお客様グループホールディングス',
  staffName: '佐藤 花子',
  staffDepartment: '経理部',
  recipientZipCode: '1000005',
  recipientAddress: ['東京都千代田区丸の内', '二丁目7番2号 JPタワー 30階'],
  paymentMethod: '銀行振込',
};

const PERIODS = ['2031年12月31日〜2032年12月31日', '2031年11月30日〜2031年12月31日'];
const AMOUNTS = ['1000000.25', '¥99,999', '¥99,999,024,999.75', '¥99,999,999,999'];

describe('invoice layout at the longest realistic texts', () => {
  const doc = buildInvoiceDocument(input);

  it('the document names the subject and the recipient address', () => {
    expect(doc.terms[0]).toEqual(['件名', '2031年11月〜2031年12月分 ご利用料金']);
    expect(doc.recipientAddress).toEqual(['〒100-0005', '東京都千代田区丸の内', '二丁目7番2号 JPタワー 30階']);
  });

  it('PDF: each period, amount and column header is whole on one text line', async () => {
    const pdf = await invoicePdf(doc, new Date('2031-12-31T00:00:00Z'));
    const lines = execFileSync('pdftotext', ['-raw', '-enc', 'UTF-8', '-', '-'], { input: pdf }).toString('utf8').split('\n');
    const lineWith = (text: string) => lines.find((l) => l.includes(text));
    expect(lineWith('内容 取引期間 数量 単価 金額（税抜） 税率')).toBeDefined();
    // Each line row: the period, the quantity, both prices and the rate on the row's first text line.
    expect(lineWith(`${PERIODS[0]} ${AMOUNTS[0]} ${AMOUNTS[1]} ${AMOUNTS[2]} 10%`)).toBeDefined();
    expect(lineWith(`オプション ${PERIODS[1]} 1 ${AMOUNTS[3]} ${AMOUNTS[3]} 10%`)).toBeDefined();
    // No line holds only the tail of a wrapped period ("日") or a stray part of an amount.
    for (const l of lines) expect(l.trim(), l).not.toMatch(/^(日|\d{1,3}日|,\d{3}|\d{3}(\.\d+)?)$/);
    expect(lineWith('〒100-0005')).toBeDefined();
    expect(lineWith('二丁目7番2号 JPタワー 30階')).toBeDefined();
    expect(lineWith('件名 2031年11月〜2031年12月分 ご利用料金')).toBeDefined();
    expect(lineWith('¥219,998,927,497.75')).toBeDefined();
    expect(lineWith('合計（税込） ¥219,998,927,497.75')).toBeDefined();
    expect(lineWith('10%対象 ¥199,999,024,998.75 ¥19,999,902,499')).toBeDefined();
  });

  describe('HTML in Chromium (A4 print width)', () => {
    let browser: Browser;
    beforeAll(async () => {
      browser = await launchChromium();
    });
    afterAll(async () => {
      await browser?.close();
    });

    it('headers, periods and amounts take one line each; the address and the subject are shown', async () => {
      const page = await browser.newPage({ viewport: { width: 794, height: 1123 } }); // A4 at 96 dpi
      await page.setContent(invoiceHtml(doc));
      // Cells whose text boxes sit on more than one line (run in the page: the project has no DOM types).
      const wrapped = await page.evaluate<string[]>(`(() => {
        const out = [];
        for (const cell of document.querySelectorAll('table.lines th, table.lines td.n, table.lines td.p')) {
          const range = document.createRange();
          range.selectNodeContents(cell);
          const tops = new Set([...range.getClientRects()].map((r) => Math.round(r.top)));
          if (tops.size > 1) out.push(cell.textContent);
        }
        return out;
      })()`);
      expect(wrapped).toEqual([]);
      const text = await page.innerText('body');
      expect(text).toContain('〒100-0005');
      expect(text).toContain('二丁目7番2号 JPタワー 30階');
      expect(text).toContain('2031年11月〜2031年12月分 ご利用料金');
      await page.close();
    });
  });
});
