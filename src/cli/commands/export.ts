/**
 * `billing export --provider ID --environment ENV --resource customers|contracts|billings|usage
 * [--format ndjson|csv] [--encoding utf-8|shift_jis] [--out FILE]` (docs/cli.md "export"): streams every record of the resource,
 * read in keyset batches of 1,000 and written as they come (waiting for the file to drain), so memory
 * stays constant. Progress goes to stderr: a bar with fraction, rate and ETA on a terminal, plain
 * lines at every tenth otherwise.
 */
import { createWriteStream } from 'node:fs';
import { once } from 'node:events';
import { UsageError, environmentOption, idOption, parse } from '../args';
import { withDatabase, type Io } from '../io';
import { operatorCaller, EXPORT_TABLES, countExport, exportBatches, type ExportResource } from '../../services/platform';
import { csvBytes, encoder, notInShiftJis, type CsvEncoding, type ExportFormat } from '../export.format';
import { formatDuration, progress } from '../progress';

const RESOURCES = Object.keys(EXPORT_TABLES) as ExportResource[];

/**
 * Progress on stderr (stdout may carry the records): the shared bar (cli/progress.ts) on a terminal,
 * a line at every tenth otherwise, and a closing summary either way.
 */
function exportProgress(io: Io, resource: string, total: number) {
  const started = Date.now();
  const bar = progress({ isTty: io.errIsTty === true, write: (text) => process.stderr.write(text) }, 'export', resource, total);
  let tenth = 0;
  return (done: number, final = false) => {
    bar.update(done);
    const reached = total === 0 ? 10 : Math.floor(Math.min(done / total, 1) * 10);
    if (!io.errIsTty && !final && reached > tenth) {
      tenth = reached;
      io.err(`${resource}: ${done}/${total} (${tenth * 10} %)`);
    }
    if (!final) return;
    bar.finish();
    const ms = Math.max(Date.now() - started, 1);
    io.err(`exported ${done} ${resource} in ${formatDuration(ms / 1000)} (${Math.round((done * 1000) / ms)}/s)`);
  };
}

export async function exportCommand(argv: string[], io: Io): Promise<void> {
  const { values } = parse(argv, {
    provider: { type: 'string' },
    environment: { type: 'string' },
    resource: { type: 'string' },
    format: { type: 'string' },
    encoding: { type: 'string' },
    out: { type: 'string' },
  });
  const providerId = idOption(values, 'provider');
  const environment = environmentOption(values);
  const resource = values.resource as ExportResource;
  if (!RESOURCES.includes(resource)) throw new UsageError(`--resource must be one of ${RESOURCES.join(', ')}`);
  const format = (values.format ?? 'ndjson') as ExportFormat;
  if (format !== 'ndjson' && format !== 'csv') throw new UsageError('--format must be ndjson or csv');
  const encoding = (values.encoding ?? 'utf-8') as CsvEncoding;
  if (encoding !== 'utf-8' && encoding !== 'shift_jis') throw new UsageError('--encoding must be utf-8 or shift_jis');
  if (values.encoding !== undefined && format !== 'csv') throw new UsageError('--encoding applies to --format csv only (NDJSON is UTF-8)');
  const file = values.out as string | undefined;
  await withDatabase(io, async (db) => {
    const caller = await operatorCaller(db, providerId, environment);
    if (!caller) throw new UsageError(`provider ${providerId} not found`);
    const stream = file ? createWriteStream(file) : null;
    let first = true;
    let lost = 0;
    const write = async (text: string) => {
      if (text === '') return;
      const data = format === 'csv' ? csvBytes(text, encoding, first) : Buffer.from(text, 'utf8');
      if (format === 'csv' && encoding === 'shift_jis') lost += notInShiftJis(text);
      first = false;
      if (!stream) return io.bytes ? io.bytes(data) : io.out(data.toString('utf8').replace(/\r?\n$/, ''));
      if (!stream.write(data)) await once(stream, 'drain');
    };
    const show = exportProgress(io, resource, await countExport(db, caller.tenantId, resource));
    const encode = encoder(format, resource);
    let done = 0;
    try {
      for await (const batch of exportBatches(db, caller.tenantId, resource, { customerNames: format === 'csv' })) {
        await write(encode(batch));
        done += batch.length;
        show(done);
      }
      if (lost > 0) io.err(`${lost} character(s) have no Shift_JIS code and were written as "?" (use --encoding utf-8 to keep them)`);
    } finally {
      if (stream) {
        stream.end();
        await once(stream, 'close');
      }
    }
    show(done, true);
  });
}
