import { defineRpc } from '../rpc';
import { DocumentOutput, Enum, Message, Type } from '../schema';
import { exportFileName, type ExportFormat } from '../../domain/accounting/formats';
import { closedMonth, exportJournal } from '../../services/accounting';
import { invalidField } from '../../lib/errors';

const FORMATS = ['FORMAT_UNSPECIFIED', 'FORMAT_FREEE', 'FORMAT_MONEYFORWARD', 'FORMAT_YAYOI', 'FORMAT_CSV'] as const;

export const ExportJournalRequest = Message({
  month: Type.String({ description: 'the month, YYYY-MM (closed)' }),
  format: Enum(FORMATS, 'the accounting product’s import layout'),
});

export default defineRpc({
  path: '/v1/journal/export',
  method: 'G+P',
  summary: 'A closed month’s journal as an accounting product’s import file (extension)',
  description:
    'freee (仕訳インポート), Money Forward クラウド会計 (仕訳帳インポート) and csv in UTF-8; 弥生会計 (弥生インポート形式) in Shift_JIS (docs/accounting.md "Export formats"). For very large months use `billing journal export`, which streams to a file.',
  tags: ['journal'],
  heavy: true,
  input: ExportJournalRequest,
  output: DocumentOutput,
  produces: ['text/csv'],
  handler: async (ctx, input) => {
    if (input.format === 'FORMAT_UNSPECIFIED')
      throw invalidField('format', 'must be FORMAT_FREEE, FORMAT_MONEYFORWARD, FORMAT_YAYOI or FORMAT_CSV');
    const month = closedMonth(ctx, 'month', input.month);
    const format = input.format.slice('FORMAT_'.length).toLowerCase() as ExportFormat;
    const chunks: Buffer[] = [];
    await exportJournal(ctx, month, format, async (b) => void chunks.push(b));
    return {
      contentType: `text/csv; charset=${format === 'yayoi' ? 'Shift_JIS' : 'utf-8'}`,
      body: Buffer.concat(chunks),
      fileName: exportFileName(month, format),
    };
  },
});
