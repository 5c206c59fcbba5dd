import type { Queryable } from '../db/db';

/**
 * What the catalog services need from their caller: the database (the request's transaction for
 * writes) and the tenant. An RpcContext satisfies it; the catalog import CLI builds one per tenant.
 */
export interface TenantScope {
  db: Queryable;
  caller: { tenantId: string };
}
