/** Events of payments (docs/events.md): payment.recorded per payment written, billing.status_changed per billing moved. */
import type { Queryable } from '../../db/db';
import type { BillingRow } from '../../db/repos/billing.repo';
import { billingViews, type BillingView } from '../../db/repos/billing.view.repo';
import { statusChangedEvents, type NewEvent } from '../events';
import type { PayEnv } from './env';

/**
 * `recorded`: the billing of each payment written, in order, as the payments left it; `views`: those
 * billings with their lines and payments as they are now (billingViews); `before`: billing id → its
 * status before.
 */
export function paymentEvents(
  env: PayEnv,
  recorded: readonly BillingRow[],
  views: readonly BillingView[],
  before: ReadonlyMap<string, string>,
): NewEvent[] {
  if (recorded.length === 0) return [];
  // Each billing is presented once: its payment.recorded events and its billing.status_changed carry that one body.
  const bodies = new Map(views.map((v) => [v.billing.id, env.present.billing(v)] as const));
  const present = { ...env.present, billing: (v: BillingView) => bodies.get(v.billing.id) ?? env.present.billing(v) };
  const events: NewEvent[] = recorded.map((b) => ({ type: 'payment.recorded', object: bodies.get(b.id)! }));
  events.push(...statusChangedEvents(present, views, before));
  return events;
}

/** The billings of `recorded` (each once) with their lines and payments: one query each. */
export async function viewsOfRecorded(db: Queryable, env: PayEnv, recorded: readonly BillingRow[]): Promise<BillingView[]> {
  if (recorded.length === 0) return [];
  return billingViews(db, env.tenantId, [...new Map(recorded.map((b) => [b.id, b])).values()]);
}
