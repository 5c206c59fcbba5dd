/**
 * What every contract use case shares: finding and locking a contract, the head columns derived
 * from a snapshot, the tenant's JST day, refusals of the domain as API errors, and the record the
 * presenters take.
 */
import { ApiError, alreadyExists, invalidArgument, invalidField, notFound } from '../../lib/errors';
import { minDate, type LocalDate } from '../../domain/calendar';
import { contractEndDate } from '../../domain/contract/timeline';
import type { ContractDoc } from '../../domain/contract/types';
import type { Refusal } from '../../domain/result';
import { getContract, getContractByOptionalId, lockContract, type ContractHead, type ContractRow } from '../../db/repos/contract.repo';
import { listContractCustomFieldValues } from '../../db/repos/contract.list.repo';
import { listValues, type CustomFieldValueRow } from '../../db/repos/customfield.repo';
import type { ServiceCtx } from '../context';
import { todayOf, resolveRef, type RefInput, withUnique } from '../kernel';
import { isUuid } from '../../lib/ids';

export const CONTRACT_RESOURCE_TYPE = 'RESOURCE_TYPE_CONTRACT';

/** A contract as the presenters take it: the row, the document to show, and the day statuses use. */
export interface ContractRecord {
  row: ContractRow;
  doc: ContractDoc;
  version: number;
  today: LocalDate;
  customFields: CustomFieldValueRow[];
}

export { todayOf };

export function refusalError(r: Refusal, prefix = ''): ApiError {
  const field = r.field ? `${prefix}${r.field}` : undefined;
  switch (r.code) {
    case 'INVALID_ARGUMENT':
      return invalidField(field ?? (prefix.replace(/\.$/, '') || 'request'), r.reason);
    case 'NOT_FOUND':
      return new ApiError(
        'NOT_FOUND',
        r.reason,
        field ? { reason: 'NOT_FOUND', fieldViolations: [{ field, description: r.reason }] } : { reason: 'NOT_FOUND' },
      );
    case 'FAILED_PRECONDITION':
      return new ApiError(
        'FAILED_PRECONDITION',
        r.reason,
        field ? { reason: 'FAILED_PRECONDITION', fieldViolations: [{ field, description: r.reason }] } : { reason: 'FAILED_PRECONDITION' },
      );
    default:
      return new ApiError(r.code, r.reason, { reason: r.code });
  }
}

/** Head columns of a snapshot: start = earliest item start, end = the contract end (domain). */
export function headOf(doc: ContractDoc, h: { optionalId: string | null; knownOn: LocalDate; confirmTime: Date | null }): ContractHead {
  const ran = doc.items.filter((i) => i.endDate >= i.startDate);
  const items = ran.length ? ran : doc.items;
  const start = items.reduce<LocalDate | null>((d, i) => (d === null ? i.startDate : minDate(d, i.startDate)), null);
  const end = contractEndDate(doc) ?? items.reduce<LocalDate | null>((d, i) => (d === null || i.endDate > d ? i.endDate : d), null);
  return {
    optionalId: h.optionalId,
    knownOn: h.knownOn,
    confirmTime: h.confirmTime,
    startDate: start ?? h.knownOn,
    endDate: end ?? h.knownOn,
  };
}

/** Unique indexes of contracts → ALREADY_EXISTS naming the field. */
export function withContractUnique<T>(work: () => Promise<T>, chargeField = 'chargeItems.optionalId'): Promise<T> {
  return withUnique(work, {
    contract_optional_id_idx: () => alreadyExists('a contract with this optionalId already exists', 'optionalId'),
    contract_charge_item_optional_id_idx: () => alreadyExists('a contract charge item with this optionalId already exists', chargeField),
  });
}

export interface ContractRef extends RefInput {
  fields?: readonly [string, string];
}

/** The one contract lookup: by id or management id in the caller's tenant (a malformed id is not found). */
export async function findContract(ctx: ServiceCtx, ref: ContractRef): Promise<ContractRow> {
  const { db, caller } = ctx;
  return resolveRef(ref, {
    what: 'contract',
    fields: ref.fields ?? ['id', 'optionalId'],
    byId: async (id) => (isUuid(id) ? getContract(db, caller.tenantId, id) : undefined),
    byOptionalId: (optionalId) => getContractByOptionalId(db, caller.tenantId, optionalId),
  });
}

/** Finds the contract and locks its head row until the transaction ends (amendments are serialised). */
export async function findAndLock(ctx: ServiceCtx, ref: ContractRef): Promise<ContractRow> {
  const found = await findContract(ctx, ref);
  const locked = await lockContract(ctx.db, ctx.caller.tenantId, found.id);
  if (!locked) throw notFound('contract');
  return locked;
}

export async function recordOf(
  ctx: ServiceCtx,
  row: ContractRow,
  doc: ContractDoc = row.doc,
  version = row.version,
): Promise<ContractRecord> {
  const customFields = await listValues(ctx.db, ctx.caller.tenantId, CONTRACT_RESOURCE_TYPE, row.id);
  return { row, doc, version, today: todayOf(ctx), customFields };
}

/** Records of several contracts with their custom fields loaded in one query (lists). */
export async function recordsOf(ctx: ServiceCtx, rows: ReadonlyArray<{ row: ContractRow; doc: ContractDoc }>): Promise<ContractRecord[]> {
  const values = await listContractCustomFieldValues(
    ctx.db,
    ctx.caller.tenantId,
    CONTRACT_RESOURCE_TYPE,
    rows.map((r) => r.row.id),
  );
  const today = todayOf(ctx);
  return rows.map(({ row, doc }) => ({
    row,
    doc,
    version: row.version,
    today,
    customFields: values.filter((v) => v.resource_id === row.id),
  }));
}

/**
 * A contract charge item named by its id or its management id (or both, which must agree) in `doc`;
 * `field` is the request's name without the Id suffix (e.g. 'contractChargeItem', 'chargeItems[0].contractChargeItem').
 */
export function chargeRef(doc: ContractDoc, ref: { id?: string | undefined; optionalId?: string | undefined }, field: string): string {
  if (!ref.id && !ref.optionalId)
    throw invalidArgument(`${field}Id or ${field}OptionalId is required`, [
      { field: `${field}Id`, description: `required (or give ${field}OptionalId)` },
    ]);
  if (!ref.optionalId) return ref.id!;
  const byOpt = doc.items.flatMap((x) => x.chargeItems).find((ch) => ch.optionalId === ref.optionalId);
  if (!byOpt) throw notFound('contract charge item');
  if (ref.id && byOpt.id !== ref.id) throw invalidField(`${field}OptionalId`, `does not name the charge item given by ${field}Id`);
  return byOpt.id;
}
