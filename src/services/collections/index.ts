export { getSettings, loadCollectionSettings, updateSettings, DEFAULT_TRANSFER_FEE_TOLERANCE } from './settings';
export type { CollectionSettings, FeeTreatment } from './settings';
export { importStatement } from './statement';
export type { ImportInput, StatementFormat } from './statement';
export {
  applicationsOfLines,
  getStatementSummary,
  ignoreLine,
  listStatementLines,
  listStatementSummaries,
  matchLine,
  suggestInvoices,
  unmatchLine,
} from './lines';
export type { ManualAllocation } from './lines';
export { createDebitRequest, importDebitResult } from './directdebit';
export type { CreatedDebitRequest, DebitResultSummary } from './directdebit';
