/**
 * Bank statements as deposits (docs/collections.md "File layouts"): the 全銀協 振込入金通知 (種別コード
 * 01) and 入出金取引明細 (種別コード 03), fixed 200-byte Shift_JIS records. A file holds one or more
 * accounts, each a header (1), its data records (2) and a trailer (8); an end record (9) closes it.
 * Trailer counts and totals must add up. Dates are 和暦 YYMMDD in the 令和 era.
 */
import { parseLocalDate, type LocalDate } from '../calendar';
import { C, N, readFile, readRecord, recordType, RecordError, splitRecords, type FileResult } from './records';

export const STATEMENT_RECORD_LENGTH = 200;

/** One deposit: where it arrived (bank, branch, account), when, the bank's 照会番号, the amount, from whom. */
export interface Deposit {
  /** 1-based record number in the file. */
  record: number;
  bankCode: string;
  branchCode: string;
  accountNumber: string;
  valueDate: LocalDate;
  inquiryNumber: string;
  /** Whole yen, as digits without leading zeros. */
  amount: string;
  payerName: string;
}

/** 振込入金通知 header (awabank.co.jp layout; see docs/collections.md). */
export const NOTICE_HEADER = [
  N('recordType', 1),
  N('typeCode', 2),
  N('codeType', 1),
  N('createDate', 6),
  N('fromDate', 6),
  N('toDate', 6),
  N('bankCode', 4),
  C('bankName', 15),
  N('branchCode', 3),
  C('branchName', 15),
  N('accountType', 1),
  N('accountNumber', 7),
  C('accountName', 40),
  C('dummy', 93),
];
export const NOTICE_DATA = [
  N('recordType', 1),
  N('inquiryNumber', 6),
  N('valueDate', 6),
  N('startDate', 6),
  N('amount', 10),
  N('otherBankChecks', 10),
  N('payerCode', 10),
  C('payerName', 48),
  C('remitBankName', 15),
  C('remitBranchName', 15),
  C('cancelType', 1),
  C('ediInfo', 20),
  C('dummy', 52),
];
export const NOTICE_TRAILER = [
  N('recordType', 1),
  N('count', 6),
  N('total', 12),
  N('cancelCount', 6),
  N('cancelTotal', 12),
  C('dummy', 163),
];
/** 入出金取引明細 header (kiraboshi layout; see docs/collections.md). */
export const STATEMENT_HEADER = [
  N('recordType', 1),
  N('typeCode', 2),
  N('codeType', 1),
  N('createDate', 6),
  N('fromDate', 6),
  N('toDate', 6),
  N('bankCode', 4),
  C('bankName', 15),
  N('branchCode', 3),
  C('branchName', 15),
  C('dummy1', 3),
  N('accountType', 1),
  N('accountNumber', 7),
  C('accountName', 40),
  N('overdraftType', 1),
  N('passbookType', 1),
  N('balanceBefore', 14),
  C('dummy', 74),
];
export const STATEMENT_DATA = [
  N('recordType', 1),
  N('inquiryNumber', 8),
  N('valueDate', 6),
  N('depositDate', 6),
  N('direction', 1),
  N('transactionType', 2),
  N('amount', 12),
  N('otherBankChecks', 12),
  N('exchangeDate', 6),
  N('dishonourDate', 6),
  N('checkType', 1),
  N('checkNumber', 7),
  N('branchNumber', 3),
  N('payerCode', 10),
  C('payerName', 48),
  C('remitBankName', 15),
  C('remitBranchName', 15),
  C('summary', 20),
  C('ediInfo', 20),
  C('dummy', 1),
];
export const STATEMENT_TRAILER = [
  N('recordType', 1),
  N('depositCount', 6),
  N('depositTotal', 13),
  N('withdrawalCount', 6),
  N('withdrawalTotal', 13),
  N('overdraftType', 1),
  N('balanceAfter', 14),
  N('dataCount', 7),
  C('dummy', 139),
];
export const END_RECORD = [N('recordType', 1), C('dummy', 199)];

/** 和暦 YYMMDD in the 令和 era (year 1 = 2019) → a day. */
export function warekiDate(text: string, record: number, field: string): LocalDate {
  const d = /^([0-9]{2})([0-9]{2})([0-9]{2})$/.exec(text);
  const parsed = d ? parseLocalDate(`${2018 + Number(d[1])}-${d[2]}-${d[3]}`) : undefined;
  if (!parsed?.ok) throw new RecordError(record, field, `"${text}" is not a 和暦 YYMMDD date`);
  return parsed.value;
}

/** A day as 和暦 YYMMDD in the 令和 era. */
export function warekiText(date: LocalDate): string {
  const [y, m, d] = date.split('-');
  return `${String(Number(y) - 2018).padStart(2, '0')}${m}${d}`;
}

const digits = (s: string): string => s.replace(/^0+(?=.)/, '');

interface Kind {
  typeCode: string;
  header: typeof NOTICE_HEADER;
  data: typeof NOTICE_DATA;
  trailer: typeof NOTICE_TRAILER;
  /** The deposit of a data record, or null when the record is not one (a withdrawal, a cancellation). */
  deposit(row: Record<string, string>, record: number): { amount: string; cancelled: boolean; withdrawal: boolean };
  /** Checks the trailer against the account's records. */
  checkTrailer(row: Record<string, string>, sums: Sums, record: number): void;
}

interface Sums {
  count: bigint;
  total: bigint;
  otherCount: bigint;
  otherTotal: bigint;
  records: bigint;
}

function expect(record: number, field: string, got: string, want: bigint, what: string): void {
  if (BigInt(got) !== want) throw new RecordError(record, field, `${what} is ${BigInt(got)} but the records say ${want}`);
}

const NOTICE: Kind = {
  typeCode: '01',
  header: NOTICE_HEADER,
  data: NOTICE_DATA,
  trailer: NOTICE_TRAILER,
  deposit: (row, record) => {
    const cancel = row.cancelType ?? '';
    if (cancel !== '' && cancel !== '0' && cancel !== '1')
      throw new RecordError(record, 'cancelType', `取消区分 must be blank, 0 or 1, got "${cancel}"`);
    return { amount: digits(row.amount!), cancelled: cancel === '1', withdrawal: false };
  },
  checkTrailer: (row, s, record) => {
    expect(record, 'count', row.count!, s.count, '振込件数');
    expect(record, 'total', row.total!, s.total, '振込金額合計');
    expect(record, 'cancelCount', row.cancelCount!, s.otherCount, '取消件数');
    expect(record, 'cancelTotal', row.cancelTotal!, s.otherTotal, '取消金額合計');
  },
};

const STATEMENT: Kind = {
  typeCode: '03',
  header: STATEMENT_HEADER,
  data: STATEMENT_DATA,
  trailer: STATEMENT_TRAILER,
  deposit: (row, record) => {
    if (row.direction !== '1' && row.direction !== '2')
      throw new RecordError(record, 'direction', `入払区分 must be 1 (入金) or 2 (出金), got "${row.direction}"`);
    return { amount: digits(row.amount!), cancelled: false, withdrawal: row.direction === '2' };
  },
  checkTrailer: (row, s, record) => {
    expect(record, 'depositCount', row.depositCount!, s.count, '入金件数');
    expect(record, 'depositTotal', row.depositTotal!, s.total, '入金額合計');
    expect(record, 'withdrawalCount', row.withdrawalCount!, s.otherCount, '出金件数');
    expect(record, 'withdrawalTotal', row.withdrawalTotal!, s.otherTotal, '出金額合計');
    expect(record, 'dataCount', row.dataCount!, s.records, 'データレコード件数');
  },
};

/**
 * A statement file's deposits and, for a 振込入金通知, its cancellations: records with 取消区分 1, each
 * repeating the deposit it cancels (docs/collections.md "Cancelled transfers").
 */
export interface StatementFile {
  deposits: Deposit[];
  cancellations: Deposit[];
}

function parse(bytes: Uint8Array, kind: Kind): StatementFile {
  const records = splitRecords(bytes, STATEMENT_RECORD_LENGTH);
  const deposits: Deposit[] = [];
  const cancellations: Deposit[] = [];
  let account: { bankCode: string; branchCode: string; accountNumber: string } | undefined;
  let sums: Sums = { count: 0n, total: 0n, otherCount: 0n, otherTotal: 0n, records: 0n };
  let ended = false;
  records.forEach((bytesOf, i) => {
    const record = i + 1;
    const type = recordType(bytesOf, record);
    if (ended) throw new RecordError(record, 'recordType', 'a record after the end record (9)');
    if (type === '1') {
      if (account) throw new RecordError(record, 'recordType', 'a header (1) before the previous account’s trailer (8)');
      const typeCode = String.fromCharCode(bytesOf[1]!, bytesOf[2]!);
      if (typeCode !== kind.typeCode)
        throw new RecordError(record, 'typeCode', `種別コード must be ${kind.typeCode} for this format, got "${typeCode}"`);
      const row = readRecord(bytesOf, kind.header, record);
      account = { bankCode: row.bankCode!, branchCode: row.branchCode!, accountNumber: row.accountNumber! };
      sums = { count: 0n, total: 0n, otherCount: 0n, otherTotal: 0n, records: 0n };
    } else if (type === '2') {
      if (!account) throw new RecordError(record, 'recordType', 'a data record (2) outside a header (1) and trailer (8)');
      const row = readRecord(bytesOf, kind.data, record);
      const d = kind.deposit(row, record);
      const valueDate = warekiDate(row.valueDate!, record, 'valueDate');
      sums.records++;
      if (!d.withdrawal && BigInt(d.amount) <= 0n)
        throw new RecordError(record, 'amount', `a ${d.cancelled ? 'cancelled transfer' : 'deposit'} must be above zero`);
      if (d.cancelled || d.withdrawal) {
        sums.otherCount++;
        sums.otherTotal += BigInt(d.amount);
      } else {
        sums.count++;
        sums.total += BigInt(d.amount);
      }
      if (d.withdrawal) return;
      (d.cancelled ? cancellations : deposits).push({
        record,
        ...account,
        valueDate,
        inquiryNumber: row.inquiryNumber!,
        amount: d.amount,
        payerName: row.payerName!,
      });
    } else if (type === '8') {
      if (!account) throw new RecordError(record, 'recordType', 'a trailer (8) without its header (1)');
      kind.checkTrailer(readRecord(bytesOf, kind.trailer, record), sums, record);
      account = undefined;
    } else {
      if (account) throw new RecordError(record, 'recordType', 'the end record (9) before the trailer (8)');
      readRecord(bytesOf, END_RECORD, record);
      ended = true;
    }
  });
  if (account) throw new RecordError(records.length, 'recordType', 'the file ends without a trailer (8)');
  if (!ended) throw new RecordError(records.length, 'recordType', 'the file ends without an end record (9)');
  return { deposits, cancellations };
}

/** A 振込入金通知 file: its deposits, and its cancelled transfers (取消区分 1) apart. */
export const parseTransferNotice = (bytes: Uint8Array): FileResult<StatementFile> => readFile(() => parse(bytes, NOTICE));

/** The deposits (入払区分 1) of a 入出金取引明細 file; withdrawals are counted, not returned (it has no cancellations). */
export const parseStatement = (bytes: Uint8Array): FileResult<StatementFile> => readFile(() => parse(bytes, STATEMENT));
