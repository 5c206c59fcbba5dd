/**
 * The composition root: the ports every entry point (server, CLI, benches, tests) hands to the services.
 * The one place that joins the API's presenters, the renderer, the mailer and the real clock.
 */
import { join } from 'node:path';
import { eventPresenters } from './api/event/event.present';
import { loadConfig, type Config } from './lib/config';
import { silentLogger, type Logger } from './lib/log';
import { createMailer } from './mail';
import { documentRenderer } from './render';
import { systemClock, type Mailer, type Ports } from './services/kernel';

/** The mailer of a configuration: SMTP_URL, else .eml files under DATA_DIR/outbox (docs/delivery.md). */
export function configuredMailer(
  config: Pick<Config, 'smtpUrl' | 'dataDir' | 'mailTimeoutMs' | 'mailConcurrency'>,
  log: Logger = silentLogger,
): Mailer {
  return createMailer({
    smtpUrl: config.smtpUrl,
    outboxDir: join(config.dataDir, 'outbox'),
    timeoutMs: config.mailTimeoutMs,
    connections: config.mailConcurrency,
    log: (fields, msg) => log.info(fields, msg),
  });
}

/**
 * The ports of an entry point: the real clock, the API's presenters, the renderer, and what it does not
 * give — a logger that writes nowhere, and the mailer of the process's environment, made on first use
 * (the CLI, benches and tests send mail that way).
 */
export function appPorts(overrides: Partial<Ports> = {}): Ports {
  const log = overrides.log ?? silentLogger;
  let fromEnv: Mailer | undefined;
  const mail: Mailer = overrides.mail ?? { send: (m) => (fromEnv ??= configuredMailer(loadConfig(process.env), log)).send(m) };
  return { present: eventPresenters, render: documentRenderer, clock: systemClock, ...overrides, mail, log };
}
