import { sql, type SqlBool } from 'kysely';
import type { Queryable } from '../db';
import { keysetPage } from '../paging';
import type { CustomFieldValueRow } from './customfield.repo';
import type { ContractRow } from './contract.repo';

/** Contract lists and searches: filters, keyset pages (docs/contracts.md "Listing contracts"). */
export interface ContractFilter {
  customerId?: string | undefined;
  optionalId?: string | undefined;
  isDraft?: boolean | undefined;
  startDateFrom?: string | undefined;
  startDateTo?: string | undefined;
  endDateFrom?: string | undefined;
  endDateTo?: string | undefined;
  /** Strict bounds: start_date > startDateAfter, end_date < endDateBefore. */
  startDateAfter?: string | undefined;
  endDateBefore?: string | undefined;
  /** start_date <= day <= end_date (the contract's overall span covers the day). */
  spansDay?: string | undefined;
  /** At least one item of the latest snapshot runs on this day (startDate <= day <= endDate). */
  inForceOn?: string | undefined;
}

export interface ContractPage {
  sortBy: 'id' | 'end_date';
  descending: boolean;
  after?: ReadonlyArray<string | number | null> | undefined;
  limit: number;
}

/** limit + 1 contracts matching the filter, keyset-paged by id or (end_date, id). */
export async function listContracts(db: Queryable, tenantId: string, filter: ContractFilter, page: ContractPage): Promise<ContractRow[]> {
  let q = db.selectFrom('contract').selectAll().where('tenant_id', '=', tenantId);
  if (filter.customerId) q = q.where('customer_id', '=', filter.customerId);
  if (filter.optionalId) q = q.where('optional_id', '=', filter.optionalId);
  if (filter.isDraft !== undefined) q = q.where('is_draft', '=', filter.isDraft);
  if (filter.startDateFrom) q = q.where('start_date', '>=', filter.startDateFrom);
  if (filter.startDateTo) q = q.where('start_date', '<=', filter.startDateTo);
  if (filter.endDateFrom) q = q.where('end_date', '>=', filter.endDateFrom);
  if (filter.endDateTo) q = q.where('end_date', '<=', filter.endDateTo);
  if (filter.startDateAfter) q = q.where('start_date', '>', filter.startDateAfter);
  if (filter.endDateBefore) q = q.where('end_date', '<', filter.endDateBefore);
  if (filter.spansDay) q = q.where('start_date', '<=', filter.spansDay).where('end_date', '>=', filter.spansDay);
  if (filter.inForceOn) {
    const day = filter.inForceOn;
    q = q
      .where('start_date', '<=', day)
      .where('end_date', '>=', day)
      .where(
        sql<SqlBool>`exists (select 1 from jsonb_array_elements(doc->'items') as i where i->>'startDate' <= ${day} and i->>'endDate' >= ${day})`,
      );
  }
  const sortColumn = page.sortBy === 'end_date' ? 'end_date' : undefined;
  return keysetPage(q, { sortColumn, idColumn: 'id', descending: page.descending, after: page.after, limit: page.limit }).execute();
}

/** Custom field values of several contracts in one query (lists; no query per contract). */
export async function listContractCustomFieldValues(
  db: Queryable,
  tenantId: string,
  resourceType: string,
  contractIds: readonly string[],
): Promise<CustomFieldValueRow[]> {
  if (contractIds.length === 0) return [];
  return db
    .selectFrom('custom_field_value')
    .selectAll()
    .where('tenant_id', '=', tenantId)
    .where('resource_type', '=', resourceType)
    .where('resource_id', 'in', contractIds)
    .orderBy('resource_id')
    .orderBy('master_id')
    .execute();
}
