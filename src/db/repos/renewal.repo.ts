import type { Queryable } from '../db';

/** Records an amendment row (the version it produced, its command). */
export async function insertAmendmentRow(db: Queryable, row: {
  tenant_id: string; id: string; contract_id: string; version: number; type: string; target_contract_item_id: string | null;
  effective_start_date: string | null; execute_time: Date; memo: string; command: unknown;
}): Promise<void> {
  await db.insertInto('amendment').values({ ...row, command: JSON.stringify(row.command) }).execute();
}
