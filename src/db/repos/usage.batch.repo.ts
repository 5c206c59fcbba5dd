import { sql } from 'kysely';
import type { Queryable } from '../db';
import { arrayParam } from '../arrays';
import type { ContractRow } from './contract.repo';
import type { ChargeItemIndexRow } from './usage.repo';

/**
 * The set-at-a-time queries of /v1/usage/daily/batchupsert: every lookup of a batch is one query
 * over all of its rows, and the write is one INSERT … ON CONFLICT of every valid row.
 */
const uuids = (ids: readonly string[]) => arrayParam('uuid', ids);
const texts = (values: readonly string[]) => arrayParam('text', values);
const dates = (values: readonly string[]) => arrayParam('date', values);

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

export interface PeriodOfCharge {
  chargeItemId: string;
  start: string;
  end: string;
  /** Days whose stored value is left out (the write replaces it). */
  exceptDays: readonly string[];
}

/** Σ stored quantity of each charge item in [start, end] (all usage units, as the line does), in the order given. */
export async function storedUsageInPeriods(db: Queryable, tenantId: string, periods: readonly PeriodOfCharge[]): Promise<string[]> {
  if (periods.length === 0) return [];
  const { rows } = await sql<{ quantity: string }>`
    SELECT (SELECT coalesce(sum(u.quantity), 0)::text FROM daily_usage u
             WHERE u.tenant_id = ${tenantId} AND u.contract_charge_item_id = p.charge_id
               AND u.target_date BETWEEN p.start_date AND p.end_date
               AND u.target_date <> ALL (string_to_array(p.except_days, ',')::date[])) AS quantity
      FROM unnest(${uuids(periods.map((p) => p.chargeItemId))}, ${dates(periods.map((p) => p.start))}, ${dates(periods.map((p) => p.end))},
                  ${texts(periods.map((p) => p.exceptDays.join(',')))}) WITH ORDINALITY AS p(charge_id, start_date, end_date, except_days, ord)
     ORDER BY p.ord`.execute(db);
  return rows.map((r) => r.quantity);
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

/**
 * One INSERT … ON CONFLICT for all rows (at most one per key: the caller resolves repeats), the values
 * as one typed array per column (`unnest`): seven parameters however many rows, cheaper to build and
 * to plan than a VALUES list of 7 × 1,000 parameters.
 */
export async function upsertDailyUsages(db: Queryable, tenantId: string, rows: readonly UsageWrite[]): Promise<number> {
  if (rows.length === 0) return 0;
  const column = <K extends keyof UsageWrite>(k: K) => rows.map((r) => r[k]);
  const res = await sql`
    INSERT INTO daily_usage (tenant_id, id, contract_id, contract_charge_item_id, usage_unit_id, target_date, quantity, recorded_on)
    SELECT ${tenantId}::uuid, * FROM unnest(${uuids(column('id'))}, ${uuids(column('contract_id'))}, ${uuids(column('contract_charge_item_id'))},
      ${uuids(column('usage_unit_id'))}, ${dates(column('target_date'))}, ${arrayParam('numeric', column('quantity'))}, ${dates(column('recorded_on'))})
    ON CONFLICT (tenant_id, contract_charge_item_id, usage_unit_id, target_date)
    DO UPDATE SET quantity = excluded.quantity, recorded_on = excluded.recorded_on, update_time = now()`.execute(db);
  return Number(res.numAffectedRows ?? 0);
}
