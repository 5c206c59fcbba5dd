import { alreadyExists, invalidField } from '../../lib/errors';
import {
  getUsageUnitById,
  getUsageUnitByOptionalId,
  insertUsageUnit,
  listUsageUnits as listRows,
  type UsageUnitRow,
} from '../../db/repos/usageunit.repo';
import { newId } from '../../lib/ids';
import type { ServiceCtx } from '../context';
import { resolveRef, type RefInput } from '../kernel';

export interface CreateUsageUnitInput {
  optionalId?: string | undefined;
  name: string;
  description?: string | undefined;
}

/** Creates a usage unit; the management id is unique per tenant (ALREADY_EXISTS naming optionalId). */
export async function createUsageUnit(s: ServiceCtx, input: CreateUsageUnitInput): Promise<UsageUnitRow> {
  if (input.name.trim() === '') throw invalidField('name', 'required');
  const row = await insertUsageUnit(s.db, {
    tenant_id: s.caller.tenantId,
    id: newId(),
    optional_id: input.optionalId || null,
    name: input.name,
    description: input.description ?? '',
  });
  if (!row) throw alreadyExists(`a usage unit with optionalId "${input.optionalId}" already exists`, 'optionalId');
  return row;
}

/** A usage unit by id or management id; `fields` are the request's names for the pair. */
export async function getUsageUnit(
  s: ServiceCtx,
  ref: RefInput,
  fields: readonly [string, string] = ['id', 'optionalId'],
): Promise<UsageUnitRow> {
  return resolveRef(ref, {
    what: 'usage unit',
    fields,
    byId: (id) => getUsageUnitById(s.db, s.caller.tenantId, id),
    byOptionalId: (optionalId) => getUsageUnitByOptionalId(s.db, s.caller.tenantId, optionalId),
  });
}

/** limit + 1 rows after the given position, in creation order. */
export async function listUsageUnits(
  s: ServiceCtx,
  page: { after?: ReadonlyArray<string | number | null>; limit: number },
): Promise<UsageUnitRow[]> {
  return listRows(s.db, s.caller.tenantId, page);
}
