import { sql } from 'kysely';
import type { Queryable } from '../db';
import type { ContractRow } from './contract.repo';
import type { ChargeItemIndexRow, DailyUsageRow } from './usage.repo';

/**
 * The set-at-a-time queries of /v1/usage/daily/batchupsert: every lookup of a batch is one query
 * over all of its rows, and the write is one INSERT … ON CONFLICT of every valid row.
 */
const uuids = (ids: readonly string[]) => sql`${sql.val(ids)}::uuid[]`;
const texts = (values: readonly string[]) => sql`${sql.val(values)}::text[]`;

/** Contract charge items named by id or by management id (either list may be empty). */
export async function chargeItemsByRefs(
  db: Queryable,
  tenantId: string,
  ids: readonly string[],
  optionalIds: readonly string[],
): Promise<Array<ChargeItemIndexRow & { optional_id: string | null }>> {
  if (ids.length === 0 && optionalIds.length === 0) return [];
  return db
    .selectFrom('contract_charge_item')
    .select(['id', 'optional_id', 'contract_id', 'contract_item_id', 'usage_unit_id'])
    .where('tenant_id', '=', tenantId)
    .where((eb) => eb.or([eb('id', '=', sql<string>`ANY(${uuids(ids)})`), eb('optional_id', '=', sql<string>`ANY(${texts(optionalIds)})`)]))
    .execute();
}

/** Rows of a master table (usage_unit, customer) named by id or by management id. */
export async function refsOf(
  db: Queryable,
  table: 'usage_unit' | 'customer',
  tenantId: string,
  ids: readonly string[],
  optionalIds: readonly string[],
): Promise<Array<{ id: string; optional_id: string | null }>> {
  if (ids.length === 0 && optionalIds.length === 0) return [];
  return db
    .selectFrom(table)
    .select(['id', 'optional_id'])
    .where('tenant_id', '=', tenantId)
    .where((eb) => eb.or([eb('id', '=', sql<string>`ANY(${uuids(ids)})`), eb('optional_id', '=', sql<string>`ANY(${texts(optionalIds)})`)]))
    .execute();
}

/** Locks the contracts FOR KEY SHARE (in id order, so two batches never deadlock) until commit. */
export async function lockContractsKeyShare(db: Queryable, tenantId: string, ids: readonly string[]): Promise<ContractRow[]> {
  if (ids.length === 0) return [];
  return db
    .selectFrom('contract')
    .selectAll()
    .where('tenant_id', '=', tenantId)
    .where('id', '=', sql<string>`ANY(${uuids(ids)})`)
    .orderBy('id')
    .forKeyShare()
    .execute();
}

/** Every recorded day of the given contract charge items. */
export async function usageOfChargeItems(db: Queryable, tenantId: string, chargeItemIds: readonly string[]): Promise<DailyUsageRow[]> {
  if (chargeItemIds.length === 0) return [];
  return db
    .selectFrom('daily_usage')
    .selectAll()
    .where('tenant_id', '=', tenantId)
    .where('contract_charge_item_id', '=', sql<string>`ANY(${uuids(chargeItemIds)})`)
    .execute();
}

export interface UsageWrite {
  id: string;
  contract_id: string;
  contract_charge_item_id: string;
  usage_unit_id: string;
  target_date: string;
  quantity: string;
  recorded_on: string;
}

/** One multi-row INSERT … ON CONFLICT for all rows (at most one per key: the caller resolves repeats). */
export async function upsertDailyUsages(db: Queryable, tenantId: string, rows: readonly UsageWrite[]): Promise<number> {
  if (rows.length === 0) return 0;
  const res = await db
    .insertInto('daily_usage')
    .values(rows.map((r) => ({ tenant_id: tenantId, ...r })))
    .onConflict((oc) =>
      oc.columns(['tenant_id', 'contract_charge_item_id', 'usage_unit_id', 'target_date']).doUpdateSet({
        quantity: (eb) => eb.ref('excluded.quantity'),
        recorded_on: (eb) => eb.ref('excluded.recorded_on'),
        update_time: sql<Date>`now()`,
      }),
    )
    .executeTakeFirst();
  return Number(res.numInsertedOrUpdatedRows ?? 0);
}
