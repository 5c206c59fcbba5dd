import type { Insertable, Selectable } from 'kysely';
import type { Queryable } from '../db';
import { keysetPage } from '../paging';
import type { AmendmentTable } from '../schema/contracts';

/** Amendment records: one per change of a contract (docs/amendments.md). */
export type AmendmentRow = Selectable<AmendmentTable>;

export async function insertAmendment(db: Queryable, row: Insertable<AmendmentTable>): Promise<AmendmentRow> {
  return db.insertInto('amendment').values(row).returningAll().executeTakeFirstOrThrow();
}

export async function getAmendment(db: Queryable, tenantId: string, id: string): Promise<AmendmentRow | undefined> {
  return db.selectFrom('amendment').selectAll().where('tenant_id', '=', tenantId).where('id', '=', id).executeTakeFirst();
}

/** Ids of the contract's amendments that are not cancelled, oldest first. */
export async function listLiveAmendmentIds(db: Queryable, tenantId: string, contractId: string): Promise<string[]> {
  const rows = await db
    .selectFrom('amendment')
    .select('id')
    .where('tenant_id', '=', tenantId)
    .where('contract_id', '=', contractId)
    .where('canceled', '=', false)
    .orderBy('version')
    .execute();
  return rows.map((r) => r.id);
}

export async function markAmendmentCanceled(db: Queryable, tenantId: string, id: string, memo: string): Promise<AmendmentRow> {
  return db
    .updateTable('amendment')
    .set({ canceled: true, cancel_memo: memo })
    .where('tenant_id', '=', tenantId)
    .where('id', '=', id)
    .returningAll()
    .executeTakeFirstOrThrow();
}

export interface AmendmentPage {
  sortBy: 'id' | 'execute_time' | 'effective_start_date' | 'version';
  descending: boolean;
  after?: ReadonlyArray<string | number | null> | undefined;
  limit: number;
}

/** limit + 1 amendments of the tenant (or of one contract), keyset-paged. */
export async function listAmendments(
  db: Queryable,
  tenantId: string,
  contractId: string | null,
  page: AmendmentPage,
): Promise<AmendmentRow[]> {
  let q = db.selectFrom('amendment').selectAll().where('tenant_id', '=', tenantId);
  if (contractId) q = q.where('contract_id', '=', contractId);
  const sortColumn = page.sortBy === 'id' ? undefined : page.sortBy;
  return keysetPage(q, { sortColumn, idColumn: 'id', descending: page.descending, after: page.after, limit: page.limit }).execute();
}
