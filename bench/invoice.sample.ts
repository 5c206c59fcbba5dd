/**
 * Writes the sample invoice shown in docs/invoices.md: `node bin/run-ts.js bench/invoice.sample.ts OUT.pdf`,
 * then `pdftoppm -png -r 100 -singlefile OUT.pdf docs/invoice-sample`. The same document code as
 * /v1/billing/document, on a made-up billing (4 lines at 10 % and 8 %).
 */
import { writeFileSync } from 'node:fs';
import { buildInvoiceDocument } from '../src/domain/invoice/document';
import { invoicePdf } from '../src/render/pdf';
import { sampleInput } from './invoice.input';

const out = process.argv[2] ?? 'invoice-sample.pdf';
writeFileSync(out, await invoicePdf(buildInvoiceDocument(sampleInput(4)), new Date('2031-04-01T00:00:00Z')));
console.log(`wrote ${out}`);
