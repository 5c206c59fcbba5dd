/**
 * The customer page as HTML (docs/delivery.md "The customer page"): server-rendered, no script, every
 * value escaped, readable on a phone (one column; the list of other invoices as cards on narrow screens).
 */
import { dec, formatDecimal } from '../../domain';
import { japaneseDate, yen } from '../../domain/invoice/document';
import type { InvoiceRow } from '../../db/repos/invoice.repo';
import type { PortalView } from '../../services/delivery';

export type Lang = 'ja' | 'en';

const esc = (s: string): string =>
  s.replace(/[&<>"']/g, (c) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' })[c]!);

const MONTHS = ['Jan', 'Feb', 'Mar', 'Apr', 'May', 'Jun', 'Jul', 'Aug', 'Sep', 'Oct', 'Nov', 'Dec'];
const dateText = (iso: string, lang: Lang) => {
  if (lang === 'ja') return japaneseDate(iso);
  const [y, m, d] = iso.split('-');
  return `${Number(d)} ${MONTHS[Number(m) - 1]} ${y}`;
};

const T = {
  ja: {
    title: '請求書',
    invoice: '請求書番号',
    issued: '発行日',
    total: 'ご請求金額（税込）',
    balance: 'お支払残高',
    due: 'お支払期限',
    status: '状況',
    bank: 'お振込先',
    pdf: '請求書PDFをダウンロード',
    others: 'ほかにお支払いいただいていない請求書',
    none: 'ほかにお支払いいただいていない請求書はありません。',
    from: '発行元',
    to: 'ご請求先',
    expires: 'このページのリンクの有効期限',
    other: 'English',
    gone: 'このリンクは無効か、有効期限が切れています。請求書の送付元にお問い合わせください。',
    status_: {
      ISSUED: '発行済み',
      SENT: 'お支払い待ち',
      PARTIALLY_PAID: '一部お支払い済み',
      PAID: 'お支払い済み',
      OVERDUE: 'お支払期限超過',
      VOID: '無効（取消済み）',
      CREDIT: '返還請求書',
    } as Record<string, string>,
  },
  en: {
    title: 'Invoice',
    invoice: 'Invoice number',
    issued: 'Issued',
    total: 'Amount (tax included)',
    balance: 'Balance due',
    due: 'Due date',
    status: 'Status',
    bank: 'Pay to',
    pdf: 'Download the invoice (PDF)',
    others: 'Your other open invoices',
    none: 'You have no other open invoices.',
    from: 'From',
    to: 'To',
    expires: 'This link is valid until',
    other: '日本語',
    gone: 'This link is not valid or has expired. Please contact the sender of the invoice.',
    status_: {
      ISSUED: 'Issued',
      SENT: 'Awaiting payment',
      PARTIALLY_PAID: 'Partly paid',
      PAID: 'Paid',
      OVERDUE: 'Overdue',
      VOID: 'Void',
      CREDIT: 'Credit note',
    } as Record<string, string>,
  },
} as const;

const balanceOf = (i: InvoiceRow) =>
  i.status === 'VOID' || i.status === 'CREDIT' ? '0' : formatDecimal(dec(i.total).minus(dec(i.paid_amount)));

const STYLE = `
*{box-sizing:border-box}body{margin:0;font-family:system-ui,-apple-system,"Hiragino Sans","Noto Sans JP",sans-serif;color:#1f2933;background:#f5f7fa;line-height:1.6}
main{max-width:720px;margin:0 auto;padding:16px}header{display:flex;justify-content:space-between;align-items:baseline;gap:8px}
h1{font-size:1.4rem;margin:8px 0}h2{font-size:1.1rem;margin:24px 0 8px}a{color:#1a56db}
.card{background:#fff;border:1px solid #d9e2ec;border-radius:8px;padding:16px;margin:12px 0}
.amount{font-size:2rem;font-weight:700;margin:4px 0}dl{display:grid;grid-template-columns:minmax(7em,auto) 1fr;gap:6px 16px;margin:0}
dt{color:#52606d}dd{margin:0;overflow-wrap:anywhere;white-space:pre-line}.status{display:inline-block;padding:2px 10px;border-radius:12px;background:#e0e8f9;font-weight:600}
.status.OVERDUE{background:#fde2e1;color:#9b1c1c}.status.PAID{background:#def7ec;color:#03543f}
.button{display:block;text-align:center;background:#1a56db;color:#fff;text-decoration:none;padding:12px;border-radius:8px;font-weight:600;margin-top:16px}
table{width:100%;border-collapse:collapse;background:#fff}th,td{text-align:left;padding:8px;border-bottom:1px solid #d9e2ec}td.num,th.num{text-align:right}
footer{color:#52606d;font-size:.85rem;margin-top:24px}
@media (max-width:560px){table,thead,tbody,tr,td{display:block}thead{display:none}tr{border:1px solid #d9e2ec;border-radius:8px;margin:8px 0;padding:8px;background:#fff}
td{border:0;padding:2px 0}td.num{text-align:left}td[data-label]::before{content:attr(data-label)": ";color:#52606d}}
`;

function shell(lang: Lang, title: string, content: string, switchHref: string | null): string {
  return `<!doctype html>
<html lang="${lang}"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width, initial-scale=1">
<meta name="robots" content="noindex, nofollow"><meta name="referrer" content="no-referrer"><title>${esc(title)}</title><style>${STYLE}</style></head>
<body><main>${switchHref ? `<p style="text-align:right;margin:0"><a href="${esc(switchHref)}">${esc(T[lang].other)}</a></p>` : ''}${content}</main></body></html>`;
}

export function portalPage(view: PortalView, o: { lang: Lang; base: string }): string {
  const t = T[o.lang];
  const i = view.invoice;
  const status = (s: string) => `<span class="status ${esc(s)}">${esc(t.status_[s] ?? s)}</span>`;
  const others = view.others.length
    ? `<table><thead><tr><th>${t.invoice}</th><th>${t.due}</th><th class="num">${t.balance}</th><th>${t.status}</th><th></th></tr></thead><tbody>${view.others
        .map(
          (x) =>
            `<tr><td data-label="${t.invoice}">${esc(x.invoice_number)}</td><td data-label="${t.due}">${esc(dateText(x.due_date, o.lang))}</td>` +
            `<td class="num" data-label="${t.balance}">${esc(yen(balanceOf(x)))}</td><td>${status(x.status)}</td>` +
            `<td><a href="${esc(`${o.base}/invoices/${x.id}`)}">PDF</a></td></tr>`,
        )
        .join('')}</tbody></table>`
    : `<p>${t.none}</p>`;
  const content = `<header><h1>${t.title} ${esc(i.invoice_number)}</h1></header>
<section class="card"><div>${t.balance}</div><div class="amount">${esc(yen(balanceOf(i)))}</div><div>${status(i.status)}</div>
<dl style="margin-top:12px"><dt>${t.total}</dt><dd>${esc(yen(i.total))}</dd><dt>${t.due}</dt><dd>${esc(dateText(i.due_date, o.lang))}</dd>
<dt>${t.issued}</dt><dd>${esc(dateText(i.issue_date, o.lang))}</dd><dt>${t.to}</dt><dd>${esc(i.recipient.customerName)}</dd>
<dt>${t.from}</dt><dd>${esc(i.issuer.legalName || i.issuer.name)}</dd><dt>${t.bank}</dt><dd>${esc(i.issuer.bankAccount || '—')}</dd></dl>
<a class="button" href="${esc(`${o.base}/invoice.pdf`)}">${t.pdf}</a></section>
<h2>${t.others}</h2>${others}
<footer>${t.expires}: ${esc(dateText(view.expireTime.toISOString().slice(0, 10), o.lang))}</footer>`;
  return shell(o.lang, `${t.title} ${i.invoice_number}`, content, `${o.base}?lang=${o.lang === 'ja' ? 'en' : 'ja'}`);
}

export function portalGone(lang: Lang): string {
  return shell(lang, T[lang].title, `<section class="card"><p>${T[lang].gone}</p></section>`, null);
}
