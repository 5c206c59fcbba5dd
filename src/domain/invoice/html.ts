/** The invoice document as one self-contained HTML page (A4 print styles, no external resources). */
import type { InvoiceDocument } from './document';

const ESCAPES: Record<string, string> = { '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' };
const esc = (s: string): string => s.replace(/[&<>"']/g, (c) => ESCAPES[c]!);

const STYLE = `
@page { size: A4; margin: 16mm; }
body { font-family: "Noto Sans JP", "Hiragino Sans", "Yu Gothic", sans-serif; color: #222; font-size: 10pt; max-width: 178mm; margin: 0 auto; }
h1 { font-size: 20pt; letter-spacing: 0.3em; text-align: center; margin: 0 0 4mm; }
.notice { border: 1px solid #b00; color: #b00; padding: 2mm; margin: 2mm 0; }
.head { display: flex; justify-content: space-between; gap: 8mm; margin: 6mm 0; }
.recipient { font-size: 13pt; border-bottom: 1px solid #222; padding-bottom: 1mm; }
.issuer { text-align: right; }
.issuer strong { font-size: 12pt; }
.total { font-size: 14pt; border: 1px solid #222; padding: 2mm 4mm; display: inline-block; margin: 2mm 0 4mm; }
table { border-collapse: collapse; width: 100%; margin: 3mm 0; }
th, td { border: 1px solid #999; padding: 1.2mm 2mm; }
th { background: #eee; font-weight: normal; white-space: nowrap; }
td.n { text-align: right; white-space: nowrap; }
td.p { white-space: nowrap; }
.address { margin: 1mm 0; }
.terms th { text-align: left; width: 30mm; }
.notes { font-size: 9pt; color: #444; }`;

/** Table rows; `numeric` cells are right-aligned, they and the `keep` cells never wrap (docs/invoices.md "Layout"). */
function rows(cells: string[][], numeric: number[], keep: number[] = []): string {
  const cls = (i: number) => (numeric.includes(i) ? ' class="n"' : keep.includes(i) ? ' class="p"' : '');
  return cells.map((r) => `<tr>${r.map((c, i) => `<td${cls(i)}>${esc(c)}</td>`).join('')}</tr>`).join('\n');
}

export function invoiceHtml(doc: InvoiceDocument): string {
  const lines = doc.lines.map((l) => [l.description, l.period, l.quantity, l.unitPrice, l.amount, l.rate]);
  return `<!DOCTYPE html>
<html lang="ja">
<head>
<meta charset="utf-8">
<title>${esc(doc.title)} ${esc(doc.invoiceNumber)}</title>
<style>${STYLE}
</style>
</head>
<body>
<h1>${esc(doc.title)}</h1>
${doc.notices.map((n) => `<p class="notice">${esc(n)}</p>`).join('\n')}
<div class="head">
<div>
<p class="recipient">${esc(doc.recipient)}</p>
${doc.recipientAddress.length ? `<p class="address">${doc.recipientAddress.map(esc).join('<br>')}</p>` : ''}
${doc.recipientStaff ? `<p>${esc(doc.recipientStaff)}</p>` : ''}
<p class="total">${esc(doc.totalLabel)} ${esc(doc.total)}</p>
</div>
<div class="issuer">
<strong>${esc(doc.issuerName)}</strong>
${doc.issuerDetails.map((d) => `<br>${esc(d)}`).join('\n')}
</div>
</div>
<table class="terms">
${doc.terms.map(([k, v]) => `<tr><th>${esc(k)}</th><td>${esc(v)}</td></tr>`).join('\n')}
</table>
<table class="lines">
<tr><th>内容</th><th>取引期間</th><th>数量</th><th>単価</th><th>金額（税抜）</th><th>税率</th></tr>
${rows(lines, [2, 3, 4, 5], [1])}
</table>
<table class="rates">
<tr><th>税率区分</th><th>対象金額（税抜）</th><th>消費税額</th></tr>
${rows(
  doc.rates.map((r) => [r.label, r.subtotal, r.tax]),
  [1, 2],
)}
${rows(
  doc.totals.map(([k, v]) => [k, '', v]),
  [2],
)}
</table>
<div class="notes">
${doc.notes.map((n) => `<p>${esc(n)}</p>`).join('\n')}
</div>
</body>
</html>
`;
}
