import { sql, type Selectable } from 'kysely';
import type { Queryable } from '../db';
import { containsPattern } from '../like';
import type { OperatorTable } from '../schema/operators';

export type OperatorRow = Selectable<OperatorTable>;

export interface SessionRow {
  operator_id: string;
  operator_name: string;
  operator_role: string;
  operator_provider_ids: string[];
  csrf_token: string;
  expire_time: Date;
}

export async function insertOperator(
  db: Queryable,
  row: { id: string; name: string; token_hash: Buffer; role: string; provider_ids: string[] },
): Promise<OperatorRow> {
  return db.insertInto('operator').values(row).returningAll().executeTakeFirstOrThrow();
}

/** Every operator, oldest first (ids are time-ordered); only those whose name contains `nameContains` (any case) when given. */
export async function listOperators(db: Queryable, nameContains?: string): Promise<OperatorRow[]> {
  let q = db.selectFrom('operator').selectAll();
  if (nameContains) q = q.where('name', 'ilike', containsPattern(nameContains));
  return q.orderBy('id').execute();
}

/** The operator of a token hash, unless revoked. */
export async function findOperatorByTokenHash(db: Queryable, hash: Buffer): Promise<OperatorRow | undefined> {
  return db.selectFrom('operator').selectAll().where('token_hash', '=', hash).where('revoke_time', 'is', null).executeTakeFirst();
}

export async function getOperator(db: Queryable, id: string): Promise<OperatorRow | undefined> {
  return db.selectFrom('operator').selectAll().where('id', '=', id).executeTakeFirst();
}

/** Marks the operator revoked (if it was not) and deletes its sessions; the row as it is now, or undefined when unknown. */
export async function revokeOperatorRow(tx: Queryable, id: string): Promise<{ row: OperatorRow; revoked: boolean } | undefined> {
  const revoked = await tx
    .updateTable('operator')
    .set({ revoke_time: sql<Date>`now()` })
    .where('id', '=', id)
    .where('revoke_time', 'is', null)
    .returningAll()
    .executeTakeFirst();
  await tx.deleteFrom('operator_session').where('operator_id', '=', id).execute();
  if (revoked) return { row: revoked, revoked: true };
  const row = await getOperator(tx, id);
  return row ? { row, revoked: false } : undefined;
}

/** Stores a session ending `lifeSeconds` from now on the database's clock (and drops ended ones). */
export async function insertSession(
  db: Queryable,
  row: { id_hash: Buffer; operator_id: string; csrf_token: string },
  lifeSeconds: number,
): Promise<Date> {
  await db
    .deleteFrom('operator_session')
    .where('expire_time', '<=', sql<Date>`now()`)
    .execute();
  const out = await db
    .insertInto('operator_session')
    .values({ ...row, expire_time: sql<Date>`now() + make_interval(secs => ${lifeSeconds})` })
    .returning('expire_time')
    .executeTakeFirstOrThrow();
  return out.expire_time;
}

/** A session that has not ended, with its operator. */
export async function findLiveSession(db: Queryable, idHash: Buffer): Promise<SessionRow | undefined> {
  return db
    .selectFrom('operator_session as s')
    .innerJoin('operator as o', 'o.id', 's.operator_id')
    .select([
      's.operator_id',
      'o.name as operator_name',
      'o.role as operator_role',
      'o.provider_ids as operator_provider_ids',
      's.csrf_token',
      's.expire_time',
    ])
    .where('s.id_hash', '=', idHash)
    .where('s.expire_time', '>', sql<Date>`now()`)
    .where('o.revoke_time', 'is', null)
    .executeTakeFirst();
}

export async function deleteSession(db: Queryable, idHash: Buffer): Promise<void> {
  await db.deleteFrom('operator_session').where('id_hash', '=', idHash).execute();
}

export interface LoginFailure {
  /** Failures of the key in its window, this one included. */
  failures: number;
  /** Seconds until the window ends. */
  waitSeconds: number;
}

/**
 * Records one failed sign-in of `key` and answers the key's count, in one statement: the row is
 * locked while it is updated, so concurrent failures are counted one after the other and each sees
 * its own number. A window starts with the first failure after the previous one ended.
 */
export async function recordLoginFailure(db: Queryable, key: string, windowSeconds: number): Promise<LoginFailure> {
  const { rows } = await sql<{ failures: number; wait: number }>`
    INSERT INTO operator_login_throttle AS t (key, failures, window_start) VALUES (${key}, 1, clock_timestamp())
    ON CONFLICT (key) DO UPDATE SET
      failures = CASE WHEN t.window_start <= clock_timestamp() - make_interval(secs => ${windowSeconds}) THEN 1 ELSE t.failures + 1 END,
      window_start = CASE WHEN t.window_start <= clock_timestamp() - make_interval(secs => ${windowSeconds}) THEN clock_timestamp() ELSE t.window_start END
    RETURNING failures, ceil(extract(epoch FROM window_start + make_interval(secs => ${windowSeconds}) - clock_timestamp()))::int AS wait
  `.execute(db);
  return { failures: rows[0]!.failures, waitSeconds: Math.max(1, rows[0]!.wait) };
}

/** Seconds until `key`, with `limit` or more failures in its window, may try again; 0 when it may now. */
export async function loginRetryAfter(db: Queryable, key: string, limit: number, windowSeconds: number): Promise<number> {
  const { rows } = await sql<{ wait: number }>`
    SELECT ceil(extract(epoch FROM window_start + make_interval(secs => ${windowSeconds}) - clock_timestamp()))::int AS wait
    FROM operator_login_throttle
    WHERE key = ${key} AND failures >= ${limit} AND window_start > clock_timestamp() - make_interval(secs => ${windowSeconds})
  `.execute(db);
  return Math.max(0, rows[0]?.wait ?? 0);
}

/** Drops the windows that have ended (at each sign-in). */
export async function pruneLoginThrottle(db: Queryable, windowSeconds: number): Promise<void> {
  await db
    .deleteFrom('operator_login_throttle')
    .where('window_start', '<', sql<Date>`now() - make_interval(secs => ${windowSeconds})`)
    .execute();
}
