/**
 * Reading contracts: v1 by version (the stored snapshot), v2 on a day of the service timeline
 * (termsInForceOn), and the lists with their conditions (docs/contracts.md "Lists").
 */
import { invalidField, notFound } from '../../lib/errors';
import type { LocalDate } from '../../domain/calendar';
import { termsInForceOn } from '../../domain/contract/timeline';
import { getContractVersionDoc } from '../../db/repos/contract.repo';
import { listContracts as listRows, type ContractFilter, type ContractPage } from '../../db/repos/contract.list.repo';
import type { ServiceCtx } from '../context';
import { resolveCustomer } from '../customer';
import { findContract, recordOf, recordsOf, todayOf, type ContractRecord, type ContractRef } from './store';

/** v1: version omitted (or 0) → the latest; else that version's snapshot. */
export async function getContractAtVersion(ctx: ServiceCtx, ref: ContractRef, version: number | undefined): Promise<ContractRecord> {
  const row = await findContract(ctx, ref);
  if (!version || version === row.version) return recordOf(ctx, row);
  if (version > row.version) throw invalidField('version', `the contract has versions 1..${row.version}`);
  const doc = await getContractVersionDoc(ctx.db, ctx.caller.tenantId, row.id, version);
  if (!doc) throw notFound('contract version');
  return recordOf(ctx, row, doc, version);
}

/** v2: day omitted → the latest state (every item, future ones included); else what is in force that day. */
export async function getContractOnDay(ctx: ServiceCtx, ref: ContractRef, day: LocalDate | null): Promise<ContractRecord> {
  const row = await findContract(ctx, ref);
  return recordOf(ctx, row, day === null ? row.doc : termsInForceOn({ doc: row.doc, day }));
}

export type ContractStatusCondition = 'STATUS_UNSPECIFIED' | 'STATUS_WAITING_ACTIVATION' | 'STATUS_ACTIVE' | 'STATUS_ENDED';

export interface ContractConditions {
  customerId?: string | undefined;
  customerOptionalId?: string | undefined;
  optionalId?: string | undefined;
  isDraft?: boolean | undefined;
  status?: ContractStatusCondition | undefined;
  startDateFrom?: LocalDate | undefined;
  startDateTo?: LocalDate | undefined;
  endDateFrom?: LocalDate | undefined;
  endDateTo?: LocalDate | undefined;
  inForceOn?: LocalDate | undefined;
}

/** Conditions → repository filter; status is judged on the tenant's today. */
async function filterOf(ctx: ServiceCtx, c: ContractConditions, customerFields: readonly [string, string]): Promise<ContractFilter> {
  const filter: ContractFilter = {
    optionalId: c.optionalId || undefined,
    isDraft: c.isDraft,
    startDateFrom: c.startDateFrom,
    startDateTo: c.startDateTo,
    endDateFrom: c.endDateFrom,
    endDateTo: c.endDateTo,
    inForceOn: c.inForceOn,
  };
  if (c.customerId || c.customerOptionalId) {
    filter.customerId = (await resolveCustomer(ctx, { id: c.customerId, optionalId: c.customerOptionalId }, customerFields)).id;
  }
  const today = todayOf(ctx);
  if (c.status === 'STATUS_WAITING_ACTIVATION') filter.startDateAfter = today;
  if (c.status === 'STATUS_ENDED') filter.endDateBefore = today;
  if (c.status === 'STATUS_ACTIVE') filter.spansDay = today;
  return filter;
}

export async function listContracts(
  ctx: ServiceCtx,
  conditions: ContractConditions,
  page: ContractPage,
  customerFields: readonly [string, string] = ['customerId', 'customerOptionalId'],
): Promise<ContractRecord[]> {
  const filter = await filterOf(ctx, conditions, customerFields);
  const rows = await listRows(ctx.db, ctx.caller.tenantId, filter, page);
  const day = conditions.inForceOn;
  return recordsOf(
    ctx,
    rows.map((row) => ({ row, doc: day ? termsInForceOn({ doc: row.doc, day }) : row.doc })),
  );
}
