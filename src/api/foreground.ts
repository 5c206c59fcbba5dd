/**
 * The requests this process is serving, as the background workers see them (docs/delivery.md "Sharing
 * the process"): busy while a request began within the last `windowMs`. A time window rather than a
 * count of open requests, so that a request that never ends (a client gone) cannot keep it busy.
 */
import type { Foreground } from '../services/outbox';

export class RecentRequests implements Foreground {
  private last = -Infinity;
  constructor(private readonly windowMs = 100) {}
  /** A request began (the app's onRequest hook). */
  began(): void {
    this.last = performance.now();
  }
  busy(): boolean {
    return performance.now() - this.last < this.windowMs;
  }
}
