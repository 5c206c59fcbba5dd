import { invalidField } from './errors';

/**
 * The query-string parser of G+P GET forms: dotted names nest (`orderBy.field=X` →
 * `{orderBy: {field: 'X'}}`), repeated keys make arrays. Every key becomes an own property, so
 * `__proto__` and friends are just unknown fields that validation rejects.
 */
export function parseQuery(query: string): Record<string, unknown> {
  const root: Record<string, unknown> = {};
  for (const [rawKey, value] of new URLSearchParams(query)) {
    if (rawKey === '') continue;
    const path = rawKey.split('.');
    let node = root;
    for (let i = 0; i < path.length - 1; i++) {
      const part = path[i]!;
      const next = Object.prototype.hasOwnProperty.call(node, part) ? node[part] : undefined;
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
    const existing = Object.prototype.hasOwnProperty.call(node, leaf) ? node[leaf] : undefined;
    if (existing === undefined) define(node, leaf, value);
    else if (Array.isArray(existing)) existing.push(value);
    else if (typeof existing === 'string') define(node, leaf, [existing, value]);
    else throw invalidField(rawKey, 'given both as a value and as an object');
  }
  return root;
}

function define(obj: Record<string, unknown>, key: string, value: unknown): void {
  Object.defineProperty(obj, key, { value, enumerable: true, writable: true, configurable: true });
}
