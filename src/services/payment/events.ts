/** Events of payments (docs/events.md): payment.recorded per payment written, billing.status_changed per billing moved. */
import type { Queryable } from '../../db/db';
import type { BillingRow } from '../../db/repos/billing.repo';
import { billingViews, type BillingView } from '../../db/repos/billing.view.repo';
import { statusChangedEvents, type NewEvent } from '../events';
import type { PayEnv } from './env';

/**
 * `recorded`: the billing of each payment written, in order, as the payments left it; `before`:
 * billing id → its status before. Reads the billings' lines and payments (one query each).
 */
export async function paymentEventsOf(
  db: Queryable,
  env: PayEnv,
  recorded: readonly BillingRow[],
  before: ReadonlyMap<string, string>,
): Promise<NewEvent[]> {
  if (recorded.length === 0) return [];
  const unique = [...new Map(recorded.map((b) => [b.id, b])).values()];
  const views = await billingViews(db, env.tenantId, unique);
  // Each billing is presented once: its payment.recorded events and its billing.status_changed carry that one body.
  const bodies = new Map(views.map((v) => [v.billing.id, env.present.billing(v)] as const));
  const present = { ...env.present, billing: (v: BillingView) => bodies.get(v.billing.id) ?? env.present.billing(v) };
  const events: NewEvent[] = recorded.map((b) => ({ type: 'payment.recorded', object: bodies.get(b.id)! }));
  events.push(...statusChangedEvents(present, views, before));
  return events;
}
