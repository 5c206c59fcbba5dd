/**
 * The export codecs against the hand-written expected files of the golden month
 * (test/fixtures/accounting/, docs/accounting.md "A worked month"), line by line.
 */
import { readFileSync } from 'node:fs';
import iconv from 'iconv-lite';
import { describe, expect, it } from 'vitest';
import { EXPORT_FORMATS, exportHeader, exportRows, exportEncoding, type ExportFormat } from '../../src/domain/accounting/formats';
import { paymentEntry } from '../../src/domain/accounting/journal';
import { book, goldenEntries, transfer } from '../../src/domain/testing/accounting';

const fixture = (name: string) => readFileSync(new URL(`../fixtures/accounting/${name}`, import.meta.url));
const fileOf = (format: ExportFormat): string =>
  exportHeader(format) +
  goldenEntries()
    .map((e, i) => exportRows(format, e, i + 1))
    .join('');
const linesOf = (text: string) => text.split('\r\n');

describe('journal export layouts (golden month)', () => {
  it.each([
    ['freee', 'freee.csv'],
    ['moneyforward', 'moneyforward.csv'],
    ['csv', 'journal.csv'],
  ] as const)('%s: UTF-8, CRLF, equal to %s line by line', (format, name) => {
    expect(exportEncoding(format)).toBe('utf8');
    expect(linesOf(fileOf(format))).toEqual(linesOf(fixture(name).toString('utf8')));
  });

  it('yayoi: Shift_JIS bytes equal to yayoi.csv, 25 columns, 識別フラグ 2110/2100/2101 and 2111', () => {
    expect(exportEncoding('yayoi')).toBe('shift_jis');
    const bytes = iconv.encode(fileOf('yayoi'), 'shift_jis');
    const expected = fixture('yayoi.csv');
    expect(linesOf(iconv.decode(bytes, 'shift_jis'))).toEqual(linesOf(iconv.decode(expected, 'shift_jis')));
    expect(Buffer.compare(bytes, expected)).toBe(0);
    const rows = linesOf(iconv.decode(expected, 'shift_jis')).filter(Boolean);
    for (const r of rows) expect(r.split(',')).toHaveLength(25);
    expect(rows.map((r) => r.slice(0, 4))).toEqual([
      '2110',
      '2100',
      '2101',
      '2110',
      '2100',
      '2101',
      '2110',
      '2101',
      '2110',
      '2100',
      '2101',
      '2111',
      '2111',
    ]);
  });

  // The golden transfer: ¥10,560 received on an ¥11,000 invoice, ¥440 fee (tax included) as expense:
  // 支払手数料 440 − ⌊440 × 10 ÷ 110⌋ = 400 and 仮払消費税 40 beside 普通預金 10,560, against 売掛金 11,000.
  const feeCells: Record<ExportFormat, string[][]> = {
    freee: [
      [
        '2026/04/25',
        '4',
        '',
        '普通預金',
        '対象外',
        '10560',
        '0',
        '合同会社ベータ',
        '売掛金',
        '対象外',
        '11000',
        '0',
        '合同会社ベータ',
        '入金 INV-00000002',
      ],
      ['2026/04/25', '4', '', '支払手数料', '課対仕入10%', '400', '0', '合同会社ベータ', '', '', '', '', '', '入金 INV-00000002'],
      ['2026/04/25', '4', '', '仮払消費税', '対象外', '40', '0', '合同会社ベータ', '', '', '', '', '', '入金 INV-00000002'],
    ],
    moneyforward: [
      [
        '4',
        '2026/04/25',
        '普通預金',
        '',
        '',
        '合同会社ベータ',
        '対象外',
        '',
        '10560',
        '0',
        '売掛金',
        '',
        '',
        '合同会社ベータ',
        '対象外',
        '',
        '11000',
        '0',
      ],
      ['4', '2026/04/25', '支払手数料', '', '', '合同会社ベータ', '課対仕入10%', '', '400', '0', '', '', '', '', '', '', '', ''],
      ['4', '2026/04/25', '仮払消費税', '', '', '合同会社ベータ', '対象外', '', '40', '0', '', '', '', '', '', '', '', ''],
    ],
    yayoi: [
      ['2110', '4', '', '2026/04/25', '普通預金', '', '', '対象外', '10560', '0', '売掛金', '合同会社ベータ', '', '対象外', '11000', '0'],
      ['2100', '4', '', '2026/04/25', '支払手数料', '', '', '課対仕入10%', '400', '0', '', '', '', '', '0', ''],
      ['2101', '4', '', '2026/04/25', '仮払消費税', '', '', '対象外', '40', '0', '', '', '', '', '0', ''],
    ],
    csv: [
      ['DEBIT', 'BANK', '普通預金', '対象外', '10560'],
      ['DEBIT', 'FEE_EXPENSE', '支払手数料', '課対仕入10%', '400'],
      ['DEBIT', 'TAX_PAID', '仮払消費税', '対象外', '40'],
      ['CREDIT', 'RECEIVABLE', '売掛金', '対象外', '11000'],
    ],
  };
  it.each(EXPORT_FORMATS)('%s: the transfer fee’s lines sit in the payment’s entry, beside the money received', (format) => {
    const rows = linesOf(fileOf(format))
      .filter((r) => r.includes('入金 INV-00000002'))
      .map((r) => r.split(','));
    const width = feeCells[format][0]!.length;
    expect(rows.map((r) => (format === 'csv' ? r.slice(7) : r.slice(0, width)))).toEqual(feeCells[format]);
  });

  /** Where each format writes a debit line: its account name, 税区分 and amount columns. */
  const debitColumns: Record<ExportFormat, [number, number, number]> = {
    freee: [3, 4, 5],
    moneyforward: [2, 6, 8],
    yayoi: [4, 7, 8],
    csv: [9, 10, 11],
  };
  it.each(EXPORT_FORMATS)('%s: a fee taken as a discount books 売上値引 (課税売上10%%) and takes back 仮受消費税', (format) => {
    // ¥660 off: ⌊660 × 10 ÷ 110⌋ = 60 仮受消費税, 660 − 60 = 600 売上値引; 10,340 + 600 + 60 = 11,000.
    const e = paymentEntry(book, { ...transfer, amount: '10340', fee: { amount: '660', treatment: 'DISCOUNT', invoiceRates: ['10'] } });
    const [name, category, amount] = debitColumns[format];
    const debits = linesOf(exportRows(format, e, 1))
      .filter(Boolean)
      .map((r) => r.split(','))
      .filter((c) => format !== 'csv' || c[7] === 'DEBIT')
      .map((c) => [c[name], c[category], c[amount]]);
    expect(debits).toEqual([
      ['普通預金', '対象外', '10340'],
      ['売上値引', '課税売上10%', '600'],
      ['仮受消費税', '対象外', '60'],
    ]);
  });

  it('moneyforward rows have the 27 columns of its template (A..AA)', () => {
    for (const r of linesOf(fixture('moneyforward.csv').toString('utf8')).filter(Boolean)) expect(r.split(',')).toHaveLength(27);
  });
});
