export { DOCUMENT_RENDERERS, documentFile, startArchiveRendering } from './renderers';
export type { DocumentFile } from './renderers';
