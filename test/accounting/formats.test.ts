/**
 * The export codecs against the hand-written expected files of the golden month
 * (test/fixtures/accounting/, docs/accounting.md "A worked month"), line by line.
 */
import { readFileSync } from 'node:fs';
import iconv from 'iconv-lite';
import { describe, expect, it } from 'vitest';
import { exportHeader, exportRows, exportEncoding, type ExportFormat } from '../../src/domain/accounting/formats';
import { goldenEntries } from '../../src/domain/testing/accounting';

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
      '2111',
      '2111',
      '2111',
      '2111',
    ]);
  });

  it('moneyforward rows have the 27 columns of its template (A..AA)', () => {
    for (const r of linesOf(fixture('moneyforward.csv').toString('utf8')).filter(Boolean)) expect(r.split(',')).toHaveLength(27);
  });
});
