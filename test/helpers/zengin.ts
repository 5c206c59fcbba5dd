/**
 * 全銀協 files for tests, written field by field from the published layouts (docs/collections.md),
 * independently of the codecs under test (like test/fixtures/zengin/make.mjs).
 */
import iconv from 'iconv-lite';

const n = (v: string | number, w: number) => String(v).padStart(w, '0');
const c = (v: string, w: number) => v + ' '.repeat(w - iconv.encode(v, 'Shift_JIS').length);
const rec = (s: string, len: number) => {
  const b = iconv.encode(s, 'Shift_JIS');
  if (b.length !== len) throw new Error(`record is ${b.length} bytes, not ${len}`);
  return b;
};

export interface TestDeposit {
  /** 照会番号 (6 digits). */
  no: number;
  amount: number;
  payer: string;
  /** 和暦 YYMMDD, default 令和13年5月1日 (2031-05-01). */
  date?: string;
  /** The account it arrived at (a virtual account number), default 1234567. */
  account?: string;
  /** A cancelled transfer (取消区分 1): the bank takes back the deposit of the same account, 照会番号 and amount. */
  cancel?: boolean;
}

/** A 振込入金通知 (種別 01) with CRLF line ends: one account group per account, in order of first appearance. */
export function transferNotice(deposits: readonly TestDeposit[]): Buffer {
  const accounts = [...new Set(deposits.map((d) => d.account ?? '1234567'))];
  const records: Buffer[] = [];
  for (const account of accounts) {
    const mine = deposits.filter((d) => (d.account ?? '1234567') === account);
    records.push(
      rec(
        [
          '1',
          '01',
          '0',
          '130502',
          '130501',
          '130502',
          '0001',
          c('ﾐｽﾞﾎ', 15),
          '001',
          c('ﾎﾝﾃﾝ', 15),
          '1',
          account,
          c('ﾃｽﾄ', 40),
          c('', 93),
        ].join(''),
        200,
      ),
    );
    for (const d of mine) {
      const date = d.date ?? '130501';
      records.push(
        rec(
          [
            '2',
            n(d.no, 6),
            date,
            date,
            n(d.amount, 10),
            n(0, 10),
            n(0, 10),
            c(d.payer, 48),
            c('', 15),
            c('', 15),
            d.cancel ? '1' : ' ',
            c('', 20),
            c('', 52),
          ].join(''),
          200,
        ),
      );
    }
    const paid = mine.filter((d) => !d.cancel);
    const cancels = mine.filter((d) => d.cancel);
    const sum = (list: readonly TestDeposit[]) => list.reduce((s, d) => s + d.amount, 0);
    records.push(rec(['8', n(paid.length, 6), n(sum(paid), 12), n(cancels.length, 6), n(sum(cancels), 12), c('', 163)].join(''), 200));
  }
  records.push(rec('9' + ' '.repeat(199), 200));
  return Buffer.concat(records.flatMap((r) => [r, Buffer.from('\r\n')]));
}

/** The bank's 口座振替 result for a request file: each data record's 振替結果コード set from `codes` (by 顧客番号; default 0). */
export function debitResult(request: Buffer, codes: Record<string, string>): Buffer {
  const records: Buffer[] = [];
  for (let i = 0; i < request.length; i += 120) records.push(Buffer.from(request.subarray(i, i + 120)));
  let done = 0;
  let doneAmt = 0;
  let failed = 0;
  let failedAmt = 0;
  const out = records.map((r) => {
    if (r[0] === 0x32) {
      const customer = iconv.decode(r.subarray(91, 111), 'Shift_JIS').trimEnd();
      const amount = Number(r.subarray(80, 90).toString('latin1'));
      const code = codes[customer] ?? '0';
      r[111] = code.charCodeAt(0);
      if (code === '0') {
        done++;
        doneAmt += amount;
      } else {
        failed++;
        failedAmt += amount;
      }
      return r;
    }
    if (r[0] === 0x38) {
      const head = r.subarray(0, 19).toString('latin1');
      return rec(head + n(done, 6) + n(doneAmt, 12) + n(failed, 6) + n(failedAmt, 12) + ' '.repeat(65), 120);
    }
    return r;
  });
  return Buffer.concat(out);
}

/** A 口座振替 result without the given records (1-based, e.g. 3 = the second data record), its trailer (8) recounted. */
export function withoutDebitRecords(result: Buffer, drop: readonly number[]): Buffer {
  const records: Buffer[] = [];
  for (let i = 0; i < result.length; i += 120) if (!drop.includes(i / 120 + 1)) records.push(result.subarray(i, i + 120));
  const sums = { count: 0, amount: 0, done: 0, doneAmt: 0, failed: 0, failedAmt: 0 };
  for (const r of records.filter((r) => r[0] === 0x32)) {
    const amount = Number(r.subarray(80, 90).toString('latin1'));
    const done = r[111] === 0x30;
    sums.count++;
    sums.amount += amount;
    sums[done ? 'done' : 'failed']++;
    sums[done ? 'doneAmt' : 'failedAmt'] += amount;
  }
  const trailer = rec(
    [
      '8',
      n(sums.count, 6),
      n(sums.amount, 12),
      n(sums.done, 6),
      n(sums.doneAmt, 12),
      n(sums.failed, 6),
      n(sums.failedAmt, 12),
      ' '.repeat(65),
    ].join(''),
    120,
  );
  return Buffer.concat(records.map((r) => (r[0] === 0x38 ? trailer : r)));
}
