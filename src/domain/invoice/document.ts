/**
 * The invoice document of one billing (docs/invoices.md): what a qualified invoice (適格請求書) or a
 * qualified return invoice (適格返還請求書) shows, as texts ready to lay out. Pure: the HTML and PDF
 * renderers only place these texts, so both formats say the same thing. The per-rate figures are the
 * billing's own (tax rounded once per rate when the billing was made); nothing is recomputed here.
 */
import { dec, formatDecimal, type Decimal } from '../money';

/** The issuer block as fixed on the billing. */
export interface InvoiceIssuer {
  name: string;
  legalName: string;
  registrationNumber: string;
  address: string;
  phoneNumber: string;
  bankAccount: string;
  invoiceNote: string;
}

export interface InvoiceLineInput {
  name: string;
  kind: string;
  periodStart: string;
  /** Inclusive. */
  periodEnd: string;
  quantity: string;
  unitPrice: string;
  subtotal: string;
  taxPercentage: string;
  /** The line's key (a return document reads the refunded period from it). */
  key?: string;
}

export interface InvoiceInput {
  invoiceNumber: string;
  issueDate: string;
  dueDate: string;
  subtotal: string;
  tax: string;
  total: string;
  taxes: ReadonlyArray<{ taxPercentage: string; subtotal: string; tax: string }>;
  items: readonly InvoiceLineInput[];
  issuer: InvoiceIssuer;
  /** False while the billing has not been issued yet (UNBILLED, on hold): the document says so. */
  issued: boolean;
  /** The invoice was voided: the document says so, with the reason. */
  voidReason?: string;
  customerName: string;
  /** The billing staff ('' when the billing has none). */
  staffName: string;
  staffDepartment: string;
  /** The recipient's postal code and address lines ('' / [] when unknown): printed under the name. */
  recipientZipCode?: string;
  recipientAddress?: readonly string[];
  paymentMethod: string;
}

export interface InvoiceLine {
  description: string;
  period: string;
  quantity: string;
  unitPrice: string;
  amount: string;
  rate: string;
  reduced: boolean;
}

export interface InvoiceRateRow {
  /** e.g. "10%対象" or "8%対象 ※". */
  label: string;
  subtotal: string;
  tax: string;
}

export interface InvoiceDocument {
  title: string;
  /** One-line statements under the title: not qualified, not issued yet. */
  notices: string[];
  invoiceNumber: string;
  issueDate: string;
  dueDate: string;
  recipient: string;
  recipientStaff: string;
  /** Postal lines under the recipient ("〒100-0001", "東京都千代田区…"); empty when unknown. */
  recipientAddress: string[];
  issuerName: string;
  issuerDetails: string[];
  totalLabel: string;
  total: string;
  terms: Array<[string, string]>;
  lines: InvoiceLine[];
  rates: InvoiceRateRow[];
  totals: Array<[string, string]>;
  notes: string[];
}

/** The reduced consumption-tax rate (軽減税率). */
export const REDUCED_RATE = '8';
export const REDUCED_MARK = '※';

/** 1234567.5 → "¥1,234,567.5"; -300 → "-¥300" (exact: the decimal's own digits, grouped). */
export function yen(value: string | Decimal): string {
  const text = formatDecimal(dec(value));
  const negative = text.startsWith('-');
  const [whole, fraction] = (negative ? text.slice(1) : text).split('.');
  const grouped = whole!.replace(/\B(?=(\d{3})+(?!\d))/g, ',');
  return `${negative ? '-' : ''}¥${grouped}${fraction ? `.${fraction}` : ''}`;
}

/** 2026-04-01 → "2026年4月1日". */
export function japaneseDate(iso: string): string {
  const [y, m, d] = iso.split('-');
  return `${y}年${Number(m)}月${Number(d)}日`;
}

export const rateText = (p: string): string => `${formatDecimal(dec(p))}%`;
export const isReduced = (p: string): boolean => dec(p).equals(REDUCED_RATE);

export function periodText(start: string, end: string): string {
  return start === end ? japaneseDate(start) : `${japaneseDate(start)}〜${japaneseDate(end)}`;
}

const japaneseMonth = (iso: string): string => `${iso.slice(0, 4)}年${Number(iso.slice(5, 7))}月`;

/**
 * 件名: the months the lines are for, "2031年4月分 ご利用料金" (or "2031年3月〜2031年4月分 …" when they
 * span months, by their periods' first days); '' without lines (nothing to name).
 */
export function subjectText(items: readonly Pick<InvoiceLineInput, 'periodStart'>[]): string {
  if (items.length === 0) return '';
  const months = [...new Set(items.map((i) => i.periodStart.slice(0, 7)))].sort();
  const first = japaneseMonth(months[0]!);
  const last = japaneseMonth(months[months.length - 1]!);
  return `${first === last ? first : `${first}〜${last}`}分 ご利用料金`;
}

/** "〒1000001" or "100-0001" → "〒100-0001"; the address lines that are not empty. */
export function postalLines(zip: string | undefined, address: readonly string[] | undefined): string[] {
  const digits = (zip ?? '').replace(/[^0-9]/g, '');
  const code = digits.length === 7 ? `〒${digits.slice(0, 3)}-${digits.slice(3)}` : zip ? `〒${zip.replace(/^〒/, '')}` : '';
  return [code, ...(address ?? [])].map((l) => l.trim()).filter((l) => l !== '');
}

/** Rates from highest to lowest (10 %, 8 %, 0 %), as the billing holds them. */
export function rateRows(taxes: InvoiceInput['taxes']): InvoiceRateRow[] {
  return [...taxes]
    .sort((a, b) => dec(b.taxPercentage).comparedTo(dec(a.taxPercentage)))
    .map((t) => ({
      label: `${rateText(t.taxPercentage)}対象${isReduced(t.taxPercentage) ? ` ${REDUCED_MARK}` : ''}`,
      subtotal: yen(t.subtotal),
      tax: yen(t.tax),
    }));
}

export function issuerDetails(issuer: InvoiceIssuer): string[] {
  return [
    issuer.registrationNumber ? `登録番号 ${issuer.registrationNumber}` : '登録番号 なし（適格請求書発行事業者の登録なし）',
    issuer.address,
    issuer.phoneNumber ? `TEL ${issuer.phoneNumber}` : '',
  ].filter((s) => s !== '');
}

/** The document of one billing: a return invoice when its total is below zero. */
export function buildInvoiceDocument(input: InvoiceInput): InvoiceDocument {
  const isReturn = dec(input.total).isNegative();
  const qualified = input.issuer.registrationNumber !== '';
  const kind = isReturn ? '返還請求書' : '請求書';
  const notices = [
    ...(qualified ? [] : [`この${kind}は適格${kind}ではありません（発行者の登録番号が設定されていません）。`]),
    ...(input.issued ? [] : ['未発行（プレビュー）: この請求の発行前の内容です。']),
    ...(input.voidReason !== undefined ? [`この${kind}は無効です（取消済み）。理由: ${input.voidReason}`] : []),
  ];
  const staff = [input.staffDepartment, input.staffName].filter((s) => s !== '').join(' ');
  const lines = input.items.map((i) => ({
    description: `${i.name}${isReduced(i.taxPercentage) ? ` ${REDUCED_MARK}` : ''}`,
    period: periodText(i.periodStart, i.periodEnd),
    quantity: formatDecimal(dec(i.quantity)),
    unitPrice: yen(i.unitPrice),
    amount: yen(i.subtotal),
    rate: rateText(i.taxPercentage),
    reduced: isReduced(i.taxPercentage),
  }));
  const notes = [
    ...(lines.some((l) => l.reduced) ? [`${REDUCED_MARK} 軽減税率対象`] : []),
    '金額は税抜、消費税額は税率ごとに合計した金額に対して計算しています。',
    ...(input.issuer.invoiceNote ? [input.issuer.invoiceNote] : []),
  ];
  return {
    title: qualified ? `適格${kind}` : kind,
    notices,
    invoiceNumber: input.invoiceNumber,
    issueDate: japaneseDate(input.issueDate),
    dueDate: japaneseDate(input.dueDate),
    recipient: `${input.customerName} 御中`,
    recipientStaff: staff ? `ご担当: ${staff} 様` : '',
    recipientAddress: postalLines(input.recipientZipCode, input.recipientAddress),
    issuerName: input.issuer.legalName || input.issuer.name,
    issuerDetails: issuerDetails(input.issuer),
    totalLabel: isReturn ? '返還金額（税込）' : 'ご請求金額（税込）',
    total: yen(input.total),
    terms: [
      ...(subjectText(input.items) ? [['件名', subjectText(input.items)] as [string, string]] : []),
      ['請求番号', input.invoiceNumber],
      ['発行日', japaneseDate(input.issueDate)],
      ['お支払期限', japaneseDate(input.dueDate)],
      ['お支払方法', input.paymentMethod || '—'],
      ['お振込先', input.issuer.bankAccount || '—'],
    ],
    lines,
    rates: rateRows(input.taxes),
    totals: [
      ['小計（税抜）', yen(input.subtotal)],
      ['消費税', yen(input.tax)],
      ['合計（税込）', yen(input.total)],
    ],
    notes,
  };
}
