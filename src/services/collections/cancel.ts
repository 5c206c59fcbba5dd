/**
 * Cancelled transfers (docs/collections.md "Cancelled transfers"): a 振込入金通知 record with 取消区分 1
 * repeats a deposit the bank notified and then took back (a 組戻し, a correction). The line of that
 * deposit — same account, 照会番号 and amount, from this file or an earlier one — is cancelled: what it
 * applied is reversed exactly as an unmatch reverses it (its payments reversed, its credit taken back),
 * and it leaves the unmatched queue for good. A cancellation whose deposit was never imported changes nothing.
 */
import type { Deposit } from '../../domain/collections';
import type { Queryable } from '../../db/db';
import { lockCancelledLine, setLineStates, type StatementLineRow } from '../../db/repos/collections.repo';
import { ApiError } from '../../lib/errors';
import type { PayEnv } from '../payment';
import { CANCELLED, reverseLine } from './apply';

/** Cancels the lines of `cancellations`, in file order; answers how many lines were cancelled. */
export async function cancelTransfers(db: Queryable, env: PayEnv, cancellations: readonly Deposit[]): Promise<number> {
  let cancelled = 0;
  for (const c of cancellations) {
    const line = await lockCancelledLine(db, env.tenantId, c);
    if (!line) continue;
    if (line.status === 'MATCHED')
      await reverseLine(db, env, line, CANCELLED).catch((err: unknown) => Promise.reject(namingRecord(err, c, line)));
    else await setLineStates(db, env.tenantId, [{ id: line.id, status: CANCELLED.status, customer_id: null, rule: '' }]);
    cancelled++;
  }
  return cancelled;
}

/**
 * A reversal the cancellation cannot make (CREDIT_ALREADY_USED: the credit the deposit gave was spent)
 * refuses the file, naming the record and the line, so the operator knows what to settle first.
 */
function namingRecord(err: unknown, c: Deposit, line: StatementLineRow): unknown {
  if (!(err instanceof ApiError)) return err;
  const message = `content.record[${c.record}]: the cancelled transfer ${c.inquiryNumber} cannot reverse line ${line.id}: ${err.message}`;
  return new ApiError(err.codeName, message, err.detail, err.headers);
}
