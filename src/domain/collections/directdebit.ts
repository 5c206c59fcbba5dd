/**
 * 全銀協 預金口座振替 (種別コード 91): the request file a consignor sends the bank and the result file it
 * gets back — 120-byte Shift_JIS records: header (1), one data record (2) per debit, trailer (8), end (9).
 * docs/collections.md "Direct debit" gives the layout and its sources.
 */
import type { LocalDate } from '../calendar';
import { C, N, readFile, readRecord, recordType, RecordError, splitRecords, writeRecord, type FileResult } from './records';

export const DEBIT_RECORD_LENGTH = 120;

export const DEBIT_HEADER = [
  N('recordType', 1),
  N('typeCode', 2),
  N('codeType', 1),
  N('consignorCode', 10),
  C('consignorName', 40),
  N('debitDate', 4),
  N('bankCode', 4),
  C('bankName', 15),
  N('branchCode', 3),
  C('branchName', 15),
  N('accountType', 1),
  N('accountNumber', 7),
  C('dummy', 17),
];
export const DEBIT_DATA = [
  N('recordType', 1),
  N('bankCode', 4),
  C('bankName', 15),
  N('branchCode', 3),
  C('branchName', 15),
  C('dummy1', 4),
  N('accountType', 1),
  N('accountNumber', 7),
  C('holderName', 30),
  N('amount', 10),
  N('newCode', 1),
  C('customerNumber', 20),
  N('resultCode', 1),
  C('dummy', 8),
];
export const DEBIT_TRAILER = [
  N('recordType', 1),
  N('totalCount', 6),
  N('totalAmount', 12),
  N('doneCount', 6),
  N('doneAmount', 12),
  N('failedCount', 6),
  N('failedAmount', 12),
  C('dummy', 65),
];
export const DEBIT_END = [N('recordType', 1), C('dummy', 119)];

/** 預金種目: 1 普通, 2 当座. */
export type AccountType = 'ORDINARY' | 'CURRENT';
const ACCOUNT_TYPE_CODE: Record<AccountType, string> = { ORDINARY: '1', CURRENT: '2' };

export interface Consignor {
  /** 委託者コード, 10 digits. */
  code: string;
  /** 委託者名, half-width kana. */
  name: string;
  bankCode: string;
  bankName: string;
  branchCode: string;
  branchName: string;
  accountType: AccountType;
  accountNumber: string;
}

export interface DebitLine {
  bankCode: string;
  branchCode: string;
  accountType: AccountType;
  accountNumber: string;
  holderName: string;
  /** Whole yen. */
  amount: string;
  /** 顧客番号, up to 20 characters. */
  customerNumber: string;
}

/** 振替結果コード and what each means. */
export const DEBIT_RESULT_REASONS: Record<string, string> = {
  '0': '振替済',
  '1': '資金不足',
  '2': '取引なし',
  '3': '預金者の都合による振替停止',
  '4': '預金口座振替依頼書なし',
  '8': '委託者の都合による振替停止',
  '9': 'その他',
};

/** The request file (no line ends, as transmitted): the data records in the order given. */
export function encodeDebitRequest(input: {
  consignor: Consignor;
  debitDate: LocalDate;
  lines: readonly DebitLine[];
}): FileResult<Uint8Array> {
  return readFile(() => {
    const c = input.consignor;
    const [, mm, dd] = input.debitDate.split('-');
    const records: Uint8Array[] = [
      writeRecord(
        {
          recordType: '1',
          typeCode: '91',
          codeType: '0',
          consignorCode: c.code,
          consignorName: c.name,
          debitDate: `${mm}${dd}`,
          bankCode: c.bankCode,
          bankName: c.bankName,
          branchCode: c.branchCode,
          branchName: c.branchName,
          accountType: ACCOUNT_TYPE_CODE[c.accountType],
          accountNumber: c.accountNumber,
        },
        DEBIT_HEADER,
      ),
    ];
    let total = 0n;
    for (const l of input.lines) {
      total += BigInt(l.amount);
      records.push(
        writeRecord(
          {
            recordType: '2',
            bankCode: l.bankCode,
            branchCode: l.branchCode,
            accountType: ACCOUNT_TYPE_CODE[l.accountType],
            accountNumber: l.accountNumber,
            holderName: l.holderName,
            amount: l.amount,
            newCode: '0',
            customerNumber: l.customerNumber,
            resultCode: '0',
          },
          DEBIT_DATA,
        ),
      );
    }
    records.push(
      writeRecord(
        {
          recordType: '8',
          totalCount: String(input.lines.length),
          totalAmount: total.toString(),
          doneCount: '0',
          doneAmount: '0',
          failedCount: '0',
          failedAmount: '0',
        },
        DEBIT_TRAILER,
      ),
    );
    records.push(writeRecord({ recordType: '9' }, DEBIT_END));
    const out = new Uint8Array(records.length * DEBIT_RECORD_LENGTH);
    records.forEach((r, i) => out.set(r, i * DEBIT_RECORD_LENGTH));
    return out;
  });
}

export interface DebitResultLine {
  record: number;
  customerNumber: string;
  amount: string;
  resultCode: string;
}

export interface DebitResult {
  consignorCode: string;
  /** MMDD of the debit date, as the header has it. */
  debitMonthDay: string;
  lines: DebitResultLine[];
}

/** The bank's result file: each data record's 顧客番号, amount and 振替結果コード; the trailer must add up. */
export function parseDebitResult(bytes: Uint8Array): FileResult<DebitResult> {
  return readFile(() => {
    const records = splitRecords(bytes, DEBIT_RECORD_LENGTH);
    let header: DebitResult | undefined;
    let trailer = false;
    let ended = false;
    const sums = { count: 0n, amount: 0n, done: 0n, doneAmount: 0n, failed: 0n, failedAmount: 0n };
    records.forEach((b, i) => {
      const record = i + 1;
      const type = recordType(b, record);
      if (ended) throw new RecordError(record, 'recordType', 'a record after the end record (9)');
      if (type === '1') {
        if (header) throw new RecordError(record, 'recordType', 'a second header (1)');
        const row = readRecord(b, DEBIT_HEADER, record);
        if (row.typeCode !== '91') throw new RecordError(record, 'typeCode', `種別コード must be 91, got "${row.typeCode}"`);
        header = { consignorCode: row.consignorCode!, debitMonthDay: row.debitDate!, lines: [] };
      } else if (type === '2') {
        if (!header || trailer) throw new RecordError(record, 'recordType', 'a data record (2) outside the header (1) and trailer (8)');
        const row = readRecord(b, DEBIT_DATA, record);
        const code = row.resultCode!;
        if (!(code in DEBIT_RESULT_REASONS))
          throw new RecordError(record, 'resultCode', `振替結果コード "${code}" is not one of 0,1,2,3,4,8,9`);
        const amount = BigInt(row.amount!);
        sums.count++;
        sums.amount += amount;
        if (code === '0') {
          sums.done++;
          sums.doneAmount += amount;
        } else {
          sums.failed++;
          sums.failedAmount += amount;
        }
        header.lines.push({ record, customerNumber: row.customerNumber!, amount: amount.toString(), resultCode: code });
      } else if (type === '8') {
        if (!header || trailer) throw new RecordError(record, 'recordType', 'a trailer (8) without its header (1)');
        const row = readRecord(b, DEBIT_TRAILER, record);
        const check = (field: string, want: bigint, what: string) => {
          if (BigInt(row[field]!) !== want)
            throw new RecordError(record, field, `${what} is ${BigInt(row[field]!)} but the records say ${want}`);
        };
        check('totalCount', sums.count, '合計件数');
        check('totalAmount', sums.amount, '合計金額');
        check('doneCount', sums.done, '振替済件数');
        check('doneAmount', sums.doneAmount, '振替済金額');
        check('failedCount', sums.failed, '振替不能件数');
        check('failedAmount', sums.failedAmount, '振替不能金額');
        trailer = true;
      } else {
        if (!trailer) throw new RecordError(record, 'recordType', 'the end record (9) before the trailer (8)');
        ended = true;
      }
    });
    if (!header) throw new RecordError(1, 'recordType', 'the file has no header (1)');
    if (!ended) throw new RecordError(records.length, 'recordType', 'the file ends without an end record (9)');
    return header;
  });
}
