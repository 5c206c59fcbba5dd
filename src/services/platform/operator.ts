import { createHash, randomBytes, timingSafeEqual } from 'node:crypto';
import { inTransaction, type Db, type Queryable } from '../../db/db';
import {
  deleteSession,
  findLiveSession,
  findOperatorByTokenHash,
  insertOperator,
  insertSession,
  listOperators,
  loginRetryAfter,
  pruneLoginThrottle,
  recordLoginFailure,
  revokeOperatorRow,
  type OperatorRow,
} from '../../db/repos/operator.repo';
import { newId } from '../../lib/ids';
import { clientBlock } from '../../lib/network';
import { ApiError, failedPrecondition, notFound, unauthenticated } from '../../lib/errors';
import { providerExists } from './provider';
import { roleOf, type OperatorGrant, type Role } from './roles';

/** Operator tokens (docs/console.md "Operators"): `op_` + 32 random bytes as base64url; only the SHA-256 is stored. */
export const OPERATOR_TOKEN_PATTERN = /^op_[A-Za-z0-9_-]{43}$/;
/** How long a console session lasts. */
export const SESSION_LIFE_SECONDS = 12 * 3600;
/** Sign-in attempts: `limit` (SIGN_IN_FAILURE_LIMIT) failures from one client address within the window block its further attempts. */
export const LOGIN_WINDOW_SECONDS = 600;

export interface Operator extends OperatorGrant {
  id: string;
  name: string;
}

export interface NewOperator {
  name: string;
  role: Role;
  /** The providers it may act on; empty = every provider. Each must exist (NOT_FOUND naming it). */
  providerIds: readonly string[];
}

const operatorOf = (row: Pick<OperatorRow, 'id' | 'name' | 'role' | 'provider_ids'>): Operator => ({
  id: row.id,
  name: row.name,
  role: roleOf(row.role),
  providerIds: row.provider_ids,
});

export interface OperatorSession {
  operator: Operator;
  csrfToken: string;
  expireTime: Date;
}

const sha256 = (text: string): Buffer => createHash('sha256').update(text).digest();
const secret = (): string => randomBytes(32).toString('base64url');

/** A new operator with its role and providers (docs/console.md "Roles"); its token is returned once. */
export async function createOperator(db: Queryable, o: NewOperator): Promise<{ operator: Operator; token: string; row: OperatorRow }> {
  const providerIds = [...new Set(o.providerIds)];
  for (const id of providerIds) if (!(await providerExists(db, id))) throw notFound(`provider ${id}`);
  const token = `op_${secret()}`;
  const row = await insertOperator(db, { id: newId(), name: o.name, token_hash: sha256(token), role: o.role, provider_ids: providerIds });
  return { operator: operatorOf(row), token, row };
}

export async function listAllOperators(db: Queryable, nameContains?: string): Promise<OperatorRow[]> {
  return listOperators(db, nameContains);
}

/**
 * Revokes an operator (docs/console.md "Operators"): in one transaction its `revoke_time` is set and
 * every session of it deleted, so its token and its signed-in consoles are refused from the next
 * request on. `by`: the operator asking, who cannot revoke itself (another operator or the CLI can).
 * Unknown: NOT_FOUND; revoked already: FAILED_PRECONDITION.
 */
export async function revokeOperator(db: Db, id: string, by?: Operator): Promise<OperatorRow> {
  if (by && by.id === id) {
    throw failedPrecondition('an operator cannot revoke itself: ask another operator, or run `billing operator revoke`');
  }
  const out = await inTransaction(db, (tx) => revokeOperatorRow(tx, id));
  if (!out) throw notFound('operator');
  if (!out.revoked) throw failedPrecondition(`operator ${id} was revoked already`);
  return out.row;
}

/** The operator a well-formed token belongs to; undefined for any other string. */
export async function operatorByToken(db: Queryable, token: string): Promise<Operator | undefined> {
  if (!OPERATOR_TOKEN_PATTERN.test(token)) return undefined;
  const row = await findOperatorByTokenHash(db, sha256(token));
  return row ? operatorOf(row) : undefined;
}

/** The key failed sign-ins are counted under: the client's address block, never anything an attacker elsewhere can name. */
const failureKey = (clientIp: string): string => `ip:${clientBlock(clientIp)}`;

function loginRateLimited(wait: number): ApiError {
  return new ApiError(
    'RESOURCE_EXHAUSTED',
    `too many failed sign-ins from this address: try again in ${wait} s`,
    { reason: 'LOGIN_RATE_LIMITED', retryAfterSeconds: wait },
    { 'retry-after': String(wait) },
  );
}

/**
 * The operator of a token, for a sign-in or a Bearer request. Refused with RESOURCE_EXHAUSTED
 * (+ Retry-After) while the client's address has `limit` failures in its window, UNAUTHENTICATED
 * for a wrong (or revoked) token, which is counted: the failure is recorded and its number read in
 * one statement, so of many wrong tokens sent at once only the first `limit` are answered 401 and
 * the rest 429. Only the address is counted: failures elsewhere never lock this address out.
 */
export async function verifyOperatorToken(db: Queryable, token: string, clientIp: string, limit: number): Promise<Operator> {
  const key = failureKey(clientIp);
  const wait = await loginRetryAfter(db, key, limit, LOGIN_WINDOW_SECONDS);
  if (wait > 0) throw loginRateLimited(wait);
  const operator = await operatorByToken(db, token);
  if (!operator) {
    const failure = await recordLoginFailure(db, key, LOGIN_WINDOW_SECONDS);
    if (failure.failures > limit) throw loginRateLimited(failure.waitSeconds);
    throw unauthenticated('unknown or revoked operator token');
  }
  return operator;
}

/** Signs in with an operator token (verifyOperatorToken): a new session, its cookie value returned once (only its hash stored). */
export async function signIn(
  db: Queryable,
  token: string,
  clientIp: string,
  limit: number,
): Promise<OperatorSession & { sessionId: string }> {
  const operator = await verifyOperatorToken(db, token, clientIp, limit);
  await pruneLoginThrottle(db, LOGIN_WINDOW_SECONDS);
  const sessionId = secret();
  const csrfToken = secret();
  const expireTime = await insertSession(
    db,
    { id_hash: sha256(sessionId), operator_id: operator.id, csrf_token: csrfToken },
    SESSION_LIFE_SECONDS,
  );
  return { sessionId, operator, csrfToken, expireTime };
}

/** The live session a cookie value names; undefined when unknown or ended. */
export async function sessionOf(db: Queryable, sessionId: string): Promise<OperatorSession | undefined> {
  const row = await findLiveSession(db, sha256(sessionId));
  if (!row) return undefined;
  const operator = operatorOf({
    id: row.operator_id,
    name: row.operator_name,
    role: row.operator_role,
    provider_ids: row.operator_provider_ids,
  });
  return { operator, csrfToken: row.csrf_token, expireTime: row.expire_time };
}

export async function signOut(db: Queryable, sessionId: string): Promise<void> {
  await deleteSession(db, sha256(sessionId));
}

/** Compares a sent CSRF token with the session's in constant time. */
export function csrfMatches(sent: string, expected: string): boolean {
  const [a, b] = [Buffer.from(sent), Buffer.from(expected)];
  return a.length === b.length && timingSafeEqual(a, b);
}
