import type { ColumnType } from 'kysely';

type Timestamp = ColumnType<Date, Date | string | undefined, Date | string>;

/** Console operators and their sessions (migration 0013, docs/console.md). */
export interface OperatorTable {
  id: string;
  name: string;
  token_hash: Buffer;
  create_time: Timestamp;
}

export interface OperatorSessionTable {
  id_hash: Buffer;
  operator_id: string;
  csrf_token: string;
  create_time: Timestamp;
  expire_time: Date;
}

export interface OperatorLoginFailureTable {
  key: string;
  fail_time: Timestamp;
}

export interface OperatorTables {
  operator: OperatorTable;
  operator_session: OperatorSessionTable;
  operator_login_failure: OperatorLoginFailureTable;
}
