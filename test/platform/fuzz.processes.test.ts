import fc from 'fast-check';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createDb, type Db } from '../../src/db/db';
import { Code, httpStatusOf, type CodeName } from '../../src/lib/errors';
import { buildTestApp, client, newTenant, testDatabaseUrl, type TestTenant } from '../helpers/app';
import { startServerProcess, type ServerProcess } from '../helpers/process';
import { nasty, oddHeaders, oddQuery, valid, type JsonSchema, type Known } from '../helpers/schema-arbitrary';
import { buildContract } from '../helpers/factories/contract';
import { buildUsageUnit } from '../helpers/factories/catalog';
import { createMaster } from '../helpers/factories/customfield';

/**
 * Every operation of the served OpenAPI document, sent generated valid and malformed requests with
 * a valid key of a fresh tenant: never a 5xx, always JSON, the status is the one docs/errors.md gives
 * the body's code, and /hc still answers after each operation. Fixed seed: a failure reproduces.
 */
// FUZZ_SEED / FUZZ_RUNS / FUZZ_BUDGET_MS explore further by hand (docs/development.md).
const SEED = Number(process.env.FUZZ_SEED ?? 20_261_123);
const RUNS_PER_OPERATION = Number(process.env.FUZZ_RUNS ?? 25);
/** Past this, each remaining operation gets MIN_RUNS, to keep the run short on a slow machine. */
const BUDGET_MS = Number(process.env.FUZZ_BUDGET_MS ?? 40_000);
const MIN_RUNS = 5;
/** An answer slower than this is a hang. */
const ANSWER_MS = 10_000;

let db: Db;
let server: ServerProcess;
let tenant: TestTenant;
const known: Known = { ids: [], optionalIds: [] };
beforeAll(async () => {
  db = createDb(testDatabaseUrl(), 2);
  tenant = await newTenant(db);
  await seed();
  server = await startServerProcess({ DATABASE_URL: testDatabaseUrl(), RUN_JOBS: 'false', LOG_LEVEL: 'error' });
}, 90_000);
afterAll(async () => {
  // A request left hanging would hold a graceful stop forever.
  const stopped = server?.stop();
  await Promise.race([stopped, new Promise((r) => setTimeout(r, 10_000)).then(() => server?.stop('SIGKILL'))]);
  await db?.destroy();
});

/**
 * Records for the generated ids to name, so that requests get past NOT_FOUND: a contract with its
 * customer, staff, payment method, catalog item and product, a usage unit, a custom field master,
 * and the billings of a year.
 */
async function seed(): Promise<void> {
  const t = await buildTestApp();
  try {
    const c = client(t.app, tenant.sandboxKey);
    const built = await buildContract(c);
    const usageUnit = await buildUsageUnit(c);
    const master = await createMaster(c);
    await c.post('/v1/testclock/advance', { to: '2025-04-15' });
    const billings = await c.post('/v1/billing/list', {});
    const text = JSON.stringify([built, usageUnit, master, billings.body]);
    known.ids = [...new Set(text.match(/[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}/g) ?? [])];
    known.optionalIds = [...new Set([...text.matchAll(/"optionalId":"([A-Za-z0-9_-]+)"/g)].map((m) => m[1]!))];
  } finally {
    await t.close();
  }
}

interface Operation {
  path: string;
  method: 'GET' | 'POST' | 'PATCH';
  schema: JsonSchema | undefined;
}

interface OpenApi {
  paths: Record<
    string,
    Record<
      string,
      {
        requestBody?: { content: Record<string, { schema: JsonSchema }> };
        parameters?: Array<{ name: string; in: string; required?: boolean; schema: JsonSchema }>;
      }
    >
  >;
}

/** The document with every `$ref` to a component schema replaced by the schema (the generators read plain schemas). */
function inlineRefs(value: unknown, schemas: Record<string, unknown>): unknown {
  if (Array.isArray(value)) return value.map((v) => inlineRefs(v, schemas));
  if (typeof value !== 'object' || value === null) return value;
  const ref = (value as { $ref?: string }).$ref;
  if (typeof ref === 'string') return inlineRefs(schemas[ref.slice('#/components/schemas/'.length)], schemas);
  return Object.fromEntries(Object.entries(value).map(([k, v]) => [k, inlineRefs(v, schemas)]));
}

function operationsOf(raw: OpenApi & { components?: { schemas?: Record<string, unknown> } }): Operation[] {
  const doc = { paths: inlineRefs(raw.paths, raw.components?.schemas ?? {}) as OpenApi['paths'] };
  const ops: Operation[] = [];
  for (const [path, methods] of Object.entries(doc.paths)) {
    for (const [m, op] of Object.entries(methods)) {
      const method = m.toUpperCase() as Operation['method'];
      let schema = op.requestBody?.content['application/json']?.schema;
      if (!schema && op.parameters?.length) {
        const query = op.parameters.filter((p) => p.in === 'query');
        schema = {
          type: 'object',
          properties: Object.fromEntries(query.map((p) => [p.name, p.schema])),
          required: query.filter((p) => p.required).map((p) => p.name),
        };
      }
      ops.push({ path, method, schema });
    }
  }
  return ops;
}

type Slot = { parent: Record<string, unknown> | unknown[]; key: string | number };

/** Every place in a JSON value where a member could be replaced. */
function slots(value: unknown, out: Slot[] = []): Slot[] {
  if (Array.isArray(value)) {
    value.forEach((v, i) => {
      out.push({ parent: value, key: i });
      slots(v, out);
    });
  } else if (value && typeof value === 'object') {
    for (const [k, v] of Object.entries(value)) {
      out.push({ parent: value as Record<string, unknown>, key: k });
      slots(v, out);
    }
  }
  return out;
}

/** The valid value with one member replaced by a bad one, or a bad member added. */
function mutate(value: unknown, bad: unknown, pick: number, add: boolean): unknown {
  const copy = JSON.parse(JSON.stringify(value ?? {})) as unknown;
  const all = slots(copy);
  if (add || all.length === 0) {
    const target = copy && typeof copy === 'object' && !Array.isArray(copy) ? (copy as Record<string, unknown>) : {};
    Object.defineProperty(target, ['zzUnknown', '__proto__', 'constructor', ''][pick % 4]!, {
      value: bad,
      enumerable: true,
      writable: true,
      configurable: true,
    });
    return target;
  }
  const slot = all[pick % all.length]!;
  (slot.parent as Record<string | number, unknown>)[slot.key] = bad;
  return copy;
}

/** A message as a G+P query string: dotted names, repeated keys for arrays. */
function toQuery(value: unknown): string {
  const qs = new URLSearchParams();
  const put = (prefix: string, v: unknown) => {
    if (Array.isArray(v) && v.every((x) => x === null || typeof x !== 'object')) v.forEach((x) => qs.append(prefix, String(x)));
    else if (v && typeof v === 'object' && !Array.isArray(v)) for (const [k, x] of Object.entries(v)) put(prefix ? `${prefix}.${k}` : k, x);
    else qs.append(prefix || 'value', typeof v === 'string' ? v : JSON.stringify(v));
  };
  put('', value);
  return qs.toString();
}

const rawBodies = fc.constantFrom<string | Uint8Array>(
  '{',
  '{"a":1}x',
  '[',
  'null',
  '"text"',
  '1e999',
  '{"a":1,"a":2}',
  new Uint8Array([0x7b, 0xff, 0xfe, 0x7d]),
  '\ufeff{}',
  '{"a":"\\ud800"}',
  ' '.repeat(1000),
);

function requestsFor(op: Operation): fc.Arbitrary<{ body?: string | Uint8Array; query?: string; headers: Record<string, string> }> {
  const schema = op.schema ?? { type: 'object', properties: {} };
  const message = fc.oneof(
    { arbitrary: valid(schema, known), weight: 3 },
    {
      arbitrary: fc.tuple(valid(schema, known), nasty, fc.nat(), fc.boolean()).map(([v, bad, pick, add]) => mutate(v, bad, pick, add)),
      weight: 5,
    },
    { arbitrary: nasty, weight: 1 },
  );
  const headers = fc.oneof({ arbitrary: fc.constant({}), weight: 3 }, { arbitrary: oddHeaders, weight: 1 });
  if (op.method === 'GET') {
    return fc.record({
      query: fc.oneof(
        { arbitrary: message.map(toQuery), weight: 4 },
        { arbitrary: oddQuery, weight: 2 },
        { arbitrary: fc.tuple(message.map(toQuery), oddQuery).map(([a, b]) => `${a}&${b}`), weight: 1 },
      ),
      headers,
    });
  }
  return fc.record({
    body: fc.oneof({ arbitrary: message.map((m) => JSON.stringify(m) ?? 'null'), weight: 8 }, { arbitrary: rawBodies, weight: 1 }),
    headers,
  });
}

/**
 * Errors met before routing keep the HTTP status naming the transport problem (docs/errors.md,
 * "Before routing"): a request line or headers too large, an Expect header, a path too long.
 */
const BEFORE_ROUTING: Record<number, number> = { 431: Code.INVALID_ARGUMENT, 417: Code.INVALID_ARGUMENT, 414: Code.INVALID_ARGUMENT };

const codeNames = Object.fromEntries(Object.entries(Code).map(([name, code]) => [code, name as CodeName]));

/** The rules every answer keeps; returns what broke, or undefined. */
async function verdict(res: Response): Promise<string | undefined> {
  const text = await res.text();
  if (res.status >= 500) return `status ${res.status}: ${text.slice(0, 300)}`;
  if (!/^application\/json/.test(res.headers.get('content-type') ?? ''))
    return `not JSON (${res.headers.get('content-type')}): ${text.slice(0, 200)}`;
  let body: { code?: unknown; message?: unknown; detail?: unknown };
  try {
    body = JSON.parse(text) as typeof body;
  } catch {
    return `unparsable JSON: ${text.slice(0, 200)}`;
  }
  if (res.status === 200) return undefined;
  const name = typeof body.code === 'number' ? codeNames[body.code] : undefined;
  if (!name || typeof body.message !== 'string' || typeof body.detail !== 'object' || body.detail === null)
    return `not the error body: ${text.slice(0, 200)}`;
  if (httpStatusOf[name] !== res.status && BEFORE_ROUTING[res.status] !== body.code)
    return `status ${res.status} but code ${body.code} (${name}): ${text.slice(0, 200)}`;
  return undefined;
}

describe('fuzzing every operation of /openapi.json', () => {
  it(
    'never answers 5xx or non-JSON, status matches the code, /hc answers after each operation',
    async () => {
      const doc = (await (await fetch(`${server.address}/openapi.json`)).json()) as OpenApi;
      const ops = operationsOf(doc);
      expect(ops.length).toBeGreaterThan(100);
      const failures: string[] = [];
      const seen = new Map<number, number>();
      const started = Date.now();
      for (const op of ops) {
        const result = await fc.check(
          fc.asyncProperty(requestsFor(op), async (r) => {
            const url = `${server.address}${op.path}${r.query ? `?${r.query}` : ''}`;
            const headers = {
              authorization: `Bearer ${tenant.sandboxKey}`,
              ...(r.body !== undefined ? { 'content-type': 'application/json' } : {}),
              ...r.headers,
            };
            const res = await fetch(url, {
              method: op.method,
              headers,
              signal: AbortSignal.timeout(ANSWER_MS),
              ...(r.body !== undefined ? { body: r.body } : {}),
            });
            seen.set(res.status, (seen.get(res.status) ?? 0) + 1);
            const problem = await verdict(res);
            if (problem) throw new Error(problem);
          }),
          // Past the budget (a slow machine), the remaining operations get a few runs each.
          { seed: SEED, numRuns: Date.now() - started > BUDGET_MS ? MIN_RUNS : RUNS_PER_OPERATION, endOnFailure: true },
        );
        if (result.failed)
          failures.push(
            `${op.method} ${op.path}: ${String(result.errorInstance)} for ${JSON.stringify(result.counterexample)?.slice(0, 800)}`,
          );
        const hc = await fetch(`${server.address}/hc`, { signal: AbortSignal.timeout(ANSWER_MS) }).catch((err: unknown) => ({
          status: String(err),
        }));
        if (hc.status !== 200) failures.push(`/hc answered ${hc.status} after ${op.method} ${op.path}`);
      }
      expect(failures).toEqual([]);
      expect(server.child.exitCode).toBeNull();
      expect(server.output()).not.toMatch(/kept running/);
      // Both kinds of request reached the handlers: accepted ones and refused ones.
      expect(seen.get(200)).toBeGreaterThan(0);
      expect(seen.get(400)).toBeGreaterThan(0);
    },
    BUDGET_MS + 120_000,
  );
});
