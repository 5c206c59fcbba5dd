import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import iconv from 'iconv-lite';
import { describe, expect, it } from 'vitest';
import { asLocalDate } from '../../src/domain/calendar';
import {
  DEBIT_DATA,
  DEBIT_END,
  DEBIT_HEADER,
  DEBIT_TRAILER,
  END_RECORD,
  NOTICE_DATA,
  NOTICE_HEADER,
  NOTICE_TRAILER,
  STATEMENT_DATA,
  STATEMENT_HEADER,
  STATEMENT_TRAILER,
  encodeDebitRequest,
  layoutWidth,
  parseCsvStatement,
  parseDebitResult,
  parseStatement,
  parseTransferNotice,
  type FileResult,
} from '../../src/domain/collections';

const fixture = (name: string): Uint8Array => readFileSync(join(__dirname, '../fixtures/zengin', name));
const value = <T>(r: FileResult<T>): T => {
  if (!r.ok) throw new Error(`record ${r.record} ${r.field}: ${r.reason}`);
  return r.value;
};
const refusal = <T>(r: FileResult<T>) => (r.ok ? 'accepted' : `${r.record}:${r.field}`);

describe('layouts', () => {
  it('each record layout adds up to its record length', () => {
    for (const l of [NOTICE_HEADER, NOTICE_DATA, NOTICE_TRAILER, STATEMENT_HEADER, STATEMENT_DATA, STATEMENT_TRAILER, END_RECORD])
      expect(layoutWidth(l)).toBe(200);
    for (const l of [DEBIT_HEADER, DEBIT_DATA, DEBIT_TRAILER, DEBIT_END]) expect(layoutWidth(l)).toBe(120);
  });
});

describe('振込入金通知', () => {
  it('reads the deposits with line ends, decoding half-width kana; a cancelled transfer is not a deposit but a cancellation', () => {
    const { deposits, cancellations } = value(parseTransferNotice(fixture('transfer-notice-crlf.dat')));
    expect(cancellations.map((d) => [d.record, d.accountNumber, d.valueDate, d.inquiryNumber, d.amount])).toEqual([
      [5, '1234567', '2031-05-02', '000004', '5000'],
    ]);
    expect(deposits.map((d) => [d.record, d.accountNumber, d.valueDate, d.inquiryNumber, d.amount, d.payerName])).toEqual([
      [2, '1234567', '2031-05-01', '000001', '11000', 'ｶ)ﾔﾏﾀﾞｼｮｳｼﾞ'],
      [3, '1234567', '2031-05-01', '000002', '10560', 'ﾀﾅｶ ﾀﾛｳ'],
      [4, '1234567', '2031-05-02', '000003', '22000', 'ｽｽﾞｷｺｳｷﾞﾖｳ(ｶ'],
    ]);
    // half-width kana are one byte each in Shift_JIS: ｶ = 0xB6, ﾞ = 0xDE
    expect([...iconv.encode(deposits[2]!.payerName, 'Shift_JIS').subarray(0, 4)]).toEqual([0xbd, 0xbd, 0xde, 0xb7]);
  });

  it('reads the same file without line ends, with a second account group', () => {
    const { deposits } = value(parseTransferNotice(fixture('transfer-notice-noeol.dat')));
    expect(deposits.map((d) => `${d.accountNumber}:${d.amount}`)).toEqual([
      '1234567:11000',
      '1234567:10560',
      '1234567:22000',
      '7654321:33000',
    ]);
  });

  it('refuses a trailer whose total does not add up, naming the record and field', () => {
    expect(refusal(parseTransferNotice(fixture('transfer-notice-bad-total.dat')))).toBe('6:total');
  });

  it('refuses a wrong record length, a wrong type code, a bad date and bytes that are not Shift_JIS', () => {
    const good = Buffer.from(fixture('transfer-notice-crlf.dat'));
    const lines = good.toString('latin1').split('\r\n');
    const withLine = (i: number, text: string) => Buffer.from([...lines.slice(0, i), text, ...lines.slice(i + 1)].join('\r\n'), 'latin1');
    expect(refusal(parseTransferNotice(withLine(2, lines[2]!.slice(0, 199))))).toBe('3:length');
    expect(refusal(parseTransferNotice(withLine(0, '103' + lines[0]!.slice(3))))).toBe('1:typeCode');
    expect(refusal(parseTransferNotice(withLine(1, lines[1]!.slice(0, 7) + '131301' + lines[1]!.slice(13))))).toBe('2:valueDate');
    expect(refusal(parseTransferNotice(withLine(1, lines[1]!.slice(0, 49) + '\x81\x20' + lines[1]!.slice(51))))).toBe('2:payerName');
    expect(refusal(parseTransferNotice(withLine(1, '7' + lines[1]!.slice(1))))).toBe('2:recordType');
    expect(refusal(parseTransferNotice(good.subarray(0, 1000)))).toMatch(/:(length|recordType)$/);
    expect(refusal(parseTransferNotice(Buffer.concat([good.subarray(0, 200), good.subarray(202, 401)])))).toBe('2:length');
  });
});

describe('入出金取引明細', () => {
  it('reads the deposits (入金) and counts the withdrawals against the trailer', () => {
    const { deposits, cancellations } = value(parseStatement(fixture('statement-crlf.dat')));
    expect(cancellations).toEqual([]);
    expect(deposits.map((d) => [d.record, d.bankCode, d.branchCode, d.accountNumber, d.inquiryNumber, d.amount, d.payerName])).toEqual([
      [2, '0005', '123', '2222222', '00000101', '11000', 'ｶ)ﾔﾏﾀﾞｼｮｳｼﾞ'],
      [4, '0005', '123', '2222222', '00000103', '21560', 'ｻﾄｳ ﾊﾅｺ'],
    ]);
  });
  it('a transfer notice is not a statement', () => {
    expect(refusal(parseStatement(fixture('transfer-notice-crlf.dat')))).toBe('1:typeCode');
  });
});

describe('CSV', () => {
  it('reads Shift_JIS with a column mapping; withdrawals (no deposit amount) are skipped', () => {
    const deposits = value(
      parseCsvStatement(fixture('statement.csv'), { valueDate: 1, amount: 2, payerName: 4, inquiryNumber: 5, header: true }),
    );
    expect(deposits.map((d) => [d.record, d.valueDate, d.amount, d.payerName, d.inquiryNumber])).toEqual([
      [2, '2031-05-01', '11000', 'ｶ)ﾔﾏﾀﾞｼｮｳｼﾞ', 'A001'],
      [4, '2031-05-02', '21560', 'ｻﾄｳ ﾊﾅｺ', 'A003'],
    ]);
  });
  it('without an 照会番号 column, identical rows get distinct keys; a bad amount names its row', () => {
    const csv = Buffer.from('2031-05-01,1000,ｱ\n2031-05-01,1000,ｱ\n', 'utf8');
    const withBom = Buffer.concat([Buffer.from([0xef, 0xbb, 0xbf]), csv]);
    const d = value(parseCsvStatement(withBom, { valueDate: 1, amount: 2, payerName: 3, header: false }));
    expect(d.map((x) => x.inquiryNumber)).toEqual(['2031-05-01|1000|ｱ|1', '2031-05-01|1000|ｱ|2']);
    const bad = Buffer.concat([Buffer.from([0xef, 0xbb, 0xbf]), Buffer.from('2031-05-01,1000,ｱ\n2031-05-01,1O00,ｲ\n')]);
    expect(refusal(parseCsvStatement(bad, { valueDate: 1, amount: 2, payerName: 3, header: false }))).toBe('2:amount');
  });

  it('refuses a cell too long for its field (it would not fit the deposit key), naming the row and field', () => {
    const bom = Buffer.from([0xef, 0xbb, 0xbf]);
    const csv = (rows: string[]) => Buffer.concat([bom, Buffer.from(rows.join('\n'), 'utf8')]);
    const columns = { valueDate: 1, amount: 2, payerName: 3, inquiryNumber: 4, header: false };
    const ok = `2031-05-01,1000,${'ｱ'.repeat(96)},${'9'.repeat(64)}`;
    expect(value(parseCsvStatement(csv([ok]), columns))).toHaveLength(1);
    expect(refusal(parseCsvStatement(csv([ok, `2031-05-01,1000,${'ｱ'.repeat(4000)},1`]), columns))).toBe('2:payerName');
    expect(refusal(parseCsvStatement(csv([ok, `2031-05-01,1000,ｱ,${'9'.repeat(65)}`]), columns))).toBe('2:inquiryNumber');
    // 16 digits: more yen than any deposit (15 digits is ¥999,999,999,999,999)
    expect(refusal(parseCsvStatement(csv([`2031-05-01,${'1'.repeat(16)},ｱ,1`]), columns))).toBe('1:amount');
  });
});

describe('口座振替', () => {
  it('writes the request file record by record, byte for byte', () => {
    const bytes = value(
      encodeDebitRequest({
        consignor: {
          code: '12345',
          name: 'ﾃｽﾄｼｮｳｼﾞ',
          bankCode: '0001',
          bankName: 'ﾐｽﾞﾎ',
          branchCode: '001',
          branchName: 'ﾎﾝﾃﾝ',
          accountType: 'ORDINARY',
          accountNumber: '1234567',
        },
        debitDate: asLocalDate('2031-05-27'),
        lines: [
          {
            bankCode: '0005',
            branchCode: '123',
            accountType: 'ORDINARY',
            accountNumber: '7777777',
            holderName: 'ﾔﾏﾀﾞ ﾀﾛｳ',
            amount: '11000',
            customerNumber: 'C0001',
          },
          {
            bankCode: '0009',
            branchCode: '456',
            accountType: 'CURRENT',
            accountNumber: '0088888',
            holderName: 'ｽｽﾞｷ ﾊﾅｺ',
            amount: '5500',
            customerNumber: 'C0002',
          },
        ],
      }),
    );
    expect(bytes.length).toBe(5 * 120);
    const sp = (k: number) => ' '.repeat(k);
    const expected = [
      // 1 | 91 | 0 | 委託者コード 0000012345 | 委託者名 (40) | 引落日 0527 | 0001 ﾐｽﾞﾎ | 001 ﾎﾝﾃﾝ | 1 | 1234567 | dummy 17
      '1' +
        '91' +
        '0' +
        '0000012345' +
        'ﾃｽﾄｼｮｳｼﾞ' +
        sp(32) +
        '0527' +
        '0001' +
        'ﾐｽﾞﾎ' +
        sp(11) +
        '001' +
        'ﾎﾝﾃﾝ' +
        sp(11) +
        '1' +
        '1234567' +
        sp(17),
      // 2 | bank 0005 | name 15 | branch 123 | name 15 | dummy 4 | 1 | 7777777 | holder 30 | 0000011000 | 0 | C0001 (20) | 0 | dummy 8
      '2' +
        '0005' +
        sp(15) +
        '123' +
        sp(15) +
        sp(4) +
        '1' +
        '7777777' +
        'ﾔﾏﾀﾞ ﾀﾛｳ' +
        sp(22) +
        '0000011000' +
        '0' +
        'C0001' +
        sp(15) +
        '0' +
        sp(8),
      '2' +
        '0009' +
        sp(15) +
        '456' +
        sp(15) +
        sp(4) +
        '2' +
        '0088888' +
        'ｽｽﾞｷ ﾊﾅｺ' +
        sp(22) +
        '0000005500' +
        '0' +
        'C0002' +
        sp(15) +
        '0' +
        sp(8),
      // 8 | 2 records | 11,000 + 5,500 = 16,500 | none done or failed yet
      '8' + '000002' + '000000016500' + '000000' + '000000000000' + '000000' + '000000000000' + sp(65),
      '9' + sp(119),
    ];
    expected.forEach((text, i) => {
      expect(Buffer.from(bytes.subarray(i * 120, (i + 1) * 120)).equals(iconv.encode(text, 'Shift_JIS')), `record ${i + 1}`).toBe(true);
    });
  });

  it('refuses a holder name outside Shift_JIS or too long for its field', () => {
    const base = {
      code: '1',
      name: 'ｱ',
      bankCode: '1',
      bankName: '',
      branchCode: '1',
      branchName: '',
      accountType: 'ORDINARY' as const,
      accountNumber: '1',
    };
    const line = { bankCode: '1', branchCode: '1', accountType: 'ORDINARY' as const, accountNumber: '1', amount: '1', customerNumber: '1' };
    const at = (holderName: string) =>
      refusal(encodeDebitRequest({ consignor: base, debitDate: asLocalDate('2031-05-27'), lines: [{ ...line, holderName }] }));
    expect(at('😀')).toBe('0:holderName');
    expect(at('ｱ'.repeat(31))).toBe('0:holderName');
  });

  it('reads a result file: each debit with its 振替結果コード; the trailer must add up', () => {
    const r = value(parseDebitResult(fixture('directdebit-result.dat')));
    expect([r.consignorCode, r.debitMonthDay, r.lines.map((l) => [l.record, l.customerNumber, l.amount, l.resultCode])]).toEqual([
      '0000012345',
      '0527',
      [
        [2, 'C0001', '11000', '0'],
        [3, 'C0002', '5500', '1'],
      ],
    ]);
    const text = Buffer.from(fixture('directdebit-result.dat')).toString('latin1');
    const broken = Buffer.from(text.replace('000001000000011000', '000002000000011000'), 'latin1');
    expect(refusal(parseDebitResult(broken))).toBe('4:doneCount');
    const badCode = Buffer.from(
      text.replace(/C0002( +)1/, (m, s: string) => `C0002${s}7`),
      'latin1',
    );
    expect(refusal(parseDebitResult(badCode))).toBe('3:resultCode');
  });
});
