/**
 * `billing journal export --provider ID --environment ENV --month YYYY-MM --format
 * freee|moneyforward|yayoi|csv [--out FILE]` (docs/accounting.md "Export formats", docs/cli.md):
 * the month's journal in the product's import layout, streamed — entries are read a batch at a time
 * and written as they come, waiting for the file to drain — so memory stays constant. Progress on
 * stderr: the shared bar on a terminal, a line at every tenth otherwise.
 */
import { createWriteStream } from 'node:fs';
import { once } from 'node:events';
import { UsageError, environmentOption, idOption, parse } from '../args';
import { withDatabase, type Io } from '../io';
import { EXPORT_FORMATS, exportFileName, type ExportFormat } from '../../domain/accounting/formats';
import { parseMonth } from '../../domain/accounting/month';
import { closedMonth, exportJournal, journalSize } from '../../services/accounting';
import { operatorCallerNow } from '../../services/platform';
import { formatDuration, progress } from '../progress';

export async function journalCommand(argv: string[], io: Io): Promise<void> {
  const [sub, ...rest] = argv;
  if (sub !== 'export')
    throw new UsageError('usage: billing journal export --provider ID --environment ENV --month YYYY-MM --format F [--out FILE]');
  const { values } = parse(rest, {
    provider: { type: 'string' },
    environment: { type: 'string' },
    month: { type: 'string' },
    format: { type: 'string' },
    out: { type: 'string' },
  });
  const providerId = idOption(values, 'provider');
  const environment = environmentOption(values);
  const monthText = String(values.month ?? '');
  if (!parseMonth(monthText)) throw new UsageError(`--month must be a month as YYYY-MM (got "${monthText}")`);
  const format = values.format as ExportFormat;
  if (!EXPORT_FORMATS.includes(format)) throw new UsageError(`--format must be one of ${EXPORT_FORMATS.join(', ')}`);
  await withDatabase(io, async (db) => {
    const caller = await operatorCallerNow(db, providerId, environment);
    const ctx = { caller, db };
    const month = closedMonth(ctx, 'month', monthText);
    const file = (values.out as string | undefined) ?? exportFileName(month, format);
    const total = await journalSize(ctx, month);
    const started = Date.now();
    const bar = progress({ isTty: io.errIsTty === true, write: (text) => process.stderr.write(text) }, 'journal', 'entries', total);
    let tenth = 0;
    const stream = createWriteStream(file);
    let count = 0;
    try {
      count = await exportJournal(
        ctx,
        month,
        format,
        async (bytes) => {
          if (!stream.write(bytes)) await once(stream, 'drain');
        },
        (done) => {
          bar.update(Math.min(done, total));
          const reached = total === 0 ? 10 : Math.floor(Math.min(done / total, 1) * 10);
          if (!io.errIsTty && reached > tenth && reached < 10) {
            tenth = reached;
            io.err(`journal: ${done}/${total} (${tenth * 10} %)`);
          }
        },
      );
    } finally {
      stream.end();
      await once(stream, 'close');
      bar.finish();
    }
    const ms = Math.max(Date.now() - started, 1);
    io.err(`exported ${count} entries of ${month} (${format}) to ${file} in ${formatDuration(ms / 1000)}`);
  });
}
