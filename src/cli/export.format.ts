import type { ExportRecord } from '../services/platform';
import { csvCell, neutralise } from '../domain/csv';

export { neutralise };

/** NDJSON and CSV encodings of exported records (docs/cli.md "export"). */
export type ExportFormat = 'ndjson' | 'csv';

const LINE_COLUMNS = [
  'id',
  'billingId',
  'position',
  'contractId',
  'contractItemId',
  'contractChargeItemId',
  'name',
  'kind',
  'periodStart',
  'periodEnd',
  'quantity',
  'unitPrice',
  'subtotal',
  'taxPercentage',
  'key',
  'live',
];

function cell(v: unknown): string {
  if (v === null || v === undefined) return '';
  return csvCell(typeof v === 'object' ? JSON.stringify(v) : String(v));
}

/** Turns batches of records into text: NDJSON one record a line; CSV a header, then one row per record (per line of a billing). */
export function encoder(format: ExportFormat, withLines: boolean): (batch: readonly ExportRecord[]) => string {
  if (format === 'ndjson') return (batch) => batch.map((r) => `${JSON.stringify(r)}\n`).join('');
  let columns: string[] | null = null;
  return (batch) => {
    let out = '';
    for (const record of batch) {
      const { lines, ...head } = record as ExportRecord & { lines?: ExportRecord[] };
      if (!columns) {
        columns = Object.keys(head);
        out += [...columns, ...(withLines ? LINE_COLUMNS.map((c) => `line.${c}`) : [])].map(cell).join(',') + '\n';
      }
      const base = columns.map((c) => cell(head[c]));
      if (!withLines) out += base.join(',') + '\n';
      else if (!lines || lines.length === 0) out += [...base, ...LINE_COLUMNS.map(() => '')].join(',') + '\n';
      else for (const l of lines) out += [...base, ...LINE_COLUMNS.map((c) => cell(l[c]))].join(',') + '\n';
    }
    return out;
  };
}
