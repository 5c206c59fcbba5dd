/**
 * A bank statement as CSV (docs/collections.md "CSV"): the columns are named by a mapping (1-based
 * column numbers), the first row may be a header, the text is UTF-8 with a BOM or else Shift_JIS.
 * Each row is a deposit; rows whose amount is empty or zero (withdrawals in a two-column layout) are
 * skipped. Without an 照会番号 column a row's key is its date, amount, payer and how many identical
 * rows came before it in the file, so the same file imported again finds its rows.
 */
import iconv from 'iconv-lite';
import { parseLocalDate } from '../calendar';
import type { Deposit } from './deposits';
import { readFile, RecordError, type FileResult } from './records';

export interface CsvColumns {
  valueDate: number;
  amount: number;
  payerName: number;
  inquiryNumber?: number;
  /** The account the money arrived at (a virtual account number). */
  accountNumber?: number;
  bankCode?: number;
  branchCode?: number;
  /** The first row holds column titles. */
  header: boolean;
}

/** RFC 4180 rows: quoted fields may hold commas, quotes ("") and line ends. */
export function csvRows(text: string): string[][] {
  const rows: string[][] = [];
  let row: string[] = [];
  let field = '';
  let quoted = false;
  for (let i = 0; i < text.length; i++) {
    const ch = text[i]!;
    if (quoted) {
      if (ch === '"' && text[i + 1] === '"') {
        field += '"';
        i++;
      } else if (ch === '"') quoted = false;
      else field += ch;
    } else if (ch === '"') quoted = true;
    else if (ch === ',') {
      row.push(field);
      field = '';
    } else if (ch === '\n' || ch === '\r') {
      if (ch === '\r' && text[i + 1] === '\n') i++;
      row.push(field);
      rows.push(row);
      row = [];
      field = '';
    } else field += ch;
  }
  if (field !== '' || row.length > 0) {
    row.push(field);
    rows.push(row);
  }
  return rows.filter((r) => !(r.length === 1 && r[0] === ''));
}

function decodeText(bytes: Uint8Array): string {
  const buf = Buffer.from(bytes.buffer, bytes.byteOffset, bytes.byteLength);
  if (buf[0] === 0xef && buf[1] === 0xbb && buf[2] === 0xbf) return buf.subarray(3).toString('utf8');
  const text = iconv.decode(buf, 'Shift_JIS');
  if (text.includes('\ufffd')) throw new RecordError(0, 'content', 'the CSV is neither UTF-8 with a BOM nor Shift_JIS');
  return text;
}

function dateOf(text: string, record: number): Deposit['valueDate'] {
  const m = /^([0-9]{4})[-/]?([0-9]{1,2})[-/]?([0-9]{1,2})$/.exec(text.trim());
  const parsed = m ? parseLocalDate(`${m[1]}-${m[2]!.padStart(2, '0')}-${m[3]!.padStart(2, '0')}`) : undefined;
  if (!parsed?.ok) throw new RecordError(record, 'valueDate', `"${text}" is not a date (YYYY-MM-DD, YYYY/MM/DD or YYYYMMDD)`);
  return parsed.value;
}

/**
 * The longest cell of each field (characters): a payer name as long as a 全銀 record's 48 and then
 * some for full-width names, an amount of 15 digits; an account's codes and a 照会番号 have no
 * published CSV length, so anything past 64 is taken for a wrong column.
 */
const CELL_MAX: Record<string, number> = { payerName: 96, amount: 24 };

export function parseCsvStatement(bytes: Uint8Array, columns: CsvColumns): FileResult<Deposit[]> {
  return readFile(() => {
    const rows = csvRows(decodeText(bytes));
    const deposits: Deposit[] = [];
    const seen = new Map<string, number>();
    rows.forEach((row, i) => {
      const record = i + 1;
      if (i === 0 && columns.header) return;
      const cell = (n: number | undefined, field: string): string => {
        if (n === undefined) return '';
        const v = row[n - 1];
        if (v === undefined) throw new RecordError(record, field, `the row has no column ${n}`);
        const text = v.trim();
        const max = CELL_MAX[field] ?? 64;
        if (text.length > max) throw new RecordError(record, field, `longer than ${max} characters`);
        return text;
      };
      const amountText = cell(columns.amount, 'amount').replace(/[,¥￥円\s]/g, '');
      if (amountText === '' || /^0+$/.test(amountText)) return;
      if (!/^[0-9]+$/.test(amountText) || amountText.replace(/^0+/, '').length > 15)
        throw new RecordError(record, 'amount', `"${cell(columns.amount, 'amount')}" is not a whole yen amount of at most 15 digits`);
      const valueDate = dateOf(cell(columns.valueDate, 'valueDate'), record);
      const payerName = cell(columns.payerName, 'payerName');
      const amount = amountText.replace(/^0+/, '');
      let inquiryNumber = cell(columns.inquiryNumber, 'inquiryNumber');
      if (!inquiryNumber) {
        const base = `${valueDate}|${amount}|${payerName}`;
        const n = (seen.get(base) ?? 0) + 1;
        seen.set(base, n);
        inquiryNumber = `${base}|${n}`;
      }
      deposits.push({
        record,
        bankCode: cell(columns.bankCode, 'bankCode'),
        branchCode: cell(columns.branchCode, 'branchCode'),
        accountNumber: cell(columns.accountNumber, 'accountNumber'),
        valueDate,
        inquiryNumber,
        amount,
        payerName,
      });
    });
    return deposits;
  });
}
