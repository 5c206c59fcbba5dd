import { ApiError, invalidArgument, invalidField } from '../lib/errors';

const PROBLEM = Symbol('queryProblem');

/**
 * The query-string parser of G+P GET forms: dotted names nest (`orderBy.field=X` →
 * `{orderBy: {field: 'X'}}`), repeated keys make arrays. Every key becomes an own property, so
 * `__proto__` and friends are just unknown fields that validation rejects.
 *
 * It runs inside the router, before any hook, for every request (also those whose route takes no
 * query), so it never throws: a query it cannot read (bad percent-encoding, a name given both as a
 * value and as an object) yields what was read so far plus a problem that `queryProblem()` returns
 * and the RPC routes raise as INVALID_ARGUMENT naming the parameter (docs/conventions.md).
 */
export function parseQuery(query: string): Record<string, unknown> {
  const root: Record<string, unknown> = {};
  try {
    for (const part of query.split('&')) {
      if (part === '') continue;
      const eq = part.indexOf('=');
      const rawKey = decode(eq < 0 ? part : part.slice(0, eq), undefined);
      const value = decode(eq < 0 ? '' : part.slice(eq + 1), rawKey);
      if (rawKey !== '') put(root, rawKey, value);
    }
  } catch (err) {
    const problem = err instanceof ApiError ? err : invalidArgument('the query string cannot be read');
    Object.defineProperty(root, PROBLEM, { value: problem, enumerable: false });
  }
  return root;
}

/** The problem parseQuery met in this parsed query, if any. */
export function queryProblem(parsed: unknown): ApiError | undefined {
  return typeof parsed === 'object' && parsed !== null ? (parsed as Record<symbol, ApiError | undefined>)[PROBLEM] : undefined;
}

function decode(s: string, key: string | undefined): string {
  // Most names and values (ids, enums, numbers) carry nothing to decode.
  if (s.indexOf('%') < 0 && s.indexOf('+') < 0) return s;
  const plain = s.replace(/\+/g, ' ');
  try {
    return decodeURIComponent(plain);
  } catch {
    // The name itself may be what cannot be decoded: then name it as sent.
    throw invalidField(key ?? plain, 'bad percent-encoding in the query string');
  }
}

function put(root: Record<string, unknown>, rawKey: string, value: string): void {
  const path = rawKey.split('.');
  let node = root;
  for (let i = 0; i < path.length - 1; i++) {
    const part = path[i]!;
    const next = own(node, part);
    if (next === undefined) {
      const child: Record<string, unknown> = {};
      define(node, part, child);
      node = child;
    } else if (typeof next === 'object' && next !== null && !Array.isArray(next)) {
      node = next as Record<string, unknown>;
    } else {
      throw invalidField(path.slice(0, i + 1).join('.'), 'given both as a value and as an object');
    }
  }
  const leaf = path[path.length - 1]!;
  const existing = own(node, leaf);
  if (existing === undefined) define(node, leaf, value);
  else if (Array.isArray(existing)) existing.push(value);
  else if (typeof existing === 'string') define(node, leaf, [existing, value]);
  else throw invalidField(rawKey, 'given both as a value and as an object');
}

function own(obj: Record<string, unknown>, key: string): unknown {
  return Object.prototype.hasOwnProperty.call(obj, key) ? obj[key] : undefined;
}

/** Sets an own property; only `__proto__` needs defineProperty (an assignment would set the prototype). */
function define(obj: Record<string, unknown>, key: string, value: unknown): void {
  if (key === '__proto__') Object.defineProperty(obj, key, { value, enumerable: true, writable: true, configurable: true });
  else obj[key] = value;
}
