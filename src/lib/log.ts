/**
 * The process's structured logger for work outside a request (the scheduler, the bill run, test-clock
 * advances). The server installs its JSON-lines logger at start (setLogger); until then, and in the
 * CLI and tests, lines go nowhere. Every line of a tenant's work carries `tenantId`.
 */
export interface Logger {
  info(obj: Record<string, unknown>, msg: string): void;
  warn(obj: Record<string, unknown>, msg: string): void;
  error(obj: Record<string, unknown>, msg: string): void;
}

const silent: Logger = { info: () => undefined, warn: () => undefined, error: () => undefined };
let current: Logger = silent;

export function setLogger(logger: Logger | undefined): void {
  current = logger ?? silent;
}

export function log(): Logger {
  return current;
}
