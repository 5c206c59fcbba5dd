/**
 * The daily due-date sweep (DESIGN §7.7): billings still unpaid after their due date move to
 * PAYMENT_DUE / PARTIALLY_UNPAID, as transitionBilling decides. One transaction per tenant and day.
 */
import { transitionBilling, type BillingStatus, type LocalDate } from '../domain';
import type { Db } from '../db/db';
import { overdueBillings, setBillingStatus } from '../db/repos/billing.repo';

export async function runDueSweep(db: Db, tenantId: string, today: LocalDate): Promise<number> {
  return db.transaction().execute(async (trx) => {
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
