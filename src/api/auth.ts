import type { FastifyReply, FastifyRequest } from 'fastify';
import { lookupKeyAndCount } from '../db/repos/auth.repo';
import { hashKey, KEY_PATTERN } from '../services/apikey.service';
import { ApiError, permissionDenied, unauthenticated } from './errors';
import type { AppDeps } from './deps';

const BEARER = /^Bearer +(\S+)$/i;

/**
 * onRequest hook of every authenticated RPC: bearer key → tenant, and the request counted in the
 * tenant's one-minute window (DESIGN §3, §4). Runs before the body is read.
 */
export async function authenticate(req: FastifyRequest, reply: FastifyReply, deps: AppDeps): Promise<void> {
  const header = req.headers.authorization;
  if (!header) throw unauthenticated('missing Authorization header: send "Authorization: Bearer <API key>"');
  const key = BEARER.exec(header)?.[1];
  if (!key || !KEY_PATTERN.test(key)) throw unauthenticated('malformed API key');
  const row = await lookupKeyAndCount(deps.authDb ?? deps.db, hashKey(key));
  if (!row) throw unauthenticated('unknown API key');
  if (row.revoke_time) throw unauthenticated('API key revoked');
  if (row.expire_time && row.expire_time.getTime() <= row.db_now.getTime()) throw unauthenticated('API key expired');
  checkHost(req, row.environment, deps);
  const limit = row.rate_limit_per_minute ?? deps.config.rateLimitPerMinute;
  const count = row.count ?? 0;
  const resetSeconds = Math.max(1, Math.ceil((row.window_start!.getTime() + 60_000 - row.db_now.getTime()) / 1000));
  reply.header('ratelimit-limit', String(limit));
  reply.header('ratelimit-remaining', String(Math.max(0, limit - count)));
  reply.header('ratelimit-reset', String(resetSeconds));
  reply.header('ratelimit-policy', `${limit};w=60`);
  if (count > limit) {
    throw new ApiError('RESOURCE_EXHAUSTED', `rate limit of ${limit} requests per minute exceeded`, { reason: 'RATE_LIMIT_EXCEEDED', limit, retryAfterSeconds: resetSeconds }, { 'retry-after': String(resetSeconds) });
  }
  req.caller = {
    tenantId: row.tenant_id,
    providerId: row.provider_id,
    environment: row.environment,
    keyId: row.key_id,
    taxRounding: row.tax_rounding,
    billRunHourJst: row.bill_run_hour_jst,
    now: row.environment === 'sandbox' && row.clock_now ? row.clock_now : new Date(),
  };
}

/** With SANDBOX_HOSTS / PRODUCTION_HOSTS set, a key of the other environment is refused. */
function checkHost(req: FastifyRequest, environment: 'sandbox' | 'production', deps: AppDeps): void {
  const host = (req.hostname ?? '').toLowerCase().replace(/:\d+$/, '');
  const { sandboxHosts, productionHosts } = deps.config;
  if (environment === 'production' && sandboxHosts.includes(host)) throw permissionDenied('a production key cannot be used on the sandbox address');
  if (environment === 'sandbox' && productionHosts.includes(host)) throw permissionDenied('a sandbox key cannot be used on the production address');
}
