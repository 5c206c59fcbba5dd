/**
 * When webhooks are delivered and events pruned (docs/events.md): the delivery worker asks for due
 * attempts every `pollMs` (at once again while it finds some), and the retention prune runs at
 * start and once a day. The work itself is in services (services/events: delivery.ts, events.ts).
 */
import type { Db } from '../db/db';
import { deliverDue, type DeliveryOptions, pruneOldEvents } from '../services/events';

export interface WebhookWorker {
  /** Stops polling; attempts in flight finish (at most the delivery timeout) before it resolves. */
  stop(): Promise<void>;
}

const DAY_MS = 86_400_000;

export function startWebhookWorker(db: Db, opts: DeliveryOptions & { pollMs: number; onError?: (err: unknown) => void }): WebhookWorker {
  let stopped = false;
  let wake: (() => void) | undefined;
  const sleep = (ms: number) =>
    new Promise<void>((resolve) => {
      const timer = setTimeout(resolve, ms);
      wake = () => {
        clearTimeout(timer);
        resolve();
      };
    });
  const loop = (async () => {
    while (!stopped) {
      let claimed = 0;
      try {
        claimed = await deliverDue(db, opts);
      } catch (err) {
        opts.onError?.(err);
      }
      if (claimed === 0 && !stopped) await sleep(opts.pollMs);
    }
  })();
  const prune = () => void pruneOldEvents(db).catch((err) => opts.onError?.(err));
  const pruneTimer = setInterval(prune, DAY_MS);
  pruneTimer.unref();
  prune();
  return {
    stop: async () => {
      stopped = true;
      clearInterval(pruneTimer);
      wake?.();
      await loop;
    },
  };
}
