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

/** The names of the given customers (a people's export names each record's customer). */
export async function customerNames(db: Queryable, tenantId: string, customerIds: readonly string[]): Promise<Map<string, string>> {
  if (customerIds.length === 0) return new Map();
  const res = await sql<{ id: string; name: string }>`
    SELECT id, name FROM customer WHERE tenant_id = ${tenantId} AND id = ANY(${arrayParam('uuid', customerIds)})`.execute(db);
  return new Map(res.rows.map((r) => [r.id, r.name]));
}

/** Each given contract's customer id and name. */
export async function customersOfContracts(
  db: Queryable,
  tenantId: string,
  contractIds: readonly string[],
): Promise<Map<string, { customerId: string; name: string }>> {
  if (contractIds.length === 0) return new Map();
  const res = await sql<{ contract_id: string; customer_id: string; name: string }>`
    SELECT k.id AS contract_id, c.id AS customer_id, c.name FROM contract k
    JOIN customer c ON c.tenant_id = k.tenant_id AND c.id = k.customer_id
    WHERE k.tenant_id = ${tenantId} AND k.id = ANY(${arrayParam('uuid', contractIds)})`.execute(db);
  return new Map(res.rows.map((r) => [r.contract_id, { customerId: r.customer_id, name: r.name }]));
}
