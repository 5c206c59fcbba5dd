/**
 * The composition root: the ports every entry point (server, CLI, benches, tests) hands to the services.
 * The one place that joins the API's presenters, the renderer, the mailer and the real clock.
 */
import { join } from 'node:path';
import { eventPresenters } from './api/event/event.present';
import { loadConfig, type Config } from './lib/config';
import { log } from './lib/log';
import { createMailer } from './mail';
import { documentRenderer } from './render';
import { systemClock, type Mailer, type Ports } from './services/kernel';

/** The mailer of a configuration: SMTP_URL, else .eml files under DATA_DIR/outbox (docs/delivery.md). */
export function configuredMailer(config: Pick<Config, 'smtpUrl' | 'dataDir' | 'mailTimeoutMs' | 'mailConcurrency'>): Mailer {
  return createMailer({
    smtpUrl: config.smtpUrl,
    outboxDir: join(config.dataDir, 'outbox'),
    timeoutMs: config.mailTimeoutMs,
    connections: config.mailConcurrency,
    log: (fields, msg) => log().info(fields, msg),
  });
}

/** The mailer of the process's environment, made on first use (entry points that pass none: the CLI, benches, tests). */
let fromEnv: Mailer | undefined;
const envMailer: Mailer = {
  send: (mail) => (fromEnv ??= configuredMailer(loadConfig(process.env))).send(mail),
};

export function appPorts(overrides: Partial<Ports> = {}): Ports {
  return { present: eventPresenters, render: documentRenderer, clock: systemClock, mail: envMailer, ...overrides };
}
