import { ErrorBodySchema } from './schema';

export { ErrorBodySchema };

/**
 * Drops undefined members so inputs hash and bind the same whichever way they arrived; a value with
 * none (every GET query, most bodies) is returned as it is.
 */
export function stripUndefined<T>(value: T): T {
  return hasUndefined(value) ? copyDefined(value) : value;
}

function hasUndefined(value: unknown): boolean {
  if (value === null || typeof value !== 'object') return false;
  if (Array.isArray(value)) return value.some(hasUndefined);
  for (const k in value) {
    if (!Object.prototype.hasOwnProperty.call(value, k)) continue;
    const v = (value as Record<string, unknown>)[k];
    if (v === undefined || hasUndefined(v)) return true;
  }
  return false;
}

function copyDefined<T>(value: T): T {
  if (Array.isArray(value)) return value.map(copyDefined) as T;
  if (value === null || typeof value !== 'object') return value;
  const out: Record<string, unknown> = {};
  for (const [k, v] of Object.entries(value as Record<string, unknown>)) if (v !== undefined) out[k] = copyDefined(v);
  return out as T;
}
