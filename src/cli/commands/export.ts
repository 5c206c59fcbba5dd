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
import { operatorCaller } from '../../services/provider.service';
import { EXPORT_TABLES, countExport, exportBatches, type ExportResource } from '../../services/export.service';
import { encoder, type ExportFormat } from '../export.format';

const RESOURCES = Object.keys(EXPORT_TABLES) as ExportResource[];

function progress(io: Io, resource: string, total: number) {
  const started = Date.now();
  let shownAt = 0;
  let tenth = 0;
  return (done: number, final = false) => {
    const seconds = Math.max((Date.now() - started) / 1000, 0.001);
    const rate = done / seconds;
    const fraction = total === 0 ? 1 : Math.min(done / total, 1);
    if (io.errIsTty) {
      if (!final && Date.now() - shownAt < 100) return;
      shownAt = Date.now();
      const bar = '#'.repeat(Math.round(fraction * 30)).padEnd(30, '.');
      const eta = rate > 0 ? Math.max(total - done, 0) / rate : 0;
      process.stderr.write(
        `\r${resource} [${bar}] ${(fraction * 100).toFixed(1)} % ${done.toLocaleString('en-US')}/${total.toLocaleString('en-US')} ${Math.round(rate).toLocaleString('en-US')}/s ETA ${Math.ceil(eta)} s ` +
          (final ? '\n' : ''),
      );
    } else if (!final && Math.floor(fraction * 10) > tenth) {
      tenth = Math.floor(fraction * 10);
      io.err(`${resource}: ${done}/${total} (${tenth * 10} %)`);
    }
    if (final) io.err(`exported ${done} ${resource} in ${seconds.toFixed(1)} s (${Math.round(rate)}/s)`);
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
    const show = progress(io, resource, await countExport(db, caller.tenantId, resource));
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
