/**
 * The background renderer (docs/records.md "Rendering"): document_render is an outbox queue of
 * services/outbox (fair claims across tenants, a lease, the retry schedule). Each attempt renders a
 * recorded document with its kind's renderer and stores the bytes, unless a request stored them first.
 */
import { documentsToRender } from '../../db/repos/document.repo';
import type { ClaimedRow } from '../../db/repos/outbox.repo';
import { startOutbox, type AttemptResult, type OutboxQueue, type OutboxWorker } from '../outbox';
import type { SystemCtx } from '../context';
import type { DocumentKind, KindRenderers } from './kinds';
import { keepFiles } from './store';

export interface RenderOptions {
  /** Documents rendered at once in this process (rendering is CPU work: about one per core). */
  concurrency: number;
  /** Documents of one tenant rendered at once, all processes together. */
  perTenant: number;
  /** Seconds before each retry; after the last, the queue row is FAILED (the document still renders on request). */
  retryDelays: readonly number[];
  pollMs: number;
  onError?: (err: unknown) => void;
}

export const RENDER_DEFAULTS: RenderOptions = { concurrency: 2, perTenant: 2, retryDelays: [10, 60, 600, 3600], pollMs: 1000 };

/** Longer than any rendering takes: a claim is never taken over while its attempt may still run. */
const LEASE_MS = 120_000;

interface ClaimedDocument extends ClaimedRow {
  kind: string;
  /** Stored already (a request rendered it first): nothing to do. */
  rendered: boolean;
}

export function documentRenderQueue(sys: SystemCtx, renderers: KindRenderers): OutboxQueue<ClaimedDocument> {
  return {
    table: 'document_render',
    load: async (db, rows) => {
      const docs = new Map((await documentsToRender(db, rows)).map((d) => [`${d.tenant_id}/${d.id}`, d]));
      return rows.flatMap((r) => {
        const d = docs.get(`${r.tenant_id}/${r.id}`);
        return d ? [{ ...r, kind: d.kind, rendered: d.rendered }] : [];
      });
    },
    attempt: async (item): Promise<AttemptResult> => {
      const render = renderers[item.kind as DocumentKind];
      if (!render) return { ok: false, final: true, columns: { last_error: `no renderer for kind ${item.kind}` } };
      try {
        if (!item.rendered) await keepFiles(sys, item.tenant_id, item.id, await render(sys, item.tenant_id, item.id));
        return { ok: true };
      } catch (err) {
        return { ok: false, columns: { last_error: String((err as Error)?.message ?? err).slice(0, 500) } };
      }
    },
  };
}

/** Renders recorded documents until stopped. */
export function startDocumentRendering(sys: SystemCtx, renderers: KindRenderers, o: RenderOptions = RENDER_DEFAULTS): OutboxWorker {
  return startOutbox(sys.db, documentRenderQueue(sys, renderers), {
    concurrency: o.concurrency,
    perTenant: o.perTenant,
    retryDelays: o.retryDelays,
    leaseMs: LEASE_MS,
    pollMs: o.pollMs,
    clock: sys.ports.clock,
    ...(o.onError ? { onError: o.onError } : {}),
  });
}
