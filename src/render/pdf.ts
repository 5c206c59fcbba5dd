/**
 * The invoice document as an A4 PDF (pdfkit). Noto Sans JP comes from its npm package and is read
 * once from node_modules; pdfkit embeds only the glyphs used (a subset). The creation date is the
 * billing's, so the same billing renders to the same bytes.
 */
import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import type PDFKit from 'pdfkit';
import type { InvoiceDocument } from '../domain/invoice/document';

const require = createRequire(import.meta.url);
const FONT_PACKAGE = '@expo-google-fonts/noto-sans-jp';
let fonts: { regular: Buffer; bold: Buffer } | undefined;

function loadFonts(): { regular: Buffer; bold: Buffer } {
  fonts ??= {
    regular: readFileSync(require.resolve(`${FONT_PACKAGE}/400Regular/NotoSansJP_400Regular.ttf`)),
    bold: readFileSync(require.resolve(`${FONT_PACKAGE}/700Bold/NotoSansJP_700Bold.ttf`)),
  };
  return fonts;
}

const PAGE = { width: 595.28, height: 841.89, margin: 42 };
const WIDTH = PAGE.width - 2 * PAGE.margin;
const BOTTOM = PAGE.height - PAGE.margin;
/**
 * Line table columns: description, period, quantity, unit price, amount, rate (widths add up to WIDTH).
 * Each column but the description holds its longest realistic text on one line at 8.5 pt plus the
 * 8 pt of padding (docs/invoices.md "Layout"): the period "2031年12月31日〜2032年12月31日" (135 pt), a
 * quantity "1000000.25" (45), unit prices up to "¥99,999,999,999" (64), amounts up to
 * "¥99,999,999,999.99" (77), the bold header "金額（税抜）" (51).
 * The description takes what is left and wraps.
 */
const COLUMNS = [
  { title: '内容', width: WIDTH - 388, right: false },
  { title: '取引期間', width: 144, right: false },
  { title: '数量', width: 54, right: true },
  { title: '単価', width: 74, right: true },
  { title: '金額（税抜）', width: 86, right: true },
  { title: '税率', width: 30, right: true },
];
const GREY = '#666666';
const RULE = '#999999';

type Doc = InstanceType<typeof PDFKit>;

function row(pdf: Doc, y: number, cells: readonly string[], opts: { bold?: boolean; fill?: string } = {}): number {
  pdf.font(opts.bold ? 'bold' : 'regular').fontSize(8.5);
  const heights = cells.map((c, i) => pdf.heightOfString(c, { width: COLUMNS[i]!.width - 8 }));
  const h = Math.max(...heights) + 7;
  if (opts.fill) pdf.rect(PAGE.margin, y, WIDTH, h).fill(opts.fill);
  let x = PAGE.margin;
  pdf.fillColor('#000000');
  cells.forEach((c, i) => {
    const col = COLUMNS[i]!;
    pdf.text(c, x + 4, y + 3.5, { width: col.width - 8, align: col.right ? 'right' : 'left' });
    x += col.width;
  });
  pdf
    .moveTo(PAGE.margin, y + h)
    .lineTo(PAGE.margin + WIDTH, y + h)
    .lineWidth(0.5)
    .strokeColor(RULE)
    .stroke();
  return y + h;
}

function header(pdf: Doc, doc: InvoiceDocument): number {
  pdf.font('bold').fontSize(20).fillColor('#000000').text(doc.title, PAGE.margin, PAGE.margin, { width: WIDTH, align: 'center' });
  let y = pdf.y + 4;
  for (const n of doc.notices) {
    pdf.font('regular').fontSize(9).fillColor('#b00000').text(n, PAGE.margin, y, { width: WIDTH, align: 'center' });
    y = pdf.y + 2;
  }
  const top = y + 10;
  const half = WIDTH / 2 - 10;
  pdf.font('bold').fontSize(13).fillColor('#000000').text(doc.recipient, PAGE.margin, top, { width: half });
  let left = pdf.y;
  pdf
    .moveTo(PAGE.margin, left + 1)
    .lineTo(PAGE.margin + half, left + 1)
    .lineWidth(0.8)
    .strokeColor('#000000')
    .stroke();
  for (const [i, line] of doc.recipientAddress.entries())
    left = pdf
      .font('regular')
      .fontSize(9)
      .text(line, PAGE.margin, left + (i === 0 ? 5 : 1), { width: half }).y;
  if (doc.recipientStaff)
    left = pdf
      .font('regular')
      .fontSize(9)
      .text(doc.recipientStaff, PAGE.margin, left + 5, { width: half }).y;
  pdf
    .font('bold')
    .fontSize(14)
    .text(`${doc.totalLabel}  ${doc.total}`, PAGE.margin, left + 14, { width: half });
  left = pdf.y;
  const rightX = PAGE.margin + WIDTH / 2 + 10;
  pdf.font('bold').fontSize(11).text(doc.issuerName, rightX, top, { width: half, align: 'right' });
  pdf.font('regular').fontSize(8.5);
  for (const d of doc.issuerDetails) pdf.text(d, rightX, pdf.y + 1, { width: half, align: 'right' });
  let y2 = Math.max(left, pdf.y) + 14;
  for (const [k, v] of doc.terms) {
    pdf.fillColor(GREY).text(k, PAGE.margin, y2, { width: 70 });
    pdf.fillColor('#000000').text(v, PAGE.margin + 70, y2, { width: WIDTH - 70 });
    y2 = pdf.y + 2;
  }
  return y2 + 12;
}

function lineTable(pdf: Doc, doc: InvoiceDocument, start: number): number {
  const titles = COLUMNS.map((c) => c.title);
  let y = row(pdf, start, titles, { bold: true, fill: '#eeeeee' });
  for (const l of doc.lines) {
    if (y + 30 > BOTTOM) {
      pdf.addPage();
      y = row(pdf, PAGE.margin, titles, { bold: true, fill: '#eeeeee' });
    }
    y = row(pdf, y, [l.description, l.period, l.quantity, l.unitPrice, l.amount, l.rate]);
  }
  return y + 14;
}

function summary(pdf: Doc, doc: InvoiceDocument, start: number): void {
  const needed = 20 * (doc.rates.length + doc.totals.length + 1) + 14 * doc.notes.length + 20;
  let y = start;
  if (y + needed > BOTTOM) {
    pdf.addPage();
    y = PAGE.margin;
  }
  // Label, amount, tax: each amount column holds "¥999,999,999,999.99" in bold 9 pt on one line.
  const x = PAGE.margin + WIDTH - 340;
  const cells = (texts: string[], bold: boolean, fill?: string) => {
    pdf.font(bold ? 'bold' : 'regular').fontSize(9);
    if (fill) pdf.rect(x, y, 340, 18).fill(fill);
    pdf.fillColor('#000000').text(texts[0]!, x + 4, y + 4.5, { width: 104 });
    pdf.text(texts[1]!, x + 112, y + 4.5, { width: 110, align: 'right' });
    pdf.text(texts[2]!, x + 226, y + 4.5, { width: 110, align: 'right' });
    pdf
      .moveTo(x, y + 18)
      .lineTo(x + 340, y + 18)
      .lineWidth(0.5)
      .strokeColor(RULE)
      .stroke();
    y += 18;
  };
  cells(['税率区分', '対象金額（税抜）', '消費税額'], true, '#eeeeee');
  for (const r of doc.rates) cells([r.label, r.subtotal, r.tax], false);
  for (const [k, v] of doc.totals) cells([k, '', v], k.startsWith('合計'));
  y += 12;
  pdf.font('regular').fontSize(8.5).fillColor(GREY);
  for (const n of doc.notes) y = pdf.text(n, PAGE.margin, y, { width: WIDTH }).y + 2;
}

/** "請求番号 … 2 / 6" at the foot of every page, when there is more than one. */
function pageNumbers(pdf: Doc, doc: InvoiceDocument): void {
  const { start, count } = pdf.bufferedPageRange();
  if (count < 2) return;
  for (let i = 0; i < count; i++) {
    pdf.switchToPage(start + i);
    pdf.page.margins.bottom = 0;
    pdf
      .font('regular')
      .fontSize(7.5)
      .fillColor(GREY)
      .text(`${doc.invoiceNumber}  ${i + 1} / ${count}`, PAGE.margin, PAGE.height - 28, { width: WIDTH, align: 'right', lineBreak: false });
  }
}

/** Renders the document; `createdAt` becomes the PDF's creation date (fixed per billing). */
export async function invoicePdf(doc: InvoiceDocument, createdAt: Date): Promise<Buffer> {
  const { regular, bold } = loadFonts();
  // pdfkit is loaded on the first document, not with the module: a CLI command that renders nothing never pays for it.
  const { default: PDFDocument } = await import('pdfkit');
  const pdf = new PDFDocument({
    size: 'A4',
    margin: PAGE.margin,
    bufferPages: true,
    info: {
      Title: `${doc.title} ${doc.invoiceNumber}`,
      Author: doc.issuerName,
      Creator: 'billing',
      Producer: 'billing',
      CreationDate: createdAt,
    },
  });
  const chunks: Buffer[] = [];
  pdf.on('data', (c: Buffer) => chunks.push(c));
  const ended = new Promise<void>((resolve, reject) => {
    pdf.on('end', resolve);
    pdf.on('error', reject);
  });
  pdf.registerFont('regular', regular);
  pdf.registerFont('bold', bold);
  const afterHeader = header(pdf, doc);
  summary(pdf, doc, lineTable(pdf, doc, afterHeader));
  pageNumbers(pdf, doc);
  pdf.end();
  await ended;
  return Buffer.concat(chunks);
}
