/**
 * Delivering webhooks (docs/events.md "Delivery"): the webhook deliveries are an outbox queue of
 * services/outbox (fair claims across tenants, a lease, the retry schedule), whose attempt POSTs the
 * event, signed, to its endpoint: 2xx = STATUS_SUCCEEDED; anything else is retried after the next of
 * the configured delays, and after the last one the delivery is STATUS_FAILED. Redirects are not
 * followed (a 3xx is a failure). Where an endpoint may go is reach.ts's rule; a refused address is
 * never connected to. An attempt that got no HTTP answer — refused by the rule, a name that does not
 * resolve, a connection refused or reset, a timeout — is recorded alike: status 0, duration 0, and
 * not before the attempt timeout has passed since it started, so a delivery's results never tell how
 * a target that did not answer behaved (listdeliveries is no port scanner).
 */
import http from 'node:http';
import https from 'node:https';
import type { AddressClass } from '../../lib/network';
import { DELIVERABLE, loadDeliveries, type ClaimedDelivery } from '../../db/repos/webhook.repo';
import { startOutbox, type AttemptResult as OutboxAttempt, type OutboxQueue, type OutboxWorker } from '../outbox';
import type { SystemCtx } from '../context';
import { signatureHeader } from '../../lib/webhook-signature';
import { eventMessage } from './events';
import { checkedLookup, hostClass, reachable, type NetworkRule } from './reach';

export interface DeliveryOptions extends NetworkRule {
  /** Seconds before each retry. */
  retryDelays: readonly number[];
  timeoutMs: number;
  /** Attempts in flight at once in this process. */
  concurrency: number;
  /** Attempts of one tenant in flight at once, all processes together. */
  perTenant: number;
}

export interface AttemptResult {
  ok: boolean;
  /** The HTTP status of the answer; 0 when there was none. */
  responseStatus: number;
  /** How long the answer took; 0 when there was none. */
  durationMs: number;
  error?: string;
}

/** One POST of `body` to `url`, within `timeoutMs`, only to an address of the `allowed` classes; never throws. */
export function postWebhook(
  url: string,
  body: string,
  headers: Record<string, string>,
  opts: { timeoutMs: number; allowed: ReadonlySet<AddressClass> },
): Promise<AttemptResult> {
  const started = Date.now();
  const answered = (status: number): AttemptResult => ({
    ok: status >= 200 && status < 300,
    responseStatus: status,
    durationMs: Date.now() - started,
  });
  const noAnswer = (error: string): AttemptResult => ({ ok: false, responseStatus: 0, durationMs: 0, error });
  let target: URL;
  try {
    target = new URL(url);
  } catch {
    return Promise.resolve(noAnswer('bad url'));
  }
  const cls = hostClass(target.hostname);
  if (cls !== 'name' && !opts.allowed.has(cls)) return Promise.resolve(noAnswer('address not allowed'));
  const client = target.protocol === 'https:' ? https : http;
  return new Promise((resolve) => {
    let settled = false;
    const finish = (r: AttemptResult) => {
      if (settled) return;
      settled = true;
      clearTimeout(timer);
      resolve(r);
    };
    const req = client.request(
      target,
      {
        method: 'POST',
        headers: { 'content-type': 'application/json', 'content-length': Buffer.byteLength(body).toString(), ...headers },
        lookup: checkedLookup(opts.allowed),
        agent: false,
      },
      (res) => {
        const status = res.statusCode ?? 0;
        res.resume();
        res.on('end', () => finish(answered(status)));
        res.on('error', () => finish({ ...answered(status), ok: false, error: 'response aborted' }));
      },
    );
    const timer = setTimeout(() => {
      finish(noAnswer('timeout'));
      req.destroy();
    }, opts.timeoutMs);
    req.on('error', (err) => finish(noAnswer(err.message)));
    req.end(body);
  });
}

/** The webhook deliveries as an outbox queue: due deliveries of enabled endpoints, each POSTed once per attempt. */
export function webhookQueue(opts: DeliveryOptions): OutboxQueue<ClaimedDelivery> {
  return {
    table: 'webhook_delivery',
    eligible: DELIVERABLE,
    load: (db, rows) => loadDeliveries(db, rows),
    attempt: (d) => attemptDelivery(d, opts),
  };
}

async function attemptDelivery(d: ClaimedDelivery, opts: DeliveryOptions): Promise<OutboxAttempt> {
  if (d.object === null || d.object === undefined) {
    // The event is gone (retention): nothing left to send, and nothing to retry.
    return { ok: false, final: true, columns: { response_status: 0, duration_ms: 0 } };
  }
  const body = JSON.stringify(
    eventMessage({
      id: d.event_id,
      type: d.event_type,
      create_time: d.event_create_time,
      object: d.object,
      previous_attributes: d.previous_attributes,
    }),
  );
  const started = Date.now();
  const t = Math.floor(started / 1000);
  const result = await postWebhook(
    d.url,
    body,
    { 'billing-event-id': d.event_id, 'billing-event-type': d.event_type, 'billing-signature': signatureHeader(d.secret, t, body) },
    { timeoutMs: opts.timeoutMs, allowed: reachable(d.environment, opts) },
  );
  // No answer: recorded when the timeout would have ended it, whatever happened (see above).
  if (result.responseStatus === 0) await new Promise((r) => setTimeout(r, Math.max(0, started + opts.timeoutMs - Date.now())));
  return { ok: result.ok, columns: { response_status: result.responseStatus, duration_ms: result.durationMs } };
}

/** The delivery worker of this process (jobs/webhooks.ts starts it): see services/outbox. */
export function startDeliveries(
  sys: SystemCtx,
  opts: DeliveryOptions & { pollMs: number; onError?: (err: unknown) => void },
): OutboxWorker {
  return startOutbox(sys.db, webhookQueue(opts), {
    concurrency: opts.concurrency,
    perTenant: opts.perTenant,
    retryDelays: opts.retryDelays,
    // Longer than any attempt: a claim is never taken over while its attempt may still be running.
    leaseMs: 2 * opts.timeoutMs + 5_000,
    pollMs: opts.pollMs,
    clock: sys.ports.clock,
    ...(opts.onError ? { onError: opts.onError } : {}),
  });
}
