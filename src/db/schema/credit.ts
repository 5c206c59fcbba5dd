import type { ColumnType } from 'kysely';
import type { IssuerJson, RateTaxJson, RecipientJson } from './billing';

type Timestamp = ColumnType<Date, Date | string | undefined, Date | string>;
type Numeric = ColumnType<string, string, string>;
type Json<T> = ColumnType<T, string, string>;

/** One line of a credit note: what is given back, before tax, at one rate (docs/credit.md). */
export interface CreditNoteLineJson {
  description: string;
  amount: string;
  taxPercentage: string;
}

/** A credit note (返還インボイス) against one issued invoice (docs/credit.md). */
export interface CreditNoteTable {
  tenant_id: string;
  id: string;
  credit_note_number: string;
  invoice_id: string;
  customer_id: string;
  issue_date: string;
  original_invoice_number: string;
  original_issue_date: string;
  sale_start: string;
  sale_end: string;
  lines: Json<CreditNoteLineJson[]>;
  taxes: Json<RateTaxJson[]>;
  subtotal: Numeric;
  tax: Numeric;
  total: Numeric;
  return_invoice_required: boolean;
  reason: string;
  /** REFUND_TO_CREDIT or REFUND_OUTSIDE. */
  refund: string;
  issuer: Json<IssuerJson>;
  recipient: Json<RecipientJson>;
  create_time: Timestamp;
}

export interface CreditNoteCounterTable {
  tenant_id: string;
  next: ColumnType<string, string | number, string | number>;
}

export interface CreditTables {
  credit_note: CreditNoteTable;
  credit_note_counter: CreditNoteCounterTable;
}
