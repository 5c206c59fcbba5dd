import { createHash, randomBytes, timingSafeEqual } from 'node:crypto';
import type { Queryable } from '../../db/db';
import {
  deleteSession,
  findLiveSession,
  findOperatorByTokenHash,
  insertOperator,
  insertSession,
  listOperators,
  loginRetryAfter,
  recordLoginFailures,
  type OperatorRow,
} from '../../db/repos/operator.repo';
import { newId } from '../../lib/ids';
import { ApiError, unauthenticated } from '../../lib/errors';

/** Operator tokens (docs/console.md "Operators"): `op_` + 32 random bytes as base64url; only the SHA-256 is stored. */
export const OPERATOR_TOKEN_PATTERN = /^op_[A-Za-z0-9_-]{43}$/;
/** How long a console session lasts. */
export const SESSION_LIFE_SECONDS = 12 * 3600;
/** Sign-in attempts: `limit` (SIGN_IN_FAILURE_LIMIT) failures per client IP or per token prefix within the window block further attempts. */
export const LOGIN_WINDOW_SECONDS = 600;

export interface Operator {
  id: string;
  name: string;
}

export interface OperatorSession {
  operator: Operator;
  csrfToken: string;
  expireTime: Date;
}

const sha256 = (text: string): Buffer => createHash('sha256').update(text).digest();
const secret = (): string => randomBytes(32).toString('base64url');

export async function createOperator(db: Queryable, name: string): Promise<{ operator: Operator; token: string }> {
  const token = `op_${secret()}`;
  const row = await insertOperator(db, { id: newId(), name, token_hash: sha256(token) });
  return { operator: { id: row.id, name: row.name }, token };
}

export async function listAllOperators(db: Queryable): Promise<OperatorRow[]> {
  return listOperators(db);
}

/** The operator a well-formed token belongs to; undefined for any other string. */
export async function operatorByToken(db: Queryable, token: string): Promise<Operator | undefined> {
  if (!OPERATOR_TOKEN_PATTERN.test(token)) return undefined;
  const row = await findOperatorByTokenHash(db, sha256(token));
  return row ? { id: row.id, name: row.name } : undefined;
}

/** The keys failed sign-ins are counted under: the client address and the token's first characters. */
function failureKeys(token: string, clientIp: string): string[] {
  return [`ip:${clientIp}`, `prefix:${token.slice(0, 10)}`];
}

/**
 * The operator of a token, for a sign-in or a Bearer request. Refused with RESOURCE_EXHAUSTED
 * (+ Retry-After) while the client IP or the token prefix has `limit` failures in the
 * window, UNAUTHENTICATED for a wrong token (counted).
 */
export async function verifyOperatorToken(db: Queryable, token: string, clientIp: string, limit: number): Promise<Operator> {
  const keys = failureKeys(token, clientIp);
  const wait = await loginRetryAfter(db, keys, limit, LOGIN_WINDOW_SECONDS);
  if (wait > 0) {
    throw new ApiError(
      'RESOURCE_EXHAUSTED',
      `too many failed sign-ins: try again in ${wait} s`,
      { reason: 'LOGIN_RATE_LIMITED', retryAfterSeconds: wait },
      { 'retry-after': String(wait) },
    );
  }
  const operator = await operatorByToken(db, token);
  if (!operator) {
    await recordLoginFailures(db, keys, LOGIN_WINDOW_SECONDS);
    throw unauthenticated('unknown operator token');
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
  return { operator: { id: row.operator_id, name: row.operator_name }, csrfToken: row.csrf_token, expireTime: row.expire_time };
}

export async function signOut(db: Queryable, sessionId: string): Promise<void> {
  await deleteSession(db, sha256(sessionId));
}

/** Compares a sent CSRF token with the session's in constant time. */
export function csrfMatches(sent: string, expected: string): boolean {
  const [a, b] = [Buffer.from(sent), Buffer.from(expected)];
  return a.length === b.length && timingSafeEqual(a, b);
}
