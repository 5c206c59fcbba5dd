export { DOCUMENT_KINDS } from './kinds';
export type { DocumentKind, KindRenderer, KindRenderers, RenderSource, RenderedFiles } from './kinds';
export { RENDER_DEFAULTS, documentRenderQueue, startDocumentRendering } from './queue';
export type { RenderOptions } from './queue';
export { RETENTION_YEARS, assertNoDocuments } from './retention';
export { COUNTERPARTY_NAME_MAX, searchDocuments } from './search';
export type { DocumentQuery } from './search';
export { keepFiles, keptDocument, keptDocumentById, sha256Hex, storeDocument } from './store';
export type { KeptDocument, NewDocument } from './store';
