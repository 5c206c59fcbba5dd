/**
 * The daily due-date sweep (docs/billing-lifecycle.md "Statuses"): billings still unpaid after their due date move to
 * PAYMENT_DUE / PARTIALLY_UNPAID, as transitionBilling decides. One transaction per tenant and day.
 */
import { transitionBilling, type BillingStatus, type LocalDate } from '../../domain';
import { inTransaction } from '../../db/db';
import { billingsByIds, overdueBillings } from '../../db/repos/billing.repo';
import { setStatuses } from '../../db/repos/paid.repo';
import { billingViews } from '../../db/repos/billing.view.repo';
import type { Queryable } from '../../db/db';
import { recordEvents, statusChangedEvents } from '../events';
import type { SystemCtx } from '../context';
import type { EventPresenters } from '../kernel';

export async function runDueSweep(sys: SystemCtx, tenantId: string, today: LocalDate, now: Date): Promise<number> {
  return inTransaction(sys.db, async (trx) => {
    const before = new Map<string, string>();
    const moves: Array<{ id: string; status: string }> = [];
    for (const row of await overdueBillings(trx, tenantId, today)) {
      const next = transitionBilling({ from: row.status as BillingStatus, event: { type: 'dueDatePassed' } });
      if (!next.ok) continue;
      moves.push({ id: row.id, status: next.value.status });
      before.set(row.id, row.status);
    }
    await setStatuses(trx, 'billing', tenantId, moves, new Date());
    await statusEvents(trx, sys.ports.present, tenantId, now, before);
    return moves.length;
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
