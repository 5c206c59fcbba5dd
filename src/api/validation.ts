import { Ajv, type ErrorObject, type ValidateFunction } from 'ajv';
import type { FastifySchema } from 'fastify';
import { isValidDateTimeInput } from './datetime';
import type { FieldViolation } from '../lib/errors';

/**
 * Validators per HTTP part (STYLE "G+P declared once"): bodies are strict (no coercion, unknown
 * fields rejected, nothing removed); query strings coerce scalars ("10" → 10, a single value → an
 * array) but are otherwise held to the same schema.
 */
const common = { allErrors: true, strict: false, useDefaults: false, removeAdditional: false, validateFormats: true } as const;
const bodyAjv = new Ajv({ ...common, coerceTypes: false });
const queryAjv = new Ajv({ ...common, coerceTypes: 'array' });

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;
for (const ajv of [bodyAjv, queryAjv]) {
  ajv.addFormat('rfc3339-jst', { type: 'string', validate: isValidDateTimeInput });
  ajv.addFormat('uuid', { type: 'string', validate: (s: string) => UUID.test(s) });
  ajv.addFormat('date-time', { type: 'string', validate: isValidDateTimeInput });
}

export function validatorCompiler({ schema, httpPart }: { schema: FastifySchema; httpPart?: string }): ValidateFunction {
  const ajv = httpPart === 'querystring' ? queryAjv : bodyAjv;
  return ajv.compile(schema as object);
}

/** '/orderBy/field' → 'orderBy.field'; '/items/0/x' → 'items[0].x'. */
export function fieldPath(instancePath: string, child?: string): string {
  const parts = instancePath
    .split('/')
    .slice(1)
    .map((p) => p.replace(/~1/g, '/').replace(/~0/g, '~'));
  if (child !== undefined) parts.push(child);
  let out = '';
  for (const p of parts) out += /^\d+$/.test(p) ? `[${p}]` : out ? `.${p}` : p;
  return out;
}

function describe(err: ErrorObject): FieldViolation {
  const params = err.params as Record<string, unknown>;
  switch (err.keyword) {
    case 'additionalProperties':
      return { field: fieldPath(err.instancePath, String(params.additionalProperty)), description: 'unknown field' };
    case 'required':
      return { field: fieldPath(err.instancePath, String(params.missingProperty)), description: 'required' };
    case 'enum':
      return { field: fieldPath(err.instancePath), description: `must be one of ${(params.allowedValues as string[]).join(', ')}` };
    case 'format':
      return {
        field: fieldPath(err.instancePath),
        description: params.format === 'uuid' ? 'must be a UUID' : 'must be an RFC 3339 date-time or YYYY-MM-DD (a real calendar date)',
      };
    default:
      return { field: fieldPath(err.instancePath), description: err.message ?? 'invalid' };
  }
}

/**
 * ajv errors → field violations, the unknown-field and required ones first, at most 20. The branches
 * of a union that failed on the same value (a JSON number or a decimal string) make one violation.
 */
export function toFieldViolations(errors: ErrorObject[]): FieldViolation[] {
  const unions = new Set(errors.filter((e) => e.keyword === 'anyOf' || e.keyword === 'oneOf').map((e) => e.instancePath));
  const seen = new Map<string, FieldViolation>();
  const out: FieldViolation[] = [];
  for (const err of errors) {
    if (err.keyword === 'anyOf' || err.keyword === 'oneOf' || err.keyword === 'if') continue;
    const v = describe(err);
    const union = unions.has(err.instancePath) && err.keyword !== 'additionalProperties' && err.keyword !== 'required';
    const key = union ? `${v.field}|union` : `${v.field}|${v.description}`;
    const earlier = seen.get(key);
    if (earlier) {
      if (union && !earlier.description.split(' or ').includes(v.description)) earlier.description += ` or ${v.description}`;
      continue;
    }
    seen.set(key, v);
    out.push(v);
  }
  return out.slice(0, 20);
}
