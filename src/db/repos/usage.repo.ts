import { sql, type Selectable } from 'kysely';
import type { Queryable } from '../db';
import { arrayParam } from '../arrays';
import type { DailyUsageTable } from '../schema/billing';
import { keysetPage } from '../paging';
import type { ContractRow } from './contract.repo';
import { asLocalDate } from '../../domain/calendar';
import type { ContractUsage } from '../../domain/billing/inputs';

export type DailyUsageRow = Selectable<DailyUsageTable>;

/** Same (charge item, unit, day) replaces the quantity and the day it was recorded. */
export async function upsertDailyUsage(
  db: Queryable,
  row: {
    tenant_id: string;
    id: string;
    contract_id: string;
    contract_charge_item_id: string;
    usage_unit_id: string;
    target_date: string;
    quantity: string;
    recorded_on: string;
  },
): Promise<DailyUsageRow> {
  return db
    .insertInto('daily_usage')
    .values(row)
    .onConflict((oc) =>
      oc.columns(['tenant_id', 'contract_charge_item_id', 'usage_unit_id', 'target_date']).doUpdateSet({
        quantity: (eb) => eb.ref('excluded.quantity'),
        recorded_on: (eb) => eb.ref('excluded.recorded_on'),
        update_time: sql<Date>`now()`,
      }),
    )
    .returningAll()
    .executeTakeFirstOrThrow();
}

/** Usage of a batch of contracts (one query). */
/** The daily usage of these contracts as the billing engine reads it. */
export async function usageRecordsOf(db: Queryable, tenantId: string, contractIds: readonly string[]): Promise<ContractUsage[]> {
  return (await usageOfContracts(db, tenantId, contractIds)).map((r) => ({
    contractId: r.contract_id,
    chargeItemId: r.contract_charge_item_id,
    date: asLocalDate(r.target_date),
    quantity: r.quantity,
    recordedOn: asLocalDate(r.recorded_on),
  }));
}

export async function usageOfContracts(db: Queryable, tenantId: string, contractIds: readonly string[]): Promise<DailyUsageRow[]> {
  if (contractIds.length === 0) return [];
  return db
    .selectFrom('daily_usage')
    .selectAll()
    .where('tenant_id', '=', tenantId)
    .where('contract_id', '=', sql<string>`ANY(${arrayParam('uuid', contractIds)})`)
    .execute();
}

export interface ChargeItemIndexRow {
  id: string;
  contract_id: string;
  contract_item_id: string;
  usage_unit_id: string | null;
}

export async function chargeItemById(db: Queryable, tenantId: string, id: string): Promise<ChargeItemIndexRow | undefined> {
  return db
    .selectFrom('contract_charge_item')
    .select(['id', 'contract_id', 'contract_item_id', 'usage_unit_id'])
    .where('tenant_id', '=', tenantId)
    .where('id', '=', id)
    .executeTakeFirst();
}

export async function chargeItemByOptionalId(db: Queryable, tenantId: string, optionalId: string): Promise<ChargeItemIndexRow | undefined> {
  return db
    .selectFrom('contract_charge_item')
    .select(['id', 'contract_id', 'contract_item_id', 'usage_unit_id'])
    .where('tenant_id', '=', tenantId)
    .where('optional_id', '=', optionalId)
    .executeTakeFirst();
}

/**
 * A charge item (by id or by management id) with its contract, the contract locked FOR KEY SHARE
 * until commit (as lockContractKeyShare): one statement where a usage write needs both.
 */
export async function chargeItemLockingContract(
  db: Queryable,
  tenantId: string,
  by: 'id' | 'optional_id',
  value: string,
): Promise<(ChargeItemIndexRow & { contract: ContractRow }) | undefined> {
  const row = await db
    .selectFrom('contract_charge_item as i')
    .innerJoin('contract as c', (j) => j.onRef('c.tenant_id', '=', 'i.tenant_id').onRef('c.id', '=', 'i.contract_id'))
    .selectAll('c')
    .select(['i.id as charge_id', 'i.contract_item_id as charge_contract_item_id', 'i.usage_unit_id as charge_usage_unit_id'])
    .where('i.tenant_id', '=', tenantId)
    .where(`i.${by}`, '=', value)
    .forKeyShare('c')
    .executeTakeFirst();
  if (!row) return undefined;
  const { charge_id, charge_contract_item_id, charge_usage_unit_id, ...contract } = row;
  return {
    id: charge_id,
    contract_id: contract.id,
    contract_item_id: charge_contract_item_id,
    usage_unit_id: charge_usage_unit_id,
    contract,
  };
}

/** The charge items of a contract that use a usage unit (0, 1 or several). */
export async function chargeItemsOfContractByUnit(
  db: Queryable,
  tenantId: string,
  contractId: string,
  usageUnitId: string,
): Promise<ChargeItemIndexRow[]> {
  return db
    .selectFrom('contract_charge_item')
    .select(['id', 'contract_id', 'contract_item_id', 'usage_unit_id'])
    .where('tenant_id', '=', tenantId)
    .where('contract_id', '=', contractId)
    .where('usage_unit_id', '=', usageUnitId)
    .execute();
}

export interface UsageListQuery {
  contractId?: string | undefined;
  chargeItemId?: string | undefined;
  from?: string | undefined;
  to?: string | undefined;
  after?: ReadonlyArray<string | number | null>;
  limit: number;
}

/**
 * Keyset page of daily usage by (target_date, id), of one contract and/or one charge item, within
 * [from, to]; limit + 1 rows. Served by daily_usage_contract_date_idx / daily_usage_charge_item_date_idx.
 */
export async function listDailyUsage(db: Queryable, tenantId: string, q: UsageListQuery): Promise<DailyUsageRow[]> {
  let qb = db.selectFrom('daily_usage').selectAll().where('tenant_id', '=', tenantId);
  if (q.contractId) qb = qb.where('contract_id', '=', q.contractId);
  if (q.chargeItemId) qb = qb.where('contract_charge_item_id', '=', q.chargeItemId);
  if (q.from) qb = qb.where('target_date', '>=', q.from);
  if (q.to) qb = qb.where('target_date', '<=', q.to);
  return keysetPage(qb, { sortColumn: 'target_date', idColumn: 'id', descending: false, after: q.after, limit: q.limit }).execute();
}
