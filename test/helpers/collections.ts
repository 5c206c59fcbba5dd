import { inTransaction, type Db } from '../../src/db/db';
import { newId } from '../../src/lib/ids';
import type { ServiceCtx } from '../../src/services/context';
import { importStatement } from '../../src/services/collections';
import { insertPaymentMethod } from '../../src/db/repos/paymentmethod.repo';
import { transferNotice, type TestDeposit } from './zengin';

/** `work` in one transaction of its own, as one request runs it. */
export function inTx<T>(db: Db, ctx: ServiceCtx, work: (c: ServiceCtx) => Promise<T>): Promise<T> {
  return inTransaction(db, (tx) => work({ ...ctx, db: tx }));
}

/** A 振込入金通知 of these deposits imported in one transaction, as the API runs it. */
export function importNotice(db: Db, ctx: ServiceCtx, deposits: readonly TestDeposit[]) {
  return inTx(db, ctx, (c) => importStatement(c, { format: 'ZENGIN_TRANSFER_NOTICE', content: transferNotice(deposits) }));
}

/** A direct-debit payment method of the tenant. */
export async function directDebitMethod(ctx: ServiceCtx) {
  return (await insertPaymentMethod(ctx.db, {
    tenant_id: ctx.caller.tenantId,
    id: newId(),
    optional_id: null,
    name: 'DD',
    type: 'TYPE_DIRECT_DEBIT',
  }))!;
}

/** The collection settings that let a tenant write 口座振替 requests: consignor 12345 at bank 0001, branch 001. */
export const DEBIT_CONSIGNOR = { consignorCode: '12345', consignorName: 'ﾃｽﾄ', bankCode: '0001', branchCode: '001' };

/** A customer's 口座振替 mandate (an ordinary account at bank 0005, branch 123) under this 顧客番号. */
export const testMandate = (customerNumber: string) => ({
  bankCode: '0005',
  branchCode: '123',
  accountType: 'ORDINARY' as const,
  accountNumber: '7777777',
  holderName: 'ﾔﾏﾀﾞ',
  customerNumber,
});
