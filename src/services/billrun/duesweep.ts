/**
 * The daily due-date sweep (docs/billing-lifecycle.md "Statuses"): billings still unpaid after their due date move to
 * PAYMENT_DUE / PARTIALLY_UNPAID, as transitionBilling decides. One transaction per tenant and day.
 */
import { transitionBilling, type BillingStatus, type LocalDate } from '../../domain';
import { inTransaction } from '../../db/db';
import { billingsByIds, overdueBillings, setBillingStatus } from '../../db/repos/billing.repo';
import { billingViews } from '../../db/repos/billing.view.repo';
import type { Queryable } from '../../db/db';
import { recordEvents, statusChangedEvents } from '../events';
import type { SystemCtx } from '../context';
import type { EventPresenters } from '../ports';

export async function runDueSweep(sys: SystemCtx, tenantId: string, today: LocalDate, now: Date): Promise<number> {
  return inTransaction(sys.db, async (trx) => {
    let moved = 0;
    const before = new Map<string, string>();
    for (const row of await overdueBillings(trx, tenantId, today)) {
      const next = transitionBilling({ from: row.status as BillingStatus, event: { type: 'dueDatePassed' } });
      if (!next.ok) continue;
      await setBillingStatus(trx, tenantId, row.id, next.value.status);
      before.set(row.id, row.status);
      moved += 1;
    }
    await statusEvents(trx, sys.ports.present, tenantId, now, before);
    return moved;
  });
}

/** billing.status_changed for each billing the sweep moved (`before`: id → old status). */
async function statusEvents(
  trx: Queryable,
  present: EventPresenters,
  tenantId: string,
  now: Date,
  before: ReadonlyMap<string, string>,
): Promise<void> {
  if (before.size === 0) return;
  const views = await billingViews(trx, tenantId, await billingsByIds(trx, tenantId, [...before.keys()]));
  await recordEvents(trx, tenantId, now, statusChangedEvents(present, views, before));
}
