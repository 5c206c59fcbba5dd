import { sql, type Selectable } from 'kysely';
import type { Queryable } from '../db';
import { keysetPage } from '../paging';
import { arrayLiteral } from '../arrays';
import type { AuditLogTable } from '../schema/audit';

export type AuditRow = Selectable<AuditLogTable>;
/** An entry with the tenant it belongs to (null provider: the platform's chain). */
export type AuditListRow = AuditRow & { provider_id: string | null; environment: string | null };

export interface AuditFilter {
  /** Only these tenants' chains (an operator limited to some providers); undefined = every chain. */
  tenantIds?: readonly string[];
  actorId?: string;
  /** Exact action (an RPC path, `cli …`, `job:…`). */
  action?: string;
  /** A resource id the entry lists. */
  resourceId?: string;
  /** Inclusive lower and exclusive upper bound of the entry's time. */
  timeFrom?: Date;
  timeTo?: Date;
}

/** Entries newest first, keyset paged on (time, id), with their tenant's provider (docs/records.md "Reading the log"). */
export async function listAuditEntries(
  db: Queryable,
  f: AuditFilter,
  after: readonly [string, string] | undefined,
  limit: number,
): Promise<AuditListRow[]> {
  let q = db
    .selectFrom('audit_log')
    .leftJoin('tenant', 'tenant.id', 'audit_log.tenant_id')
    .selectAll('audit_log')
    .select(['tenant.provider_id', 'tenant.environment']);
  if (f.tenantIds) q = q.where('audit_log.tenant_id', '=', sql<string>`any(${arrayLiteral(f.tenantIds)}::uuid[])`);
  if (f.actorId) q = q.where('audit_log.actor_id', '=', f.actorId);
  if (f.action) q = q.where('audit_log.action', '=', f.action);
  if (f.resourceId) q = q.where(sql<boolean>`audit_log.resource_ids @> array[${f.resourceId}]::text[]`);
  if (f.timeFrom) q = q.where('audit_log.time', '>=', f.timeFrom);
  if (f.timeTo) q = q.where('audit_log.time', '<', f.timeTo);
  const rows = await keysetPage(q, {
    sortColumn: 'audit_log.time',
    idColumn: 'audit_log.id',
    descending: true,
    after: after ? [after[0], after[1]] : undefined,
    limit,
  }).execute();
  return rows as AuditListRow[];
}

/** One chain's entries from `afterSeq` on, in chain order. */
export async function chainEntries(db: Queryable, tenantId: string, chain: number, afterSeq: string, limit: number): Promise<AuditRow[]> {
  return db
    .selectFrom('audit_log')
    .selectAll()
    .where('tenant_id', '=', tenantId)
    .where('chain', '=', chain)
    .where('seq', '>', afterSeq)
    .orderBy('seq')
    .limit(limit)
    .execute();
}

/** Every chain's head (its last seq and hash), in (tenant, chain) order; only `tenantId`'s when given. */
export async function chainHeads(
  db: Queryable,
  tenantId?: string,
): Promise<Array<{ tenant_id: string; chain: number; seq: string; hash: Buffer }>> {
  let q = db.selectFrom('audit_chain').select(['tenant_id', 'chain', 'seq', 'hash']);
  if (tenantId) q = q.where('tenant_id', '=', tenantId);
  return q.orderBy('tenant_id').orderBy('chain').execute();
}

/**
 * Every (tenant, chain) that has entries in audit_log, in (tenant, chain) order; only `tenantId`'s when
 * given. A loose index scan of the primary key (tenant_id, chain, seq): one index probe per chain,
 * however many entries the log holds.
 */
export async function loggedChains(db: Queryable, tenantId?: string): Promise<Array<{ tenant_id: string; chain: number }>> {
  const tenant = tenantId ? sql`AND l.tenant_id = ${tenantId}` : sql``;
  const rows = await sql<{ tenant_id: string; chain: number }>`
    WITH RECURSIVE c AS (
      (SELECT l.tenant_id, l.chain FROM audit_log l WHERE true ${tenant} ORDER BY l.tenant_id, l.chain LIMIT 1)
      UNION ALL
      SELECT n.tenant_id, n.chain FROM c, LATERAL (
        SELECT l.tenant_id, l.chain FROM audit_log l WHERE (l.tenant_id, l.chain) > (c.tenant_id, c.chain) ${tenant}
        ORDER BY l.tenant_id, l.chain LIMIT 1) n)
    SELECT tenant_id, chain FROM c`.execute(db);
  return rows.rows;
}
