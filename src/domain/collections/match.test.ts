import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { matchDeposit, normalizePayerName, type OpenInvoice } from './index';

const inv = (id: string, balance: number): OpenInvoice => ({ id, balance: BigInt(balance) });
const plan = (amount: number, invoices: OpenInvoice[], tolerance = 880) => {
  const p = matchDeposit({ amount: BigInt(amount), invoices, tolerance: BigInt(tolerance) });
  return { rule: p.rule, credit: Number(p.credit), allocations: p.allocations.map((a) => [a.invoiceId, Number(a.amount), Number(a.fee)]) };
};

describe('matchDeposit (golden, literal yen)', () => {
  const open = [inv('A', 11000), inv('B', 22000), inv('C', 5500)];
  it('EXACT: ¥22,000 pays B (one balance equals it), even though A is older', () => {
    expect(plan(22000, open)).toEqual({ rule: 'EXACT', credit: 0, allocations: [['B', 22000, 0]] });
  });
  it('FEE: ¥10,560 = ¥11,000 − ¥440 (≤ ¥880): A paid in full, ¥440 taken as fee', () => {
    expect(plan(10560, open)).toEqual({ rule: 'FEE', credit: 0, allocations: [['A', 10560, 440]] });
  });
  it('FEE is bounded: ¥10,119 = ¥11,000 − ¥881 is beyond ¥880, so not a fee (partial)', () => {
    expect(plan(10119, open).rule).toBe('PARTIAL');
  });
  it('FEE needs the shortfall below what arrived: ¥1 for an ¥880 invoice is partial, ¥390 for ¥500 is a ¥110 fee', () => {
    // 880 − 1 = 879 ≤ 880 but 879 ≥ 1: a partial payment of ¥1, nothing written off
    expect(plan(1, [inv('S', 880)])).toEqual({ rule: 'PARTIAL', credit: 0, allocations: [['S', 1, 0]] });
    // 500 − 390 = 110 ≤ 880 and 110 < 390: paid in full with a ¥110 fee
    expect(plan(390, [inv('S', 500)])).toEqual({ rule: 'FEE', credit: 0, allocations: [['S', 390, 110]] });
    // 440 − 220 = 220, not below 220: partial
    expect(plan(220, [inv('S', 440)]).rule).toBe('PARTIAL');
  });
  it('SEVERAL: ¥16,500 = ¥11,000 (A) + ¥5,500 (C)', () => {
    expect(plan(16500, open)).toEqual({
      rule: 'SEVERAL',
      credit: 0,
      allocations: [
        ['A', 11000, 0],
        ['C', 5500, 0],
      ],
    });
  });
  it('OVERPAID: ¥40,000 − (¥11,000 + ¥22,000 + ¥5,500 = ¥38,500) = ¥1,500 credit', () => {
    expect(plan(40000, open)).toEqual({
      rule: 'OVERPAID',
      credit: 1500,
      allocations: [
        ['A', 11000, 0],
        ['B', 22000, 0],
        ['C', 5500, 0],
      ],
    });
  });
  it('PARTIAL: ¥3,000 < every balance goes to the oldest, A', () => {
    expect(plan(3000, open)).toEqual({ rule: 'PARTIAL', credit: 0, allocations: [['A', 3000, 0]] });
  });
  it('PARTIAL past the oldest: ¥12,000 = A ¥11,000 in full + ¥1,000 on B', () => {
    expect(plan(12000, open, 0)).toEqual({
      rule: 'PARTIAL',
      credit: 0,
      allocations: [
        ['A', 11000, 0],
        ['B', 1000, 0],
      ],
    });
  });
  it('no open invoices: the whole ¥5,000 is credit', () => {
    expect(plan(5000, [])).toEqual({ rule: 'OVERPAID', credit: 5000, allocations: [] });
  });
});

describe('matchDeposit (property)', () => {
  it('applied + fee-free credit = the deposit; no invoice gets more than its balance', () => {
    fc.assert(
      fc.property(
        fc.array(fc.integer({ min: 1, max: 200_000 }), { maxLength: 12 }),
        fc.integer({ min: 1, max: 1_000_000 }),
        fc.integer({ min: 0, max: 1000 }),
        (balances, amount, tolerance) => {
          const invoices = balances.map((b, i) => inv(`I${i}`, b));
          const p = matchDeposit({ amount: BigInt(amount), invoices, tolerance: BigInt(tolerance) });
          const applied = p.allocations.reduce((s, a) => s + a.amount, 0n);
          expect(applied + p.credit).toBe(BigInt(amount));
          for (const a of p.allocations) {
            const b = invoices.find((i) => i.id === a.invoiceId)!.balance;
            expect(a.amount + a.fee <= b).toBe(true);
            expect(a.fee <= BigInt(tolerance)).toBe(true);
          }
        },
      ),
      { seed: 2801, numRuns: 300 },
    );
  });
});

describe('normalizePayerName', () => {
  it('treats legal-form abbreviations, spaces, width and small kana as the same payer', () => {
    const same = ['ｶ)ﾔﾏﾀﾞｼｮｳｼﾞ', 'ﾔﾏﾀﾞｼｮｳｼﾞ(ｶ', 'ヤマダショウジ', 'ﾔﾏﾀﾞ ｼﾖｳｼﾞ', 'ｶﾌﾞｼｷｶﾞｲｼﾔ ﾔﾏﾀﾞｼﾖｳｼﾞ', 'ヤマダ　ショウジ（カ）'];
    expect(new Set(same.map(normalizePayerName))).toEqual(new Set(['ヤマダシヨウジ']));
    expect(normalizePayerName('ﾕ)ﾀﾅｶｼｮｳﾃﾝ')).toBe(normalizePayerName('ﾀﾅｶｼｮｳﾃﾝ'));
    expect(normalizePayerName('ﾀﾅｶ ﾀﾛｳ')).not.toBe(normalizePayerName('ﾀﾅｶ ｼﾞﾛｳ'));
  });
});
