import { defineRpc } from '../rpc';
import { Message, Type } from '../schema';
import { importStatement, type StatementFormat } from '../../services/collections';
import { invalidField } from '../../lib/errors';
import { presentStatement } from './bankstatement.present';
import { BankStatement, CsvColumns, FileContent, StatementFormatEnum } from './bankstatement.schema';

export const ImportStatementRequest = Message({
  format: StatementFormatEnum,
  content: FileContent,
  csvColumns: Type.Optional(CsvColumns),
});
export const ImportStatementResponse = Message({ statement: BankStatement });

export default defineRpc({
  path: '/v1/bankstatement/import',
  method: 'POST',
  summary: 'Import a bank statement and match its deposits (extension)',
  description:
    'A 全銀協 振込入金通知 or 入出金取引明細 (fixed 200-byte Shift_JIS records, with or without line ends) or a CSV with a column mapping (docs/collections.md). The whole file is one transaction: a record that cannot be read is a 400 naming content.record[N].field and nothing is applied. A deposit already imported (same bank, branch, account, value date and 照会番号) applies nothing again.',
  tags: ['bankstatement'],
  heavy: true,
  input: ImportStatementRequest,
  output: ImportStatementResponse,
  handler: async (ctx, input) => {
    if (input.format === 'FORMAT_UNSPECIFIED') throw invalidField('format', 'is required');
    const format = input.format.slice('FORMAT_'.length) as StatementFormat;
    const csvColumns = input.csvColumns ? { ...input.csvColumns, header: input.csvColumns.header ?? false } : undefined;
    const statement = await importStatement(ctx, {
      format,
      content: Buffer.from(input.content, 'base64'),
      ...(csvColumns ? { csvColumns } : {}),
    });
    return { statement: presentStatement(statement) };
  },
});
