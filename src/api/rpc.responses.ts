import type { TSchema } from 'typebox';
import { ErrorBodySchema } from './rpc.util';
import type { AnyRpc } from './rpc';

/**
 * The responses each path documents in the OpenAPI document (docs/errors.md): its answer (200), a
 * concrete status for each refusal its kind of path can meet, and `default` (the same error body) for
 * the rest — 5xx above all, and the rarer 499, 501 and 504. Concrete statuses, not ranges such as
 * `4XX`, so that every client generator can type them (orval writes a range as a literal status).
 * The server serialises errors with one `4xx` and one `5xx` schema (api/rpc.ts): a schema per status
 * would compile a serialiser per status and route at start-up, for the same body.
 */
export function refusalStatuses(def: AnyRpc): number[] {
  const kind = def.auth ?? 'apiKey';
  // every body or query is validated (INVALID_ARGUMENT; FAILED_PRECONDITION and OUT_OF_RANGE too);
  // every path authenticates — the one public path signs in with a token, and refuses a wrong one;
  // RESOURCE_EXHAUSTED: the tenant's rate limit and heavy requests, or the failed operator tokens
  // (sign-ins and Bearer requests) of the client's address
  const out = [400, 401, 429];
  // the key's environment (sandbox or production address); the operator's role, provider, CSRF token
  if (kind !== 'public') out.push(403);
  // a request that names nothing (an empty message) reads the caller's own records, never a missing one
  if (kind !== 'public' && hasFields(def.input)) out.push(404);
  // ALREADY_EXISTS (a management id taken) and ABORTED (a concurrent write won); reads run on the pool
  if (def.method !== 'G+P') out.push(409);
  return out.sort((a, b) => a - b);
}

function hasFields(schema: TSchema): boolean {
  const properties = (schema as { properties?: object }).properties;
  return properties !== undefined && Object.keys(properties).length > 0;
}

/** The `response` of the path's OpenAPI operation: `ok` (the 200 schema), each refusal and `default`, all refusals the error body. */
export function documentedResponses(def: AnyRpc, ok: unknown): Record<string, unknown> {
  const refusals = Object.fromEntries(refusalStatuses(def).map((status) => [String(status), ErrorBodySchema]));
  return { 200: ok, ...refusals, default: ErrorBodySchema };
}
