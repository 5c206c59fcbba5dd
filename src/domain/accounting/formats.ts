/**
 * Journal export codecs (docs/accounting.md "Export formats"): each entry becomes the rows of the
 * target product's journal import layout. Pure text; the caller encodes it (UTF-8, or Shift_JIS for
 * 弥生) and streams it. Rows end with CRLF, as the products' own templates do.
 *
 * - freee (仕訳インポート, 振替伝票): one row per debit/credit pair; rows of one entry share 日付 and 伝票番号.
 * - Money Forward クラウド会計 (仕訳帳インポート): its 27-column template; rows of one entry share 取引No and 取引日.
 * - 弥生会計 (弥生インポート形式): 25 columns, no header; 識別フラグ 2111 for a one-row entry, else 2110 / 2100 / 2101.
 * - csv: one row per journal line with every field of the entry.
 */
import { csvCell } from '../csv';
import type { AccountKey } from './accounts';
import type { JournalEntry, JournalLine } from './journal';

export type ExportFormat = 'freee' | 'moneyforward' | 'yayoi' | 'csv';
export const EXPORT_FORMATS: readonly ExportFormat[] = ['freee', 'moneyforward', 'yayoi', 'csv'];

export const FREEE_COLUMNS = [
  '日付',
  '伝票番号',
  '決算整理仕訳',
  '借方勘定科目',
  '借方税区分',
  '借方金額',
  '借方税額',
  '借方取引先',
  '貸方勘定科目',
  '貸方税区分',
  '貸方金額',
  '貸方税額',
  '貸方取引先',
  '摘要',
];

export const MONEYFORWARD_COLUMNS = [
  '取引No',
  '取引日',
  '借方勘定科目',
  '借方補助科目',
  '借方部門',
  '借方取引先',
  '借方税区分',
  '借方インボイス',
  '借方金額(円)',
  '借方税額',
  '貸方勘定科目',
  '貸方補助科目',
  '貸方部門',
  '貸方取引先',
  '貸方税区分',
  '貸方インボイス',
  '貸方金額(円)',
  '貸方税額',
  '摘要',
  '仕訳メモ',
  'タグ',
  'MF仕訳タイプ',
  '決算整理仕訳',
  '作成日時',
  '作成者',
  '最終更新日時',
  '最終更新者',
];

export const CSV_COLUMNS = [
  'entryId',
  'date',
  'kind',
  'documentNumber',
  'customerId',
  'customerName',
  'description',
  'side',
  'account',
  'accountName',
  'taxCategory',
  'amount',
];

const row = (cells: readonly string[]): string => `${cells.map(csvCell).join(',')}\r\n`;
const slashDate = (date: string): string => date.replaceAll('-', '/');

/** The header row of a format ("" for 弥生, whose import has none). */
export function exportHeader(format: ExportFormat): string {
  switch (format) {
    case 'freee':
      return row(FREEE_COLUMNS);
    case 'moneyforward':
      return row(MONEYFORWARD_COLUMNS);
    case 'csv':
      return row(CSV_COLUMNS);
    case 'yayoi':
      return '';
  }
}

/** Debit and credit lines side by side: row i has the i-th debit and the i-th credit (either may be absent). */
function pairs(e: JournalEntry): Array<[JournalLine | undefined, JournalLine | undefined]> {
  const debits = e.lines.filter((l) => l.side === 'DEBIT');
  const credits = e.lines.filter((l) => l.side === 'CREDIT');
  return Array.from({ length: Math.max(debits.length, credits.length) }, (_, i) => [debits[i], credits[i]]);
}

/** Accounts kept per customer in 弥生 (補助科目 = the customer's name). */
const PER_CUSTOMER: ReadonlySet<AccountKey> = new Set(['RECEIVABLE', 'ADVANCES']);

function yayoiFlag(index: number, count: number): string {
  if (count === 1) return '2111';
  return index === 0 ? '2110' : index === count - 1 ? '2101' : '2100';
}

/** The rows of one entry; `seq` is its number in the file (1, 2, …: 伝票番号 / 取引No). */
export function exportRows(format: ExportFormat, e: JournalEntry, seq: number): string {
  const date = slashDate(e.date);
  const name = e.customerName;
  if (format === 'csv')
    return e.lines
      .map((l) =>
        row([
          e.id,
          e.date,
          e.kind,
          e.documentNumber,
          e.customerId,
          name,
          e.description,
          l.side,
          l.account,
          l.accountName,
          l.taxCategory,
          l.amount,
        ]),
      )
      .join('');
  const ps = pairs(e);
  return ps
    .map(([d, c], i) => {
      switch (format) {
        case 'freee':
          return row([
            date,
            String(seq),
            '',
            d?.accountName ?? '',
            d?.taxCategory ?? '',
            d?.amount ?? '',
            d ? '0' : '',
            d ? name : '',
            c?.accountName ?? '',
            c?.taxCategory ?? '',
            c?.amount ?? '',
            c ? '0' : '',
            c ? name : '',
            e.description,
          ]);
        case 'moneyforward':
          return row([
            String(seq),
            date,
            d?.accountName ?? '',
            '',
            '',
            d ? name : '',
            d?.taxCategory ?? '',
            '',
            d?.amount ?? '',
            d ? '0' : '',
            c?.accountName ?? '',
            '',
            '',
            c ? name : '',
            c?.taxCategory ?? '',
            '',
            c?.amount ?? '',
            c ? '0' : '',
            e.description,
            '',
            '',
            '',
            '',
            '',
            '',
            '',
            '',
          ]);
        case 'yayoi':
          return row([
            yayoiFlag(i, ps.length),
            String(seq),
            '',
            date,
            d?.accountName ?? '',
            d && PER_CUSTOMER.has(d.account) ? name : '',
            '',
            d?.taxCategory ?? '',
            d?.amount ?? '0',
            d ? '0' : '',
            c?.accountName ?? '',
            c && PER_CUSTOMER.has(c.account) ? name : '',
            '',
            c?.taxCategory ?? '',
            c?.amount ?? '0',
            c ? '0' : '',
            e.description,
            e.documentNumber,
            '',
            '0',
            '',
            '',
            '0',
            '0',
            'no',
          ]);
      }
    })
    .join('');
}

/** Files are named after the month and format: journal-2026-04-yayoi.csv. */
export const exportFileName = (month: string, format: ExportFormat): string => `journal-${month}-${format}.csv`;

/** 弥生 reads Shift_JIS; the others UTF-8. */
export const exportEncoding = (format: ExportFormat): 'shift_jis' | 'utf8' => (format === 'yayoi' ? 'shift_jis' : 'utf8');
