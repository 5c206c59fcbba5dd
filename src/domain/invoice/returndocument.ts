/**
 * The qualified return invoice (適格返還請求書, docs/credit.md "The document"): what a credit note or a
 * negative invoice shows. Amounts are what goes back to the customer, so they are shown without a minus
 * (a line that adds to the customer's bill inside a return shows one); there is no due date, but the
 * refund date; each line's period is the sale it corrects — for a line that gives back part of a period
 * (a cancellation), the part given back, not the part served; and quantity × unit price is the amount
 * shown (a prorated or adjusted amount is shown as one unit at its amount). Pure, like the invoice
 * document: the same input always gives the same texts.
 */
import { addDays, type LocalDate } from '../calendar';
import { periodOfKey } from '../billing/types';
import { dec, formatDecimal } from '../money';
import {
  buildInvoiceDocument,
  isReduced,
  issuerDetails,
  japaneseDate,
  periodText,
  rateRows,
  rateText,
  postalLines,
  REDUCED_MARK,
  yen,
  type InvoiceDocument,
  type InvoiceInput,
  type InvoiceIssuer,
  type InvoiceLineInput,
} from './document';
import { SMALL_RETURN_LIMIT } from './creditnote';

export interface ReturnInput {
  /** The return document's own number (the credit note's, or the negative invoice's). */
  number: string;
  issueDate: string;
  /** The day the money goes back (the note's issue date). */
  refundDate: string;
  /** How it goes back, as the customer reads it. */
  refundMethod: string;
  /** The invoice it corrects (a credit note), else null. */
  corrects: { invoiceNumber: string; issueDate: string } | null;
  /** The original sale's dates (a credit note: the corrected invoice's service period), else null. */
  sale: { start: string; end: string } | null;
  reason: string;
  /** Lines with amounts as given back (positive: to the customer). */
  lines: ReadonlyArray<{ description: string; period: string; quantity: string; unitPrice: string; amount: string; taxPercentage: string }>;
  /** Per rate, as given back. */
  taxes: ReadonlyArray<{ taxPercentage: string; subtotal: string; tax: string }>;
  subtotal: string;
  tax: string;
  total: string;
  issuer: InvoiceIssuer;
  customerName: string;
  staffName: string;
  staffDepartment: string;
  recipientZipCode?: string;
  recipientAddress?: readonly string[];
  voidReason?: string;
}

const neg = (s: string): string => formatDecimal(dec(s).negated());

/** Quantity and unit price that multiply to the amount: the line's own, else one unit at the amount. */
function units(quantity: string, unitPrice: string, amount: string): { quantity: string; unitPrice: string } {
  const q = dec(quantity);
  const p = dec(unitPrice)
    .abs()
    .times(dec(amount).isNegative() ? -1 : 1);
  return !q.isZero() && q.times(p).equals(dec(amount))
    ? { quantity: formatDecimal(q), unitPrice: formatDecimal(p) }
    : { quantity: '1', unitPrice: formatDecimal(dec(amount)) };
}

/**
 * The period a line of a return gives back: a line that gives back money (an adjustment below zero)
 * whose period ends before the full period its key names gave back the days after its end (the served
 * part is what it keeps); any other line, its own period.
 */
export function returnedPeriod(item: Pick<InvoiceLineInput, 'kind' | 'key' | 'periodStart' | 'periodEnd' | 'subtotal'>): {
  start: string;
  end: string;
} {
  const full = item.key ? periodOfKey(item.key) : null;
  if (item.kind === 'ADJUSTMENT' && dec(item.subtotal).isNegative() && full && item.periodEnd < full.end)
    return { start: addDays(item.periodEnd as LocalDate, 1), end: full.end };
  return { start: item.periodStart, end: item.periodEnd };
}

export function buildReturnDocument(input: ReturnInput): InvoiceDocument {
  const qualified = input.issuer.registrationNumber !== '';
  const small = dec(input.total).lessThan(SMALL_RETURN_LIMIT);
  const notices = [
    ...(qualified ? [] : ['この返還請求書は適格返還請求書ではありません（発行者の登録番号が設定されていません）。']),
    ...(input.voidReason !== undefined ? [`この返還請求書は無効です（取消済み）。理由: ${input.voidReason}`] : []),
  ];
  const staff = [input.staffDepartment, input.staffName].filter((s) => s !== '').join(' ');
  const lines = input.lines.map((l) => {
    const u = units(l.quantity, l.unitPrice, l.amount);
    return {
      description: `${l.description}${isReduced(l.taxPercentage) ? ` ${REDUCED_MARK}` : ''}`,
      period: l.period,
      quantity: u.quantity,
      unitPrice: yen(u.unitPrice),
      amount: yen(l.amount),
      rate: rateText(l.taxPercentage),
      reduced: isReduced(l.taxPercentage),
    };
  });
  const terms: Array<[string, string]> = [
    ['返還請求書番号', input.number],
    ['発行日', japaneseDate(input.issueDate)],
    ['返還日', japaneseDate(input.refundDate)],
    ...(input.corrects
      ? ([['対象の請求書', `${input.corrects.invoiceNumber}（${japaneseDate(input.corrects.issueDate)} 発行）`]] as Array<[string, string]>)
      : []),
    ...(input.sale ? ([['原取引の年月日', periodText(input.sale.start, input.sale.end)]] as Array<[string, string]>) : []),
    ['返還方法', input.refundMethod],
    ...(input.reason ? ([['理由', input.reason]] as Array<[string, string]>) : []),
  ];
  const notes = [
    ...(lines.some((l) => l.reduced) ? [`${REDUCED_MARK} 軽減税率対象`] : []),
    '金額は返還する額（税抜）、消費税額は税率ごとに合計した返還額に対して計算しています。',
    ...(small ? ['返還額（税込）が1万円未満のため、適格返還請求書の交付は義務ではありません（少額な返還の特例）。'] : []),
    ...(input.issuer.invoiceNote ? [input.issuer.invoiceNote] : []),
  ];
  return {
    title: qualified ? '適格返還請求書' : '返還請求書',
    notices,
    invoiceNumber: input.number,
    issueDate: japaneseDate(input.issueDate),
    dueDate: '',
    recipient: `${input.customerName} 御中`,
    recipientStaff: staff ? `ご担当: ${staff} 様` : '',
    recipientAddress: postalLines(input.recipientZipCode, input.recipientAddress),
    issuerName: input.issuer.legalName || input.issuer.name,
    issuerDetails: issuerDetails(input.issuer),
    totalLabel: '返還金額（税込）',
    total: yen(input.total),
    terms,
    lines,
    rates: rateRows(input.taxes),
    totals: [
      ['返還額 小計（税抜）', yen(input.subtotal)],
      ['返還額 消費税', yen(input.tax)],
      ['返還額 合計（税込）', yen(input.total)],
    ],
    notes,
  };
}

/** A negative invoice (or billing) as a return: every amount negated, each line's period the one it gives back. */
export function returnOfInvoice(input: InvoiceInput): InvoiceDocument {
  return buildReturnDocument({
    number: input.invoiceNumber,
    issueDate: input.issueDate,
    refundDate: input.issueDate,
    refundMethod: '今後のご請求への充当（お客様の残高）',
    corrects: null,
    sale: null,
    reason: '',
    lines: input.items.map((i) => {
      const p = returnedPeriod(i);
      return {
        description: i.name,
        period: periodText(p.start, p.end),
        quantity: i.quantity,
        unitPrice: i.unitPrice,
        amount: neg(i.subtotal),
        taxPercentage: i.taxPercentage,
      };
    }),
    taxes: input.taxes.map((t) => ({ taxPercentage: t.taxPercentage, subtotal: neg(t.subtotal), tax: neg(t.tax) })),
    subtotal: neg(input.subtotal),
    tax: neg(input.tax),
    total: neg(input.total),
    issuer: input.issuer,
    customerName: input.customerName,
    staffName: input.staffName,
    staffDepartment: input.staffDepartment,
    recipientZipCode: input.recipientZipCode ?? '',
    recipientAddress: input.recipientAddress ?? [],
    ...(input.voidReason !== undefined ? { voidReason: input.voidReason } : {}),
  });
}

/** The document of an invoice or billing: a return (適格返還請求書) when its total is below zero. */
export function documentOf(input: InvoiceInput): InvoiceDocument {
  return dec(input.total).isNegative() ? returnOfInvoice(input) : buildInvoiceDocument(input);
}
