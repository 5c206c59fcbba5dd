/** Events of payments (docs/events.md): payment.recorded per payment written, billing.status_changed per billing moved. */
import type { Queryable } from '../../db/db';
import type { BillingRow } from '../../db/repos/billing.repo';
import { billingViews } from '../../db/repos/billing.view.repo';
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
  const views = new Map((await billingViews(db, env.tenantId, unique)).map((v) => [v.billing.id, v] as const));
  const events: NewEvent[] = recorded.map((b) => ({ type: 'payment.recorded', object: env.present.billing(views.get(b.id)!) }));
  events.push(...statusChangedEvents(env.present, [...views.values()], before));
  return events;
}
