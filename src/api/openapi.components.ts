/**
 * Named component schemas for the OpenAPI document: the route definitions inline every message, so
 * generated clients would have no type names. This pass moves each operation's request body and
 * success response into `components.schemas` (`<OperationId>Request`, `<OperationId>ResponseBody`: client
 * generators name their own types `<OperationId>Response`, which a component of that name would collide
 * with — @hey-api/openapi-ts then emits `…Response2`), and
 * the error body of every refusal into `ErrorBody`, and every message with a `title` (api/schema.ts `Named`)
 * or that appears in more than one place into a component named by its title, else after the field that
 * carries it; each use replaced by a `$ref`. Two shapes under one name are an error, so names are stable.
 */

import { describeProperties } from './openapi.describe';

type Schema = Record<string, unknown>;
const REF_PREFIX = '#/components/schemas/';

const isObject = (v: unknown): v is Schema => typeof v === 'object' && v !== null && !Array.isArray(v);
const isMessage = (s: Schema): boolean => s.type === 'object' && isObject(s.properties) && Object.keys(s.properties).length > 0;
/** A titled `oneOf` (the documented Event, api/event/event.objects.ts) is named like a message. */
const isNamedUnion = (s: Schema): boolean => typeof s.title === 'string' && Array.isArray(s.oneOf);
const isNameable = (s: Schema): boolean => isMessage(s) || isNamedUnion(s);
const pascal = (s: string): string => s.charAt(0).toUpperCase() + s.slice(1);
/** `expectedBillings` → `ExpectedBilling`, `chargeItems` → `ChargeItem`, `terms` → `Term`. */
function singular(s: string): string {
  if (s.endsWith('xes')) return s.slice(0, -2);
  if (s.endsWith('ies')) return `${s.slice(0, -3)}y`;
  return s.endsWith('s') && !s.endsWith('ss') ? s.slice(0, -1) : s;
}

/** Each message below a root, with the name of the field that carries it (array items: the singular). */
function visit(schema: unknown, name: string, seen: (s: Schema, name: string) => void): void {
  if (Array.isArray(schema)) return schema.forEach((s) => visit(s, name, seen));
  if (!isObject(schema)) return;
  if (isNameable(schema)) seen(schema, name);
  for (const [key, child] of Object.entries((schema.properties as Schema | undefined) ?? {})) visit(child, key, seen);
  if (schema.items) visit(schema.items, singular(name), seen);
  for (const k of ['anyOf', 'oneOf', 'allOf'] as const) if (Array.isArray(schema[k])) visit(schema[k], name, seen);
}

/** A copy of `schema` in which every named message below the root is a $ref. */
function replace(schema: unknown, names: Map<string, string>, root: boolean): unknown {
  if (Array.isArray(schema)) return schema.map((s) => replace(s, names, false));
  if (!isObject(schema)) return schema;
  if (!root && isNameable(schema)) {
    const name = names.get(JSON.stringify(schema));
    if (name) return { $ref: `${REF_PREFIX}${name}` };
  }
  const out: Schema = {};
  for (const [k, v] of Object.entries(schema)) {
    if (k === 'properties' && isObject(v))
      out[k] = Object.fromEntries(Object.entries(v).map(([pk, pv]) => [pk, replace(pv, names, false)]));
    else if (k === 'items' || k === 'anyOf' || k === 'oneOf' || k === 'allOf') out[k] = replace(v, names, false);
    else out[k] = v;
  }
  return out;
}

interface Op {
  operationId?: string;
  requestBody?: { content?: Record<string, { schema?: unknown }> };
  responses?: Record<string, { content?: Record<string, { schema?: unknown }> }>;
}

/** Hoists the messages of `paths` into `components.schemas` (in place); returns the component count. */
export function hoistComponents(doc: { paths?: Record<string, Record<string, Op>>; components?: Schema }): number {
  const components: Record<string, unknown> = {};
  const roots: Array<{ holder: { schema?: unknown }; name: string }> = [];
  for (const item of Object.values(doc.paths ?? {})) {
    for (const [method, op] of Object.entries(item)) {
      const base = pascal((op.operationId ?? '').replace(/Query$/, ''));
      const body = op.requestBody?.content?.['application/json'];
      if (body?.schema && method !== 'get') roots.push({ holder: body, name: `${base}Request` });
      for (const [status, response] of Object.entries(op.responses ?? {})) {
        const json = response.content?.['application/json'];
        // every refusal has the one error body (the health checks' 503 is their own status message)
        if (!json?.schema) continue;
        const isError = 'code' in (((json.schema as Schema).properties as Schema | undefined) ?? {});
        roots.push({ holder: json, name: status === '200' ? `${base}ResponseBody` : isError ? 'ErrorBody' : `${base}Status${status}` });
      }
    }
  }
  // messages used in more than one place get a name; a name taken by another shape gets a number
  const uses = new Map<string, { schema: Schema; name: string; count: number }>();
  for (const { holder } of roots) {
    visit(holder.schema, '', (s, name) => {
      if (s === holder.schema || !name) return;
      const key = JSON.stringify(s);
      const seen = uses.get(key);
      if (seen) seen.count++;
      else uses.set(key, { schema: s, name: typeof s.title === 'string' ? s.title : pascal(name), count: 1 });
    });
  }
  const names = new Map<string, string>();
  const taken = new Set(roots.map((r) => r.name));
  // titled messages first, so a title is never taken by a field name
  const titled = (u: { schema: Schema }) => typeof u.schema.title === 'string';
  const ordered = [...uses].sort(([, a], [, b]) => Number(titled(b)) - Number(titled(a)));
  for (const [key, u] of ordered) {
    if (u.count < 2 && !titled(u)) continue;
    // one name, one shape: a second shape under a name needs a title of its own (Named)
    if (taken.has(u.name)) throw new Error(`openapi: two different messages named ${u.name}; give one a title (Named)`);
    taken.add(u.name);
    names.set(key, u.name);
  }
  for (const [key, name] of names) components[name] = replace(uses.get(key)!.schema, names, true);
  for (const { holder, name } of roots) {
    const existing = components[name];
    const schema = replace(holder.schema, names, true);
    // a G+P path's GET and POST share one response: keep one component
    if (existing === undefined || JSON.stringify(existing) === JSON.stringify(schema)) components[name] = schema;
    holder.schema = { $ref: `${REF_PREFIX}${name}` };
    if (existing !== undefined && JSON.stringify(existing) !== JSON.stringify(schema)) {
      throw new Error(`openapi: two different schemas for ${name}`);
    }
  }
  describeProperties(components);
  describeProperties(doc.paths);
  doc.components = {
    ...(doc.components ?? {}),
    schemas: Object.fromEntries(Object.entries(components).sort(([a], [b]) => a.localeCompare(b))),
  };
  return Object.keys(components).length;
}

/** A copy of `schema` in which every schema titled `title` is `by` (the documented form of a message the server serialises more loosely). */
export function substituteTitled(schema: unknown, title: string, by: Schema): unknown {
  if (Array.isArray(schema)) return schema.map((s) => substituteTitled(s, title, by));
  if (!isObject(schema)) return schema;
  if (schema.title === title) return by;
  return Object.fromEntries(Object.entries(schema).map(([k, v]) => [k, substituteTitled(v, title, by)]));
}
