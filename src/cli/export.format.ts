import iconv from 'iconv-lite';
import type { ExportRecord, ExportResource } from '../services/platform';
import { csvCell } from '../domain/csv';
import { encodeShiftJis, toCp932 } from '../domain/shiftjis';

/**
 * NDJSON and CSV encodings of exported records (docs/cli.md "export"). NDJSON is the records as they
 * are (for programs); CSV is for people: the columns a person reads, named as the API names its
 * fields, the API's enum names (`STATUS_PAID`), each record's customer name, and none of the
 * bookkeeping columns (line keys, run ids, the issuer snapshot).
 */
export type ExportFormat = 'ndjson' | 'csv';
/** `utf-8` is written with a byte order mark (Excel reads it as UTF-8); `shift_jis` is Windows' Shift_JIS (CP932). */
export type CsvEncoding = 'utf-8' | 'shift_jis';

type Column = readonly [header: string, value: (r: ExportRecord) => unknown];

const field =
  (name: string, prefix = ''): Column[1] =>
  (r) => {
    const v = r[name];
    return prefix && typeof v === 'string' && v !== '' ? `${prefix}${v}` : v;
  };
const col = (name: string, prefix = ''): Column => [name, field(name, prefix)];

/** A billing's tax per rate as text: `10%: 1000; 8%: 80` (its rates, as on the invoice). */
function taxesText(r: ExportRecord): string {
  const taxes = r.taxes as Array<{ taxPercentage: string; tax: string }> | null | undefined;
  return Array.isArray(taxes) ? taxes.map((t) => `${t.taxPercentage}%: ${t.tax}`).join('; ') : '';
}

const CUSTOMER: Column[] = [
  col('id'),
  col('optionalId'),
  col('name'),
  col('crmAccountId'),
  col('invoicing', 'INVOICING_'),
  col('closingDay'),
  col('holidayRule', 'HOLIDAY_RULE_'),
  col('sendMethod', 'SEND_METHOD_'),
  col('createTime'),
  col('updateTime'),
];

const CONTRACT: Column[] = [
  col('id'),
  col('optionalId'),
  col('customerName'),
  col('customerId'),
  col('paymentMethodId'),
  col('isDraft'),
  col('version'),
  col('startDate'),
  col('endDate'),
  col('confirmTime'),
  col('createTime'),
  col('updateTime'),
];

const BILLING: Column[] = [
  col('invoiceNumber'),
  ['billingId', field('id')],
  col('status', 'STATUS_'),
  col('customerName'),
  col('customerId'),
  col('contractId'),
  col('billingDate'),
  col('billingDueDate'),
  col('billingIssueDate'),
  col('subtotal'),
  col('tax'),
  col('total'),
  col('paidAmount'),
  ['taxes', taxesText],
  col('invoiceId'),
  col('createTime'),
];

/** One row per line of a billing: the billing's columns, then these (empty for a billing without lines). */
const LINE: Column[] = [
  ['line.position', field('position')],
  ['line.name', field('name')],
  ['line.kind', field('kind', 'KIND_')],
  ['line.periodStart', field('periodStart')],
  ['line.periodEnd', field('periodEnd')],
  ['line.quantity', field('quantity')],
  ['line.unitPrice', field('unitPrice')],
  ['line.subtotal', field('subtotal')],
  ['line.taxPercentage', field('taxPercentage')],
];

const USAGE: Column[] = [
  col('targetDate'),
  col('quantity'),
  col('customerName'),
  col('customerId'),
  col('contractId'),
  col('contractChargeItemId'),
  col('usageUnitId'),
  col('recordedOn'),
  col('updateTime'),
];

export const CSV_COLUMNS: Record<ExportResource, { columns: Column[]; lines?: Column[] }> = {
  customers: { columns: CUSTOMER },
  contracts: { columns: CONTRACT },
  billings: { columns: BILLING, lines: LINE },
  usage: { columns: USAGE },
};

/** One cell: objects as JSON, neutralised and quoted as src/domain/csv.ts does. */
function cell(v: unknown): string {
  if (v === null || v === undefined) return '';
  return csvCell(typeof v === 'object' ? JSON.stringify(v) : String(v));
}

const row = (cells: readonly string[]) => `${cells.join(',')}\r\n`;

/**
 * Turns batches of records into text: NDJSON one record a line; CSV (RFC 4180, CRLF) a header, then
 * one row per record, or per line of a billing.
 */
export function encoder(format: ExportFormat, resource: ExportResource): (batch: readonly ExportRecord[]) => string {
  if (format === 'ndjson') return (batch) => batch.map((r) => `${JSON.stringify(r)}\n`).join('');
  const { columns, lines } = CSV_COLUMNS[resource];
  let header = row([...columns, ...(lines ?? [])].map(([h]) => cell(h)));
  return (batch) => {
    let out = header;
    header = '';
    for (const record of batch) {
      const base = columns.map(([, value]) => cell(value(record)));
      const own = (record.lines as ExportRecord[] | undefined) ?? [];
      if (!lines) out += row(base);
      else if (own.length === 0) out += row([...base, ...lines.map(() => '')]);
      else for (const l of own) out += row([...base, ...lines.map(([, value]) => cell(value(l)))]);
    }
    return out;
  };
}

/** The bytes of CSV text in the chosen encoding; `first` adds UTF-8's byte order mark. */
export function csvBytes(text: string, encoding: CsvEncoding, first: boolean): Buffer {
  if (encoding === 'shift_jis') return encodeShiftJis(text);
  return Buffer.from(first ? `\ufeff${text}` : text, 'utf8');
}

const unmappable = new Map<number, boolean>();
/** Characters of `text` that Windows' Shift_JIS cannot hold (they are written as `?`). */
export function notInShiftJis(text: string): number {
  let n = 0;
  for (const ch of toCp932(text)) {
    const cp = ch.codePointAt(0)!;
    if (cp < 0x80) continue;
    let bad = unmappable.get(cp);
    if (bad === undefined) {
      bad = iconv.decode(iconv.encode(ch, 'cp932'), 'cp932') !== ch;
      unmappable.set(cp, bad);
    }
    if (bad) n += 1;
  }
  return n;
}
