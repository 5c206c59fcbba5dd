import { withAuditScope } from './lib/audit-scope';
import { newId } from './lib/ids';
import type { FastifyInstance } from 'fastify';
import { buildApp } from './app';
import { openDatabase, type Database } from './db/connect';
import { createDb } from './db/db';
import { loadOrCreateSecret } from './db/repos/secret.repo';
import { pruneRateLimitWindows } from './db/repos/auth.repo';
import { pruneIdempotencyKeys } from './db/repos/idempotency.repo';
import { createProvider, hasAnyProvider } from './services/platform';
import type { Config } from './lib/config';
import { startScheduler } from './jobs/scheduler';
import { startWebhookWorker } from './jobs/webhooks';
import { createAuthState } from './api/auth/state';
import { setLogger } from './lib/log';
import { appPorts } from './wiring';
import { startMetricsServer } from './api/metrics';

export interface RunningServer {
  app: FastifyInstance;
  database: Database;
  address: string;
  stop(): Promise<void>;
}

/** Starts the service: database, migrations, demo provider on an empty database, HTTP, housekeeping. */
export function startServer(
  config: Config,
  print: (line: string) => void = (l) => process.stderr.write(`${l}\n`),
  /** `audit: false` only for the bench's baseline (bench/unaudited-server.ts): no entry point of the product passes it. */
  opts: { audit?: boolean } = {},
): Promise<RunningServer> {
  // What the process does on its own (the demo provider, its workers unless they say otherwise) is the server's act (docs/records.md).
  return withAuditScope({ actor: { type: 'ACTOR_SYSTEM', id: 'server' }, action: 'serve', requestId: newId() }, () => start(config, print, opts));
}

async function start(config: Config, print: (line: string) => void, opts: { audit?: boolean }): Promise<RunningServer> {
  // Lost connections are logged once the logger exists; the pools replace them either way.
  let logLost: (err: Error) => void = () => {};
  const onError = (err: Error) => logLost(err);
  const database = await openDatabase(config, { poolSize: 20, onError, ...(opts.audit === false ? { audit: false } : {}) });
  const { db } = database;
  const pageSecret = await loadOrCreateSecret(db, 'page-token');
  if (!(await hasAnyProvider(db))) {
    const { provider, keys } = await createProvider(db, { name: 'Demo provider' });
    const sandbox = keys.find((k) => k.environment === 'sandbox')!;
    print(`Created demo provider ${provider.id}.`);
    print(`Sandbox API key (shown once, keep it): ${sandbox.key}`);
  }
  // The key lookup is one short statement: it gets the connect timeout as its limit too.
  const authDb = createDb(database.url, 10, {
    synchronousCommit: false,
    connectTimeoutMs: config.dbConnectTimeoutMs,
    statementTimeoutMs: config.dbConnectTimeoutMs,
    onError,
    name: 'auth',
  });
  // Key lookups are cached; a dedicated connection hears of key and provider changes at once.
  const auth = createAuthState(authDb, database.url, onError);
  const ports = appPorts();
  const app = await buildApp({ config, db, ports, authDb, auth, pageSecret });
  logLost = (err) => app.log.warn({ err: { message: err.message, code: (err as { code?: string }).code } }, 'database connection lost');
  const address = await app.listen({ port: config.port, host: config.host });
  setLogger(app.log);
  const metrics = await startMetricsServer(config);
  print(`Listening on ${address} (API reference: ${address}/docs)`);
  if (metrics) print(`Metrics on ${metrics.address}/metrics`);
  const housekeeping = setInterval(() => {
    void pruneRateLimitWindows(db).catch(() => undefined);
    void pruneIdempotencyKeys(db).catch(() => undefined);
  }, 60_000);
  housekeeping.unref();
  const scheduler = config.runJobs
    ? startScheduler({ db, ports }, { onError: (err) => app.log.error({ err }, 'scheduler pass failed') })
    : undefined;
  const webhooks = config.runWebhooks
    ? startWebhookWorker(
        { db, ports },
        {
          retryDelays: config.webhookRetryDelays,
          allowPrivateNetworks: config.webhookAllowPrivateNetworks,
          sandboxLoopback: config.webhookSandboxLoopback,
          timeoutMs: config.webhookTimeoutMs,
          pollMs: config.webhookPollMs,
          concurrency: config.webhookConcurrency,
          perTenant: config.webhookConcurrencyPerTenant,
          onError: (err) => app.log.error({ err }, 'webhook delivery failed'),
        },
      )
    : undefined;
  let stopping: Promise<void> | undefined;
  const stop = () => {
    stopping ??= (async () => {
      clearInterval(housekeeping);
      await scheduler?.stop(); // lets a daily job in progress finish its current step
      await webhooks?.stop(); // lets attempts in flight finish (at most the delivery timeout)
      await app.close(); // stops accepting, lets in-flight requests finish
      await metrics?.close();
      setLogger(undefined);
      await authDb.destroy();
      await database.close(); // closes the pool, stops embedded PostgreSQL cleanly
    })();
    return stopping;
  };
  return { app, database, address, stop };
}
