/** The PDF renderer alone: a long invoice continues over pages with numbered feet, every line and the per-rate table present. */
import { execFileSync } from 'node:child_process';
import { describe, expect, it } from 'vitest';
import { buildInvoiceDocument } from '../domain/invoice/document';
import { sampleInput } from '../../bench/invoice.input';
import { invoicePdf } from './pdf';

const text = (pdf: Buffer, ...args: string[]) =>
  execFileSync('pdftotext', [...args, '-raw', '-enc', 'UTF-8', '-', '-'], { input: pdf }).toString('utf8');

describe('invoicePdf', () => {
  it('200 lines: several A4 pages, each line once, the per-rate table after the last; the same bytes twice', async () => {
    const doc = buildInvoiceDocument(sampleInput(200));
    const pdf = await invoicePdf(doc, new Date('2031-04-01T00:00:00Z'));
    const info = execFileSync('pdfinfo', ['-'], { input: pdf }).toString();
    const pages = Number(/Pages:\s+(\d+)/.exec(info)![1]);
    expect(pages).toBeGreaterThan(1);
    expect(info).toMatch(/Page size:\s+595\.28 x 841\.89 pts \(A4\)/);
    const all = text(pdf);
    for (const l of doc.lines) expect(all.split(`${l.description} `).length - 1, l.description).toBe(1);
    expect(all).toContain(`INV-00000123 ${pages} / ${pages}`);
    const last = text(pdf, '-f', String(pages), '-l', String(pages));
    expect(last).toContain(`${doc.rates[0]!.label} ${doc.rates[0]!.subtotal} ${doc.rates[0]!.tax}`);
    expect(last).toContain('クラウド利用料 プラン 200');
    expect((await invoicePdf(doc, new Date('2031-04-01T00:00:00Z'))).equals(pdf)).toBe(true);
    const fonts = execFileSync('pdffonts', ['-'], { input: pdf }).toString();
    expect(fonts).toMatch(/\+NotoSansJP-Regular\s+CID TrueType\s+Identity-H\s+yes yes/);
  });
});
