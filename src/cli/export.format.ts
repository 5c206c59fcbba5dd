import type { ExportRecord } from '../services/platform';

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

/** A plain number (an amount, a quantity, a negative adjustment): a spreadsheet reads it as a number, never a formula. */
const PLAIN_NUMBER = /^[-+]?\d+(\.\d+)?$/;

/**
 * A cell a spreadsheet would run as a formula — text starting with `=`, `+`, `-`, `@`, a tab or a
 * carriage return — gets a leading single quote, so it is shown as the text it is (`=HYPERLINK(…)`
 * → `'=HYPERLINK(…)`). Plain numbers such as `-1200` stay numbers.
 */
export function neutralise(text: string): string {
  return /^[=+\-@\t\r]/.test(text) && !PLAIN_NUMBER.test(text) ? `'${text}` : text;
}

function cell(v: unknown): string {
  if (v === null || v === undefined) return '';
  const text = neutralise(typeof v === 'object' ? JSON.stringify(v) : String(v));
  return /[",\r\n]/.test(text) ? `"${text.replace(/"/g, '""')}"` : text;
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
