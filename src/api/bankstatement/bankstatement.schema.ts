import { Enum, Message, Named, Type, type Static } from '../schema';

/** A file as the bank gives it, base64 (docs/collections.md). */
export const FileContent = Type.String({
  minLength: 1,
  pattern: '^[A-Za-z0-9+/=\\r\\n]+$',
  description: 'the file as the bank gives it (Shift_JIS bytes), base64',
});

export const StatementFormatEnum = Enum(['FORMAT_UNSPECIFIED', 'FORMAT_ZENGIN_TRANSFER_NOTICE', 'FORMAT_ZENGIN_STATEMENT', 'FORMAT_CSV']);
export const LineStatusEnum = Enum(['STATUS_UNSPECIFIED', 'STATUS_MATCHED', 'STATUS_UNMATCHED', 'STATUS_IGNORED', 'STATUS_CANCELLED']);

const column = (what: string) => Type.Integer({ minimum: 1, maximum: 200, description: `the 1-based column of ${what}` });
export const CsvColumns = Message(
  {
    valueDate: column('the value date (YYYY-MM-DD, YYYY/MM/DD or YYYYMMDD)'),
    amount: column('the deposit amount (whole yen; empty or 0 = not a deposit)'),
    payerName: column('the payer name'),
    inquiryNumber: Type.Optional(column('the bank’s 照会番号')),
    accountNumber: Type.Optional(column('the account (virtual account number) the money arrived at')),
    bankCode: Type.Optional(column('the bank code')),
    branchCode: Type.Optional(column('the branch code')),
    header: Type.Optional(Type.Boolean({ description: 'the first row holds column titles' })),
  },
  undefined,
  'CsvColumns',
);

export const BankStatement = Named('BankStatement', {
  id: Type.String(),
  format: StatementFormatEnum,
  lineCount: Type.Integer({ description: 'deposits in the file' }),
  newLineCount: Type.Integer({ description: 'deposits not imported before (the others applied nothing)' }),
  matchedCount: Type.Integer(),
  unmatchedCount: Type.Integer(),
  ignoredCount: Type.Integer(),
  cancelledCount: Type.Integer(),
  cancellationCount: Type.Integer(),
  matchedAmount: Type.String(),
  depositTotal: Type.String(),
  createTime: Type.String(),
});
export type BankStatement = Static<typeof BankStatement>;

export const StatementApplicationMsg = Named('StatementApplication', {
  invoiceId: Type.String({ description: '"" for the part that became customer credit' }),
  invoiceNumber: Type.String({ description: 'the number of the invoice paid; "" for the part that became customer credit' }),
  amount: Type.String(),
  feeAmount: Type.String(),
  feeTreatment: Enum(['FEE_UNSPECIFIED', 'FEE_AS_EXPENSE', 'FEE_AS_DISCOUNT']),
});

export const StatementLine = Named('BankStatementLine', {
  id: Type.String(),
  statementId: Type.String(),
  record: Type.Integer(),
  bankCode: Type.String(),
  branchCode: Type.String(),
  accountNumber: Type.String(),
  valueDate: Type.String(),
  inquiryNumber: Type.String(),
  amount: Type.String(),
  payerName: Type.String(),
  status: LineStatusEnum,
  customerId: Type.String(),
  rule: Type.String({ description: 'EXACT, FEE, SEVERAL, OVERPAID, PARTIAL or MANUAL; "" when not matched' }),
  applications: Type.Array(StatementApplicationMsg),
  createTime: Type.String(),
  updateTime: Type.String(),
});
export type StatementLine = Static<typeof StatementLine>;
