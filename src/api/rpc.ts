import { createHash } from 'node:crypto';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import type { Static, TSchema } from 'typebox';
import { inTransaction, type Db, type Queryable } from '../db/db';
import type { Caller } from '../services/caller';
import type { ServiceCtx } from '../services/context';
import { ApiError, invalidField } from '../lib/errors';
import { ErrorBodySchema, stripUndefined } from './rpc.util';
import type { DocumentReply } from './schema';
import { authenticate } from './auth/authenticate';
import { claimIdempotencyKey, storeIdempotentResponse } from '../db/repos/idempotency.repo';
import { stableJson, type PageQuery } from './paging';
import { queryProblem } from './query';
import type { AppDeps } from './deps';
import type { AuthState } from './auth/state';

/**
 * One RPC = one path (STYLE "G+P declared once"). `registerRpcs` turns each definition into Fastify
 * routes and gives every one the same pipeline, top-down: rate limit + auth (cached key, leased budget, in
 * onRequest, before the body is read) → validation (schemas per HTTP part) → transaction (writes)
 * with idempotency → handler → response schema.
 */
export type RpcMethod = 'G+P' | 'POST' | 'PATCH';

export interface RpcContext extends ServiceCtx {
  /** A transaction for writes; the pool for reads. */
  db: Queryable;
  deps: AppDeps;
  /** Binds page tokens to this tenant, path and query. */
  pageQuery(binding: unknown): PageQuery;
  /** Aborted when the client goes away before the answer is sent (long handlers stop early). */
  signal: AbortSignal;
}

export interface RpcDef<I extends TSchema = TSchema, O extends TSchema = TSchema> {
  path: string;
  method: RpcMethod;
  summary: string;
  description?: string;
  tags: string[];
  input: I;
  output: O;
  /** Writes run in one transaction and honour Idempotency-Key. Default: every non-G+P method. */
  write?: boolean;
  /** Extra paths served by the same handler (e.g. the gateway's real name). */
  aliases?: string[];
  deprecated?: boolean;
  /**
   * The path answers a document instead of JSON: the media types it may answer (the handler returns a
   * `DocumentReply`, whose type `output` names, e.g. with `DocumentOutput` from api/schema.ts). Reads (G+P) only.
   */
  produces?: readonly string[];
  /**
   * The path holds database connections for long (an early billing, a test clock advance): admitted
   * only within the tenant's and the process's limits of heavy requests (api/heavy.ts), before any
   * connection is taken.
   */
  heavy?: boolean;
  handler(ctx: RpcContext, input: Static<I>): Promise<Static<O>>;
}

export function defineRpc<I extends TSchema, O extends TSchema>(def: RpcDef<I, O>): RpcDef<I, O> {
  return def;
}

// The registry holds definitions of every shape: every RpcDef<I, O> is an AnyRpc (the handler's input is
// checked by the schema before it runs), so no list needs a cast.
export type AnyRpc = RpcDef<TSchema, TSchema>;

const IDEMPOTENCY_KEY = /^[\x21-\x7e]{1,255}$/;

declare module 'fastify' {
  interface FastifyRequest {
    caller?: Caller;
  }
}

async function runWrite(def: AnyRpc, req: FastifyRequest, reply: FastifyReply, deps: AppDeps, input: unknown): Promise<unknown> {
  const caller = req.caller!;
  const key = req.headers['idempotency-key'];
  if (key !== undefined && (typeof key !== 'string' || !IDEMPOTENCY_KEY.test(key))) {
    throw invalidField('Idempotency-Key', 'must be 1..255 visible ASCII characters');
  }
  const requestHash = key
    ? createHash('sha256')
        .update(`${req.method} ${def.path}\n${stableJson(input)}`)
        .digest('hex')
    : '';
  return inTransaction(deps.db, async (trx) => {
    if (key) {
      const stored = await claimIdempotencyKey(trx, caller.tenantId, key, requestHash);
      if (stored) {
        if (stored.request_hash !== requestHash) {
          throw invalidField('Idempotency-Key', 'this key was used with another request body');
        }
        reply.header('idempotent-replayed', 'true');
        return stored.response;
      }
    }
    const output = await def.handler(
      contextFor(def, caller, trx, deps, () => clientGone(reply)),
      input,
    );
    if (key) await storeIdempotentResponse(trx, caller.tenantId, key, 200, output);
    return output;
  });
}

/** `signal` may be given as a function: it is then called on first use only (an AbortController per request is not free). */
export function contextFor(
  def: AnyRpc,
  caller: Caller,
  db: Queryable | Db,
  deps: AppDeps,
  signal: AbortSignal | (() => AbortSignal),
): RpcContext {
  let made: AbortSignal | undefined;
  return {
    caller,
    db,
    deps,
    ports: deps.ports,
    get signal() {
      return typeof signal === 'function' ? (made ??= signal()) : signal;
    },
    pageQuery: (binding) => ({ secret: deps.pageSecret, tenantId: caller.tenantId, path: def.path, binding }),
  };
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
  const write = def.write ?? def.method !== 'G+P';
  const handle = async (req: FastifyRequest, reply: FastifyReply, input: unknown): Promise<unknown> => {
    if (write) return runWrite(def, req, reply, deps, input);
    const output = await def.handler(
      contextFor(def, req.caller!, deps.db, deps, () => clientGone(reply)),
      input,
    );
    if (!def.produces) return output;
    const doc = output as DocumentReply;
    reply.type(doc.contentType).header('content-disposition', `inline; filename="${doc.fileName}"`);
    return doc.body;
  };
  return async (req: FastifyRequest, reply: FastifyReply): Promise<unknown> => {
    const raw = req.method === 'GET' ? req.query : req.body;
    const input = stripUndefined(raw ?? {});
    if (!def.heavy || !deps.heavy) return handle(req, reply, input);
    const release = deps.heavy.enter(req.caller!.tenantId, def.path);
    try {
      return await handle(req, reply, input);
    } finally {
      release();
    }
  };
}

/** The 200 response of a document path: one content entry per media type (binary or text). */
export function documentResponse(types: readonly string[]) {
  const schema = (t: string) => (t.startsWith('text/') ? { type: 'string' } : { type: 'string', format: 'binary' });
  return { description: 'The document.', content: Object.fromEntries(types.map((t) => [t, { schema: schema(t) }])) };
}

export function registerRpcs(app: FastifyInstance, rpcs: readonly AnyRpc[], deps: AppDeps, auth: AuthState): void {
  const onRequest = (req: FastifyRequest, reply: FastifyReply) => authenticate(req, reply, deps, auth);
  // A POST without a body is the empty message (as a GET without a query is); a query string the
  // parser could not read is refused here, on the routes that read one.
  const preValidation = (req: FastifyRequest, _reply: FastifyReply, done: (err?: Error) => void) => {
    if (req.method === 'GET') return done(queryProblem(req.query));
    if (req.body === undefined) req.body = {};
    done();
  };
  for (const def of rpcs) {
    const handler = handlerFor(def, deps);
    const ok = def.produces ? documentResponse(def.produces) : def.output;
    const response = { 200: ok, '4xx': ErrorBodySchema, '5xx': ErrorBodySchema };
    const base = {
      summary: def.summary,
      tags: def.tags,
      security: [{ bearerAuth: [] }],
      ...(def.description ? { description: def.description } : {}),
      ...(def.deprecated ? { deprecated: true } : {}),
    };
    for (const url of [def.path, ...(def.aliases ?? [])]) {
      if (def.method === 'G+P') {
        app.route({ method: 'GET', url, onRequest, preValidation, handler, schema: { ...base, querystring: def.input, response } });
        app.route({ method: 'POST', url, onRequest, preValidation, handler, schema: { ...base, body: def.input, response } });
      } else {
        app.route({ method: def.method, url, onRequest, preValidation, handler, schema: { ...base, body: def.input, response } });
      }
    }
  }
}

export { ApiError };
