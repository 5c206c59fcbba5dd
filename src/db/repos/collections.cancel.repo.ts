/** Cancelled transfers (docs/collections.md "Cancelled transfers"): the line a 取消 record cancels. SQL only. */
import type { Queryable } from '../db';
import type { StatementLineRow } from './collections.repo';

export interface CancelledTransfer {
  bankCode: string;
  branchCode: string;
  accountNumber: string;
  inquiryNumber: string;
  amount: string;
  valueDate: string;
}

/**
 * The line a cancellation cancels, locked: the deposit of the same account, 照会番号 and amount, not
 * cancelled yet, with the latest value date not after the cancellation's. Reads the line key's index
 * (tenant, bank, branch, account, value date, 照会番号) down from the cancellation's value date.
 */
/** Records how many lines a statement's cancelled transfers cancelled. */
export async function setStatementCancellations(db: Queryable, tenantId: string, statementId: string, count: number): Promise<void> {
  await db
    .updateTable('bank_statement')
    .set({ cancellation_count: count })
    .where('tenant_id', '=', tenantId)
    .where('id', '=', statementId)
    .execute();
}

export async function lockCancelledLine(db: Queryable, tenantId: string, c: CancelledTransfer): Promise<StatementLineRow | undefined> {
  return db
    .selectFrom('bank_statement_line')
    .selectAll()
    .where('tenant_id', '=', tenantId)
    .where('bank_code', '=', c.bankCode)
    .where('branch_code', '=', c.branchCode)
    .where('account_number', '=', c.accountNumber)
    .where('value_date', '<=', c.valueDate)
    .where('inquiry_number', '=', c.inquiryNumber)
    .where('amount', '=', c.amount)
    .where('status', '<>', 'CANCELLED')
    .orderBy('value_date', 'desc')
    .orderBy('id', 'desc')
    .limit(1)
    .forUpdate()
    .executeTakeFirst();
}
