import type { ColumnType, Generated } from 'kysely';
import type { InvoiceIssuer } from '../../domain/invoice/document';

type Timestamp = ColumnType<Date, Date | string | undefined, Date | string>;
/** numeric comes back from pg as a string (exact decimal). */
type Numeric = ColumnType<string, string, string>;
type Json<T> = ColumnType<T, string, string>;

export interface RateTaxJson {
  taxPercentage: string;
  subtotal: string;
  tax: string;
}

/** The issuer block fixed on a billing when it is issued (docs/invoices.md). */
export type IssuerJson = InvoiceIssuer;

export interface BillingTable {
  tenant_id: string;
  id: string;
  invoice_number: string;
  status: string;
  contract_id: string;
  customer_id: string;
  customer_staff_id: string | null;
  payment_method_id: string | null;
  billing_date: string;
  billing_due_date: string;
  billing_issue_date: string;
  subtotal: Numeric;
  tax: Numeric;
  total: Numeric;
  paid_amount: ColumnType<string, string | undefined, string>;
  taxes: Json<RateTaxJson[]>;
  run_id: string | null;
  issuer: ColumnType<IssuerJson | null, string | undefined, string>;
  /** The invoice holding the billing; null while not invoiced, and after a void. */
  invoice_id: ColumnType<string | null, string | null | undefined, string | null>;
  /** The void invoice the billing's next invoice replaces. */
  replaced_invoice_id: ColumnType<string | null, string | null | undefined, string | null>;
  create_time: Timestamp;
  update_time: Timestamp;
}

export interface BillingItemTable {
  tenant_id: string;
  id: string;
  billing_id: string;
  position: number;
  contract_id: string;
  contract_item_id: string;
  contract_charge_item_id: string;
  name: string;
  kind: string;
  period_start: string;
  period_end: string;
  quantity: Numeric;
  unit_price: Numeric;
  subtotal: Numeric;
  tax_percentage: Numeric;
  key: string;
  live: Generated<boolean>;
  live_key: string | null;
}

export interface PaymentTable {
  tenant_id: string;
  id: string;
  billing_id: string;
  optional_id: string | null;
  type: string;
  amount: Numeric;
  payment_date: string;
  memo: Generated<string>;
  /** API, CREDIT, STATEMENT or DIRECT_DEBIT (docs/invoices.md "Payments"). */
  source: Generated<string>;
  source_id: ColumnType<string | null, string | null | undefined, string | null>;
  create_time: Timestamp;
}

/** The customer credit ledger (docs/credit.md): + owed to the customer, − used or paid back. */
export interface CustomerCreditTable {
  tenant_id: string;
  id: string;
  customer_id: string;
  amount: Numeric;
  kind: string;
  source_id: string | null;
  invoice_id: string | null;
  memo: Generated<string>;
  create_time: Timestamp;
}

export interface DailyUsageTable {
  tenant_id: string;
  id: string;
  contract_id: string;
  contract_charge_item_id: string;
  usage_unit_id: string;
  target_date: string;
  quantity: Numeric;
  recorded_on: string;
  create_time: Timestamp;
  update_time: Timestamp;
}

export interface InvoiceCounterTable {
  tenant_id: string;
  next: ColumnType<string, string | number, string | number>;
}

export interface BillRunTable {
  tenant_id: string;
  id: string;
  as_of: string;
  trigger: string;
  status: string;
  cursor: string | null;
  contracts_seen: Generated<number>;
  billings_created: Generated<number>;
  lines_created: Generated<number>;
  adjustments_created: Generated<number>;
  parked: Generated<number>;
  create_time: Timestamp;
  finish_time: Date | null;
}

export interface BillRunChunkTable {
  tenant_id: string;
  run_id: string;
  first_id: string;
  last_id: string;
  done: Generated<boolean>;
}

export interface BillRunParkedTable {
  tenant_id: string;
  run_id: string;
  contract_id: string;
  reason: string;
  create_time: Timestamp;
}

export interface JobTable {
  tenant_id: string;
  kind: string;
  run_date: string;
  run_at: Date;
  status: Generated<string>;
  attempts: Generated<number>;
  locked_until: Date | null;
  last_error: Generated<string>;
  create_time: Timestamp;
  finish_time: Date | null;
}

/** The recipient block fixed on an invoice when it is issued (docs/invoices.md). */
export interface RecipientJson {
  customerName: string;
  staffName: string;
  staffDepartment: string;
  zipCode: string;
  address: string;
  /** The payment method's name as it was at issue (absent on invoices issued before it was kept). */
  paymentMethod?: string;
}

export interface InvoiceTable {
  tenant_id: string;
  id: string;
  invoice_number: string;
  customer_id: string;
  payment_method_id: string | null;
  status: string;
  invoicing: string;
  issue_date: string;
  due_date: string;
  closing_date: string | null;
  billing_ids: string[];
  subtotal: Numeric;
  tax: Numeric;
  total: Numeric;
  taxes: Json<RateTaxJson[]>;
  paid_amount: ColumnType<string, string | undefined, string>;
  replaces_invoice_id: string | null;
  void_reason: Generated<string>;
  void_time: Date | null;
  sent_time: Date | null;
  issuer: Json<IssuerJson>;
  recipient: Json<RecipientJson>;
  create_time: Timestamp;
  update_time: Timestamp;
}

export interface ClosingStateTable {
  tenant_id: string;
  closed_through: string;
}

export interface BillingTables {
  customer_credit: CustomerCreditTable;
  invoice: InvoiceTable;
  closing_state: ClosingStateTable;
  billing: BillingTable;
  billing_item: BillingItemTable;
  payment: PaymentTable;
  daily_usage: DailyUsageTable;
  invoice_counter: InvoiceCounterTable;
  bill_run: BillRunTable;
  bill_run_chunk: BillRunChunkTable;
  bill_run_parked: BillRunParkedTable;
  job: JobTable;
}
