/**
 * Journal rules (docs/accounting.md "Journal entries"): each document becomes one balanced entry —
 * pure functions of domain values, so the same documents always give the same entries. Amounts are
 * whole yen; a line whose amount comes out negative (a negative invoice) is written on the other side,
 * and a zero line is left out.
 */
import type { LocalDate } from '../calendar';
import { ZERO, dec, type Decimal } from '../money';
import { salesCategory, type AccountBook, type AccountKey } from './accounts';
import { lastDay, monthOf, type Month } from './month';
import { recognisedBefore, recognisedIn, recognitionSchedule, type RateCredit, type RateSchedule, type ServiceLine } from './recognition';

import { entry, type EntryKind, type JournalEntry, type Posting } from './journal.entry';

export * from './journal.entry';
export * from './journal.payment';

export interface InvoiceForJournal {
  id: string;
  invoiceNumber: string;
  customerId: string;
  customerName: string;
  issueDate: LocalDate;
  /** JST day the invoice was voided; null while it stands. */
  voidDate: LocalDate | null;
  lines: readonly ServiceLine[];
  /** Tax per rate as the invoice shows it. */
  taxes: ReadonlyArray<{ taxPercentage: string; tax: string }>;
  /** Credit notes against it (their pre-tax amount per rate and date), for the deferral they take back. */
  credits?: readonly RateCredit[];
}

const taxOf = (inv: InvoiceForJournal, rate: string): Decimal =>
  inv.taxes.filter((t) => dec(t.taxPercentage).equals(dec(rate))).reduce((a, t) => a.plus(dec(t.tax)), ZERO);

export const scheduleOf = (inv: InvoiceForJournal): RateSchedule[] =>
  recognitionSchedule({ issueDate: inv.issueDate, lines: inv.lines, ...(inv.credits ? { credits: inv.credits } : {}) });

function invoiceHead(inv: InvoiceForJournal, kind: EntryKind, date: LocalDate, id: string, description: string) {
  return { id, kind, date, customerId: inv.customerId, customerName: inv.customerName, documentNumber: inv.invoiceNumber, description };
}

/** Invoice issued: 売掛金 / 売上高 (service up to the issue date) + 前受収益 (after) + 仮受消費税, per rate. */
export function invoiceEntry(book: AccountBook, inv: InvoiceForJournal, schedules = scheduleOf(inv)): JournalEntry {
  const postings: Posting[] = [];
  let total = ZERO;
  for (const s of schedules) {
    const category = salesCategory(book, s.taxPercentage);
    const tax = taxOf(inv, s.taxPercentage);
    total = total.plus(s.subtotal).plus(tax);
    postings.push({ side: 'CREDIT', account: 'SALES', amount: s.atIssue, taxCategory: category });
    postings.push({ side: 'CREDIT', account: 'DEFERRED_REVENUE', amount: s.deferred, taxCategory: category });
    postings.push({ side: 'CREDIT', account: 'TAX_RECEIVED', amount: tax, taxCategory: book.tax.none });
  }
  postings.unshift({ side: 'DEBIT', account: 'RECEIVABLE', amount: total, taxCategory: book.tax.none });
  return entry(book, invoiceHead(inv, 'INVOICE', inv.issueDate, `INVOICE:${inv.id}`, `請求書 ${inv.invoiceNumber}`), postings);
}

/** Month-end recognition of the invoice's deferred revenue: 前受収益 / 売上高; null when nothing falls in the month. */
export function recognitionEntry(
  book: AccountBook,
  inv: InvoiceForJournal,
  month: Month,
  schedules = scheduleOf(inv),
): JournalEntry | null {
  if (inv.voidDate && monthOf(inv.voidDate) <= month) return null;
  const postings: Posting[] = [];
  for (const s of schedules) {
    const amount = recognisedIn(s, month);
    postings.push({ side: 'DEBIT', account: 'DEFERRED_REVENUE', amount, taxCategory: book.tax.none });
    postings.push({ side: 'CREDIT', account: 'SALES', amount, taxCategory: book.tax.none });
  }
  const e = entry(
    book,
    invoiceHead(inv, 'RECOGNITION', lastDay(month), `RECOGNITION:${inv.id}:${month}`, `収益認識 ${inv.invoiceNumber} ${month}`),
    postings,
  );
  return e.lines.length > 0 ? e : null;
}

/**
 * Invoice voided: reverses what its issue and the recognitions before the void's month booked — 売上高
 * (recognised so far), 前受収益 (still deferred), 仮受消費税 / 売掛金. Its deferral stops.
 */
export function voidEntry(book: AccountBook, inv: InvoiceForJournal, schedules = scheduleOf(inv)): JournalEntry | null {
  if (!inv.voidDate) return null;
  const month = monthOf(inv.voidDate);
  const postings: Posting[] = [];
  let total = ZERO;
  for (const s of schedules) {
    const category = salesCategory(book, s.taxPercentage);
    const recognised = recognisedBefore(s, month);
    const deferred = [...s.months.entries()].filter(([m]) => m >= month).reduce((a, [, v]) => a.plus(v), ZERO);
    const tax = taxOf(inv, s.taxPercentage);
    total = total.plus(recognised).plus(deferred).plus(tax);
    postings.push({ side: 'DEBIT', account: 'SALES', amount: recognised, taxCategory: category });
    postings.push({ side: 'DEBIT', account: 'DEFERRED_REVENUE', amount: deferred, taxCategory: category });
    postings.push({ side: 'DEBIT', account: 'TAX_RECEIVED', amount: tax, taxCategory: book.tax.none });
  }
  postings.push({ side: 'CREDIT', account: 'RECEIVABLE', amount: total, taxCategory: book.tax.none });
  return entry(book, invoiceHead(inv, 'VOID', inv.voidDate, `VOID:${inv.id}`, `請求書取消 ${inv.invoiceNumber}`), postings);
}

export type CreditNoteSettlement = 'CUSTOMER_CREDIT' | 'RECEIVABLE' | 'REFUND_OUTSIDE';

export interface CreditNoteForJournal {
  id: string;
  creditNoteNumber: string;
  date: LocalDate;
  settlement: CreditNoteSettlement;
  customerId: string;
  customerName: string;
  taxes: ReadonlyArray<{ taxPercentage: string; subtotal: string; tax: string }>;
}

const SETTLEMENT_ACCOUNT: Record<CreditNoteSettlement, AccountKey> = {
  CUSTOMER_CREDIT: 'ADVANCES',
  RECEIVABLE: 'RECEIVABLE',
  REFUND_OUTSIDE: 'BANK',
};

/**
 * Credit note (返還インボイス): 前受収益 (what it takes back of the invoice's deferral, from
 * `fromDeferred` per rate, see recognition.ts) + 売上値引 (the rest) + 仮受消費税 / 前受金 (or 売掛金,
 * 普通預金 by its settlement).
 */
export function creditNoteEntry(book: AccountBook, cn: CreditNoteForJournal, fromDeferred: ReadonlyMap<string, Decimal>): JournalEntry {
  const postings: Posting[] = [];
  let total = ZERO;
  for (const t of cn.taxes) {
    const rate = dec(t.taxPercentage).toString();
    const category = salesCategory(book, rate);
    const deferred = fromDeferred.get(rate) ?? ZERO;
    const subtotal = dec(t.subtotal);
    total = total.plus(subtotal).plus(dec(t.tax));
    postings.push({ side: 'DEBIT', account: 'DEFERRED_REVENUE', amount: deferred, taxCategory: category });
    postings.push({ side: 'DEBIT', account: 'SALES_DISCOUNT', amount: subtotal.minus(deferred), taxCategory: category });
    postings.push({ side: 'DEBIT', account: 'TAX_RECEIVED', amount: dec(t.tax), taxCategory: book.tax.none });
  }
  postings.push({ side: 'CREDIT', account: SETTLEMENT_ACCOUNT[cn.settlement], amount: total, taxCategory: book.tax.none });
  return entry(
    book,
    {
      id: `CREDIT_NOTE:${cn.id}`,
      kind: 'CREDIT_NOTE',
      date: cn.date,
      customerId: cn.customerId,
      customerName: cn.customerName,
      documentNumber: cn.creditNoteNumber,
      description: `返還請求書 ${cn.creditNoteNumber}`,
    },
    postings,
  );
}

/** The part of each rate a credit note takes from deferred revenue, by its position among the invoice's credits. */
export function creditFromDeferred(
  schedules: readonly RateSchedule[],
  credits: readonly RateCredit[],
  creditIndexes: readonly number[],
): Map<string, Decimal> {
  const out = new Map<string, Decimal>();
  const seen = new Map<string, number>();
  credits.forEach((c, i) => {
    const rate = dec(c.taxPercentage).toString();
    const n = seen.get(rate) ?? 0;
    seen.set(rate, n + 1);
    if (!creditIndexes.includes(i)) return;
    const s = schedules.find((x) => x.taxPercentage === rate);
    const take = s?.creditFromDeferred[n] ?? ZERO;
    out.set(rate, (out.get(rate) ?? ZERO).plus(take));
  });
  return out;
}
