/**
 * `billing export` (docs/cli.md "export"): every record of one resource of a tenant, in id order, read
 * in keyset batches so memory stays constant whatever the number of records. Records are plain
 * objects with camelCase keys; tenant_id is left out; billings carry their lines. At most
 * EXPORTS_PER_TENANT exports of one tenant run at once, on any number of processes (a lease each).
 */
import type { Db } from '../../db/db';
import {
  countRows,
  customerNames,
  customersOfContracts,
  linesOfBillings,
  rowsAfter,
  type ExportResource,
} from '../../db/repos/export.repo';
import { ApiError } from '../../lib/errors';
import { acquireTenantLease } from './lease';

export { EXPORT_TABLES, type ExportResource } from '../../db/repos/export.repo';
export type ExportRecord = Record<string, unknown>;

const camel = (k: string) => k.replace(/_([a-z])/g, (_, c: string) => c.toUpperCase());

function recordOf(row: Record<string, unknown>): ExportRecord {
  const out: ExportRecord = {};
  for (const [k, v] of Object.entries(row)) {
    if (k === 'tenant_id' || k === 'live_key') continue;
    out[camel(k)] = v instanceof Date ? v.toISOString() : v;
  }
  return out;
}

export async function countExport(db: Db, tenantId: string, resource: ExportResource): Promise<number> {
  return countRows(db, tenantId, resource);
}

/** Exports of one tenant that may run at once. */
export const EXPORTS_PER_TENANT = 2;
/** An export's lease lasts this long past its last batch (a slow reader of the output may keep it waiting). */
const EXPORT_LEASE_MS = 5 * 60_000;

function exportsBusy(retryAfterSeconds: number): ApiError {
  return new ApiError(
    'RESOURCE_EXHAUSTED',
    `${EXPORTS_PER_TENANT} exports of this tenant are running already; try again when one has finished`,
    { reason: 'CONCURRENCY_LIMIT_EXCEEDED', limit: EXPORTS_PER_TENANT, scope: 'tenant', retryAfterSeconds },
    { 'retry-after': String(retryAfterSeconds) },
  );
}

export interface ExportOptions {
  /** Records per batch (the last may be shorter). */
  batchSize?: number;
  /**
   * Add `customerName` to each record that names a customer or a contract (billings, contracts,
   * usage: with `customerId` too), one query per batch: the export for people (CSV).
   */
  customerNames?: boolean;
}

/**
 * The records in batches. The export holds one of the tenant's export leases from its first batch
 * until the loop over it ends (or is left).
 */
export async function* exportBatches(
  db: Db,
  tenantId: string,
  resource: ExportResource,
  opts: ExportOptions = {},
): AsyncGenerator<ExportRecord[]> {
  const names = Array.from({ length: EXPORTS_PER_TENANT }, (_, i) => `export:${i + 1}`);
  const lease = await acquireTenantLease(db, { tenantId, names, ms: EXPORT_LEASE_MS, busy: exportsBusy });
  try {
    for await (const batch of batches(db, tenantId, resource, opts.batchSize ?? 1000, () => lease.renew()))
      yield opts.customerNames && resource !== 'customers' ? await withCustomerNames(db, tenantId, resource, batch) : batch;
  } finally {
    await lease.release();
  }
}

async function withCustomerNames(db: Db, tenantId: string, resource: ExportResource, batch: ExportRecord[]): Promise<ExportRecord[]> {
  if (resource === 'usage') {
    const owners = await customersOfContracts(db, tenantId, [...new Set(batch.map((r) => r.contractId as string))]);
    return batch.map((r) => {
      const owner = owners.get(r.contractId as string);
      return { ...r, customerId: owner?.customerId ?? '', customerName: owner?.name ?? '' };
    });
  }
  const names = await customerNames(db, tenantId, [...new Set(batch.map((r) => r.customerId as string))]);
  return batch.map((r) => ({ ...r, customerName: names.get(r.customerId as string) ?? '' }));
}

async function* batches(
  db: Db,
  tenantId: string,
  resource: ExportResource,
  batchSize: number,
  renew: () => Promise<void>,
): AsyncGenerator<ExportRecord[]> {
  let after: string | null = null;
  for (;;) {
    if (after !== null) await renew();
    const rows = await rowsAfter(db, tenantId, resource, after, batchSize);
    if (rows.length === 0) return;
    after = rows[rows.length - 1]!.id as string;
    if (resource !== 'billings') {
      yield rows.map(recordOf);
    } else {
      const lines = await linesOfBillings(
        db,
        tenantId,
        rows.map((r) => r.id as string),
      );
      const byBilling = new Map<string, ExportRecord[]>();
      for (const l of lines) {
        const id = l.billing_id as string;
        const list = byBilling.get(id) ?? [];
        list.push(recordOf(l));
        byBilling.set(id, list);
      }
      yield rows.map((r) => ({ ...recordOf(r), lines: byBilling.get(r.id as string) ?? [] }));
    }
    if (rows.length < batchSize) return;
  }
}
