import type { ColumnType, Generated } from 'kysely';

type Timestamp = ColumnType<Date, Date | string | undefined, Date | string>;
/** numeric comes back from pg as a string (exact decimal). */
type Numeric = ColumnType<string, string, string>;

export interface CustomerTable {
  tenant_id: string;
  id: string;
  optional_id: string | null;
  name: string;
  crm_account_id: string | null;
  /** The billing profile (docs/invoices.md): domain names, e.g. PER_BILLING, MONTHLY_CLOSING, NEXT_BUSINESS_DAY. */
  invoicing: Generated<string>;
  closing_day: Generated<number>;
  holiday_rule: Generated<string>;
  send_method: Generated<string>;
  recipient_staff_ids: Generated<string[]>;
  /** Collections (docs/collections.md): 振込依頼人名 as the bank shows them, the virtual account, the 口座振替 mandate. */
  payer_names: Generated<string[]>;
  virtual_account_number: string | null;
  direct_debit_mandate: ColumnType<MandateJson | null, string | null | undefined, string | null>;
  create_time: Timestamp;
  update_time: Timestamp;
}

/** A customer's 口座振替 account (docs/collections.md "Direct debit"). */
export interface MandateJson {
  bankCode: string;
  branchCode: string;
  /** ORDINARY (普通) or CURRENT (当座). */
  accountType: 'ORDINARY' | 'CURRENT';
  accountNumber: string;
  holderName: string;
  customerNumber: string;
}

export interface CustomerPayerNameTable {
  tenant_id: string;
  normalized: string;
  customer_id: string;
}

export interface CustomerStaffTable {
  tenant_id: string;
  id: string;
  customer_id: string;
  optional_id: string | null;
  crm_staff_id: string | null;
  last_name: string;
  first_name: Generated<string>;
  department: Generated<string>;
  title: Generated<string>;
  email_address: Generated<string>;
  phone_number: Generated<string>;
  zip_code: Generated<string>;
  country: Generated<string>;
  prefecture: Generated<string>;
  city: Generated<string>;
  address_lines: Generated<string[]>;
  create_time: Timestamp;
  update_time: Timestamp;
}

export interface CustomerGatewayLinkTable {
  tenant_id: string;
  customer_id: string;
  gateway_customer_id: string;
  create_time: Timestamp;
}

export interface CustomFieldMasterTable {
  tenant_id: string;
  id: string;
  name: string;
  data_type: string;
  field_type: string;
  select_options: Generated<string[]>;
  create_time: Timestamp;
  update_time: Timestamp;
}

export interface CustomFieldValueTable {
  tenant_id: string;
  resource_type: string;
  resource_id: string;
  master_id: string;
  value_string: string | null;
  value_number: Numeric | null;
  /** 'YYYY-MM-DD' (a JST business date). */
  value_date: string | null;
  value_select: string | null;
  update_time: Timestamp;
}

export interface CustomerTables {
  customer: CustomerTable;
  customer_staff: CustomerStaffTable;
  customer_payer_name: CustomerPayerNameTable;
  customer_gateway_link: CustomerGatewayLinkTable;
  custom_field_master: CustomFieldMasterTable;
  custom_field_value: CustomFieldValueTable;
}
