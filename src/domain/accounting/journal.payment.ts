/**
 * Journal rules for money that moves (docs/accounting.md "Journal entries"): payments, refunds and
 * their reversals, transfer fees, and customer credit movements.
 */
import type { LocalDate } from '../calendar';
import { dec, type Decimal } from '../money';
import { taxInGross } from '../tax';
import { salesCategory, type AccountBook, type AccountKey } from './accounts';

import { entry, type JournalEntry, type Posting } from './journal.entry';

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
