import pg from 'pg';
import type { PostgresCursor, PostgresPoolClient, PostgresQueryResult } from 'kysely';
import { MAX_PARAMETERS } from './parameters';
import { poisonsConnection } from './unavailable';

/**
 * One pooled connection as Kysely uses it (docs/deployment.md, "Statements and round trips"):
 *
 * - Statements with parameters are prepared by name the first time a connection runs them (at most
 *   PREPARED_MAX distinct texts per pool), so PostgreSQL parses and plans a hot statement once per
 *   connection instead of on every request.
 * - A transaction is pipelined: Kysely's BEGIN is held and written together with the transaction's
 *   first statement (one socket write, one round trip), and statements marked with DEFERRED (the
 *   events outbox, the Idempotency-Key response) answer at once and are written together with the
 *   next statement or the COMMIT, without waiting for their answer. Should one fail, PostgreSQL aborts the
 *   transaction (its COMMIT answers ROLLBACK): the next statement, or the COMMIT, rejects with that
 *   statement's error, so a write never reports success for a transaction that did not commit. A
 *   DEFERRED_PART statement is held the same way, and rides inside the deferred statement held
 *   before it as a WITH part when there is one.
 * - Statements give up after `readTimeoutMs`, dropping the connection (see pool.ts).
 * - A connection whose statement failed because the server is read-only (a demoted primary) or is
 *   shutting the session down is dropped on release rather than handed out again.
 */
export const DEFERRED = '/* deferred */';
/**
 * A deferred INSERT (no WITH of its own, no `$` in its text but its parameters) that may run as a
 * data-modifying WITH part of the deferred statement held before it, when there is one: one statement
 * instead of two (the audit log's entry riding on the events outbox's insert). Held like DEFERRED.
 */
export const DEFERRED_PART = '/* deferred part */';
const PREPARED_MAX = 500;

/** A statement-timeout cancel travels back in well under this; past it the database is not answering. */
const CLIENT_GRACE_MS = 500;

/** The database did not answer a statement in time; its connection was dropped. */
export class DatabaseTimeoutError extends Error {
  readonly code = 'DB_TIMEOUT';
}

/** Statement text → prepared statement name, shared by the connections of one pool. */
export class StatementNames {
  private readonly names = new Map<string, string>();

  nameOf(text: string): string | undefined {
    let name = this.names.get(text);
    if (name === undefined && this.names.size < PREPARED_MAX) this.names.set(text, (name = `s${this.names.size}`));
    return name;
  }
}

interface Statement {
  sql: string;
  parameters: ReadonlyArray<unknown>;
}

// The text of each (held statement, part) pair merged so far: the code's own statements, a few dozen.
const mergedTexts = new Map<string, Map<string, string>>();
const MAX_MERGED = 500;

/** `held` with `part` as a data-modifying WITH part before it, `part`'s parameters numbered after `held`'s. */
function withPart(held: Statement, part: Statement): Statement {
  let texts = mergedTexts.get(held.sql);
  let sql = texts?.get(part.sql);
  if (sql === undefined) {
    const offset = held.parameters.length;
    const body = part.sql.slice(0, -DEFERRED_PART.length).replace(/\$(\d+)/g, (_, n: string) => `$${Number(n) + offset}`);
    const name = `part_${offset}`;
    const withList = /^\s*WITH(\s+RECURSIVE)?\s+/i.exec(held.sql);
    sql = withList ? `${withList[0]}${name} AS (${body}), ${held.sql.slice(withList[0].length)}` : `WITH ${name} AS (${body}) ${held.sql}`;
    if (mergedTexts.size < MAX_MERGED) {
      if (!texts) mergedTexts.set(held.sql, (texts = new Map()));
      texts.set(part.sql, sql);
    }
  }
  return { sql, parameters: [...held.parameters, ...part.parameters] };
}

const { Query } = pg;

const settled = { rows: [], rowCount: 0 } as unknown as PostgresQueryResult<never>;

export class GuardedClient implements PostgresPoolClient {
  private broken = false;
  /** Between Kysely's BEGIN and its COMMIT or ROLLBACK. */
  private inTransaction = false;
  /** Statements held until the next awaited one (the BEGIN, deferred statements). */
  private held: Statement[] = [];

  constructor(
    private readonly client: pg.PoolClient,
    private readonly statementTimeoutMs: number,
    private readonly names: StatementNames,
  ) {}

  query<R>(sql: string, parameters: ReadonlyArray<unknown>): Promise<PostgresQueryResult<R>>;
  query<R>(cursor: PostgresCursor<R>): PostgresCursor<R>;
  query<R>(what: string | PostgresCursor<R>, parameters?: ReadonlyArray<unknown>): Promise<PostgresQueryResult<R>> | PostgresCursor<R> {
    if (typeof what !== 'string') {
      if (this.inTransaction) throw new Error('a cursor cannot run inside a pipelined transaction');
      return this.client.query(what as unknown as pg.Submittable) as unknown as PostgresCursor<R>;
    }
    if (what === 'begin' && !this.inTransaction) {
      this.inTransaction = true;
      this.pipeline(true);
      this.held.push({ sql: 'begin', parameters: [] });
      return Promise.resolve(settled);
    }
    if (this.inTransaction && what.endsWith(DEFERRED)) {
      this.held.push({ sql: what, parameters: parameters ?? [] });
      return Promise.resolve(settled);
    }
    if (this.inTransaction && what.endsWith(DEFERRED_PART)) {
      const part = { sql: what, parameters: parameters ?? [] };
      const last = this.held.at(-1);
      if (last && (last.sql.endsWith(DEFERRED) || last.sql.endsWith(DEFERRED_PART))) this.held[this.held.length - 1] = withPart(last, part);
      else this.held.push(part);
      return Promise.resolve(settled);
    }
    // Outside a transaction (most reads) there is nothing held and nothing to check: the statement alone.
    if (!this.inTransaction) return this.send<R>(what, parameters ?? []);
    return this.answered<R>(what, parameters ?? []);
  }

  /** Writes the held statements and this one in one socket write, then waits for all; an earlier failure wins. */
  private async answered<R>(sql: string, parameters: ReadonlyArray<unknown>): Promise<PostgresQueryResult<R>> {
    const stream = (this.client as unknown as pg.Client).connection.stream;
    const held = this.held;
    this.held = [];
    if (held.length) stream.cork();
    const earlier = held.map((h) => this.send(h.sql, h.parameters));
    const running = this.send<R>(sql, parameters);
    if (held.length) stream.uncork();
    const end = sql === 'commit' || sql === 'rollback';
    try {
      const results = await Promise.allSettled([...earlier, running]);
      const failed = results.find((r): r is PromiseRejectedResult => r.status === 'rejected');
      if (failed) throw failed.reason;
      const result = (results[results.length - 1] as PromiseFulfilledResult<PostgresQueryResult<R> & { command?: string }>).value;
      if (sql === 'commit' && (result.command as string) === 'ROLLBACK') throw new Error('the transaction was rolled back by the database');
      return result;
    } finally {
      if (end) {
        this.inTransaction = false;
        this.pipeline(false);
      }
    }
  }

  private pipeline(on: boolean): void {
    (this.client as unknown as { pipeline: boolean }).pipeline = on;
  }

  /**
   * One statement as a pg Query made from its text (pg copies a config object's every property
   * descriptor per statement) with the prepared name set on it, answered through one promise that
   * also carries the read timeout.
   */
  private async send<R>(sql: string, parameters: ReadonlyArray<unknown>): Promise<PostgresQueryResult<R>> {
    // A statement past the limit would be refused by the server with an unclear message: the code that built it is named here.
    if (parameters.length > MAX_PARAMETERS)
      throw new Error(
        `a statement carries ${parameters.length} parameters, more than ${MAX_PARAMETERS} (write it in parts): ${sql.slice(0, 120)}`,
      );
    try {
      return await new Promise<PostgresQueryResult<R>>((resolve, reject) => {
        let timer: NodeJS.Timeout | undefined;
        const query = new Query(sql, parameters as unknown[], (err: Error | undefined, result: unknown) => {
          if (timer) clearTimeout(timer);
          if (err) {
            if (poisonsConnection(err)) this.broken = true;
            reject(err);
          } else resolve(result as PostgresQueryResult<R>);
        });
        if (parameters.length) (query as unknown as { name?: string }).name = this.names.nameOf(sql);
        if (this.statementTimeoutMs) {
          const readTimeoutMs = this.statementTimeoutMs + CLIENT_GRACE_MS;
          timer = setTimeout(() => {
            this.broken = true;
            (this.client as unknown as pg.Client).connection.stream.destroy();
            reject(new DatabaseTimeoutError(`the database did not answer within ${readTimeoutMs} ms`));
          }, readTimeoutMs);
        }
        this.client.query(query);
      });
    } catch (err) {
      // The error was made where the answer was read: give it the stack of the code that sent the statement.
      if (err instanceof Error) Error.captureStackTrace(err);
      throw err;
    }
  }

  release(): void {
    // A dropped connection, or one left with statements in flight, is removed from the pool rather than handed out again.
    const unfinished = this.inTransaction;
    if (unfinished) {
      this.held = [];
      this.inTransaction = false;
      this.pipeline(false);
    }
    this.client.release(this.broken || unfinished || undefined);
  }
}
