/**
 * `billing bankstatement import FILE --provider ID --environment sandbox|production [--format
 * transfer-notice|statement|csv] [--csv-columns date=1,amount=2,payer=4[,inquiry=5,account=6,header]] [--json]`:
 * imports a bank statement file and matches its deposits (docs/collections.md), the same work as
 * /v1/bankstatement/import, in one transaction.
 */
import { readFile } from 'node:fs/promises';
import type { CsvColumns } from '../../domain/collections';
import { inTransaction } from '../../db/db';
import { importStatement, type StatementFormat } from '../../services/collections';
import { operatorCallerNow } from '../../services/platform';
import { UsageError, environmentOption, idOption, parse } from '../args';
import { withDatabase, type Io } from '../io';

const USAGE =
  'usage: billing bankstatement import FILE --provider ID --environment sandbox|production [--format transfer-notice|statement|csv] [--csv-columns date=1,amount=2,payer=4[,inquiry=N,account=N,header]] [--json]';

const FORMATS: Record<string, StatementFormat> = {
  'transfer-notice': 'ZENGIN_TRANSFER_NOTICE',
  statement: 'ZENGIN_STATEMENT',
  csv: 'CSV',
};

function csvColumnsOf(text: string): CsvColumns {
  const keys: Record<string, keyof Omit<CsvColumns, 'header'>> = {
    date: 'valueDate',
    amount: 'amount',
    payer: 'payerName',
    inquiry: 'inquiryNumber',
    account: 'accountNumber',
    bank: 'bankCode',
    branch: 'branchCode',
  };
  const out: Partial<CsvColumns> = { header: false };
  for (const part of text.split(',')) {
    if (part === 'header') {
      out.header = true;
      continue;
    }
    const [k, v] = part.split('=');
    const key = k ? keys[k] : undefined;
    if (!key || !/^[1-9][0-9]*$/.test(v ?? ''))
      throw new UsageError(`--csv-columns: "${part}" is not NAME=COLUMN (${Object.keys(keys).join(', ')})`);
    out[key] = Number(v);
  }
  if (!out.valueDate || !out.amount || !out.payerName) throw new UsageError('--csv-columns needs date=, amount= and payer=');
  return out as CsvColumns;
}

async function importCommand(argv: string[], io: Io): Promise<void> {
  const { values, positionals } = parse(
    argv,
    {
      provider: { type: 'string' },
      environment: { type: 'string' },
      format: { type: 'string' },
      'csv-columns': { type: 'string' },
      json: { type: 'boolean' },
    },
    1,
  );
  const file = positionals[0];
  if (!file) throw new UsageError(`FILE is required (${USAGE})`);
  const format = FORMATS[(values.format as string | undefined) ?? 'transfer-notice'];
  if (!format) throw new UsageError('--format must be transfer-notice, statement or csv');
  const csvColumns = values['csv-columns'] ? csvColumnsOf(values['csv-columns'] as string) : undefined;
  if (format === 'CSV' && !csvColumns) throw new UsageError('--csv-columns is required with --format csv');
  const providerId = idOption(values, 'provider');
  const environment = environmentOption(values);
  const content = await readFile(file);
  const s = await withDatabase(io, async (db, ports) => {
    const caller = await operatorCallerNow(db, providerId, environment).catch(() => undefined);
    if (!caller) throw new UsageError(`provider ${providerId} not found`);
    return inTransaction(db, (tx) =>
      importStatement({ db: tx, ports, caller }, { format, content, ...(csvColumns ? { csvColumns } : {}) }),
    );
  });
  const out = {
    id: s.id,
    lineCount: s.line_count,
    newLineCount: s.new_line_count,
    matchedCount: s.matched_count,
    unmatchedCount: s.unmatched_count,
    cancellationCount: s.cancellation_count,
    matchedAmount: s.matched_amount,
  };
  if (values.json) io.out(JSON.stringify(out));
  else
    io.out(
      `Imported ${out.lineCount} deposits (${out.newLineCount} new): ${out.matchedCount} matched (${out.matchedAmount} yen), ${out.unmatchedCount} unmatched.` +
        (out.cancellationCount ? ` ${out.cancellationCount} deposits cancelled by the bank (取消), their payments reversed.` : '') +
        ` Statement ${out.id}.`,
    );
}

export async function bankstatementCommand(argv: string[], io: Io): Promise<void> {
  const [sub, ...rest] = argv;
  if (sub === 'import') return importCommand(rest, io);
  throw new UsageError(USAGE);
}
