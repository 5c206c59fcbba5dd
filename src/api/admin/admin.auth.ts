import type { FastifyRequest } from 'fastify';
import { ApiError, unauthenticated } from '../../lib/errors';
import { csrfMatches, sessionOf, verifyOperatorToken, type Operator, type OperatorSession } from '../../services/platform';
import { countHeader } from '../auth/authenticate';
import type { AppDeps } from '../deps';

/** The console's session cookie (docs/console.md "Sessions"). */
export const SESSION_COOKIE = 'billing_session';
const BEARER = /^Bearer +(\S+)$/i;

/** Who is calling /admin/v1: an operator, by token or by session (then with the session's cookie value). */
export interface AdminCaller {
  operator: Operator;
  session?: OperatorSession & { id: string };
}

declare module 'fastify' {
  interface FastifyRequest {
    admin?: AdminCaller;
  }
}

/** The value of one cookie of the Cookie header (undefined when absent or sent twice). */
export function cookieValue(header: string | undefined, name: string): string | undefined {
  const found = (header ?? '')
    .split(';')
    .map((part) => part.trim())
    .filter((part) => part.startsWith(`${name}=`))
    .map((part) => part.slice(name.length + 1));
  return found.length === 1 ? found[0] : undefined;
}

/**
 * onRequest hook of every /admin/v1 path but session/create: an operator token as Bearer, or the
 * session cookie with the session's CSRF token in X-CSRF-Token (`csrf: false` for session/get, which
 * only reads). An API key is never accepted here (docs/console.md "Authentication").
 */
export async function authenticateOperator(req: FastifyRequest, deps: AppDeps, opts: { csrf: boolean }): Promise<void> {
  if (countHeader(req.raw.rawHeaders, 'authorization') > 1) throw unauthenticated('send exactly one Authorization header');
  const header = req.headers.authorization;
  if (header !== undefined) {
    const token = BEARER.exec(header)?.[1] ?? '';
    if (token.startsWith('sk_')) throw unauthenticated('an API key cannot be used on /admin/v1: send an operator token (op_…)');
    req.admin = { operator: await verifyOperatorToken(deps.db, token, req.ip, deps.config.signInFailureLimit) };
    return;
  }
  const id = cookieValue(req.headers.cookie, SESSION_COOKIE);
  if (!id) throw unauthenticated('no session: sign in with /admin/v1/session/create or send "Authorization: Bearer op_…"');
  const session = await sessionOf(deps.db, id);
  if (!session) throw unauthenticated('the session has ended or does not exist: sign in again');
  if (opts.csrf) {
    const sent = req.headers['x-csrf-token'];
    if (sent === undefined || sent === '')
      throw new ApiError('PERMISSION_DENIED', 'a request with the session cookie must carry the X-CSRF-Token header', {
        reason: 'CSRF_TOKEN_MISSING',
      });
    if (typeof sent !== 'string' || !csrfMatches(sent, session.csrfToken))
      throw new ApiError('PERMISSION_DENIED', "X-CSRF-Token is not the session's CSRF token", { reason: 'CSRF_TOKEN_INVALID' });
  }
  req.admin = { operator: session.operator, session: { ...session, id } };
}

/**
 * The Set-Cookie value of a new session, or (maxAge 0) of its removal. Secure when the request came
 * over https: here, or at the TLS proxy in front (X-Forwarded-Proto: https). Trusting the header is
 * safe: Secure only keeps the cookie off plain http.
 */
export function sessionCookie(req: FastifyRequest, value: string, maxAgeSeconds: number): string {
  const forwarded = String(req.headers['x-forwarded-proto'] ?? '')
    .split(',')[0]!
    .trim()
    .toLowerCase();
  const secure = req.protocol === 'https' || forwarded === 'https' ? '; Secure' : '';
  return `${SESSION_COOKIE}=${value}; Path=/; Max-Age=${maxAgeSeconds}; HttpOnly; SameSite=Strict${secure}`;
}
