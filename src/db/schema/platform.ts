import type { ColumnType, Generated } from 'kysely';

/** `{invoice: {subject, body}, reminder: …, creditNote: …}` as stored. */
export type MailTemplatesJson = Partial<Record<string, { subject: string; body: string }>>;

type Timestamp = ColumnType<Date, Date | string | undefined, Date | string>;

export interface ProviderTable {
  id: string;
  name: string;
  email_address: Generated<string>;
  phone_number: Generated<string>;
  representative_last_name: Generated<string>;
  representative_first_name: Generated<string>;
  address: Generated<string>;
  tax_rounding: Generated<string>;
  rate_limit_per_minute: number | null;
  invoice_number_prefix: Generated<string>;
  bill_run_hour_jst: Generated<number>;
  registration_number: Generated<string>;
  legal_name: Generated<string>;
  bank_account: Generated<string>;
  invoice_note: Generated<string>;
  mail_from: Generated<string>;
  mail_reply_to: Generated<string>;
  /** The provider's own templates by kind (docs/delivery.md "Templates"); a kind absent uses the default. */
  mail_templates: ColumnType<MailTemplatesJson, string | undefined, string>;
  reminder_days: ColumnType<number[], number[] | undefined, number[]>;
  create_time: Timestamp;
  update_time: Timestamp;
}

export interface TenantTable {
  id: string;
  provider_id: string;
  environment: 'sandbox' | 'production';
  create_time: Timestamp;
}

export interface ApiKeyTable {
  tenant_id: string;
  id: string;
  prefix: string;
  hash: Buffer;
  create_time: Timestamp;
  expire_time: Date | null;
  revoke_time: Date | null;
}

export interface RateLimitWindowTable {
  tenant_id: string;
  window_start: Date;
  count: number;
  granted: Generated<number>;
}

export interface IdempotencyKeyTable {
  tenant_id: string;
  key: string;
  request_hash: string;
  status_code: number | null;
  response: unknown;
  create_time: Timestamp;
}

export interface TestClockTable {
  tenant_id: string;
  now: Date;
  update_time: Timestamp;
}

/** A tenant's exclusive work in progress (migration 0019): one row per tenant and name while leased. */
export interface TenantLeaseTable {
  tenant_id: string;
  name: string;
  claim_id: string;
  expire_time: Date;
}

export interface ServerSecretTable {
  name: string;
  value: Buffer;
}

export interface PlatformTables {
  provider: ProviderTable;
  tenant: TenantTable;
  api_key: ApiKeyTable;
  rate_limit_window: RateLimitWindowTable;
  idempotency_key: IdempotencyKeyTable;
  test_clock: TestClockTable;
  tenant_lease: TenantLeaseTable;
  server_secret: ServerSecretTable;
}
