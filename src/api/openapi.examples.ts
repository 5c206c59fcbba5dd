/**
 * The example request and response of each operation (docs/api.md "Examples"). openapi.examples.json
 * is a scenario: its steps, run in order against a fresh sandbox tenant, call every operation once
 * (test/platform/examples.test.ts replays it and fails when an answer drifts). The file keeps the
 * volatile values as placeholders:
 * - `$NAME`: an id saved by an earlier step (`save`: NAME → the answer's path such as `.customer.id`; ids only);
 * - `<id>`: every other id, `<time>`: a wall-clock time, `<token>`: a page token, `<secret>`: a webhook secret,
 *   `<sha256>`: a stored document's hash (its PDF carries the creation time).
 * `realise` turns them into stable, realistic values for /openapi.json.
 */

import scenario from './openapi.examples.json';

export interface ExampleStep {
  /** The RPC path; the POST form is called (a GET twin shares the example), or the path's only method. */
  path: string;
  method?: 'GET' | 'PATCH';
  /** Who calls: the scenario's API key (default), its operator token (`/admin/v1`), or the operator's session cookie with its CSRF token. */
  auth?: 'operator' | 'session';
  request: Record<string, unknown>;
  save?: Record<string, string>;
  response: unknown;
}

export const exampleSteps: ExampleStep[] = (scenario as { steps: ExampleStep[] }).steps;

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/;
const UUID_IN = /[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}/g;
const WALL_CLOCK_FIELDS = new Set([
  'createTime',
  'updateTime',
  'deleteTime',
  'occurTime',
  'attemptTime',
  'nextAttemptTime',
  'sendTime',
  'expireTime',
  'revokeTime',
  'startTime',
  'endTime',
]);
const TOKEN_FIELDS = new Set(['nextPageToken', 'nextOffsetToken']);
const SECRET_FIELDS = new Set(['secret', 'csrfToken', 'token']);
const HASH_FIELDS = new Set(['sha256']);
/** The operator token of the admin steps: the test's own, shown as this in the document. */
const OPERATOR_TOKEN = '$OPERATOR_TOKEN';
const OPERATOR_TOKEN_SHOWN = 'op_Vb3kQ9xT2mWc7yLp1Rz8NdJ4sHf6Ga0eKu5XoIqMnBt';

/** An answer as the file keeps it: saved ids as `$NAME`, other volatile values as `<…>` placeholders. */
export function normalise(value: unknown, saved: Map<string, string>, key = ''): unknown {
  if (typeof value === 'string') {
    if (saved.has(value)) return `$${saved.get(value)}`;
    if (WALL_CLOCK_FIELDS.has(key)) return '<time>';
    // The audit log's own varying fields: its entries' time, place in their chain and hash (docs/records.md).
    if (key === 'time') return '<time>';
    if (key === 'seq' && /^\d+$/.test(value)) return '<seq>';
    if (key === 'hash' && /^[0-9a-f]{64}$/.test(value)) return '<sha256>';
    if (TOKEN_FIELDS.has(key) && value !== '') return '<token>';
    if (SECRET_FIELDS.has(key)) return '<secret>';
    if (HASH_FIELDS.has(key) && value !== '') return '<sha256>';
    // An API key's prefix: its environment's, then six random characters.
    if (key === 'prefix' && /^sk_(sandbox|live)_/.test(value)) return `${value.slice(0, -6)}AbCdEf`;
    if (UUID.test(value)) return '<id>';
    // An id inside a text (a journal entry's id names the document it books).
    return value.replace(UUID_IN, (id) => (saved.has(id) ? `$${saved.get(id)}` : '<id>'));
  }
  // Which of a tenant's audit chains an entry went to depends on the connection that wrote it.
  if (key === 'chain' && typeof value === 'number') return 0;
  if (Array.isArray(value)) return value.map((v) => normalise(v, saved));
  if (value && typeof value === 'object') {
    return Object.fromEntries(Object.entries(value).map(([k, v]) => [k, normalise(v, saved, k)]));
  }
  return value;
}

/** `$NAME` inside strings → its value (a whole-string `$NAME` may also stand for a number). */
export function substitute(value: unknown, vars: Record<string, string>): unknown {
  if (typeof value === 'string') {
    return value.replace(/\$([A-Z][A-Z0-9_]*)/g, (_, name: string) => {
      if (!(name in vars)) throw new Error(`examples: $${name} is used before it is saved`);
      return vars[name]!;
    });
  }
  if (Array.isArray(value)) return value.map((v) => substitute(v, vars));
  if (value && typeof value === 'object') return Object.fromEntries(Object.entries(value).map(([k, v]) => [k, substitute(v, vars)]));
  return value;
}

/** The value at a path such as `.billings[0].id`. */
export function valueAt(value: unknown, path: string): string {
  let v: unknown = value;
  for (const m of path.matchAll(/\.([A-Za-z_][A-Za-z0-9_]*)|\[(\d+)\]/g)) {
    v = m[1] !== undefined ? (v as Record<string, unknown>)?.[m[1]] : (v as unknown[])?.[Number(m[2])];
  }
  if (typeof v !== 'string' && typeof v !== 'number') throw new Error(`examples: ${path} is not a string or number`);
  return String(v);
}

/** Stable realistic values for the placeholders: one UUIDv7-shaped id per saved name and per `<id>`. */
export function realiser(): (value: unknown) => unknown {
  const names = new Map<string, string>();
  let anonymous = 0;
  const uuid = (n: number, kind: string) => `0193f2a0-5c3e-7${kind}41-8b2d-${n.toString(16).padStart(12, '0')}`;
  const realise = (value: unknown): unknown => {
    if (typeof value === 'string') {
      if (value === OPERATOR_TOKEN) return OPERATOR_TOKEN_SHOWN;
      if (value === '<id>') return uuid(++anonymous, 'b');
      if (value === '<time>') return '2031-04-10T00:00:00.000Z';
      if (value === '<token>') return 'CgZvZmZzZXQSAjIw';
      if (value === '<secret>') return 'whsec_4Jq9ZkWc2yT7mXo1Rb8NvLd3';
      if (value === '<sha256>') return '9f2c4e1ab7d35608c1e2f3a4b5c6d7e8f90a1b2c3d4e5f60718293a4b5c6d7e8';
      return value
        .replace(/<id>/g, () => uuid(++anonymous, 'b'))
        .replace(/\$([A-Z][A-Z0-9_]*)/g, (_, name: string) => {
          if (!names.has(name)) names.set(name, uuid(names.size + 1, 'a'));
          return names.get(name)!;
        });
    }
    if (Array.isArray(value)) return value.map(realise);
    if (value && typeof value === 'object') return Object.fromEntries(Object.entries(value).map(([k, v]) => [k, realise(v)]));
    return value;
  };
  return realise;
}

type Media = Record<string, { example?: unknown }>;
type Parameter = { name: string; in: string; example?: unknown };
type ExampleOp = { parameters?: Parameter[]; requestBody?: { content?: Media }; responses?: Record<string, { content?: Media }> };

/** The request's value for a query parameter named by its dotted path (`orderBy.field`), if it has one. */
function queryValue(request: unknown, name: string): unknown {
  let v: unknown = request;
  for (const key of name.split('.')) v = v && typeof v === 'object' && !Array.isArray(v) ? (v as Record<string, unknown>)[key] : undefined;
  return v === null || (typeof v === 'object' && !Array.isArray(v)) ? undefined : v;
}

/**
 * Puts each path's first example on its request body (POST, PATCH), its 200 answer (every method) and
 * the query parameters of a GET twin (the same values as the body).
 */
export function attachExamples(paths: Record<string, Partial<Record<string, ExampleOp>>>): void {
  const realise = realiser();
  const shown = new Set<string>();
  for (const step of exampleSteps) {
    const request = realise(step.request);
    const response = realise(step.response);
    if (shown.has(step.path)) continue;
    shown.add(step.path);
    for (const [method, op] of Object.entries(paths[step.path] ?? {})) {
      const json = op?.responses?.['200']?.content?.['application/json'];
      if (json) json.example = response;
      const body = op?.requestBody?.content?.['application/json'];
      if (method !== 'get' && body) body.example = request;
      for (const param of op?.parameters ?? []) {
        const value = param.in === 'query' ? queryValue(request, param.name) : undefined;
        if (value !== undefined) param.example = value;
      }
    }
  }
}
