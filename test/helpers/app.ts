import type { FastifyInstance, LightMyRequestResponse } from 'fastify';
import { buildApp } from '../../src/app';
import { createDb, type Db } from '../../src/db/db';
import { loadConfig, type Config } from '../../src/lib/config';
import { loadOrCreateSecret } from '../../src/db/repos/secret.repo';
import { createAuthState, type AuthState } from '../../src/api/auth/state';
import { appPorts } from '../../src/wiring';
import type { SystemCtx } from '../../src/services/context';
import { newTenant, testDatabaseUrl, type TestTenant } from './services';

export { newTenant, testDatabaseUrl, type TestTenant };

export interface TestApp {
  app: FastifyInstance;
  auth: AuthState;
  db: Db;
  /** The pool and the ports, for calling services and jobs directly beside the HTTP API. */
  sys: SystemCtx;
  config: Config;
  close(): Promise<void>;
}

/** build(): the real app on the run's test database (logger off). */
export async function buildTestApp(env: NodeJS.ProcessEnv = {}): Promise<TestApp> {
  const config = loadConfig({ DATABASE_URL: testDatabaseUrl(), LOG_LEVEL: 'silent', ...env });
  const db = createDb(config.databaseUrl!, 5);
  const pageSecret = await loadOrCreateSecret(db, 'page-token');
  // The real authentication state: cached keys, invalidated by the database's notifications.
  const auth = createAuthState(db, config.databaseUrl);
  await auth.ready;
  const ports = appPorts();
  const app = await buildApp({ config, db, ports, auth, pageSecret }, { logger: false });
  return {
    app,
    auth,
    db,
    sys: { db, ports },
    config,
    close: async () => {
      await app.close();
      await db.destroy();
    },
  };
}

export interface CallResult<T = Record<string, unknown>> {
  status: number;
  body: T;
  headers: LightMyRequestResponse['headers'];
}

/** A small client bound to one key: POST/PATCH with a JSON body, GET with a query object. */
export function client(app: FastifyInstance, key: string | undefined) {
  const auth = key ? { authorization: `Bearer ${key}` } : {};
  async function send<T>(
    method: 'GET' | 'POST' | 'PATCH',
    url: string,
    payload?: unknown,
    headers: Record<string, string> = {},
  ): Promise<CallResult<T>> {
    const res = await app.inject({
      method,
      url,
      headers: { ...auth, ...(payload !== undefined && method !== 'GET' ? { 'content-type': 'application/json' } : {}), ...headers },
      ...(payload !== undefined && method !== 'GET' ? { payload: JSON.stringify(payload) } : {}),
    });
    return { status: res.statusCode, body: res.body ? (JSON.parse(res.body) as T) : ({} as T), headers: res.headers };
  }
  return clientMethods(send);
}

export type Send = <T>(
  method: 'GET' | 'POST' | 'PATCH',
  url: string,
  payload?: unknown,
  headers?: Record<string, string>,
) => Promise<CallResult<T>>;

/** post/patch/get over one way of sending a request (app.inject here; real HTTP in helpers/http.ts). */
export function clientMethods(send: Send) {
  return {
    post: <T = Record<string, unknown>>(url: string, body: unknown = {}, headers?: Record<string, string>) =>
      send<T>('POST', url, body, headers),
    patch: <T = Record<string, unknown>>(url: string, body: unknown = {}, headers?: Record<string, string>) =>
      send<T>('PATCH', url, body, headers),
    get: <T = Record<string, unknown>>(
      url: string,
      query: Record<string, string | number | string[]> = {},
      headers?: Record<string, string>,
    ) => {
      const qs = new URLSearchParams();
      for (const [k, v] of Object.entries(query)) for (const one of Array.isArray(v) ? v : [v]) qs.append(k, String(one));
      const s = qs.toString();
      return send<T>('GET', s ? `${url}?${s}` : url, undefined, headers);
    },
  };
}

export type Client = ReturnType<typeof client>;

/**
 * The two ways a record can be out of reach, for describe.each in security tests: each entry makes
 * an [owner, other] pair of clients — another provider, or the owner's other environment.
 */
export function attackerPairs(t: () => TestApp): Array<[string, () => Promise<readonly [Client, Client]>]> {
  return [
    [
      'another provider',
      async () => {
        const [a, b] = [await newTenant(t().db), await newTenant(t().db)];
        return [client(t().app, a.sandboxKey), client(t().app, b.sandboxKey)] as const;
      },
    ],
    [
      'the other environment',
      async () => {
        const a = await newTenant(t().db);
        return [client(t().app, a.sandboxKey), client(t().app, a.productionKey)] as const;
      },
    ],
  ];
}
