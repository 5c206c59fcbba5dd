import { describe, expect, it } from 'vitest';
import { DAILY, chargeItem, contract, contractItem, d, simpleContract, term, perUnit } from '../testing/fixtures';
import { projectChangeQuantity, projectExpectedBillings, projectRenewalWithQuantityChange, withOneAutoRenewal } from './expected';
import type { BillingDraft } from './group';

const summary = (b: BillingDraft) => `${b.billingDate} ${b.dueDate} ${b.subtotal} ${b.tax} ${b.total}`;

// 1,000 yen × 10 units a month, 1 April 2024 – 30 September 2024, billed on the 1st
const doc = (autoRenew = false) =>
  simpleContract({
    start: '2024-04-01',
    end: '2024-09-30',
    charge: { terms: [term('2024-04-01', '10', perUnit('1000'))] },
    item: {
      defaultContractTerm: { value: 6, unit: 'UNIT_MONTHLY' },
      autoRenewal: autoRenew ? { type: 'ENABLED', term: { value: -1, unit: 'UNIT_MONTHLY' } } : { type: 'DISABLED', term: null },
    },
  });

describe('projectExpectedBillings', () => {
  it('billing dates after today through the end of the term: 10,000 + 10 % = 11,000 each', () => {
    const billings = projectExpectedBillings({ contract: doc(), today: d('2024-07-01') });
    expect(billings.map(summary)).toEqual(['2024-08-01 2024-09-30 10000 1000 11000', '2024-09-01 2024-10-31 10000 1000 11000']);
  });
  it('adds one renewed term when auto-renewal is enabled (October 2024 – March 2025)', () => {
    const billings = projectExpectedBillings({ contract: doc(true), today: d('2024-07-01') });
    expect(billings).toHaveLength(2 + 6);
    expect(billings[billings.length - 1]?.billingDate).toBe('2025-03-01');
  });
  it('drafts have none', () => {
    expect(projectExpectedBillings({ contract: { ...doc(), isDraft: true }, today: d('2024-07-01') })).toEqual([]);
  });
});

describe('what-if', () => {
  it('changequantity: the first billing the change alters (10 → 20 from 16 August: 10,000 + 10,000 × 16/31 = 15,161)', () => {
    const r = projectChangeQuantity({
      contract: doc(),
      today: d('2024-07-01'),
      chargeItemId: 'ch1',
      quantity: '20',
      effectiveDate: d('2024-08-16'),
      changeRate: DAILY,
    });
    if (!r.ok) throw new Error(r.reason);
    // 10,000 × 16/31 = 5,161.29 → total 15,161; tax 1,516.1 → 1,516
    expect(r.value && summary(r.value)).toBe('2024-08-01 2024-09-30 15161 1516 16677');
  });
  it('changequantity keeps a later-effective change of another attribute: 20 units from 16 August, 1,200 yen from 21 August', () => {
    const repriced = simpleContract({
      start: '2024-04-01',
      end: '2024-09-30',
      charge: { terms: [term('2024-04-01', '10', perUnit('1000')), { ...term('2024-08-21', '10', perUnit('1200')), named: ['price'] }] },
    });
    const r = projectChangeQuantity({
      contract: repriced,
      today: d('2024-07-01'),
      chargeItemId: 'ch1',
      quantity: '20',
      effectiveDate: d('2024-08-16'),
      changeRate: DAILY,
    });
    if (!r.ok) throw new Error(r.reason);
    // August: 10,000 + 10,000 × 16/31 + (20 × 1,200 − 20 × 1,000) × 11/31 = 10,000 + 204,000/31
    // = 16,580.65 → 16,580; tax 1,658. (Had the what-if left the 21 August term at 10 units:
    // 10,000 + (160,000 − 8,000 × 11)/31 = 12,322.)
    expect(r.value && summary(r.value)).toBe('2024-08-01 2024-09-30 16580 1658 18238');
  });
  it('changequantity refuses option charge items and unknown ones', () => {
    const r = projectChangeQuantity({
      contract: doc(),
      today: d('2024-07-01'),
      chargeItemId: 'zz',
      quantity: '20',
      effectiveDate: d('2024-08-16'),
      changeRate: DAILY,
    });
    expect(r).toMatchObject({ ok: false, code: 'NOT_FOUND' });
  });
  it('renewalwithquantitychange: the renewed term at the new quantity (15 × 1,000 = 15,000 a month)', () => {
    const r = projectRenewalWithQuantityChange({
      contract: doc(),
      today: d('2024-07-01'),
      itemId: 'i1',
      chargeItems: [{ chargeItemId: 'ch1', quantity: '15' }],
    });
    if (!r.ok) throw new Error(r.reason);
    expect(r.value.map(summary)).toEqual([
      '2024-10-01 2024-11-30 15000 1500 16500',
      '2024-11-01 2024-12-31 15000 1500 16500',
      '2024-12-01 2025-01-31 15000 1500 16500',
      '2025-01-01 2025-02-28 15000 1500 16500',
      '2025-02-01 2025-03-31 15000 1500 16500',
      '2025-03-01 2025-04-30 15000 1500 16500',
    ]);
  });
});

describe('withOneAutoRenewal', () => {
  it('an item the domain refuses to renew does not hold back the others due (as the daily job does)', () => {
    // service A with option O ending with it (O renews ten days before its end, A on its end day),
    // and service B renewing ten days before its end; on 20 September O and B are due, O first
    const monthly = (id: string) => [chargeItem({ id, terms: [term('2024-04-01', '1', perUnit('1000'))] })];
    const renewing = (value: number) => ({ type: 'ENABLED' as const, term: { value, unit: 'UNIT_DAILY' as const } });
    const six = { value: 6, unit: 'UNIT_MONTHLY' as const };
    const items = [
      contractItem({
        id: 'A',
        startDate: d('2024-04-01'),
        endDate: d('2024-09-30'),
        defaultContractTerm: six,
        autoRenewal: renewing(0),
        chargeItems: monthly('a'),
      }),
      contractItem({
        id: 'O',
        role: 'OPTION',
        parentItemId: 'A',
        serviceId: 'A',
        startDate: d('2024-04-01'),
        endDate: d('2024-09-30'),
        defaultContractTerm: six,
        autoRenewal: renewing(-10),
        chargeItems: monthly('o'),
      }),
      contractItem({
        id: 'B',
        startDate: d('2024-04-01'),
        endDate: d('2024-09-30'),
        defaultContractTerm: six,
        autoRenewal: renewing(-10),
        chargeItems: monthly('b'),
      }),
    ];
    const renewed = withOneAutoRenewal(contract(items), d('2024-09-20'));
    // O already ends with A (refused, skipped); B is caught up to 31 March 2025, then every live item
    // gets its one projected term: A (with O) to 31 March 2025, B to 30 September 2025. (Before, the
    // refusal of O ended the catch-up: B was projected to 31 March 2025 only, one term short.)
    expect(renewed.items.map((i) => `${i.id} ${i.endDate}`)).toEqual(['A 2025-03-31', 'O 2025-03-31', 'B 2025-09-30']);
  });
});
