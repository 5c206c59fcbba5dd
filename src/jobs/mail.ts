/**
 * When mail is sent (docs/delivery.md "Delivery"): the mail worker of this process (services/delivery,
 * on the shared outbox machinery of services/outbox) runs until stopped.
 */
import type { SystemCtx } from '../services/context';
import { startMailDeliveries, type MailOptions } from '../services/delivery';

export interface MailWorker {
  /** Stops claiming; attempts in flight finish before it resolves. */
  stop(): Promise<void>;
}

export function startMailWorker(sys: SystemCtx, opts: MailOptions): MailWorker {
  return startMailDeliveries(sys, opts);
}
