/**
 * Invoice documents (docs/invoices.md): render time and size of a one-page invoice (3 lines, 10 % and
 * 8 %) and of a 200-line invoice, PDF and HTML, through the same code /v1/billing/document runs
 * (document model → pdfkit with the embedded, subset Noto Sans JP). Goal: well under a second and
 * well under 1 MB for one page. Baseline: the same PDF path with an empty document body (font load,
 * page set-up and subsetting of a few glyphs alone).
 * Run: node bin/run-ts.js bench/invoice.bench.ts [iterations]
 */
import { buildInvoiceDocument } from '../src/domain/invoice/document';
import { invoiceHtml } from '../src/domain/invoice/html';
import { invoicePdf } from '../src/render/pdf';
import { sampleInput as input } from './invoice.input';

const iterations = Number(process.argv[2] ?? 20);
const created = new Date('2031-04-01T00:00:00Z');

const median = (xs: number[]) => [...xs].sort((a, b) => a - b)[Math.floor(xs.length / 2)]!;

async function measure(label: string, lines: number): Promise<void> {
  const doc = buildInvoiceDocument(input(lines));
  const times: number[] = [];
  let bytes = 0;
  for (let i = 0; i < iterations; i++) {
    const t0 = performance.now();
    bytes = (await invoicePdf(doc, created)).length;
    times.push(performance.now() - t0);
  }
  const t0 = performance.now();
  const html = Buffer.byteLength(invoiceHtml(buildInvoiceDocument(input(lines))));
  const htmlMs = performance.now() - t0;
  console.log(
    `${label.padEnd(22)} PDF median ${median(times).toFixed(1)} ms, max ${Math.max(...times).toFixed(1)} ms, ${(bytes / 1024).toFixed(1)} KiB;` +
      ` HTML ${htmlMs.toFixed(2)} ms, ${(html / 1024).toFixed(1)} KiB`,
  );
}

const cold0 = performance.now();
await invoicePdf(buildInvoiceDocument(input(3)), created);
console.log(`first render (reads the two font files, ${iterations} iterations follow): ${(performance.now() - cold0).toFixed(1)} ms`);
await measure('baseline (0 lines)', 0);
await measure('one page (3 lines)', 3);
await measure('200 lines', 200);
