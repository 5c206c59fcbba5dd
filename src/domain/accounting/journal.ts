/**
 * Journal rules (docs/accounting.md "Journal entries"): each document becomes one balanced entry —
 * pure functions of domain values, so the same documents always give the same entries. Amounts are
 * whole yen; a line whose amount comes out negative (a negative invoice) is written on the other side,
 * and a zero line is left out.
 */
import type { LocalDate } from '../calendar';
import { ZERO, dec, formatDecimal, type Decimal } from '../money';
import { taxInGross } from '../tax';
import { salesCategory, type AccountBook, type AccountKey } from './accounts';
import { lastDay, monthOf, type Month } from './month';
import { recognisedBefore, recognisedIn, recognitionSchedule, type RateCredit, type RateSchedule, type ServiceLine } from './recognition';

export type EntryKind = 'INVOICE' | 'VOID' | 'RECOGNITION' | 'PAYMENT' | 'CREDIT' | 'CREDIT_NOTE';
export type Side = 'DEBIT' | 'CREDIT';

export interface JournalLine {
  side: Side;
  account: AccountKey;
  /** The account's name in the provider's book. */
  accountName: string;
  amount: string;
  taxCategory: string;
}

export interface JournalEntry {
  /** Deterministic: `${kind}:${source id}` (recognition: `RECOGNITION:${invoice id}:${month}`). */
  id: string;
  kind: EntryKind;
  date: LocalDate;
  customerId: string;
  customerName: string;
  /** The document the entry books: an invoice, credit note or payment reference. */
  documentNumber: string;
  description: string;
  lines: JournalLine[];
}

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

type Posting = { side: Side; account: AccountKey; amount: Decimal; taxCategory: string };

function lineOf(book: AccountBook, p: Posting): JournalLine | null {
  if (p.amount.isZero()) return null;
  const flip = p.amount.isNegative();
  const side: Side = flip ? (p.side === 'DEBIT' ? 'CREDIT' : 'DEBIT') : p.side;
  return {
    side,
    account: p.account,
    accountName: book.accounts[p.account],
    amount: formatDecimal(p.amount.abs()),
    taxCategory: p.taxCategory,
  };
}

/** Debit lines first, each side in the order given; zero lines dropped. */
function entry(book: AccountBook, head: Omit<JournalEntry, 'lines'>, postings: Posting[]): JournalEntry {
  const lines = postings.map((p) => lineOf(book, p)).filter((l): l is JournalLine => l !== null);
  return { ...head, lines: [...lines.filter((l) => l.side === 'DEBIT'), ...lines.filter((l) => l.side === 'CREDIT')] };
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

export type PaymentSourceKind = 'API' | 'CREDIT' | 'STATEMENT' | 'DIRECT_DEBIT';

export type FeeTreatment = 'EXPENSE' | 'DISCOUNT';

/** A transfer fee the customer deducted from a bank transfer (docs/collections.md "Applications"). */
export interface TransferFee {
  /** The shortfall accepted as the fee, tax included. */
  amount: string;
  treatment: FeeTreatment;
  /** The rates of the invoice it was taken on: a discount reduces the sale at the highest of them. */
  invoiceRates: readonly string[];
}

export interface PaymentForJournal {
  /** The payment, or for a bank-statement line the application to one invoice. */
  id: string;
  date: LocalDate;
  /** Money received (or paid back): a transfer's deposit, without the fee. */
  amount: string;
  /** REVERSAL: a payment taken back (a statement line unmatched); booked like a refund. */
  type: 'PAYMENT' | 'REFUND' | 'REVERSAL';
  source: PaymentSourceKind;
  customerId: string;
  customerName: string;
  invoiceNumber: string;
  fee?: TransferFee;
}

/** The standard rate: a bank's transfer service is taxed at it (課対仕入10%). */
const FEE_TAX_RATE = '10';

/**
 * The fee's debit lines, its tax split off as every other line's is (税抜, 別記): as expense 支払手数料
 * (net, the fee's 税区分) + 仮払消費税 at the standard rate; as a discount 売上値引 (net, the sales
 * category of the invoice's highest rate) + 仮受消費税 taken back.
 */
function feePostings(book: AccountBook, fee: TransferFee, sign: Decimal): Posting[] {
  const gross = dec(fee.amount).times(sign);
  if (fee.treatment === 'DISCOUNT') {
    const rates = fee.invoiceRates.map((r) => dec(r));
    const rate = rates.length > 0 ? rates.reduce((a, r) => (r.greaterThan(a) ? r : a)).toString() : FEE_TAX_RATE;
    const tax = taxInGross(gross, rate);
    return [
      { side: 'DEBIT', account: 'SALES_DISCOUNT', amount: gross.minus(tax), taxCategory: salesCategory(book, rate) },
      { side: 'DEBIT', account: 'TAX_RECEIVED', amount: tax, taxCategory: book.tax.none },
    ];
  }
  const tax = taxInGross(gross, FEE_TAX_RATE);
  return [
    { side: 'DEBIT', account: 'FEE_EXPENSE', amount: gross.minus(tax), taxCategory: book.tax.fee },
    { side: 'DEBIT', account: 'TAX_PAID', amount: tax, taxCategory: book.tax.none },
  ];
}

const PAYMENT_TEXT = { PAYMENT: '入金', REFUND: '返金', REVERSAL: '入金取消' } as const;

/**
 * Payment: 普通預金 / 売掛金; customer credit applied: 前受金 / 売掛金; a refund or reversal the other way
 * round. A transfer short by a fee: 普通預金 (received) + the fee's lines / 売掛金 (received + fee, what
 * the payment settled). A reversal's id is its payment's with ":REVERSAL".
 */
export function paymentEntry(book: AccountBook, p: PaymentForJournal): JournalEntry {
  const from: AccountKey = p.source === 'CREDIT' ? 'ADVANCES' : 'BANK';
  const sign = p.type === 'PAYMENT' ? dec(1) : dec(-1);
  const received = dec(p.amount).times(sign);
  const fee = p.fee ? feePostings(book, p.fee, sign) : [];
  const settled = fee.reduce((a, f) => a.plus(f.amount), received);
  const what = p.source === 'CREDIT' && p.type === 'PAYMENT' ? '前受金充当' : PAYMENT_TEXT[p.type];
  return entry(
    book,
    {
      id: p.type === 'REVERSAL' ? `PAYMENT:${p.id}:REVERSAL` : `PAYMENT:${p.id}`,
      kind: 'PAYMENT',
      date: p.date,
      customerId: p.customerId,
      customerName: p.customerName,
      documentNumber: p.invoiceNumber,
      description: `${what} ${p.invoiceNumber}`,
    },
    [
      { side: 'DEBIT', account: from, amount: received, taxCategory: book.tax.none },
      ...fee,
      { side: 'CREDIT', account: 'RECEIVABLE', amount: settled, taxCategory: book.tax.none },
    ],
  );
}

export type CreditMovementKind = 'CREDIT_NOTE' | 'OVERPAYMENT' | 'NEGATIVE_INVOICE' | 'APPLIED' | 'REFUND_OUTSIDE';

export interface CreditMovementForJournal {
  id: string;
  date: LocalDate;
  kind: CreditMovementKind;
  /** Signed as the ledger keeps it: + owed to the customer, − used or paid back. */
  amount: string;
  customerId: string;
  customerName: string;
  documentNumber: string;
}

const CREDIT_COUNTER: Partial<Record<CreditMovementKind, { account: AccountKey; text: string }>> = {
  OVERPAYMENT: { account: 'BANK', text: '過入金' },
  NEGATIVE_INVOICE: { account: 'RECEIVABLE', text: 'マイナス請求振替' },
  REFUND_OUTSIDE: { account: 'BANK', text: '返金' },
};

/**
 * A movement of customer credit (前受金): an overpayment (普通預金 / 前受金), a negative invoice moved
 * to credit (売掛金 / 前受金), credit paid back (前受金 / 普通預金). Credit notes and credit applied to
 * an invoice are booked by their own entries (creditNoteEntry, paymentEntry): null for them.
 */
export function creditMovementEntry(book: AccountBook, m: CreditMovementForJournal): JournalEntry | null {
  const counter = CREDIT_COUNTER[m.kind];
  if (!counter) return null;
  const amount = dec(m.amount);
  return entry(
    book,
    {
      id: `CREDIT:${m.id}`,
      kind: 'CREDIT',
      date: m.date,
      customerId: m.customerId,
      customerName: m.customerName,
      documentNumber: m.documentNumber,
      description: counter.text,
    },
    [
      { side: 'DEBIT', account: counter.account, amount, taxCategory: book.tax.none },
      { side: 'CREDIT', account: 'ADVANCES', amount, taxCategory: book.tax.none },
    ],
  );
}

/** Where the amount a credit note gives back goes: to customer credit, against the invoice's receivable, or paid out. */
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

/** Σ debits = Σ credits. */
export function isBalanced(e: JournalEntry): boolean {
  const sum = (side: Side) => e.lines.filter((l) => l.side === side).reduce((a, l) => a.plus(dec(l.amount)), ZERO);
  return sum('DEBIT').equals(sum('CREDIT'));
}
