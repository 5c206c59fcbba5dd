import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import type { Static, TSchema } from 'typebox';
import type { Db } from '../../db/db';
import { ErrorBodySchema, stripUndefined } from '../rpc.util';
import { clientGone, documentResponse } from '../rpc';
import type { DocumentReply } from '../schema';
import type { AppDeps } from '../deps';
import type { PageQuery } from '../paging';
import { authenticateOperator, type AdminCaller } from './admin.auth';

/**
 * The admin API (/admin/v1, docs/console.md): RPC-style POST paths beside /v1 with a pipeline of
 * their own — operator authentication (token or session + CSRF) in onRequest, the body schema, the
 * handler, the response schema. No API key, rate limit or tenant is involved until a handler names one.
 */
export interface AdminContext {
  /** The signed-in operator (absent only on the public session/create). */
  admin: AdminCaller | undefined;
  db: Db;
  deps: AppDeps;
  req: FastifyRequest;
  reply: FastifyReply;
  signal: AbortSignal;
  /** Binds page tokens to this admin path and query (api/paging.ts). */
  pageQuery(binding: unknown): PageQuery;
}

/** Who may call a path: an operator (default), an operator's session without the CSRF header (reads of the session only), anyone. */
export type AdminAccess = 'operator' | 'session-read' | 'public';

export interface AdminRpcDef<I extends TSchema = TSchema, O extends TSchema = TSchema> {
  path: string;
  summary: string;
  description?: string;
  input: I;
  output: O;
  access?: AdminAccess;
  /** The path answers a document (see RpcDef.produces). */
  produces?: readonly string[];
  handler(ctx: AdminContext, input: Static<I>): Promise<Static<O>>;
}

export type AnyAdminRpc = AdminRpcDef<TSchema, TSchema>;

export function defineAdminRpc<I extends TSchema, O extends TSchema>(def: AdminRpcDef<I, O>): AdminRpcDef<I, O> {
  return def;
}

/** The OpenAPI security schemes of the admin paths (docs/console.md "Authentication"). */
export const ADMIN_SECURITY_SCHEMES = {
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

/** The OpenAPI security of the admin paths: the operator token as Bearer, or the session cookie. */
export const ADMIN_SECURITY: Array<Record<string, string[]>> = [{ operatorToken: [] }, { operatorSession: [] }];

export function registerAdminRpcs(app: FastifyInstance, defs: readonly AnyAdminRpc[], deps: AppDeps): void {
  for (const def of defs) {
    const access = def.access ?? 'operator';
    const onRequest =
      access === 'public' ? [] : [async (req: FastifyRequest) => authenticateOperator(req, deps, { csrf: access === 'operator' })];
    const preValidation = async (req: FastifyRequest) => {
      if (req.body === undefined) req.body = {};
    };
    const handler = async (req: FastifyRequest, reply: FastifyReply): Promise<unknown> => {
      const input = stripUndefined(req.body ?? {});
      const pageQuery = (binding: unknown): PageQuery => ({ secret: deps.pageSecret, tenantId: '', path: def.path, binding });
      const ctx = { admin: req.admin, db: deps.db, deps, req, reply, signal: clientGone(reply), pageQuery };
      // Operator data and secrets: never kept by a browser or proxy cache.
      reply.header('cache-control', 'no-store');
      const output = await def.handler(ctx, input);
      if (!def.produces) return output;
      const doc = output as DocumentReply;
      reply.type(doc.contentType).header('content-disposition', `inline; filename="${doc.fileName}"`);
      return doc.body;
    };
    const ok = def.produces ? documentResponse(def.produces) : def.output;
    app.route({
      method: 'POST',
      url: def.path,
      onRequest,
      preValidation,
      handler,
      schema: {
        summary: def.summary,
        tags: ['admin'],
        security: access === 'public' ? [] : ADMIN_SECURITY,
        ...(def.description ? { description: def.description } : {}),
        body: def.input,
        response: { 200: ok, '4xx': ErrorBodySchema, '5xx': ErrorBodySchema },
      },
    });
  }
}
