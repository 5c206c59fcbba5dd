/**
 * When issued documents are rendered (docs/records.md "Rendering"): the archive's background renderer
 * (services/archive, on the outbox machinery of services/outbox) runs in this process until stopped.
 */
import { startArchiveRendering } from '../services/archive';
import type { SystemCtx } from '../services/context';
import { RENDER_DEFAULTS } from '../services/document';

export interface DocumentWorker {
  /** Stops claiming; documents being rendered are finished and stored first. */
  stop(): Promise<void>;
}

export function startDocumentWorker(sys: SystemCtx, opts: { onError?: (err: unknown) => void } = {}): DocumentWorker {
  return startArchiveRendering(sys, { ...RENDER_DEFAULTS, ...(opts.onError ? { onError: opts.onError } : {}) });
}
