/**
 * A month's journal as a file in an accounting product's import layout (docs/accounting.md "Export
 * formats"): entries are encoded as they are read, a batch at a time (UTF-8, or Shift_JIS for 弥生),
 * and handed to `write`, which may wait (a file draining): memory stays constant whatever the month.
 */
import { exportEncoding, exportHeader, exportRows, type ExportFormat } from '../../domain/accounting/formats';
import { type Month } from '../../domain/accounting/month';
import { encodeShiftJis } from '../../domain/shiftjis';
import type { ServiceCtx } from '../context';
import { bookOf } from './book';
import { journalEntries } from './journal';

export interface ExportProgress {
  (entries: number): void;
}

const encode = (format: ExportFormat, text: string): Buffer =>
  exportEncoding(format) === 'shift_jis' ? encodeShiftJis(text) : Buffer.from(text, 'utf8');

/** Writes the file; returns the number of entries. */
export async function exportJournal(
  ctx: Pick<ServiceCtx, 'caller' | 'db'>,
  month: Month,
  format: ExportFormat,
  write: (bytes: Buffer) => Promise<void>,
  progress: ExportProgress = () => undefined,
  batch = 1000,
): Promise<number> {
  const book = await bookOf(ctx);
  let text = exportHeader(format);
  let count = 0;
  for await (const { entry } of journalEntries(ctx, book, month, undefined, batch)) {
    count += 1;
    text += exportRows(format, entry, count);
    if (count % batch === 0) {
      await write(encode(format, text));
      text = '';
      progress(count);
    }
  }
  if (text) await write(encode(format, text));
  progress(count);
  return count;
}
