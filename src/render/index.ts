/** The document renderer behind the services' `render` port (src/services/kernel/ports.ts): PDF by pdfkit, HTML from the domain's template. */
import { invoiceHtml } from '../domain/invoice/html';
import type { DocumentRenderer } from '../services/kernel';
import { invoicePdf } from './pdf';

export const documentRenderer: DocumentRenderer = { invoicePdf, invoiceHtml };
