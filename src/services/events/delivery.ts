/**
 * Delivering webhooks (docs/events.md "Delivery"): the webhook deliveries are an outbox queue of
 * services/outbox (fair claims across tenants, a lease, the retry schedule), whose attempt POSTs the
 * event, signed, to its endpoint: 2xx = STATUS_SUCCEEDED; anything else is retried after the next of
 * the configured delays, and after the last one the delivery is STATUS_FAILED.
 * Redirects are not followed (a 3xx is a failure). Unless private networks are allowed (the sandbox,
 * or the operator's switch), every address the host resolves to must be public, and the connection
 * goes to an address that was checked.
 */
import http from 'node:http';
import https from 'node:https';
import { lookup as dnsLookup, type LookupAddress } from 'node:dns';
import { isIP, type LookupFunction } from 'node:net';
import { DELIVERABLE, loadDeliveries, type ClaimedDelivery } from '../../db/repos/webhook.repo';
import { isPublicAddress } from '../../lib/network';
import { startOutbox, type AttemptResult as OutboxAttempt, type OutboxQueue, type OutboxWorker } from '../outbox';
import type { SystemCtx } from '../context';
import { signatureHeader } from '../../lib/webhook-signature';
import { eventMessage } from './events';

export interface DeliveryOptions {
  /** Seconds before each retry. */
  retryDelays: readonly number[];
  /** Production endpoints may reach private addresses too. */
  allowPrivateNetworks: boolean;
  timeoutMs: number;
  /** Attempts in flight at once in this process. */
  concurrency: number;
  /** Attempts of one tenant in flight at once, all processes together. */
  perTenant: number;
}

export interface AttemptResult {
  ok: boolean;
  responseStatus: number;
  durationMs: number;
  error?: string;
}

class BlockedAddress extends Error {}

/** A DNS lookup that refuses a host when any of its addresses is not public. */
const publicOnlyLookup: LookupFunction = (hostname, options, callback) => {
  dnsLookup(hostname, { all: true, verbatim: true }, (err, addresses: LookupAddress[]) => {
    if (err) return callback(err, '', 0);
    if (addresses.length === 0 || addresses.some((a) => !isPublicAddress(a.address))) {
      return callback(new BlockedAddress(`${hostname} resolves to a non-public address`), '', 0);
    }
    if (options.all) return (callback as unknown as (e: null, a: LookupAddress[]) => void)(null, addresses);
    return callback(null, addresses[0]!.address, addresses[0]!.family);
  });
};

/** One POST of `body` to `url`, within `timeoutMs`; never throws. */
export function postWebhook(
  url: string,
  body: string,
  headers: Record<string, string>,
  opts: { timeoutMs: number; allowPrivate: boolean },
): Promise<AttemptResult> {
  const started = Date.now();
  const done = (ok: boolean, responseStatus: number, error?: string): AttemptResult => ({
    ok,
    responseStatus,
    durationMs: Date.now() - started,
    ...(error ? { error } : {}),
  });
  let target: URL;
  try {
    target = new URL(url);
  } catch {
    return Promise.resolve(done(false, 0, 'bad url'));
  }
  const host = target.hostname.replace(/^\[|\]$/g, '');
  if (!opts.allowPrivate && isIP(host) !== 0 && !isPublicAddress(host)) return Promise.resolve(done(false, 0, 'non-public address'));
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
        ...(opts.allowPrivate ? {} : { lookup: publicOnlyLookup }),
        agent: false,
      },
      (res) => {
        const status = res.statusCode ?? 0;
        res.resume();
        res.on('end', () => finish(done(status >= 200 && status < 300, status)));
        res.on('error', () => finish(done(false, status, 'response aborted')));
      },
    );
    const timer = setTimeout(() => {
      finish(done(false, 0, 'timeout'));
      req.destroy();
    }, opts.timeoutMs);
    req.on('error', (err) => finish(done(false, 0, err.message)));
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
  const t = Math.floor(Date.now() / 1000);
  const result = await postWebhook(
    d.url,
    body,
    { 'billing-event-id': d.event_id, 'billing-event-type': d.event_type, 'billing-signature': signatureHeader(d.secret, t, body) },
    { timeoutMs: opts.timeoutMs, allowPrivate: opts.allowPrivateNetworks || d.environment === 'sandbox' },
  );
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
