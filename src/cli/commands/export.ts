/**
 * `billing export --provider ID --environment ENV --resource customers|contracts|billings|usage
 * [--format ndjson|csv] [--out FILE]` (docs/cli.md "export"): streams every record of the resource,
 * read in keyset batches of 1,000 and written as they come (waiting for the file to drain), so memory
 * stays constant. Progress goes to stderr: a bar with fraction, rate and ETA on a terminal, plain
 * lines at every tenth otherwise.
 */
import { createWriteStream } from 'node:fs';
import { once } from 'node:events';
import { UsageError, environmentOption, idOption, parse } from '../args';
import { withDatabase, type Io } from '../io';
import { operatorCaller, EXPORT_TABLES, countExport, exportBatches, type ExportResource } from '../../services/platform';
import { encoder, type ExportFormat } from '../export.format';
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
    out: { type: 'string' },
  });
  const providerId = idOption(values, 'provider');
  const environment = environmentOption(values);
  const resource = values.resource as ExportResource;
  if (!RESOURCES.includes(resource)) throw new UsageError(`--resource must be one of ${RESOURCES.join(', ')}`);
  const format = (values.format ?? 'ndjson') as ExportFormat;
  if (format !== 'ndjson' && format !== 'csv') throw new UsageError('--format must be ndjson or csv');
  const file = values.out as string | undefined;
  await withDatabase(io, async (db) => {
    const caller = await operatorCaller(db, providerId, environment);
    if (!caller) throw new UsageError(`provider ${providerId} not found`);
    const stream = file ? createWriteStream(file) : null;
    const write = async (text: string) => {
      if (text === '') return;
      if (!stream) return io.out(text.slice(0, -1));
      if (!stream.write(text)) await once(stream, 'drain');
    };
    const show = exportProgress(io, resource, await countExport(db, caller.tenantId, resource));
    const encode = encoder(format, resource === 'billings');
    let done = 0;
    try {
      for await (const batch of exportBatches(db, caller.tenantId, resource)) {
        await write(encode(batch));
        done += batch.length;
        show(done);
      }
    } finally {
      if (stream) {
        stream.end();
        await once(stream, 'close');
      }
    }
    show(done, true);
  });
}
