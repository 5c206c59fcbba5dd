import { invalidArgument, notFound } from '../../lib/errors';

/**
 * "id or management id" (docs/conventions.md): the caller gives one of the two. Neither → INVALID_ARGUMENT
 * naming both fields; both naming different records → INVALID_ARGUMENT; none found → NOT_FOUND
 * (another tenant's record is never visible, so it is simply not found).
 */
export interface RefInput {
  id?: string | undefined;
  optionalId?: string | undefined;
}

export interface RefSpec<R extends { id: string }> {
  /** What the record is called in messages, e.g. 'customer'. */
  what: string;
  /** The request field names, e.g. ['customerId', 'customerOptionalId']. */
  fields: readonly [string, string];
  byId(id: string): Promise<R | undefined>;
  byOptionalId(optionalId: string): Promise<R | undefined>;
}

export async function resolveRef<R extends { id: string }>(ref: RefInput, spec: RefSpec<R>): Promise<R> {
  const id = ref.id || undefined;
  const optionalId = ref.optionalId || undefined;
  const [idField, optField] = spec.fields;
  if (!id && !optionalId) {
    throw invalidArgument(`${idField} or ${optField} is required`, [{ field: idField, description: `required (or give ${optField})` }]);
  }
  const byId = id ? await spec.byId(id) : undefined;
  if (id && !byId) throw notFound(spec.what);
  if (!optionalId) return byId!;
  const byOpt = await spec.byOptionalId(optionalId);
  if (byId && byOpt?.id !== byId.id) {
    throw invalidArgument(`${idField} and ${optField} name different ${spec.what}s`, [
      { field: optField, description: `does not name the ${spec.what} given by ${idField}` },
    ]);
  }
  if (!byOpt) throw notFound(spec.what);
  return byOpt;
}
