import type { Db } from '../../src/db/db';
import type { ServiceCtx } from '../../src/services/context';
import { importStatement } from '../../src/services/collections';
import { transferNotice, type TestDeposit } from './zengin';

/** A 振込入金通知 of these deposits imported in one transaction, as the API runs it. */
export function importNotice(db: Db, ctx: ServiceCtx, deposits: readonly TestDeposit[]) {
  return db
    .transaction()
    .execute((tx) => importStatement({ ...ctx, db: tx }, { format: 'ZENGIN_TRANSFER_NOTICE', content: transferNotice(deposits) }));
}

/** `work` in one transaction of its own, as one request runs it. */
export function inTx<T>(db: Db, ctx: ServiceCtx, work: (c: ServiceCtx) => Promise<T>): Promise<T> {
  return db.transaction().execute((tx) => work({ ...ctx, db: tx }));
}
