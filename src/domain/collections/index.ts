/** Collections (docs/collections.md): the 全銀協 file codecs, payer names and deposit matching. */
export { C, N, layoutWidth, readRecord, splitRecords, decodeSjis, encodeSjis, writeRecord } from './records';
export type { FieldSpec, FileRefusal, FileResult } from './records';
export {
  END_RECORD,
  NOTICE_DATA,
  NOTICE_HEADER,
  NOTICE_TRAILER,
  STATEMENT_DATA,
  STATEMENT_HEADER,
  STATEMENT_RECORD_LENGTH,
  STATEMENT_TRAILER,
  parseStatement,
  parseTransferNotice,
  warekiDate,
  warekiText,
} from './deposits';
export type { Deposit, StatementFile } from './deposits';
export { parseCsvStatement, csvRows } from './csv';
export type { CsvColumns } from './csv';
export {
  DEBIT_DATA,
  DEBIT_END,
  DEBIT_HEADER,
  DEBIT_RECORD_LENGTH,
  DEBIT_RESULT_REASONS,
  DEBIT_TRAILER,
  encodeDebitRequest,
  parseDebitResult,
} from './directdebit';
export type { AccountType, Consignor, DebitLine, DebitResult, DebitResultLine } from './directdebit';
export { normalizePayerName } from './payername';
export { matchDeposit, SUBSET_WINDOW } from './match';
export type { Allocation, MatchPlan, MatchRule, OpenInvoice } from './match';

/** The statement files the codecs read: 全銀協 振込入金通知, 全銀協 入出金取引明細, CSV by a column mapping. */
export type StatementFileFormat = 'ZENGIN_TRANSFER_NOTICE' | 'ZENGIN_STATEMENT' | 'CSV';
