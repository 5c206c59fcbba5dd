import { resolve } from 'node:path';
import { normaliseHost } from './host';

export interface Config {
  databaseUrl: string | undefined;
  dataDir: string;
  port: number;
  host: string;
  logLevel: string;
  rateLimitPerMinute: number;
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
  /** Run the daily jobs (bill run, due-date sweep, auto-renewal) in this process. */
  runJobs: boolean;
  /** Serve Prometheus metrics (METRICS=false turns them off). */
  metrics: boolean;
  /** With a port, /metrics is served on its own listener (METRICS_HOST:METRICS_PORT) and not on the API's. */
  metricsPort: number | undefined;
  metricsHost: string;
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

function listVar(env: NodeJS.ProcessEnv, name: string): string[] {
  return (env[name] ?? '').split(',').map(normaliseHost).filter(Boolean);
}

/** Reads the environment once; an invalid value is a ConfigError with a one-line message. */
export function loadConfig(env: NodeJS.ProcessEnv = process.env): Config {
  const databaseUrl = env.DATABASE_URL || undefined;
  if (databaseUrl && !/^postgres(ql)?:\/\//.test(databaseUrl)) {
    throw new ConfigError('DATABASE_URL must start with postgres:// or postgresql://');
  }
  const logLevel = env.LOG_LEVEL || 'info';
  if (!LOG_LEVELS.includes(logLevel)) throw new ConfigError(`LOG_LEVEL must be one of ${LOG_LEVELS.join(', ')}`);
  return {
    databaseUrl,
    dataDir: resolve(env.DATA_DIR || './.data'),
    port: intVar(env, 'PORT', 8080, 0, 65535),
    host: env.HOST || '127.0.0.1',
    logLevel,
    rateLimitPerMinute: intVar(env, 'RATE_LIMIT_PER_MINUTE', 50, 1, 1_000_000),
    bodyLimitBytes: intVar(env, 'BODY_LIMIT_BYTES', 1_048_576, 1024, 64 * 1_048_576),
    sandboxHosts: listVar(env, 'SANDBOX_HOSTS'),
    productionHosts: listVar(env, 'PRODUCTION_HOSTS'),
    dbConnectTimeoutMs: intVar(env, 'DB_CONNECT_TIMEOUT_MS', 1500, 0, 600_000),
    dbStatementTimeoutMs: intVar(env, 'DB_STATEMENT_TIMEOUT_MS', 30_000, 0, 86_400_000),
    runJobs: (env.RUN_JOBS ?? 'true') !== 'false',
    metrics: (env.METRICS ?? 'true') !== 'false',
    metricsPort: env.METRICS_PORT ? intVar(env, 'METRICS_PORT', 0, 0, 65535) : undefined,
    metricsHost: env.METRICS_HOST || '127.0.0.1',
  };
}
