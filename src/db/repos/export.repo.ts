import { sql } from 'kysely';
import type { Queryable } from '../db';
import { arrayParam } from '../arrays';

/** The tables `billing export` reads, each in id order (the primary key (tenant_id, id) serves the keyset). */
export const EXPORT_TABLES = { customers: 'customer', contracts: 'contract', billings: 'billing', usage: 'daily_usage' } as const;
export type ExportResource = keyof typeof EXPORT_TABLES;

export async function countRows(db: Queryable, tenantId: string, resource: ExportResource): Promise<number> {
  const table = sql.table(EXPORT_TABLES[resource]);
  const res = await sql<{ n: string }>`SELECT count(*) AS n FROM ${table} WHERE tenant_id = ${tenantId}`.execute(db);
  return Number(res.rows[0]?.n ?? 0);
}

/** Up to `limit` rows after `afterId` (id order); every column. */
export async function rowsAfter(
  db: Queryable,
  tenantId: string,
  resource: ExportResource,
  afterId: string | null,
  limit: number,
): Promise<Array<Record<string, unknown>>> {
  const table = sql.table(EXPORT_TABLES[resource]);
  const after = afterId === null ? sql`` : sql`AND id > ${afterId}`;
  const res = await sql<
    Record<string, unknown>
  >`SELECT * FROM ${table} WHERE tenant_id = ${tenantId} ${after} ORDER BY id LIMIT ${limit}`.execute(db);
  return res.rows;
}

/** The lines of the given billings, in billing and position order. */
export async function linesOfBillings(
  db: Queryable,
  tenantId: string,
  billingIds: readonly string[],
): Promise<Array<Record<string, unknown>>> {
  if (billingIds.length === 0) return [];
  const res = await sql<Record<string, unknown>>`
    SELECT * FROM billing_item WHERE tenant_id = ${tenantId} AND billing_id = ANY(${arrayParam('uuid', billingIds)})
    ORDER BY billing_id, position`.execute(db);
  return res.rows;
}
