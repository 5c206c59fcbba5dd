import type { Db } from '../db/db';
import type { Config } from '../lib/config';

/** What the HTTP layer is built with (buildApp(deps)); created once per process. */
export interface AppDeps {
  config: Config;
  db: Db;
  /**
   * Pool for the per-request key lookup + rate-limit count, whose commit need not wait for the WAL
   * flush (createDb(..., { synchronousCommit: false })). Defaults to `db`.
   */
  authDb?: Db;
  /** HMAC key of page tokens, shared by every process on the database. */
  pageSecret: Buffer;
}
