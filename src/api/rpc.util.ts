import { ErrorBodySchema } from './schema';

export { ErrorBodySchema };

/** Drops undefined members so inputs hash and bind the same whichever way they arrived. */
export function stripUndefined<T>(value: T): T {
  if (Array.isArray(value)) return value.map(stripUndefined) as T;
  if (value === null || typeof value !== 'object') return value;
  const out: Record<string, unknown> = {};
  for (const [k, v] of Object.entries(value as Record<string, unknown>)) if (v !== undefined) out[k] = stripUndefined(v);
  return out as T;
}
