/**
 * `billing export` (docs/cli.md "export"): every record of one resource of a tenant, in id order, read
 * in keyset batches so memory stays constant whatever the number of records. Records are plain
 * objects with camelCase keys; tenant_id is left out; billings carry their lines.
 */
import type { Db } from '../../db/db';
import { countRows, linesOfBillings, rowsAfter, type ExportResource } from '../../db/repos/export.repo';

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

/** The records in batches of `batchSize` (the last may be shorter). */
export async function* exportBatches(db: Db, tenantId: string, resource: ExportResource, batchSize = 1000): AsyncGenerator<ExportRecord[]> {
  let after: string | null = null;
  for (;;) {
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
