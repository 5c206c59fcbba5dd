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
import { startDocumentWorker } from './jobs/documents';
import { createAuthState } from './api/auth/state';
import { ForwardingLogger } from './lib/log';
import { appPorts, configuredMailer } from './wiring';
import { startMailWorker } from './jobs/mail';
import { RecentRequests } from './api/foreground';
import { startMetricsServer } from './api/metrics';
import { prettyStream } from './lib/prettylog';

export interface RunningServer {
  app: FastifyInstance;
  database: Database;
  address: string;
  stop(): Promise<void>;
}

/** A port that cannot be listened on: one line for the person who started the server (exit code 1). */
export class ListenError extends Error {}

function listenProblem(err: unknown, config: Config): ListenError {
  const code = (err as { code?: string }).code;
  const where = `${config.host}:${config.port}`;
  if (code === 'EADDRINUSE') return new ListenError(`cannot listen on ${where}: the port is in use (stop the other server or set PORT)`);
  if (code === 'EACCES') return new ListenError(`cannot listen on ${where}: permission denied (choose a PORT above 1023)`);
  if (code === 'EADDRNOTAVAIL') return new ListenError(`cannot listen on ${where}: no such address on this machine (check HOST)`);
  return new ListenError(`cannot listen on ${where}: ${(err as Error).message}`);
}

/** Where log lines go: JSON lines on stdout, or one short line each for a person (LOG_FORMAT, docs/configuration.md). */
function logStreamFor(config: Config): NodeJS.WritableStream | undefined {
  const pretty = config.logFormat === 'pretty' || (config.logFormat === 'auto' && process.stdout.isTTY === true);
  return pretty ? prettyStream(process.stdout) : undefined;
}

/** The start-up banner (stderr): where everything is, the demo key when one was just made, how to sign in to the console. */
function banner(address: string, demo: { providerId: string; key: string } | undefined, metrics: string | undefined): string[] {
  const lines = [
    '',
    `  Listening on ${address}`,
    '',
    `  API            ${address}/v1/…   (Authorization: Bearer <API key>)`,
    `  API reference  ${address}/docs`,
    `  Console        ${address}/console`,
  ];
  if (metrics) lines.push(`  Metrics        ${metrics}/metrics`);
  lines.push('');
  if (demo) {
    lines.push(`  Demo provider  ${demo.providerId}`, `  Sandbox key    ${demo.key}   (shown once: keep it)`);
  } else {
    lines.push('  API keys       billing key create --provider ID --environment sandbox   (billing provider list for the id)');
  }
  lines.push(
    '  Console user   npx billing operator create --name "Your Name"   (prints the token to sign in with)',
    '',
    '  Ctrl-C stops the server.',
    '',
  );
  return lines;
}

/** Starts the service: database, migrations, demo provider on an empty database, HTTP, housekeeping. */
export function startServer(
  config: Config,
  print: (line: string) => void = (l) => process.stderr.write(`${l}\n`),
  /** `audit: false` only for the bench's baseline (bench/audit-server.ts with AUDIT=off): no entry point of the product passes it. */
  opts: { audit?: boolean } = {},
): Promise<RunningServer> {
  // What the process does on its own (the demo provider, its workers unless they say otherwise) is the server's act (docs/records.md).
  return withAuditScope({ actor: { type: 'ACTOR_SYSTEM', id: 'server' }, action: 'serve', requestId: newId() }, () =>
    start(config, print, opts),
  );
}

async function start(config: Config, print: (line: string) => void, opts: { audit?: boolean }): Promise<RunningServer> {
  // Lost connections are logged once the logger exists; the pools replace them either way. Once the
  // server stops (or a terminal's Ctrl-C has reached an embedded PostgreSQL of the same process group,
  // which ends its connections at once) they are expected: a loss is logged only if the server is
  // still running a moment later.
  let stopRequested = false;
  let logLost: (err: Error) => void = () => {};
  const onError = (err: Error) => {
    if (stopRequested) return;
    setTimeout(() => {
      if (!stopRequested) logLost(err);
    }, 500).unref();
  };
  const database = await openDatabase(config, { poolSize: 20, onError, ...(opts.audit === false ? { audit: false } : {}) });
  const { db } = database;
  const pageSecret = await loadOrCreateSecret(db, 'page-token');
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
  // Work outside requests (jobs, workers, the mailer) logs through the app's logger once it exists.
  const log = new ForwardingLogger();
  const ports = appPorts({ mail: configuredMailer(config, log), log });
  const logStream = logStreamFor(config);
  const foreground = new RecentRequests();
  const app = await buildApp({ config, db, ports, authDb, auth, pageSecret, foreground }, logStream ? { logStream } : {});
  logLost = (err) => app.log.warn({ err: { message: err.message, code: (err as { code?: string }).code } }, 'database connection lost');
  let address: string;
  try {
    address = await app.listen({ port: config.port, host: config.host });
  } catch (err) {
    // Nothing may stay open: the process ends with the one line.
    stopRequested = true;
    await app.close().catch(() => undefined);
    await authDb.destroy().catch(() => undefined);
    await database.close().catch(() => undefined);
    throw listenProblem(err, config);
  }
  log.pointTo(app.log);
  // The demo provider of an empty database is made once the port is ours, so a failed start leaves none.
  let demo: { providerId: string; key: string } | undefined;
  if (!(await hasAnyProvider(db))) {
    const { provider, keys } = await createProvider(db, { name: 'Demo provider' });
    demo = { providerId: provider.id, key: keys.find((k) => k.environment === 'sandbox')!.key };
  }
  const metrics = await startMetricsServer(config);
  print(banner(address, demo, metrics?.address).join('\n')); // one write: a reader never sees half of it
  const housekeeping = setInterval(() => {
    void pruneRateLimitWindows(db).catch(() => undefined);
    void pruneIdempotencyKeys(db).catch(() => undefined);
  }, 60_000);
  housekeeping.unref();
  const scheduler = config.runJobs
    ? startScheduler({ db, ports }, { onError: (err) => app.log.error({ err }, 'scheduler pass failed') })
    : undefined;
  // Issued documents are rendered where the daily jobs run (they issue most of them).
  const documents = config.runJobs
    ? startDocumentWorker({ db, ports }, { onError: (err) => app.log.error({ err }, 'document rendering failed') })
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
  const mail = config.runMail
    ? startMailWorker(
        { db, ports },
        {
          publicUrl: config.publicUrl,
          portalLinkDays: config.portalLinkDays,
          mailFrom: config.mailFrom,
          retryDelays: config.mailRetryDelays,
          timeoutMs: config.mailTimeoutMs,
          concurrency: config.mailConcurrency,
          perTenant: config.mailConcurrencyPerTenant,
          pollMs: config.mailPollMs,
          foreground,
          onError: (err) => app.log.error({ err }, 'mail delivery failed'),
        },
      )
    : undefined;
  let stopping: Promise<void> | undefined;
  const stop = () => {
    stopRequested = true;
    stopping ??= (async () => {
      clearInterval(housekeeping);
      await scheduler?.stop(); // lets a daily job in progress finish its current step
      await webhooks?.stop(); // lets attempts in flight finish (at most the delivery timeout)
      await documents?.stop(); // documents being rendered are stored first
      await mail?.stop(); // lets messages in flight finish
      await app.close(); // stops accepting, lets in-flight requests finish
      await metrics?.close();
      log.pointTo(undefined);
      await authDb.destroy();
      await database.close(); // closes the pool, stops embedded PostgreSQL cleanly
    })();
    return stopping;
  };
  return { app, database, address, stop };
}
