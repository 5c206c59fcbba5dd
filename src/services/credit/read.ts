/** /v1/customer/getcredit (docs/credit.md): a customer's credit balance and a page of its movements, newest first. */
import { creditMovements, type CreditRow } from '../../db/repos/credit.repo';
import type { ServiceCtx } from '../context';
import { creditBalance } from './ledger';

export interface CustomerCredit {
  balance: string;
  /** limit + 1 rows (the caller pages). */
  movements: CreditRow[];
}

export async function getCustomerCredit(
  ctx: ServiceCtx,
  customerId: string,
  page: { after: string | undefined; limit: number },
): Promise<CustomerCredit> {
  const { tenantId } = ctx.caller;
  return {
    balance: await creditBalance(ctx.db, tenantId, customerId),
    movements: await creditMovements(ctx.db, tenantId, customerId, page.after, page.limit),
  };
}
