/** Events of payments (docs/events.md): payment.recorded per payment written, billing.status_changed per billing moved. */
import type { Queryable } from '../../db/db';
import { lockBillings } from '../../db/repos/billing.repo';
import { billingViews } from '../../db/repos/billing.view.repo';
import { recordEvents, statusChangedEvents, type NewEvent } from '../events';
import type { PayEnv } from './env';

/** `recorded`: the billing of each payment written, in order; `before`: billing id → its status before. */
export async function paymentEvents(
  db: Queryable,
  env: PayEnv,
  recorded: readonly string[],
  before: ReadonlyMap<string, string>,
): Promise<void> {
  if (recorded.length === 0) return;
  const views = new Map(
    (await billingViews(db, env.tenantId, await lockBillings(db, env.tenantId, [...new Set(recorded)]))).map(
      (v) => [v.billing.id, v] as const,
    ),
  );
  const events: NewEvent[] = recorded.map((id) => ({ type: 'payment.recorded', object: env.present.billing(views.get(id)!) }));
  events.push(...statusChangedEvents(env.present, [...views.values()], before));
  await recordEvents(db, env.tenantId, env.now, events);
}
