import type { ColumnType, Generated } from 'kysely';

type Timestamp = ColumnType<Date, Date | string | undefined, Date | string>;
/** numeric comes back from pg as a string (exact decimal). */
type Numeric = ColumnType<string, string, string>;

/** Collections (docs/collections.md): statements, their lines and applications, direct debit. */
export interface CollectionSettingsTable {
  tenant_id: string;
  transfer_fee_tolerance: ColumnType<string, string | undefined, string>;
  /** EXPENSE (支払手数料) or DISCOUNT (売上値引). */
  transfer_fee_treatment: Generated<string>;
  consignor_code: Generated<string>;
  consignor_name: Generated<string>;
  bank_code: Generated<string>;
  bank_name: Generated<string>;
  branch_code: Generated<string>;
  branch_name: Generated<string>;
  account_type: Generated<string>;
  account_number: Generated<string>;
  update_time: Timestamp;
}

export interface BankStatementTable {
  tenant_id: string;
  id: string;
  /** ZENGIN_TRANSFER_NOTICE, ZENGIN_STATEMENT or CSV. */
  format: string;
  file_sha256: string;
  line_count: number;
  new_line_count: number;
  /** Lines (of this statement or earlier ones) the file's cancelled transfers cancelled. */
  cancellation_count: Generated<number>;
  deposit_total: Numeric;
  create_time: Timestamp;
}

export interface BankStatementLineTable {
  tenant_id: string;
  id: string;
  statement_id: string;
  record_no: number;
  bank_code: string;
  branch_code: string;
  account_number: string;
  value_date: string;
  inquiry_number: string;
  amount: Numeric;
  payer_name: string;
  payer_normalized: string;
  /** MATCHED, UNMATCHED or IGNORED. */
  status: string;
  customer_id: string | null;
  /** The matching rule that applied it (EXACT, FEE, SEVERAL, OVERPAID, PARTIAL, MANUAL), '' when none. */
  rule: Generated<string>;
  create_time: Timestamp;
  update_time: Timestamp;
}

export interface StatementApplicationTable {
  tenant_id: string;
  id: string;
  line_id: string;
  customer_id: string;
  /** The invoice paid; null for the part that became customer credit. */
  invoice_id: string | null;
  /** Of the deposit: paid on the invoice, or credited. */
  amount: Numeric;
  /** The transfer fee taken on the invoice (paid in full), 0 when none. */
  fee_amount: ColumnType<string, string | undefined, string>;
  /** EXPENSE or DISCOUNT when fee_amount > 0. */
  fee_treatment: string | null;
  /** The customer_credit movement of a credited part. */
  credit_id: string | null;
  reversed_time: Date | null;
  create_time: Timestamp;
}

export interface DirectDebitRequestTable {
  tenant_id: string;
  id: string;
  debit_date: string;
  count: number;
  amount: Numeric;
  content: Buffer;
  result_imported: Generated<boolean>;
  create_time: Timestamp;
}

export interface DirectDebitItemTable {
  tenant_id: string;
  id: string;
  request_id: string;
  record_no: number;
  customer_id: string;
  customer_number: string;
  invoice_id: string;
  amount: Numeric;
  /** REQUESTED, PAID or FAILED. */
  status: Generated<string>;
  result_code: Generated<string>;
  create_time: Timestamp;
}

export interface CollectionTables {
  collection_settings: CollectionSettingsTable;
  bank_statement: BankStatementTable;
  bank_statement_line: BankStatementLineTable;
  statement_application: StatementApplicationTable;
  direct_debit_request: DirectDebitRequestTable;
  direct_debit_item: DirectDebitItemTable;
}
