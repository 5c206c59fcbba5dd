/**
 * The daily due-date sweep (docs/billing-lifecycle.md "Statuses"): billings still unpaid after their due date move to
 * PAYMENT_DUE / PARTIALLY_UNPAID, as transitionBilling decides. One transaction per tenant and day.
 */
import { transitionBilling, type BillingStatus, type LocalDate } from '../domain';
import { inTransaction, type Db } from '../db/db';
import { overdueBillings, setBillingStatus } from '../db/repos/billing.repo';

export async function runDueSweep(db: Db, tenantId: string, today: LocalDate): Promise<number> {
  return inTransaction(db, async (trx) => {
    let moved = 0;
    for (const row of await overdueBillings(trx, tenantId, today)) {
      const next = transitionBilling({ from: row.status as BillingStatus, event: { type: 'dueDatePassed' } });
      if (!next.ok) continue;
      await setBillingStatus(trx, tenantId, row.id, next.value.status);
      moved += 1;
    }
    return moved;
  });
}
