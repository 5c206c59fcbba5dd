import { readFile, stat } from 'node:fs/promises';
import { extname } from 'node:path';
import { parse as parseYaml } from 'yaml';
import { parse, idOption, environmentOption, UsageError } from '../args';
import { withDatabase, type Io } from '../io';
import { operatorCaller } from '../../services/platform';
import { importCatalog, ImportError, type ImportResult } from '../catalog.import';
import { progress, type Progress } from '../progress';

const USAGE = 'usage: billing catalog import FILE --provider ID --environment sandbox|production [--json]';
const MAX_FILE_BYTES = 10 * 1024 * 1024;

/** Reads FILE as JSON (.json) or YAML (anything else; YAML also reads JSON). One-line errors. */
async function readDocument(file: string): Promise<unknown> {
  let text: string;
  try {
    if ((await stat(file)).size > MAX_FILE_BYTES) throw new UsageError(`${file}: larger than 10 MB`);
    text = await readFile(file, 'utf8');
  } catch (err) {
    if (err instanceof UsageError) throw err;
    throw new UsageError(`cannot read ${file}: ${(err as NodeJS.ErrnoException).code ?? (err as Error).message}`);
  }
  try {
    return extname(file).toLowerCase() === '.json' ? JSON.parse(text) : parseYaml(text, { uniqueKeys: true, maxAliasCount: 100 });
  } catch (err) {
    const first = (err as Error).message.split('\n')[0] ?? 'parse error';
    throw new ImportError(`${file}: not valid ${extname(file).toLowerCase() === '.json' ? 'JSON' : 'YAML'}: ${first}`);
  }
}

function summary(r: ImportResult): string {
  const charges = r.catalogItems.reduce((n, i) => n + i.catalogChargeItems.length, 0);
  return `${r.products.length} product(s), ${r.usageUnits.length} usage unit(s), ${r.paymentMethods.length} payment method(s), ${r.customFieldMasters.length} custom field master(s), ${r.catalogItems.length} catalog item(s) with ${charges} charge item(s)`;
}

/** billing catalog import FILE --provider ID --environment ENV [--json] (docs/catalog.md). */
export async function catalogCommand(argv: string[], io: Io): Promise<void> {
  const [sub, ...rest] = argv;
  if (sub !== 'import') throw new UsageError(USAGE);
  const { values, positionals } = parse(
    rest,
    { provider: { type: 'string' }, environment: { type: 'string' }, json: { type: 'boolean' } },
    1,
  );
  const file = positionals[0];
  if (!file) throw new UsageError(`FILE is required (${USAGE})`);
  const providerId = idOption(values, 'provider');
  const environment = environmentOption(values);
  const doc = await readDocument(file);
  const result = await withDatabase(io, async (db, ports) => {
    const caller = await operatorCaller(db, providerId, environment);
    if (!caller) throw new UsageError(`provider ${providerId} not found`);
    let bar: Progress | undefined;
    const imported = await importCatalog({ db, ports }, caller, doc, (done, total) => {
      bar ??= progress(io, 'catalog import', 'entries', total);
      bar.update(done);
    });
    bar?.finish();
    return imported;
  });
  if (values.json) io.out(JSON.stringify(result));
  else io.out(`Imported ${summary(result)} into provider ${providerId} (${environment}).`);
}
