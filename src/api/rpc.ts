import { createHash } from 'node:crypto';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { inTransaction, type Db, type Queryable } from '../db/db';
import type { Caller, Ports } from '../services/kernel';
import { ApiError, invalidField } from '../lib/errors';
import { ErrorBodySchema, stripUndefined } from './rpc.util';
import { runsInOneTransaction, type AnyRpc, type OperatorContext, type RpcAuth, type RpcContext } from './rpc.def';
import { documentedResponses } from './rpc.responses';
import type { DocumentReply } from './schema';
import { authenticate } from './auth/authenticate';
import { claimIdempotencyKey, storeIdempotentResponse } from '../db/repos/idempotency.repo';
import { stableJson, type PageQuery } from './paging';
import { queryProblem } from './query';
import type { AppDeps } from './deps';
import type { AuthState } from './auth/state';
import { authenticateOperator } from './admin/admin.auth';
import { withAuditScope, type AuditScope } from '../lib/audit-scope';
import { requirePermission, requireProvider } from '../services/platform';

/**
 * One RPC = one path (STYLE "G+P declared once"), for the provider API (/v1, /v2) and the admin API
 * (/admin/v1) alike. `registerRpcs` turns each definition into Fastify routes and gives every one the
 * same pipeline, top-down (docs/development.md "The request pipeline"): authentication of the
 * definition's `auth` kind (in onRequest, before the body is read; an API key also takes the rate
 * limit) → validation (schemas per HTTP part) → transaction (writes) with idempotency → handler →
 * document reply or response schema. Errors of every step answer the one error body (error-handler.ts).
 */
export * from './rpc.def';

/** The OpenAPI security schemes (docs/conventions.md "Authentication and tenants", docs/console.md "Authentication"). */
export const SECURITY_SCHEMES = {
  bearerAuth: { type: 'http', scheme: 'bearer', description: 'An API key (sk_sandbox_… or sk_live_…); /v1 and /v2 only.' },
  operatorToken: {
    type: 'http',
    scheme: 'bearer',
    description: 'An operator token (op_…) from `billing operator create`; /admin/v1 only, no CSRF header needed.',
  },
  operatorSession: {
    type: 'apiKey',
    in: 'cookie',
    name: 'billing_session',
    description:
      'The console session cookie set by /admin/v1/session/create; every request with it but session/create and session/get must carry X-CSRF-Token.',
  },
} as const;

/** The OpenAPI security of each auth kind. */
const SECURITY: Record<RpcAuth, Array<Record<string, string[]>>> = {
  apiKey: [{ bearerAuth: [] }],
  operator: [{ operatorToken: [] }, { operatorSession: [] }],
  operatorSessionRead: [{ operatorToken: [] }, { operatorSession: [] }],
  public: [],
};

const IDEMPOTENCY_KEY = /^[\x21-\x7e]{1,255}$/;

declare module 'fastify' {
  interface FastifyRequest {
    caller?: Caller;
  }
}

/** The transaction of a write; on an API-key path with the Idempotency-Key claimed first (a replay answers the stored response). */
async function runWrite(def: AnyRpc, req: FastifyRequest, reply: FastifyReply, deps: AppDeps, input: unknown): Promise<unknown> {
  const caller = isApiKey(def) ? req.caller! : undefined;
  const key = caller ? req.headers['idempotency-key'] : undefined;
  if (key !== undefined && (typeof key !== 'string' || !IDEMPOTENCY_KEY.test(key))) {
    throw invalidField('Idempotency-Key', 'must be 1..255 visible ASCII characters');
  }
  const requestHash = key
    ? createHash('sha256')
        .update(`${req.method} ${def.path}\n${stableJson(input)}`)
        .digest('hex')
    : '';
  return inTransaction(deps.db, async (trx) => {
    if (caller && key) {
      const stored = await claimIdempotencyKey(trx, caller.tenantId, key, requestHash);
      if (stored) {
        if (stored.request_hash !== requestHash) {
          throw invalidField('Idempotency-Key', 'this key was used with another request body');
        }
        reply.header('idempotent-replayed', 'true');
        return stored.response;
      }
    }
    const output = await def.handler(contextOf(def, req, reply, trx, deps), input);
    if (caller && key) await storeIdempotentResponse(trx, caller.tenantId, key, 200, output);
    return output;
  });
}

const isApiKey = (def: AnyRpc) => (def.auth ?? 'apiKey') === 'apiKey';

/** The handler's context for the definition's auth kind: the key's tenant, or the operator (if any). */
function contextOf(def: AnyRpc, req: FastifyRequest, reply: FastifyReply, db: Queryable, deps: AppDeps): RpcContext | OperatorContext {
  if (isApiKey(def)) return new TenantContext(def.path, req.caller!, db, deps, reply);
  let signal: AbortSignal | undefined;
  return {
    admin: req.admin,
    db,
    deps,
    req,
    reply,
    get signal() {
      return (signal ??= clientGone(reply));
    },
    pageQuery: (binding) => ({ secret: deps.pageSecret, tenantId: '', path: def.path, binding }),
  };
}

/**
 * The context of one API-key request (or of a tenant view, api/admin/tenant). A class, so a request
 * makes one object and no closures; spreading it copies its fields, not `signal` or `pageQuery`.
 */
class TenantContext implements RpcContext {
  readonly ports: Ports;
  private made: AbortSignal | undefined;

  constructor(
    private readonly path: string,
    readonly caller: Caller,
    readonly db: Queryable,
    readonly deps: AppDeps,
    /** The request's reply (its signal is made on first use: an AbortController per request is not free), or a signal. */
    private readonly source: FastifyReply | AbortSignal,
  ) {
    this.ports = deps.ports;
  }

  get signal(): AbortSignal {
    return (this.made ??= this.source instanceof AbortSignal ? this.source : clientGone(this.source));
  }

  pageQuery(binding: unknown): PageQuery {
    return { secret: this.deps.pageSecret, tenantId: this.caller.tenantId, path: this.path, binding };
  }
}

/** The context of an API-key path's handler run for `caller` (the tenant views run /v1 handlers with it). */
export function contextFor(def: AnyRpc, caller: Caller, db: Queryable | Db, deps: AppDeps, signal: AbortSignal): RpcContext {
  return new TenantContext(def.path, caller, db, deps, signal);
}

/** A signal aborted when the connection closes (or has closed) before the response was sent. */
export function clientGone(reply: FastifyReply): AbortSignal {
  const ctl = new AbortController();
  const res = reply.raw;
  if (res.closed || res.destroyed) {
    if (!res.writableFinished) ctl.abort();
    return ctl.signal;
  }
  res.once('close', () => {
    if (!res.writableFinished) ctl.abort();
  });
  return ctl.signal;
}

function handlerFor(def: AnyRpc, deps: AppDeps) {
  const write = isApiKey(def) ? runsInOneTransaction(def) : def.write === true;
  // Operator data and secrets: never kept by a browser or proxy cache.
  const noStore = !isApiKey(def);
  const handle = async (req: FastifyRequest, reply: FastifyReply, input: unknown): Promise<unknown> => {
    if (noStore) reply.header('cache-control', 'no-store');
    // An operator limited to some providers: a body naming another provider is refused (docs/console.md "Roles").
    const named = (input as { providerId?: unknown }).providerId;
    if (req.admin && typeof named === 'string') requireProvider(req.admin.operator, named);
    const output = write
      ? await runWrite(def, req, reply, deps, input)
      : await def.handler(contextOf(def, req, reply, deps.db, deps), input);
    if (!def.produces) return output;
    const doc = output as DocumentReply;
    reply.type(doc.contentType).header('content-disposition', `inline; filename="${doc.fileName}"`);
    return doc.body;
  };
  const admitted = async (req: FastifyRequest, reply: FastifyReply, input: unknown): Promise<unknown> => {
    if (!def.heavy || !deps.heavy) return handle(req, reply, input);
    const release = deps.heavy.enter(req.caller!.tenantId, def.path);
    try {
      return await handle(req, reply, input);
    } finally {
      release();
    }
  };
  return async (req: FastifyRequest, reply: FastifyReply): Promise<unknown> => {
    const raw = req.method === 'GET' ? req.query : req.body;
    const input = stripUndefined(raw ?? {});
    return withAuditScope(auditScopeOf(def, req), () => admitted(req, reply, input));
  };
}

/**
 * Who the request acts as, for the audit log (docs/records.md): the API key (its tenant known), the
 * operator, or no one yet (a sign-in). Every change the handler makes is recorded under it.
 */
function auditScopeOf(def: AnyRpc, req: FastifyRequest): AuditScope {
  const base = { action: def.path, requestId: String(req.id) };
  if (req.caller) return { ...base, actor: { type: 'ACTOR_API_KEY', id: req.caller.keyId }, tenantId: req.caller.tenantId };
  if (req.admin) return { ...base, actor: { type: 'ACTOR_OPERATOR', id: req.admin.operator.id } };
  return { ...base, actor: { type: 'ACTOR_SYSTEM', id: 'anonymous' } };
}

/** The 200 response of a document path: one content entry per media type (binary or text). */
export function documentResponse(types: readonly string[]) {
  const schema = (t: string) => (t.startsWith('text/') ? { type: 'string' } : { type: 'string', format: 'binary' });
  return { description: 'The document.', content: Object.fromEntries(types.map((t) => [t, { schema: schema(t) }])) };
}

type Hook = (req: FastifyRequest, reply: FastifyReply) => Promise<void>;

/** The onRequest hooks of each auth kind: they run before the body is read. */
function authHooks(deps: AppDeps, auth: AuthState): Record<RpcAuth, Hook[]> {
  return {
    apiKey: [(req, reply) => authenticate(req, reply, deps, auth)],
    operator: [(req) => authenticateOperator(req, deps, { csrf: true })],
    operatorSessionRead: [(req) => authenticateOperator(req, deps, { csrf: false })],
    public: [],
  };
}

export function registerRpcs(app: FastifyInstance, rpcs: readonly AnyRpc[], deps: AppDeps, auth: AuthState): void {
  const hooks = authHooks(deps, auth);
  // A POST without a body is the empty message (as a GET without a query is); a query string the
  // parser could not read is refused here, on the routes that read one.
  const preValidation = (req: FastifyRequest, _reply: FastifyReply, done: (err?: Error) => void) => {
    if (req.method === 'GET') return done(queryProblem(req.query));
    if (req.body === undefined) req.body = {};
    done();
  };
  for (const def of rpcs) {
    const kind = def.auth ?? 'apiKey';
    const permission = def.permission;
    if ((kind === 'operator' || kind === 'operatorSessionRead') && !permission)
      throw new Error(`${def.path}: an operator path needs a permission`);
    // The role is checked right after authentication, before the body is read.
    const onRequest: Hook[] = permission
      ? [...hooks[kind], async (req) => requirePermission(req.admin!.operator, permission)]
      : hooks[kind];
    const handler = handlerFor(def, deps);
    const ok = def.produces ? documentResponse(def.produces) : def.output;
    const response = { 200: ok, '4xx': ErrorBodySchema, '5xx': ErrorBodySchema };
    // the OpenAPI document lists each refusal's status instead (api/rpc.responses.ts)
    const documented = documentedResponses(def, ok);
    const config = {
      swaggerTransform: ({ schema, url }: { schema: object; url: string }) => ({ schema: { ...schema, response: documented }, url }),
    };
    const base = {
      summary: def.summary,
      tags: def.tags,
      security: SECURITY[kind],
      ...(def.description ? { description: def.description } : {}),
      ...(def.deprecated ? { deprecated: true } : {}),
    };
    for (const url of [def.path, ...(def.aliases ?? [])]) {
      if (def.method === 'G+P') {
        app.route({ method: 'GET', url, config, onRequest, preValidation, handler, schema: { ...base, querystring: def.input, response } });
        app.route({ method: 'POST', url, config, onRequest, preValidation, handler, schema: { ...base, body: def.input, response } });
      } else {
        app.route({ method: def.method, url, config, onRequest, preValidation, handler, schema: { ...base, body: def.input, response } });
      }
    }
  }
}

export { ApiError };
