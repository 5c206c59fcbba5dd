/**
 * The domain never throws for bad business input: it returns a Result. `code` is the gRPC-style
 * code the API layer should answer with (docs/errors.md), `reason` a sentence for the operator.
 */
export type RefusalCode = 'INVALID_ARGUMENT' | 'FAILED_PRECONDITION' | 'NOT_FOUND' | 'OUT_OF_RANGE';

export interface Refusal {
  ok: false;
  code: RefusalCode;
  reason: string;
  /** The request field at fault, when one is (dotted path), for fieldViolations. */
  field?: string;
}

export type Result<T> = { ok: true; value: T } | Refusal;

export const ok = <T>(value: T): { ok: true; value: T } => ({ ok: true, value });

export function refuse(code: RefusalCode, reason: string, field?: string): Refusal {
  return field === undefined ? { ok: false, code, reason } : { ok: false, code, reason, field };
}

/** The same refusal with its field placed under `prefix` (e.g. 'item.', 'optionItems[1].'). */
export function prefixField<T>(r: Result<T>, prefix: string): Result<T> {
  return !r.ok && r.field !== undefined ? { ...r, field: `${prefix}${r.field}` } : r;
}
