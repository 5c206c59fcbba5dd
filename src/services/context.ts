import type { Db, Queryable } from '../db/db';
import type { Caller, Ports } from './kernel';

/** What a use case needs: who is calling (the tenant), where to read/write (pool or transaction), and its ports. */
export interface ServiceCtx {
  caller: Caller;
  db: Queryable;
  ports: Ports;
}

/** Work for no one caller (the scheduler's jobs, the outboxes): the pool, which it opens transactions on, and the ports. */
export interface SystemCtx {
  db: Db;
  ports: Ports;
}
