import type { ColumnType, Generated } from 'kysely';

type Timestamp = ColumnType<Date, Date | string | undefined, Date | string>;

/** An issued document kept as issued (migration 0071, docs/records.md "Documents"). */
export interface DocumentTable {
  tenant_id: string;
  /** The id of the record it documents (an invoice's id). */
  id: string;
  kind: string;
  number: string;
  customer_id: string;
  counterparty_name: string;
  issue_date: string;
  total: ColumnType<string, string, string>;
  /** Null until rendered; written once. */
  pdf: Buffer | null;
  pdf_sha256: string | null;
  html: Buffer | null;
  html_sha256: string | null;
  render_time: Date | null;
  create_time: Timestamp;
}

/** The background renderer's queue (an outbox, src/services/outbox). */
export interface DocumentRenderTable {
  tenant_id: string;
  id: string;
  attempt: Generated<number>;
  status: Generated<string>;
  next_attempt_time: Timestamp;
  claim_id: string | null;
  last_error: Generated<string>;
}

/** The distinct counterparty names of a tenant's documents, which the name search reads (migration 0101). */
export interface DocumentCounterpartyTable {
  tenant_id: string;
  name: string;
}

export interface DocumentTables {
  document: DocumentTable;
  document_render: DocumentRenderTable;
  document_counterparty: DocumentCounterpartyTable;
}
