import type { ApiError } from '../../lib/errors';

/** The constraint name of a PostgreSQL unique violation (23505), else undefined. */
export function uniqueConstraintOf(err: unknown): string | undefined {
  if (typeof err !== 'object' || err === null) return undefined;
  const e = err as { code?: unknown; constraint?: unknown };
  return e.code === '23505' && typeof e.constraint === 'string' ? e.constraint : undefined;
}

/**
 * Runs a write and turns a unique violation of a known index into the caller's ApiError (e.g.
 * ALREADY_EXISTS naming the field). The index is the source of truth, so concurrent writers
 * cannot both pass a pre-check.
 */
export async function withUnique<T>(work: () => Promise<T>, byConstraint: Record<string, () => ApiError>): Promise<T> {
  try {
    return await work();
  } catch (err) {
    const constraint = uniqueConstraintOf(err);
    const make = constraint ? byConstraint[constraint] : undefined;
    if (make) throw make();
    throw err;
  }
}
