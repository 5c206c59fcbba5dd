import type { FastifyBaseLogger } from 'fastify';

type Bindings = Record<string, unknown>;
type Level = 'fatal' | 'error' | 'warn' | 'info' | 'debug' | 'trace';
type LogArgs = Parameters<FastifyBaseLogger['info']>;
/** The process's pino logger, which knows which levels it writes. */
type Root = FastifyBaseLogger & { isLevelEnabled?: (level: string) => boolean };

/**
 * A child logger created only when a line is written at an enabled level (docs/deployment.md,
 * "Logs"). A request's logger carries its request id and, once authenticated, its tenant id; most
 * requests write no line at LOG_LEVEL=warn, so building two pino children per request is waste.
 * Lines written through it are exactly those of `parent.child(bindings)`.
 */
export class LazyLogger implements FastifyBaseLogger {
  private made?: FastifyBaseLogger;

  constructor(
    private readonly parent: FastifyBaseLogger,
    private readonly bindings: Bindings,
    private readonly root: Root,
  ) {}

  /** The pino child itself, made now if not yet (the parent's first, when it is lazy too). */
  get real(): FastifyBaseLogger {
    const parent = this.parent instanceof LazyLogger ? this.parent.real : this.parent;
    return (this.made ??= parent.child(this.bindings));
  }

  get level(): string {
    return this.made?.level ?? this.parent.level;
  }

  set level(level: string) {
    this.real.level = level;
  }

  child(bindings: Bindings): FastifyBaseLogger {
    return new LazyLogger(this, bindings, this.root);
  }

  fatal(...args: LogArgs): void {
    this.write('fatal', args);
  }
  error(...args: LogArgs): void {
    this.write('error', args);
  }
  warn(...args: LogArgs): void {
    this.write('warn', args);
  }
  info(...args: LogArgs): void {
    this.write('info', args);
  }
  debug(...args: LogArgs): void {
    this.write('debug', args);
  }
  trace(...args: LogArgs): void {
    this.write('trace', args);
  }
  silent(): void {}

  private write(level: Level, args: LogArgs): void {
    if (this.made || (this.root.isLevelEnabled?.(level) ?? true)) this.real[level](...args);
  }
}

/** Fastify's childLoggerFactory: a lazy child of the request (per-route logger options get a real one). */
export function lazyChildLogger(logger: FastifyBaseLogger, bindings: Bindings, opts: object): FastifyBaseLogger {
  return Object.keys(opts).length ? logger.child(bindings, opts) : new LazyLogger(logger, bindings, logger);
}
