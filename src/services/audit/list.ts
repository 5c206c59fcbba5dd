import type { Queryable } from '../../db/db';
import { listAuditEntries, type AuditFilter, type AuditRow } from '../../db/repos/audit.repo';

export type { AuditFilter, AuditRow };

/** A page of the audit log, newest first (docs/records.md "Reading the log"). */
export function listAudit(
  db: Queryable,
  filter: AuditFilter,
  after: readonly [string, string] | undefined,
  pageSize: number,
): Promise<AuditRow[]> {
  return listAuditEntries(db, filter, after, pageSize);
}
