import { CompiledQuery, type Compilable } from 'kysely';
import type { Queryable } from './db';

/**
 * A hot statement built and compiled by Kysely once per process, then run with each call's
 * parameters (docs/deployment.md "Statements and round trips"). Building and compiling a query tree
 * costs as much CPU as the rest of a point read, and its frozen nodes are garbage at once.
 *
 * `build` receives placeholders for its arguments and must pass each one through, in order, as the
 * statement's parameters (`where('id', '=', id)`); the first call checks that it did and throws
 * otherwise, so a statement that would bind its values differently never runs.
 */
export function prepared<A extends unknown[], R>(
  build: (db: Queryable, ...args: A) => Compilable<R>,
): (db: Queryable, ...args: A) => Promise<R[]> {
  let text: string | undefined;
  return async (db, ...args) => {
    text ??= compileOnce(db, build, args.length);
    return (await db.executeQuery<R>(CompiledQuery.raw(text, args))).rows;
  };
}

function compileOnce<A extends unknown[], R>(db: Queryable, build: (db: Queryable, ...args: A) => Compilable<R>, arity: number): string {
  const marks = Array.from({ length: arity }, (_, i) => ({ placeholder: i }));
  const compiled = build(db, ...(marks as unknown as A)).compile();
  if (compiled.parameters.length !== arity || compiled.parameters.some((p, i) => p !== marks[i])) {
    throw new Error(`prepared: the statement must take its arguments as its parameters, in order: ${compiled.sql}`);
  }
  return compiled.sql;
}
