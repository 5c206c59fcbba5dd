/**
 * Kept documents in service tests (docs/records.md "Documents"): the background renderer run on one
 * tenant's queue until nothing is pending, and the stored row and queue entry of a document.
 */
import { sql } from 'kysely';
import { DOCUMENT_RENDERERS } from '../../src/services/archive';
import { documentRenderQueue } from '../../src/services/document';
import { attemptClaimed, claimDue, type OutboxOptions } from '../../src/services/outbox';
import type { ServiceTest } from './services';

const options: OutboxOptions = {
  concurrency: 4,
  perTenant: 4,
  retryDelays: [1],
  leaseMs: 60_000,
  pollMs: 50,
  clock: { now: () => new Date() },
};

/** Runs the background renderer on this tenant's queue rows until none is pending. */
export async function renderInBackground(t: ServiceTest, tenantId: string): Promise<void> {
  const queue = { ...documentRenderQueue(t.sys, DOCUMENT_RENDERERS), eligible: sql`d.tenant_id = ${tenantId}::uuid` };
  for (let pass = 0; pass < 20; pass++) {
    const claimId = crypto.randomUUID();
    const items = await claimDue(t.db, queue, claimId, 4, options);
    if (items === 'busy') continue;
    if (items.length === 0) return;
    for (const item of items) await attemptClaimed(t.db, queue, item, claimId, options);
  }
}

/** The document row as stored (bytes included). */
export const storedDocument = (t: ServiceTest, tenantId: string, id: string) =>
  t.db.selectFrom('document').selectAll().where('tenant_id', '=', tenantId).where('id', '=', id).executeTakeFirstOrThrow();

/** The document's render queue entry. */
export const queuedDocument = (t: ServiceTest, tenantId: string, id: string) =>
  t.db
    .selectFrom('document_render')
    .select(['status', 'attempt'])
    .where('tenant_id', '=', tenantId)
    .where('id', '=', id)
    .executeTakeFirstOrThrow();
