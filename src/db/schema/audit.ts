import type { ColumnType } from 'kysely';

/** The audit log and its chain heads (migration 0061, docs/records.md). Rows are only ever inserted. */
export interface AuditLogTable {
  tenant_id: string;
  chain: number;
  seq: ColumnType<string, string | number, never>;
  id: string;
  time: Date;
  actor_type: string;
  actor_id: string;
  action: string;
  resource_types: string[];
  resource_ids: string[];
  resource_count: number;
  request_id: string;
  hash: Buffer;
}

export interface AuditChainTable {
  tenant_id: string;
  chain: number;
  seq: ColumnType<string, string | number, string | number>;
  hash: Buffer;
}

/** Which connection appends to a chain number (migration 0100): its owner token, until `expires`. */
export interface AuditChainLeaseTable {
  chain: number;
  owner: string;
  expires: Date;
}

export interface AuditTables {
  audit_log: AuditLogTable;
  audit_chain: AuditChainTable;
  audit_chain_lease: AuditChainLeaseTable;
}
