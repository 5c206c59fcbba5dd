/**
 * The kinds of kept documents (docs/records.md "Documents") and what each must offer: a renderer that
 * turns the issued record into its PDF and HTML. The same record must always give the same bytes.
 */
import type { Queryable } from '../../db/db';
import type { Ports } from '../kernel';

export const DOCUMENT_KINDS = ['INVOICE', 'CREDIT_NOTE', 'REMINDER'] as const;
export type DocumentKind = (typeof DOCUMENT_KINDS)[number];

/** Where a renderer reads the record (the pool or a transaction) and the ports it renders through. */
export interface RenderSource {
  db: Queryable;
  ports: Ports;
}

export interface RenderedFiles {
  pdf: Buffer;
  html: Buffer;
}

/** Renders the issued record `id` of a tenant; throws when the record is gone. */
export type KindRenderer = (src: RenderSource, tenantId: string, id: string) => Promise<RenderedFiles>;

/** The renderer of each kind that has one (the rendering module lists them). */
export type KindRenderers = Partial<Record<DocumentKind, KindRenderer>>;
