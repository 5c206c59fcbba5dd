/**
 * The structured logger of work outside a request (the scheduler, the bill run, test-clock advances),
 * handed to the services in their ports (`ports.log`). The server's is its JSON-lines logger; the
 * CLI's, the benches' and the tests' write nowhere unless they give one. Every line of a tenant's
 * work carries `tenantId`.
 */
export interface Logger {
  info(obj: Record<string, unknown>, msg: string): void;
  warn(obj: Record<string, unknown>, msg: string): void;
  error(obj: Record<string, unknown>, msg: string): void;
}

/** Writes nowhere. */
export const silentLogger: Logger = { info: () => undefined, warn: () => undefined, error: () => undefined };

/**
 * Writes to the logger it is pointed at, nowhere until then: the ports are made before the HTTP app
 * whose logger they share (src/server.ts), and pointed at it once it exists.
 */
export class ForwardingLogger implements Logger {
  private target: Logger = silentLogger;

  pointTo(target: Logger | undefined): void {
    this.target = target ?? silentLogger;
  }

  info(obj: Record<string, unknown>, msg: string): void {
    this.target.info(obj, msg);
  }

  warn(obj: Record<string, unknown>, msg: string): void {
    this.target.warn(obj, msg);
  }

  error(obj: Record<string, unknown>, msg: string): void {
    this.target.error(obj, msg);
  }
}
