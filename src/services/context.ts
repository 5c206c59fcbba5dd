import type { Queryable } from '../db/db';
import type { Caller } from './caller';

/** What a use case needs: who is calling (the tenant) and where to read/write (pool or transaction). */
export interface ServiceCtx {
  caller: Caller;
  db: Queryable;
}
