/**
 * When webhooks are delivered and events pruned (docs/events.md): the delivery worker of this process
 * (services/events, on the shared outbox machinery of services/outbox) runs until stopped, and the
 * retention prune runs at start and once a day.
 */
import type { SystemCtx } from '../services/context';
import { startDeliveries, type DeliveryOptions, pruneOldEvents } from '../services/events';

export interface WebhookWorker {
  /** Stops claiming; attempts in flight finish (at most the delivery timeout) before it resolves. */
  stop(): Promise<void>;
}

const DAY_MS = 86_400_000;

export function startWebhookWorker(
  sys: SystemCtx,
  opts: DeliveryOptions & { pollMs: number; onError?: (err: unknown) => void },
): WebhookWorker {
  const deliveries = startDeliveries(sys, opts);
  const prune = () => void pruneOldEvents(sys.db).catch((err) => opts.onError?.(err));
  const pruneTimer = setInterval(prune, DAY_MS);
  pruneTimer.unref();
  prune();
  return {
    stop: async () => {
      clearInterval(pruneTimer);
      await deliveries.stop();
    },
  };
}
