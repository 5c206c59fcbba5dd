import { randomBytes } from 'node:crypto';
import type { FastifyInstance } from 'fastify';
import type { Db } from '../../src/db/db';
import { createOperator, type Role } from '../../src/services/platform';
import type { CallResult } from './app';

/**
 * A client address no other test uses (sign-in failures, wrong Bearer tokens included, are counted per
 * address for 10 minutes): random, since test files share the database and reuse worker processes.
 */
export function freshAddress(): string {
  const [a, b, c] = randomBytes(3);
  return `10.${a}.${b}.${c}`;
}

/** This test file's address for requests that name none. */
const DEFAULT_ADDRESS = freshAddress();

/** A new operator and its token: an owner of every provider unless told. */
export async function newOperator(
  db: Db,
  name = 'Test operator',
  grant: { role?: Role; providerIds?: string[] } = {},
): Promise<{ id: string; token: string }> {
  const { operator, token } = await createOperator(db, { name, role: grant.role ?? 'OWNER', providerIds: grant.providerIds ?? [] });
  return { id: operator.id, token };
}

/** POSTs a JSON body to an /admin/v1 path with the given headers, from `remoteAddress`. */
export async function adminPost<T = Record<string, unknown>>(
  app: FastifyInstance,
  url: string,
  body: unknown = {},
  headers: Record<string, string> = {},
  remoteAddress = DEFAULT_ADDRESS,
): Promise<CallResult<T>> {
  const res = await app.inject({
    method: 'POST',
    url,
    remoteAddress,
    headers: { 'content-type': 'application/json', ...headers },
    payload: JSON.stringify(body),
  });
  const json = String(res.headers['content-type'] ?? '').startsWith('application/json');
  return { status: res.statusCode, body: (json && res.body ? JSON.parse(res.body) : { raw: res.body }) as T, headers: res.headers };
}

/** A client that calls /admin/v1 with an operator token as Bearer. */
export function adminClient(app: FastifyInstance, token: string) {
  return <T = Record<string, unknown>>(url: string, body: unknown = {}) =>
    adminPost<T>(app, url, body, { authorization: `Bearer ${token}` });
}

/** Signs in: the cookie header to send back and the CSRF token. */
export async function signIn(app: FastifyInstance, token: string): Promise<{ cookie: string; csrfToken: string; setCookie: string }> {
  const res = await adminPost<{ csrfToken: string }>(app, '/admin/v1/session/create', { token }, {}, freshAddress());
  if (res.status !== 200) throw new Error(`sign-in failed: ${res.status} ${JSON.stringify(res.body)}`);
  const setCookie = String(res.headers['set-cookie']);
  return { cookie: setCookie.split(';')[0]!, csrfToken: res.body.csrfToken, setCookie };
}
