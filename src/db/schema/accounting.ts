import type { ColumnType } from 'kysely';

type Timestamp = ColumnType<Date, Date | string | undefined, Date | string>;
type Numeric = ColumnType<string, string, string>;
type Json<T> = ColumnType<T, string | undefined, string>;

/** The provider's account names and tax categories (docs/accounting.md "Accounts"). */
export interface AccountingSettingTable {
  tenant_id: string;
  accounts: Json<Record<string, string>>;
  tax_categories: Json<{ sales?: Record<string, string>; fee?: string; none?: string }>;
  update_time: Timestamp;
}

/** A closed month's revenue figures (docs/accounting.md "Revenue report"). */
export interface RevenueMonthTable {
  tenant_id: string;
  month: string;
  invoiced: Numeric;
  recognised: Numeric;
  deferred: Numeric;
  mrr: Numeric;
  new_mrr: Numeric;
  expansion: Numeric;
  contraction: Numeric;
  churned: Numeric;
  compute_time: Timestamp;
}

export interface AccountingTables {
  accounting_setting: AccountingSettingTable;
  revenue_month: RevenueMonthTable;
}
