import { sql, type Selectable } from 'kysely';
import type { Queryable } from '../db';
import { keysetPage } from '../paging';
import type { AuditLogTable } from '../schema/audit';

export type AuditRow = Selectable<AuditLogTable>;

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

/** Entries newest first, keyset paged on (time, id) (docs/records.md "Reading the log"). */
export async function listAuditEntries(
  db: Queryable,
  f: AuditFilter,
  after: readonly [string, string] | undefined,
  limit: number,
): Promise<AuditRow[]> {
  let q = db.selectFrom('audit_log').selectAll();
  if (f.tenantIds) q = q.where('tenant_id', '=', sql<string>`any(${sql.val(f.tenantIds)}::uuid[])`);
  if (f.actorId) q = q.where('actor_id', '=', f.actorId);
  if (f.action) q = q.where('action', '=', f.action);
  if (f.resourceId) q = q.where(sql<boolean>`resource_ids @> array[${f.resourceId}]::text[]`);
  if (f.timeFrom) q = q.where('time', '>=', f.timeFrom);
  if (f.timeTo) q = q.where('time', '<', f.timeTo);
  return keysetPage(q, {
    sortColumn: 'time',
    idColumn: 'id',
    descending: true,
    after: after ? [after[0], after[1]] : undefined,
    limit,
  }).execute();
}

/** One chain's entries from `afterSeq` on, in chain order. */
export async function chainEntries(db: Queryable, tenantId: string, afterSeq: string, limit: number): Promise<AuditRow[]> {
  return db
    .selectFrom('audit_log')
    .selectAll()
    .where('tenant_id', '=', tenantId)
    .where('seq', '>', afterSeq)
    .orderBy('seq')
    .limit(limit)
    .execute();
}

/** Every chain's head (its last seq and hash), in tenant order; only `tenantId`'s when given. */
export async function chainHeads(db: Queryable, tenantId?: string): Promise<Array<{ tenant_id: string; seq: string; hash: Buffer }>> {
  let q = db.selectFrom('audit_chain').select(['tenant_id', 'seq', 'hash']);
  if (tenantId) q = q.where('tenant_id', '=', tenantId);
  return q.orderBy('tenant_id').execute();
}
