import type { FastifyReply, FastifyRequest } from 'fastify';
import { getTestClock } from '../../db/repos/testclock.repo';
import type { AuthState } from './state';
import { hashKey, KEY_PATTERN } from '../../services/platform';
import { ApiError, permissionDenied, unauthenticated } from '../../lib/errors';
import type { AppDeps } from '../deps';
import { normaliseHost } from '../../lib/host';
import { clientBlock } from '../../lib/network';

const BEARER = /^Bearer +(\S+)$/i;

/**
 * onRequest hook of every authenticated RPC: bearer key → tenant (cached lookup), and the request admitted
 * from the tenant's one-minute window (docs/conventions.md "Authentication and tenants", "Rate limit";
 * docs/deployment.md for the cache and the leases). Runs before the body is read.
 */
export async function authenticate(req: FastifyRequest, reply: FastifyReply, deps: AppDeps, auth: AuthState): Promise<void> {
  // Node keeps only the first of repeated Authorization headers: count them as sent.
  if (countHeader(req.raw.rawHeaders, 'authorization') > 1) throw unauthenticated('send exactly one Authorization header');
  const header = req.headers.authorization;
  if (!header) throw unauthenticated('missing Authorization header: send "Authorization: Bearer <API key>"');
  const key = BEARER.exec(header)?.[1];
  if (!key || !KEY_PATTERN.test(key)) throw unauthenticated('malformed API key');
  // A key this process does not know is looked up within its client's budget (keycache.ts).
  const found = await auth.keys.get(keyHashOf(req, key), clientBlock(req.ip));
  if (!found) throw unauthenticated('unknown API key');
  const { row, dbNow } = found;
  // Every later log line of the request names the tenant.
  req.log = req.log.child({ tenantId: row.tenant_id });
  reply.log = req.log;
  if (row.revoke_time) throw unauthenticated('API key revoked');
  if (row.expire_time && row.expire_time.getTime() <= dbNow.getTime()) throw unauthenticated('API key expired');
  checkHost(req, row.environment, deps);
  const limit = row.rate_limit_per_minute ?? deps.config.rateLimitPerMinute;
  // The sandbox test clock is read fresh on every request, beside the rate limit.
  const db = deps.authDb ?? deps.db;
  const clock = row.environment === 'sandbox' ? getTestClock(db, row.tenant_id) : undefined;
  clock?.catch(() => undefined); // awaited below; a refusal by the rate limit must not leave it unhandled
  const admission = await auth.rates.admit(row.tenant_id, limit);
  const clockNow = await clock;
  reply.header('ratelimit-limit', String(limit));
  reply.header('ratelimit-remaining', String(admission.remaining));
  reply.header('ratelimit-reset', String(admission.resetSeconds));
  reply.header('ratelimit-policy', `${limit};w=60`);
  if (!admission.admitted) {
    throw new ApiError(
      'RESOURCE_EXHAUSTED',
      `rate limit of ${limit} requests per minute exceeded`,
      { reason: 'RATE_LIMIT_EXCEEDED', limit, retryAfterSeconds: admission.resetSeconds },
      { 'retry-after': String(admission.resetSeconds) },
    );
  }
  req.caller = {
    tenantId: row.tenant_id,
    providerId: row.provider_id,
    environment: row.environment,
    keyId: row.key_id,
    taxRounding: row.tax_rounding,
    billRunHourJst: row.bill_run_hour_jst,
    now: clockNow ?? new Date(),
  };
}

/** The key hash last computed on a keep-alive connection, with the key it belongs to. */
const LAST_KEY = Symbol('lastKey');
type KeyedSocket = { [LAST_KEY]?: { key: string; hash: Buffer } };

/**
 * The hash of the request's key: a client sends the same key on every request of a keep-alive
 * connection, so the connection remembers the last one (and keeps it no longer than it lives).
 */
function keyHashOf(req: FastifyRequest, key: string): Buffer {
  const socket = req.raw.socket as unknown as KeyedSocket | undefined;
  if (!socket) return hashKey(key);
  const last = socket[LAST_KEY];
  if (last?.key === key) return last.hash;
  const hash = hashKey(key);
  socket[LAST_KEY] = { key, hash };
  return hash;
}

/** How many times a header was sent (rawHeaders: name, value, name, value, …). */
export function countHeader(rawHeaders: readonly string[], name: string): number {
  let n = 0;
  for (let i = 0; i < rawHeaders.length; i += 2) if (rawHeaders[i]!.toLowerCase() === name) n++;
  return n;
}

/**
 * With SANDBOX_HOSTS / PRODUCTION_HOSTS set, a key of the other environment is refused. The Host
 * header is normalised (case, port, trailing dot); an absolute request target that names another
 * host was already refused before routing (src/api/transport.ts).
 */
function checkHost(req: FastifyRequest, environment: 'sandbox' | 'production', deps: AppDeps): void {
  const host = normaliseHost(req.headers.host ?? '');
  const { sandboxHosts, productionHosts } = deps.config;
  if (environment === 'production' && sandboxHosts.includes(host))
    throw permissionDenied('a production key cannot be used on the sandbox address');
  if (environment === 'sandbox' && productionHosts.includes(host))
    throw permissionDenied('a sandbox key cannot be used on the production address');
}
