import { sql, type Selectable } from 'kysely';
import type { Queryable } from '../db';
import { arrayParam } from '../arrays';
import type { OperatorTable } from '../schema/operators';

export type OperatorRow = Selectable<OperatorTable>;

export interface SessionRow {
  operator_id: string;
  operator_name: string;
  csrf_token: string;
  expire_time: Date;
}

export async function insertOperator(db: Queryable, row: { id: string; name: string; token_hash: Buffer }): Promise<OperatorRow> {
  return db.insertInto('operator').values(row).returningAll().executeTakeFirstOrThrow();
}

/** Every operator, oldest first (ids are time-ordered). */
export async function listOperators(db: Queryable): Promise<OperatorRow[]> {
  return db.selectFrom('operator').selectAll().orderBy('id').execute();
}

export async function findOperatorByTokenHash(db: Queryable, hash: Buffer): Promise<OperatorRow | undefined> {
  return db.selectFrom('operator').selectAll().where('token_hash', '=', hash).executeTakeFirst();
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
    .select(['s.operator_id', 'o.name as operator_name', 's.csrf_token', 's.expire_time'])
    .where('s.id_hash', '=', idHash)
    .where('s.expire_time', '>', sql<Date>`now()`)
    .executeTakeFirst();
}

export async function deleteSession(db: Queryable, idHash: Buffer): Promise<void> {
  await db.deleteFrom('operator_session').where('id_hash', '=', idHash).execute();
}

/** Records one failed sign-in under each key, dropping every failure older than the window. */
export async function recordLoginFailures(db: Queryable, keys: readonly string[], windowSeconds: number): Promise<void> {
  await db
    .deleteFrom('operator_login_failure')
    .where('fail_time', '<', sql<Date>`now() - make_interval(secs => ${windowSeconds})`)
    .execute();
  await db
    .insertInto('operator_login_failure')
    .values(keys.map((key) => ({ key })))
    .execute();
}

/**
 * Seconds until a key with `limit` or more failures in the last `windowSeconds` may try again (the
 * moment its limit-th newest failure leaves the window); 0 when none of `keys` is at the limit.
 */
export async function loginRetryAfter(db: Queryable, keys: readonly string[], limit: number, windowSeconds: number): Promise<number> {
  const { rows } = await sql<{ wait: number | null }>`
    SELECT max(ceil(extract(epoch FROM f.fail_time + make_interval(secs => ${windowSeconds}) - clock_timestamp())))::int AS wait
    FROM unnest(${arrayParam('text', keys)}) AS k(key)
    CROSS JOIN LATERAL (
      SELECT fail_time FROM operator_login_failure
      WHERE key = k.key AND fail_time > clock_timestamp() - make_interval(secs => ${windowSeconds})
      ORDER BY fail_time DESC OFFSET ${limit - 1} LIMIT 1
    ) f
  `.execute(db);
  return Math.max(0, rows[0]?.wait ?? 0);
}
