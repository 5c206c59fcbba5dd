import { Enum, Named, Type } from '../schema';
import type { EntryKind, JournalEntry } from '../../domain/accounting/journal';

export const ENTRY_KINDS = [
  'KIND_UNSPECIFIED',
  'KIND_INVOICE',
  'KIND_VOID',
  'KIND_RECOGNITION',
  'KIND_PAYMENT',
  'KIND_CREDIT',
  'KIND_CREDIT_NOTE',
] as const;
export const ACCOUNTS = [
  'ACCOUNT_UNSPECIFIED',
  'ACCOUNT_RECEIVABLE',
  'ACCOUNT_SALES',
  'ACCOUNT_DEFERRED_REVENUE',
  'ACCOUNT_TAX_RECEIVED',
  'ACCOUNT_BANK',
  'ACCOUNT_FEE_EXPENSE',
  'ACCOUNT_SALES_DISCOUNT',
  'ACCOUNT_ADVANCES',
  'ACCOUNT_TAX_PAID',
] as const;

export const JournalLine = Named('JournalLine', {
  side: Enum(['SIDE_UNSPECIFIED', 'SIDE_DEBIT', 'SIDE_CREDIT'], '借方 (debit) or 貸方 (credit)'),
  account: Enum(ACCOUNTS, 'the account'),
  accountName: Type.String({ description: 'the account’s name in the provider’s book (default: 売掛金, 売上高, 前受収益 …)' }),
  amount: Type.String({ description: 'whole yen, positive' }),
  taxCategory: Type.String({ description: '税区分 (課税売上10%, 対象外 …)' }),
});

export const JournalEntryMessage = Named('JournalEntry', {
  id: Type.String({ description: 'deterministic: the kind and the document it books (the same month gives the same ids)' }),
  kind: Enum(ENTRY_KINDS, 'what the entry books'),
  date: Type.String({ description: 'the entry’s day (YYYY-MM-DD, JST)' }),
  customerId: Type.String(),
  customerName: Type.String(),
  documentNumber: Type.String({ description: 'the invoice or credit note number' }),
  description: Type.String({ description: '摘要' }),
  lines: Type.Array(JournalLine, { description: 'debits first; Σ debits = Σ credits' }),
});

export function presentEntry(e: JournalEntry) {
  return {
    id: e.id,
    kind: `KIND_${e.kind satisfies EntryKind}` as (typeof ENTRY_KINDS)[number],
    date: e.date,
    customerId: e.customerId,
    customerName: e.customerName,
    documentNumber: e.documentNumber,
    description: e.description,
    lines: e.lines.map((l) => ({
      side: `SIDE_${l.side}` as const,
      account: `ACCOUNT_${l.account}` as (typeof ACCOUNTS)[number],
      accountName: l.accountName,
      amount: l.amount,
      taxCategory: l.taxCategory,
    })),
  };
}
