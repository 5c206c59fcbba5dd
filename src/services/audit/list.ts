import type { Queryable } from '../../db/db';
import { listAuditEntries, type AuditFilter, type AuditListRow } from '../../db/repos/audit.repo';
import { listTenants } from '../../db/repos/provider.repo';
import type { Environment } from '../kernel';

export type { AuditFilter, AuditListRow };

/** A page of the audit log, newest first (docs/records.md "Reading the log"). */
export function listAudit(
  db: Queryable,
  filter: AuditFilter,
  after: readonly [string, string] | undefined,
  pageSize: number,
): Promise<AuditListRow[]> {
  return listAuditEntries(db, filter, after, pageSize);
}

/**
 * The chains an operator may read: with `providerId` (and `environment`) that provider's tenants; else,
 * for an operator limited to some providers, their tenants (the platform's chain is not theirs);
 * else every chain (undefined).
 */
export async function auditTenants(
  db: Queryable,
  scope: { providerId?: string; environment?: Environment; allowedProviders: readonly string[] },
): Promise<string[] | undefined> {
  const providers = scope.providerId ? [scope.providerId] : scope.allowedProviders;
  if (providers.length === 0) return undefined;
  const tenants = (await Promise.all(providers.map((p) => listTenants(db, p)))).flat();
  return tenants.filter((t) => !scope.environment || t.environment === scope.environment).map((t) => t.id);
}
