/**
 * A journal entry and its lines (docs/accounting.md "Journal entries"): how postings become the
 * lines of one balanced entry. The rules per document are in journal.ts and journal.payment.ts.
 */
import { ZERO, dec, formatDecimal, type Decimal } from '../money';
import type { LocalDate } from '../calendar';
import type { AccountBook, AccountKey } from './accounts';

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

export type Posting = { side: Side; account: AccountKey; amount: Decimal; taxCategory: string };

export function lineOf(book: AccountBook, p: Posting): JournalLine | null {
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
export function entry(book: AccountBook, head: Omit<JournalEntry, 'lines'>, postings: Posting[]): JournalEntry {
  const lines = postings.map((p) => lineOf(book, p)).filter((l): l is JournalLine => l !== null);
  return { ...head, lines: [...lines.filter((l) => l.side === 'DEBIT'), ...lines.filter((l) => l.side === 'CREDIT')] };
}

/** Σ debits = Σ credits. */
export function isBalanced(e: JournalEntry): boolean {
  const sum = (side: Side) => e.lines.filter((l) => l.side === side).reduce((a, l) => a.plus(dec(l.amount)), ZERO);
  return sum('DEBIT').equals(sum('CREDIT'));
}
