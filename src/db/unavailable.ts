/**
 * Which failures mean "the database cannot be used right now" (docs/configuration.md "Database
 * outages", docs/deployment.md "High availability"): the request answers 503 UNAVAILABLE with
 * Retry-After, a job retries, nothing is parked or recorded as the work's own failure. One list for
 * every layer: the error handler of the API, the scheduler and the bill run (isDatabaseOutage).
 */

/** Socket-level failures of a database connection (node's error codes), and our own two. */
const NETWORK_CODES = new Set([
  'ECONNREFUSED',
  'ECONNRESET',
  'EPIPE',
  'ETIMEDOUT',
  'EHOSTUNREACH',
  'ENETUNREACH',
  'ENOTFOUND',
  'EAI_AGAIN',
  'DB_TIMEOUT',
  'DB_CONNECT',
]);

/**
 * SQLSTATEs that say the server, not the statement, is the problem: 53300 too many connections;
 * 57P01–57P03 shut down, crashed, not accepting connections yet; 57014 the statement timeout;
 * 25006 a write reached a server that is read-only — a standby, e.g. a primary just demoted by a
 * failover, before the load balancer stops sending connections to it.
 */
const SERVER_STATES = new Set(['53300', '57P01', '57P02', '57P03', '57014', '25006']);

/** pg's own messages when a connection is lost, cannot be made in time or was closed under a query. */
const LOST_CONNECTION =
  /^(Connection terminated|timeout exceeded when trying to connect|Client has encountered a connection error|Client was closed and is not queryable|Query read timeout)/;

/**
 * No connection could be obtained from the pool: refused at TCP, timed out, or refused by
 * PostgreSQL itself whatever its SQLSTATE (55000 the database does not allow connections, 53300,
 * 57P03, 3D000 the database does not exist, 28P01 / 28000 authentication, …). Whatever the cause,
 * the request never reached the database, so retrying it is safe; `cause` is the original error.
 */
export class DatabaseConnectError extends Error {
  readonly code = 'DB_CONNECT';
  /** PostgreSQL's SQLSTATE when the server refused the connection. */
  readonly sqlState: string | undefined;

  constructor(cause: unknown) {
    const message = cause instanceof Error ? cause.message : String(cause);
    super(`could not obtain a database connection: ${message}`, { cause });
    const code = (cause as { code?: unknown } | null)?.code;
    this.sqlState = typeof code === 'string' && /^[0-9A-Z]{5}$/.test(code) ? code : undefined;
  }
}

/** The database cannot be reached, refused the connection or dropped it: the work may be retried. */
export function isDatabaseUnavailable(err: unknown): boolean {
  if (typeof err !== 'object' || err === null) return false;
  const { code, message } = err as { code?: unknown; message?: unknown };
  if (typeof code === 'string' && (NETWORK_CODES.has(code) || code.startsWith('08') || SERVER_STATES.has(code))) return true;
  if (typeof message === 'string' && LOST_CONNECTION.test(message)) return true;
  // Several addresses tried (e.g. localhost → ::1 and 127.0.0.1): node reports them together.
  return err instanceof AggregateError && err.errors.some(isDatabaseUnavailable);
}

/**
 * An outage of the database itself — unreachable, refusing, dropping connections, read-only — as
 * opposed to one statement that ran past its timeout (57014), which may be the work's own fault (a
 * chunk too big) and is not cured by waiting. Background work waits out an outage and retries.
 */
export function isDatabaseOutage(err: unknown): boolean {
  return isDatabaseUnavailable(err) && (err as { code?: unknown }).code !== '57014';
}

/**
 * After this error the connection must not be handed out again: it is on a read-only server (a
 * demoted primary keeps answering reads, stale ones) or its session is being shut down.
 */
export function poisonsConnection(err: unknown): boolean {
  const code = (err as { code?: unknown } | null)?.code;
  return typeof code === 'string' && (code === '25006' || code.startsWith('08') || code.startsWith('57P'));
}
