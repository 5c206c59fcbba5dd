import { sql, type Selectable } from 'kysely';
import type { Queryable } from '../db';
import type { DailyUsageTable } from '../schema/billing';

export type DailyUsageRow = Selectable<DailyUsageTable>;

/** Same (charge item, unit, day) replaces the quantity and the day it was recorded. */
export async function upsertDailyUsage(db: Queryable, row: {
  tenant_id: string; id: string; contract_id: string; contract_charge_item_id: string; usage_unit_id: string;
  target_date: string; quantity: string; recorded_on: string;
}): Promise<DailyUsageRow> {
  return db.insertInto('daily_usage').values(row)
    .onConflict((oc) => oc.columns(['tenant_id', 'contract_charge_item_id', 'usage_unit_id', 'target_date']).doUpdateSet({
      quantity: (eb) => eb.ref('excluded.quantity'),
      recorded_on: (eb) => eb.ref('excluded.recorded_on'),
      update_time: sql<Date>`now()`,
    }))
    .returningAll().executeTakeFirstOrThrow();
}

/** Usage of a batch of contracts (one query). */
export async function usageOfContracts(db: Queryable, tenantId: string, contractIds: readonly string[]): Promise<DailyUsageRow[]> {
  if (contractIds.length === 0) return [];
  return db.selectFrom('daily_usage').selectAll().where('tenant_id', '=', tenantId)
    .where('contract_id', '=', sql<string>`ANY(${sql.val(contractIds)}::uuid[])`).execute();
}
