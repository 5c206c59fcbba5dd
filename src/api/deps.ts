import type { Db } from '../db/db';
import type { Config } from '../lib/config';
import type { AuthState } from './auth/state';
import type { Ports } from '../services/kernel';
import type { HeavyWork } from './heavy';

/** What the HTTP layer is built with (buildApp(deps)); created once per process. */
import type { RecentRequests } from './foreground';

export interface AppDeps {
  config: Config;
  db: Db;
  /** What the services call out through (event presenters, document renderer, clock). */
  ports: Ports;
  /**
   * Pool for the per-request key lookup + rate-limit count, whose commit need not wait for the WAL
   * flush (createDb(..., { synchronousCommit: false })). Defaults to `db`.
   */
  authDb?: Db;
  /** Cached key lookups and rate-limit slices (created by buildApp when absent, without a change listener). */
  auth?: AuthState;
  /** Admission of heavy requests (api/heavy.ts); buildApp makes one from the configuration when absent. */
  heavy?: HeavyWork;
  /** HMAC key of page tokens, shared by every process on the database. */
  pageSecret: Buffer;
  /** Told of every request, for the background workers that give way to requests (api/foreground.ts). */
  foreground?: RecentRequests;
}
