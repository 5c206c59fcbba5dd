import type { ColumnType } from 'kysely';

type Timestamp = ColumnType<Date, Date | string | undefined, Date | string>;

/** Console operators and their sessions (migrations 0013 and 0021, docs/console.md). */
export interface OperatorTable {
  id: string;
  name: string;
  token_hash: Buffer;
  create_time: Timestamp;
  /** When the operator was revoked (migration 0021); null while it may sign in. */
  revoke_time: ColumnType<Date | null, Date | null | undefined, Date | null>;
  /** OWNER, ADMIN, CLERK or VIEWER (migration 0061, docs/console.md "Roles"). */
  role: ColumnType<string, string | undefined, string>;
  /** The providers the operator may act on; empty = every provider (migration 0061). */
  provider_ids: ColumnType<string[], string[] | undefined, string[]>;
}

export interface OperatorSessionTable {
  id_hash: Buffer;
  operator_id: string;
  csrf_token: string;
  create_time: Timestamp;
  expire_time: Date;
}

/** Failed sign-ins of one client address in its current window (migration 0021). */
export interface OperatorLoginThrottleTable {
  key: string;
  failures: number;
  window_start: Date;
}

export interface OperatorTables {
  operator: OperatorTable;
  operator_session: OperatorSessionTable;
  operator_login_throttle: OperatorLoginThrottleTable;
}
