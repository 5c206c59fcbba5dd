/**
 * The refusals of the OpenAPI document: every path lists the statuses it can refuse with
 * (api/rpc.responses.ts) and `default`, all with the one error body. Each status is one response in
 * `components.responses`, described by the gRPC codes that answer it (src/lib/errors.ts,
 * docs/errors.md), and every operation refers to it, so the document (and every generated client)
 * holds each once.
 */
import { Code, httpStatusOf, type CodeName } from '../lib/errors';

/** Each documented refusal status: its response component's name and why a path answers it. */
const REFUSALS: Record<string, { name: string; why: string }> = {
  400: { name: 'BadRequest', why: 'the request is malformed, or the record’s state or range forbids it' },
  401: { name: 'Unauthenticated', why: 'no valid API key, operator token or session' },
  403: {
    name: 'PermissionDenied',
    why: 'the key’s environment, or the operator’s role, provider or CSRF token, does not allow the path',
  },
  404: { name: 'NotFound', why: 'no such record in the caller’s tenant' },
  409: { name: 'Conflict', why: 'the management id is taken, or a concurrent request won (retry)' },
  429: {
    name: 'TooManyRequests',
    why: 'the rate limit or the limit of heavy requests is used up, or too many failed tokens came from this address; see Retry-After',
  },
};
const DEFAULT_NAME = 'Error';

/** The gRPC codes answered with an HTTP status `statuses` accepts, by status: `NAME (code)`, or `status NAME (code)`. */
const codeNames = (statuses: (status: number) => boolean, withStatus: boolean): string =>
  (Object.entries(httpStatusOf) as Array<[CodeName, number]>)
    .filter(([name, status]) => name !== 'OK' && statuses(status))
    .sort(([, a], [, b]) => a - b)
    .map(([name, status]) => `${withStatus ? `${status} ` : ''}${name} (${Code[name]})`)
    .join(', ');

/** The description of a documented refusal (a status, or `default`): the gRPC codes it carries and why. */
export function refusalDescription(status: string): string {
  const body = 'the error body {code, message, detail} (docs/errors.md)';
  if (status === 'default') {
    const listed = new Set(Object.keys(REFUSALS).map(Number));
    return `Any other refusal or failure, with ${body}: ${codeNames((s) => !listed.has(s), true)}.`;
  }
  return `${codeNames((s) => String(s) === status, false)}: ${REFUSALS[status]!.why}; ${body}.`;
}

type Response = { $ref?: string; description?: string; content?: unknown };
interface Doc {
  paths?: Record<string, Record<string, { responses?: Record<string, Response> }>>;
  components?: Record<string, unknown>;
}

/** Moves every refusal of `doc` (each a status of REFUSALS or `default`) to one response component per status (in place). */
export function shareRefusals(doc: Doc): void {
  const shared: Record<string, Response> = {};
  for (const item of Object.values(doc.paths ?? {})) {
    for (const op of Object.values(item)) {
      for (const [status, response] of Object.entries(op.responses ?? {})) {
        const name = status === 'default' ? DEFAULT_NAME : REFUSALS[status]?.name;
        if (!name) continue;
        const one = { description: refusalDescription(status), content: response.content };
        if (shared[name] && JSON.stringify(shared[name]) !== JSON.stringify(one))
          throw new Error(`openapi: two different ${status} responses`);
        shared[name] = one;
        op.responses![status] = { $ref: `#/components/responses/${name}` };
      }
    }
  }
  doc.components = { ...(doc.components ?? {}), responses: shared };
}
