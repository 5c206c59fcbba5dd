/**
 * What an RPC definition is (src/api/rpc.ts registers them): its path, method, auth kind, schemas and
 * handler, and the context each auth kind's handler gets (docs/development.md "How to add a path").
 */
import type { FastifyReply, FastifyRequest } from 'fastify';
import type { Static, TSchema } from 'typebox';
import type { Queryable } from '../db/db';
import type { ServiceCtx } from '../services/context';
import type { Permission } from '../services/platform';
import type { PageQuery } from './paging';
import type { AppDeps } from './deps';
import type { AdminCaller } from './admin/admin.auth';

export type RpcMethod = 'G+P' | 'POST' | 'PATCH';

/**
 * Who may call a path: an API key (the provider API; counted by the rate limit), an operator (token,
 * or session cookie + X-CSRF-Token), an operator's session without the CSRF header (reads of the
 * session itself), or anyone.
 */
export type RpcAuth = 'apiKey' | 'operator' | 'operatorSessionRead' | 'public';

/** What every handler gets, whoever calls. */
interface PipelineContext {
  /** A transaction for writes; the pool for reads (the pool is always `deps.db`). */
  db: Queryable;
  deps: AppDeps;
  /** Binds page tokens to this tenant (if any), path and query. */
  pageQuery(binding: unknown): PageQuery;
  /** Aborted when the client goes away before the answer is sent (long handlers stop early). */
  signal: AbortSignal;
}

/** The context of an API-key path: a ServiceCtx for the key's tenant. */
export interface RpcContext extends ServiceCtx, PipelineContext {
  db: Queryable;
}

/** The context of an operator or public path (/admin/v1): no tenant until the handler names one. */
export interface OperatorContext extends PipelineContext {
  /** The signed-in operator (absent only on public paths). */
  admin: AdminCaller | undefined;
  req: FastifyRequest;
  reply: FastifyReply;
}

export type ContextOf<A extends RpcAuth> = A extends 'apiKey' ? RpcContext : OperatorContext;

interface RpcBase<I extends TSchema, O extends TSchema, A extends RpcAuth> {
  path: string;
  method: RpcMethod;
  /** Who may call (default 'apiKey'); it also decides the OpenAPI security of the path. */
  auth?: A;
  summary: string;
  description?: string;
  tags: string[];
  input: I;
  output: O;
  /**
   * The path changes data (default: every non-G+P path), however it commits. It decides the
   * permission of the path's tenant view (`billing`, else `read`: docs/console.md "Roles"); `write`
   * only says how it commits. A POST that only reads (a what-if) says `mutates: false`.
   */
  mutates?: boolean;
  /**
   * The handler runs in one transaction (`ctx.db`); on an API-key path Idempotency-Key is honoured
   * too. Default: every API-key path that `mutates`. A path that commits in transactions of its own
   * (the test clock, day by day) says `write: false` and still `mutates`. Operator paths run on the
   * pool unless they say so (what they call opens its own transactions).
   */
  write?: boolean;
  /** Extra paths served by the same definition (e.g. the gateway's real name); page tokens are bound to `path`, so they serve both. */
  aliases?: string[];
  deprecated?: boolean;
  /**
   * The path answers a document instead of JSON: the media types it may answer (the handler returns a
   * `DocumentReply`, whose type `output` names, e.g. with `DocumentOutput` from api/schema.ts). Reads only.
   */
  produces?: readonly string[];
  /**
   * The path holds database connections for long (an early billing, a test clock advance): admitted
   * only within the tenant's and the process's limits of heavy requests (api/heavy.ts), before any
   * connection is taken. API-key paths only.
   */
  heavy?: boolean;
  handler(ctx: ContextOf<A>, input: Static<I>): Promise<Static<O>>;
}

/**
 * An operator path names the permission it needs (docs/console.md "Roles"): the compiler refuses one
 * without it, and the pipeline refuses an operator whose role lacks it (403, OPERATOR_ROLE) before the
 * body is read. Other kinds have none.
 */
type RoleGuard<A extends RpcAuth> = A extends 'operator' | 'operatorSessionRead' ? { permission: Permission } : { permission?: undefined };

export type RpcDef<I extends TSchema = TSchema, O extends TSchema = TSchema, A extends RpcAuth = RpcAuth> = RpcBase<I, O, A> & RoleGuard<A>;

export function defineRpc<I extends TSchema, O extends TSchema, A extends RpcAuth = 'apiKey'>(def: RpcDef<I, O, A>): RpcDef<I, O, A> {
  return def;
}

// The registry holds definitions of every shape: every RpcDef<I, O, A> is an AnyRpc (the handler's input is
// checked by the schema before it runs, its context made for its auth kind), so no list needs a cast.
export type AnyRpc = RpcDef<TSchema, TSchema, RpcAuth>;

/** Whether the path changes data (`mutates`), whatever transactions it runs in. */
export function changesData(def: AnyRpc): boolean {
  return def.mutates ?? def.method !== 'G+P';
}

/** Whether the API-key path runs in one request transaction (`write`; default: it changes data). */
export function runsInOneTransaction(def: AnyRpc): boolean {
  return def.write ?? changesData(def);
}
