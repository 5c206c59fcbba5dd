import { resolve } from 'node:path';
import { isIP } from 'node:net';
import { normaliseHost } from './host';

/** The default of SIGN_IN_FAILURE_LIMIT. */
export const LOGIN_FAILURE_LIMIT = 10;

export interface Config {
  databaseUrl: string | undefined;
  dataDir: string;
  port: number;
  host: string;
  /**
   * Which proxies in front may tell the client's address (X-Forwarded-For) and protocol: false (none:
   * the TCP peer is the client), true (any), a number of hops, or addresses and CIDR ranges
   * (docs/configuration.md TRUST_PROXY).
   */
  trustProxy: boolean | number | string[];
  logLevel: string;
  /** How log lines are written: `json` (one JSON object a line), `pretty` (one short line for people), `auto` (pretty on a terminal). */
  logFormat: 'auto' | 'json' | 'pretty';
  rateLimitPerMinute: number;
  /** Failed console sign-ins per client address in 10 minutes before that address is refused (docs/console.md). */
  signInFailureLimit: number;
  bodyLimitBytes: number;
  /** Host names that serve only one environment (docs/configuration.md), e.g. SANDBOX_HOSTS=sandbox.example.com. */
  sandboxHosts: string[];
  productionHosts: string[];
  /**
   * Limit (ms) on opening a database connection or waiting for a free one, and on the key lookup and
   * health check (single short statements): past it the request answers UNAVAILABLE. 0 = none.
   */
  dbConnectTimeoutMs: number;
  /** Limit (ms) on any other statement. 0 = none. */
  dbStatementTimeoutMs: number;
  /** Heavy requests (early billing, test clock advance) one tenant may run at once per process (docs/deployment.md). */
  heavyPerTenant: number;
  /** Heavy requests all tenants together may run at once per process. */
  heavyPerProcess: number;
  /** Run the daily jobs (bill run, due-date sweep, auto-renewal) in this process. */
  runJobs: boolean;
  /** Deliver webhooks from this process (docs/events.md). */
  runWebhooks: boolean;
  /** Seconds to wait before each retry of a failed delivery; after the last, the delivery fails. */
  webhookRetryDelays: number[];
  /** Let endpoints of both environments target loopback, link-local, private and other internal addresses. */
  webhookAllowPrivateNetworks: boolean;
  /** Let sandbox endpoints target loopback (local development); false on hosted deployments. */
  webhookSandboxLoopback: boolean;
  /** Limit (ms) on one delivery attempt: connect, send and a 2xx answer. */
  webhookTimeoutMs: number;
  /** How often (ms) an idle delivery worker looks for due deliveries. */
  webhookPollMs: number;
  /** Delivery attempts in flight at once in this process. */
  webhookConcurrency: number;
  /** Delivery attempts of one tenant in flight at once, all processes together (docs/events.md "Delivery"). */
  webhookConcurrencyPerTenant: number;
  /** Serve Prometheus metrics (METRICS=false turns them off). */
  metrics: boolean;
  /** With a port, /metrics is served on its own listener (METRICS_HOST:METRICS_PORT) and not on the API's. */
  metricsPort: number | undefined;
  metricsHost: string;
  /** Mail (docs/delivery.md): `smtp://` or `smtps://` URL of the server; unset = .eml files under DATA_DIR/outbox. */
  smtpUrl: string | undefined;
  /** The sender when a provider has set none. */
  mailFrom: string;
  /** Send the mail outbox from this process. */
  runMail: boolean;
  /** Seconds before each retry of a transiently failed message; after the last, it is FAILED. */
  mailRetryDelays: number[];
  /** Limit (ms) on one SMTP attempt: connect, greeting, each command. */
  mailTimeoutMs: number;
  mailPollMs: number;
  /** Messages in flight at once in this process. */
  mailConcurrency: number;
  /** Messages of one tenant in flight at once, all processes together. */
  mailConcurrencyPerTenant: number;
  /** The service's address as customers reach it (the customer page links); default http://HOST:PORT. */
  publicUrl: string;
  /** Days a customer page link stays valid. */
  portalLinkDays: number;
  /** Customer page requests per client address per minute. */
  portalRateLimitPerMinute: number;
}

export class ConfigError extends Error {}

const LOG_LEVELS = ['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent'];

function intVar(env: NodeJS.ProcessEnv, name: string, fallback: number, min: number, max: number): number {
  const raw = env[name];
  if (raw === undefined || raw === '') return fallback;
  if (!/^\d+$/.test(raw)) throw new ConfigError(`${name} must be a whole number, got "${raw}"`);
  const value = Number(raw);
  if (value < min || value > max) throw new ConfigError(`${name} must be between ${min} and ${max}, got ${value}`);
  return value;
}

export const DEFAULT_WEBHOOK_RETRY_DELAYS = [60, 300, 1800, 7200, 21600, 43200, 86400];

function delaysVar(env: NodeJS.ProcessEnv, name: string): number[] {
  const raw = env[name];
  if (raw === undefined || raw.trim() === '') return DEFAULT_WEBHOOK_RETRY_DELAYS;
  const parts = raw.split(',').map((p) => p.trim());
  if (parts.length > 20 || parts.some((p) => !/^\d{1,6}(\.\d{1,3})?$/.test(p))) {
    throw new ConfigError(`${name} must be at most 20 comma-separated numbers of seconds, got "${raw}"`);
  }
  return parts.map(Number);
}

function boolVar(env: NodeJS.ProcessEnv, name: string, fallback: boolean): boolean {
  const raw = env[name];
  if (raw === undefined || raw === '') return fallback;
  if (raw !== 'true' && raw !== 'false') throw new ConfigError(`${name} must be true or false, got "${raw}"`);
  return raw === 'true';
}

function listVar(env: NodeJS.ProcessEnv, name: string): string[] {
  return (env[name] ?? '').split(',').map(normaliseHost).filter(Boolean);
}

const PROXY_NAMES = ['loopback', 'linklocal', 'uniquelocal'];

/** One TRUST_PROXY entry: an IP address, a CIDR range or one of proxy-addr's names. */
function proxyEntry(entry: string): boolean {
  if (PROXY_NAMES.includes(entry) || isIP(entry) !== 0) return true;
  const m = /^(.+)\/(\d{1,3})$/.exec(entry);
  if (!m) return false;
  const family = isIP(m[1]!);
  return family !== 0 && Number(m[2]) <= (family === 4 ? 32 : 128);
}

function trustProxyVar(env: NodeJS.ProcessEnv): boolean | number | string[] {
  const raw = (env.TRUST_PROXY ?? '').trim();
  if (raw === '' || raw === 'false') return false;
  if (raw === 'true') return true;
  if (/^\d+$/.test(raw)) {
    const hops = Number(raw);
    if (hops < 1 || hops > 10) throw new ConfigError(`TRUST_PROXY as a number of proxies must be between 1 and 10, got ${hops}`);
    return hops;
  }
  const entries = raw.split(',').map((e) => e.trim());
  const bad = entries.find((e) => !proxyEntry(e));
  if (bad !== undefined) {
    throw new ConfigError(
      `TRUST_PROXY must be true, false, a number of proxies, or addresses and CIDR ranges (or loopback, linklocal, uniquelocal) separated by commas, got "${bad}"`,
    );
  }
  return entries;
}

function urlVar(env: NodeJS.ProcessEnv, name: string, protocols: readonly string[]): string | undefined {
  const raw = (env[name] ?? '').trim();
  if (raw === '') return undefined;
  let url: URL;
  try {
    url = new URL(raw);
  } catch {
    throw new ConfigError(`${name} must be a URL`);
  }
  if (!protocols.includes(url.protocol)) throw new ConfigError(`${name} must start with ${protocols.map((p) => `${p}//`).join(' or ')}`);
  return raw;
}

/** The mail and customer page settings (docs/configuration.md "Mail and the customer page"). */
function mailConfig(env: NodeJS.ProcessEnv) {
  const host = env.HOST || '127.0.0.1';
  const port = intVar(env, 'PORT', 8080, 0, 65535);
  const publicUrl = urlVar(env, 'PUBLIC_URL', ['http:', 'https:']) ?? `http://${host.includes(':') ? `[${host}]` : host}:${port}`;
  const mailFrom = (env.MAIL_FROM ?? '').trim() || 'billing@localhost';
  if (!/^[^\s@<>,;"]+@[^\s@<>,;"]+$/.test(mailFrom)) throw new ConfigError('MAIL_FROM must be an e-mail address');
  return {
    smtpUrl: urlVar(env, 'SMTP_URL', ['smtp:', 'smtps:']),
    mailFrom,
    runMail: boolVar(env, 'RUN_MAIL', true),
    mailRetryDelays: delaysVar(env, 'MAIL_RETRY_DELAYS'),
    mailTimeoutMs: intVar(env, 'MAIL_TIMEOUT_MS', 30_000, 100, 300_000),
    mailPollMs: intVar(env, 'MAIL_POLL_MS', 1000, 10, 60_000),
    mailConcurrency: intVar(env, 'MAIL_CONCURRENCY', 8, 1, 1000),
    mailConcurrencyPerTenant: intVar(env, 'MAIL_CONCURRENCY_PER_TENANT', 4, 1, 1000),
    publicUrl: publicUrl.replace(/\/+$/, ''),
    portalLinkDays: intVar(env, 'PORTAL_LINK_DAYS', 60, 1, 3650),
    portalRateLimitPerMinute: intVar(env, 'PORTAL_RATE_LIMIT_PER_MINUTE', 60, 1, 1_000_000),
  };
}

/** Reads the environment once; an invalid value is a ConfigError with a one-line message. */
export function loadConfig(env: NodeJS.ProcessEnv = process.env): Config {
  const databaseUrl = env.DATABASE_URL || undefined;
  if (databaseUrl && !/^postgres(ql)?:\/\//.test(databaseUrl)) {
    throw new ConfigError('DATABASE_URL must start with postgres:// or postgresql://');
  }
  const logLevel = env.LOG_LEVEL || 'info';
  if (!LOG_LEVELS.includes(logLevel)) throw new ConfigError(`LOG_LEVEL must be one of ${LOG_LEVELS.join(', ')}`);
  const logFormat = env.LOG_FORMAT || 'auto';
  if (logFormat !== 'auto' && logFormat !== 'json' && logFormat !== 'pretty')
    throw new ConfigError('LOG_FORMAT must be auto, json or pretty');
  return {
    databaseUrl,
    dataDir: resolve(env.DATA_DIR || './.data'),
    port: intVar(env, 'PORT', 8080, 0, 65535),
    host: env.HOST || '127.0.0.1',
    trustProxy: trustProxyVar(env),
    logLevel,
    logFormat,
    rateLimitPerMinute: intVar(env, 'RATE_LIMIT_PER_MINUTE', 50, 1, 1_000_000),
    signInFailureLimit: intVar(env, 'SIGN_IN_FAILURE_LIMIT', LOGIN_FAILURE_LIMIT, 1, 1_000_000),
    bodyLimitBytes: intVar(env, 'BODY_LIMIT_BYTES', 1_048_576, 1024, 64 * 1_048_576),
    sandboxHosts: listVar(env, 'SANDBOX_HOSTS'),
    productionHosts: listVar(env, 'PRODUCTION_HOSTS'),
    dbConnectTimeoutMs: intVar(env, 'DB_CONNECT_TIMEOUT_MS', 1500, 0, 600_000),
    dbStatementTimeoutMs: intVar(env, 'DB_STATEMENT_TIMEOUT_MS', 30_000, 0, 86_400_000),
    heavyPerTenant: intVar(env, 'HEAVY_REQUESTS_PER_TENANT', 2, 1, 1000),
    heavyPerProcess: intVar(env, 'HEAVY_REQUESTS_PER_PROCESS', 4, 1, 1000),
    runJobs: (env.RUN_JOBS ?? 'true') !== 'false',
    runWebhooks: boolVar(env, 'RUN_WEBHOOKS', true),
    webhookRetryDelays: delaysVar(env, 'WEBHOOK_RETRY_DELAYS'),
    webhookAllowPrivateNetworks: boolVar(env, 'WEBHOOK_ALLOW_PRIVATE_NETWORKS', false),
    webhookSandboxLoopback: boolVar(env, 'WEBHOOK_SANDBOX_LOOPBACK', true),
    webhookTimeoutMs: intVar(env, 'WEBHOOK_TIMEOUT_MS', 10_000, 100, 60_000),
    webhookPollMs: intVar(env, 'WEBHOOK_POLL_MS', 1000, 10, 60_000),
    webhookConcurrency: intVar(env, 'WEBHOOK_CONCURRENCY', 16, 1, 1000),
    webhookConcurrencyPerTenant: intVar(env, 'WEBHOOK_CONCURRENCY_PER_TENANT', 4, 1, 1000),
    metrics: (env.METRICS ?? 'true') !== 'false',
    metricsPort: env.METRICS_PORT ? intVar(env, 'METRICS_PORT', 0, 0, 65535) : undefined,
    metricsHost: env.METRICS_HOST || '127.0.0.1',
    ...mailConfig(env),
  };
}
