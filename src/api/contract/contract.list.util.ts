import type { ContractPage } from '../../db/repos/contract.list.repo';
import type { ContractConditions, ContractRecord } from '../../services/contract';
import { businessDateIn } from '../datetime';
import { keysetPaging, pageOf, type PageQuery } from '../paging';
import type { RpcContext } from '../rpc';
import { DateTimeInput, Enum, Id, ManagementId, OrderBy, Type, type Static, Named } from '../schema';

/** Contract list conditions (v1 search `conditions`, v2 list `conditions`); docs/contracts.md "Lists". */
export const ContractConditionsIn = Named('ContractConditionsInput', {
  customerId: Type.Optional(Id),
  customerOptionalId: Type.Optional(ManagementId),
  optionalId: Type.Optional(ManagementId),
  isDraft: Type.Optional(Type.Boolean()),
  status: Type.Optional(
    Enum(
      ['STATUS_UNSPECIFIED', 'STATUS_WAITING_ACTIVATION', 'STATUS_ACTIVE', 'STATUS_ENDED'],
      "judged on the tenant clock's today against the contract span",
    ),
  ),
  startDateFrom: Type.Optional(DateTimeInput),
  startDateTo: Type.Optional(DateTimeInput),
  endDateFrom: Type.Optional(DateTimeInput),
  endDateTo: Type.Optional(DateTimeInput),
});
export type ContractConditionsIn = Static<typeof ContractConditionsIn>;
export const ContractOrder = OrderBy('ContractOrderBy', ['FIELD_UNSPECIFIED', 'FIELD_ID', 'FIELD_CONTRACT_END_DATE']);
export type ContractOrder = Static<typeof ContractOrder>;

export function conditionsIn(c: ContractConditionsIn | undefined): ContractConditions {
  if (!c) return {};
  const day = (f: keyof ContractConditionsIn) => {
    const v = c[f];
    return typeof v === 'string' && v !== '' ? businessDateIn(`conditions.${f}`, v) : undefined;
  };
  return {
    ...c,
    startDateFrom: day('startDateFrom'),
    startDateTo: day('startDateTo'),
    endDateFrom: day('endDateFrom'),
    endDateTo: day('endDateTo'),
  };
}

export interface ContractPaging {
  query: PageQuery;
  page: ContractPage;
  pageSize: number;
}

/** Keyset paging of contract lists: by id, or by (end date, id) with FIELD_CONTRACT_END_DATE. */
export function contractPaging(
  ctx: RpcContext,
  binding: unknown,
  token: string | undefined,
  tokenField: string,
  pageSize: number | string | undefined,
  order: ContractOrder | undefined,
): ContractPaging {
  const sortBy = order?.field === 'FIELD_CONTRACT_END_DATE' ? 'end_date' : 'id';
  const { query, after, pageSize: size } = keysetPaging(ctx, binding, { token, pageSize, width: sortBy === 'id' ? 1 : 2, tokenField });
  return { query, pageSize: size, page: { sortBy, descending: order?.direction === 'DIRECTION_DESCENDING', after, limit: size } };
}

export function contractPage(p: ContractPaging, records: ContractRecord[]) {
  return pageOf(p.query, records, p.pageSize, (r) => (p.page.sortBy === 'id' ? [r.row.id] : [r.row.end_date, r.row.id]));
}
