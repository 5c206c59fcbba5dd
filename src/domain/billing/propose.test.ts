import { describe, expect, it } from 'vitest';
import { applyAmendment } from '../contract/amendments';
import type { ContractDoc } from '../contract/types';
import { dec } from '../money';
import { DAILY, d, simpleContract, term, perUnit, flat } from '../testing/fixtures';
import { asExisting, diffLines } from './diff';
import { proposeLines } from './propose';
import type { BillingLine } from './types';

const view = (lines: readonly BillingLine[]) =>
  lines.map(
    (l) =>
      `${l.kind} ${l.periodStart}..${l.periodEnd} q=${l.quantity.toFixed()} ${l.subtotal.toFixed()} bill ${l.billingDate} due ${l.dueDate}`,
  );

function mustApply(doc: ContractDoc, command: Parameters<typeof applyAmendment>[1]): ContractDoc {
  const result = applyAmendment(doc, command);
  if (!result.ok) throw new Error(result.reason);
  return result.value;
}

// 1,000 yen per unit a month × 10 units, billed on the 1st of the period's month, due end of next month
const base = (start = '2024-04-01', end = '2025-03-31') =>
  simpleContract({ start, end, charge: { terms: [term(start, '10', perUnit('1000'))] } });

describe('proposeLines', () => {
  it('a monthly per-unit contract: twelve lines of 10 × 1,000 = 10,000', () => {
    const { lines } = proposeLines({ contract: base(), knownOn: { contract: d('2024-03-01') } });
    expect(lines).toHaveLength(12);
    expect(view(lines.slice(0, 2))).toEqual([
      'RECURRING 2024-04-01..2024-04-30 q=10 10000 bill 2024-04-01 due 2024-05-31',
      'RECURRING 2024-05-01..2024-05-31 q=10 10000 bill 2024-05-01 due 2024-06-30',
    ]);
    expect(lines[0]?.key).toBe('ch1|2024-04-01|2024-04-30|RECURRING');
  });

  it('a mid-month start is prorated: 10,000 × 15/30 = 5,000 for 16–30 April', () => {
    const { lines } = proposeLines({ contract: base('2024-04-16', '2025-04-15'), knownOn: { contract: d('2024-03-01') } });
    expect(view(lines.slice(0, 1))).toEqual(['RECURRING 2024-04-16..2024-04-30 q=10 5000 bill 2024-04-01 due 2024-05-31']);
    // last period 1–15 April 2025: 10,000 × 15/30 = 5,000
    expect(view(lines.slice(-1))).toEqual(['RECURRING 2025-04-01..2025-04-15 q=10 5000 bill 2025-04-01 due 2025-05-31']);
  });

  it('the proration example of docs/billing.md through an amendment: 10 → 20 units from 16 April = 15,000, then 20,000', () => {
    const doc = mustApply(base(), {
      type: 'changeQuantity',
      chargeItemId: 'ch1',
      quantity: '20',
      effectiveDate: d('2024-04-16'),
      changeRate: DAILY,
    });
    const { lines } = proposeLines({ contract: doc, knownOn: { contract: d('2024-03-01') } });
    expect(lines.slice(0, 2).map((l) => l.subtotal.toFixed())).toEqual(['15000', '20000']);
  });

  it('became known: a contract confirmed on 10 May bills April and May on 10 May, June on 1 June', () => {
    const { lines } = proposeLines({ contract: base(), knownOn: { contract: d('2024-05-10') } });
    expect(lines.slice(0, 3).map((l) => `${l.billingDate}/${l.dueDate}`)).toEqual([
      '2024-05-10/2024-06-30',
      '2024-05-10/2024-06-30',
      '2024-06-01/2024-07-31',
    ]);
  });

  it('a per-key known day overrides the contract one', () => {
    const { lines } = proposeLines({
      contract: base(),
      knownOn: { contract: d('2024-03-01'), byKey: { 'ch1|2024-05-01|2024-05-31|RECURRING': d('2024-05-20') } },
    });
    expect(lines[1]?.billingDate).toBe('2024-05-20');
  });

  it('ONE_TIME: one line on the item start, never prorated', () => {
    const doc = simpleContract({
      start: '2024-04-16',
      end: '2025-04-15',
      charge: { type: 'ONE_TIME', terms: [term('2024-04-16', '1', flat('50000'))] },
    });
    const { lines } = proposeLines({ contract: doc, knownOn: { contract: d('2024-03-01') } });
    expect(view(lines)).toEqual(['ONE_TIME 2024-04-16..2024-04-16 q=1 50000 bill 2024-04-01 due 2024-05-31']);
  });

  it('USAGE: Σ daily usage × price, billed the day after the period ends at the earliest', () => {
    const doc = simpleContract({
      start: '2024-04-01',
      end: '2024-06-30',
      charge: { usageUnitId: 'u1', terms: [term('2024-04-01', '0', { model: 'USAGE', price: '2.5', tiers: [] })] },
    });
    const usage = [
      { chargeItemId: 'ch1', date: d('2024-04-03'), quantity: '100', recordedOn: d('2024-04-03') },
      { chargeItemId: 'ch1', date: d('2024-04-30'), quantity: '21', recordedOn: d('2024-04-30') },
      { chargeItemId: 'ch1', date: d('2024-05-02'), quantity: '7', recordedOn: d('2024-05-02') },
    ];
    const { lines } = proposeLines({ contract: doc, knownOn: { contract: d('2024-03-01') }, usage });
    // April: (100 + 21) × 2.5 = 302.5 → 302; May: 7 × 2.5 = 17.5 → 17; June: 0
    expect(view(lines)).toEqual([
      'USAGE 2024-04-01..2024-04-30 q=121 302 bill 2024-05-01 due 2024-06-30',
      'USAGE 2024-05-01..2024-05-31 q=7 17 bill 2024-06-01 due 2024-07-31',
      'USAGE 2024-06-01..2024-06-30 q=0 0 bill 2024-07-01 due 2024-08-31',
    ]);
  });

  it('billAllAtOnce: a term is billed on its first billing date; the renewed term on its own', () => {
    let doc = simpleContract({
      start: '2024-04-01',
      end: '2024-06-30',
      charge: { billAllAtOnce: true, terms: [term('2024-04-01', '1', perUnit('1000'))] },
      item: { defaultContractTerm: { value: 3, unit: 'UNIT_MONTHLY' } },
    });
    doc = mustApply(doc, { type: 'renewItem', itemId: 'i1' });
    const { lines } = proposeLines({ contract: doc, knownOn: { contract: d('2024-03-01') } });
    expect(lines.map((l) => `${l.periodStart} ${l.billingDate}`)).toEqual([
      '2024-04-01 2024-04-01',
      '2024-05-01 2024-04-01',
      '2024-06-01 2024-04-01',
      '2024-07-01 2024-07-01',
      '2024-08-01 2024-07-01',
      '2024-09-01 2024-07-01',
    ]);
  });

  it('the test clock (docs/billing-lifecycle.md): a quantity change made after advancing to 31 March 2028 is billed with billing date 31 March', () => {
    // 1,000 yen × 10 a month from 1 January 2028, billed on the 1st; March already billed.
    const doc = mustApply(base('2028-01-01', '2028-12-31'), {
      type: 'changeQuantity',
      chargeItemId: 'ch1',
      quantity: '20',
      effectiveDate: d('2028-03-16'),
      changeRate: DAILY,
    });
    const billed = asExisting(
      proposeLines({ contract: base('2028-01-01', '2028-12-31'), knownOn: { contract: d('2027-12-01') } }).lines.slice(0, 3),
    );
    // the next day's run (1 April) with the amendment known on 31 March
    const lines = diffLines({
      proposal: proposeLines({ contract: doc, knownOn: { contract: d('2028-03-31') } }),
      existing: billed,
      asOf: d('2028-04-01'),
    });
    // March: 10,000 + 10,000 × 16/31 = 15,161.29 → 15,161; adjustment +5,161 dated 31 March. April: 20,000 on 1 April.
    expect(view(lines)).toEqual([
      'ADJUSTMENT 2028-03-01..2028-03-31 q=20 5161 bill 2028-03-31 due 2028-04-30',
      'RECURRING 2028-04-01..2028-04-30 q=20 20000 bill 2028-04-01 due 2028-05-31',
    ]);
  });

  it('contract documents survive a JSON round trip unchanged', () => {
    const doc = mustApply(base(), {
      type: 'changeQuantity',
      chargeItemId: 'ch1',
      quantity: '20',
      effectiveDate: d('2024-04-16'),
      changeRate: DAILY,
    });
    const copy = JSON.parse(JSON.stringify(doc)) as ContractDoc;
    expect(copy).toEqual(doc);
    expect(view(proposeLines({ contract: copy, knownOn: { contract: d('2024-03-01') } }).lines)).toEqual(
      view(proposeLines({ contract: doc, knownOn: { contract: d('2024-03-01') } }).lines),
    );
  });

  it('drafts propose nothing', () => {
    expect(proposeLines({ contract: { ...base(), isDraft: true }, knownOn: { contract: d('2024-03-01') } }).lines).toEqual([]);
  });
});

describe('diffLines', () => {
  // billed in advance: the 25th of the month before the period
  const advance = () =>
    simpleContract({
      start: '2024-04-01',
      end: '2025-03-31',
      charge: {
        billingTiming: { value: -1, unit: 'UNIT_MONTHLY', monthlyOption: 'DAY_25' },
        terms: [term('2024-04-01', '10', perUnit('1000'))],
      },
    });

  it('emits only lines due by asOf, and nothing twice', () => {
    const proposal = proposeLines({ contract: advance(), knownOn: { contract: d('2024-03-01') } });
    const first = diffLines({ proposal, existing: [], asOf: d('2024-05-31') });
    // 25 March (April), 25 April (May), 25 May (June)
    expect(first.map((l) => `${l.periodStart} ${l.billingDate}`)).toEqual([
      '2024-04-01 2024-03-25',
      '2024-05-01 2024-04-25',
      '2024-06-01 2024-05-25',
    ]);
    expect(diffLines({ proposal, existing: asExisting(first), asOf: d('2024-05-31') })).toEqual([]);
  });

  it('a cancellation after billing in advance: adjusts the shortened period and credits the period no longer served', () => {
    const proposal = proposeLines({ contract: advance(), knownOn: { contract: d('2024-03-01') } });
    const billed = asExisting(diffLines({ proposal, existing: [], asOf: d('2024-05-31') }));
    // executed 1 June: the contract ends 20 May
    const cancelled = mustApply(advance(), { type: 'cancelContract', cancellationDate: d('2024-05-20') });
    const next = proposeLines({ contract: cancelled, knownOn: { contract: d('2024-06-01') } });
    const lines = diffLines({ proposal: next, existing: billed, asOf: d('2024-06-01') });
    // May: 10,000 × 20/31 = 6,451.61 → 6,451; adjustment 6,451 − 10,000 = −3,549. June: credit −10,000.
    expect(view(lines)).toEqual([
      'ADJUSTMENT 2024-05-01..2024-05-20 q=10 -3549 bill 2024-06-01 due 2024-07-31',
      'ADJUSTMENT 2024-06-01..2024-06-30 q=10 -10000 bill 2024-06-01 due 2024-07-31',
    ]);
    expect(lines.map((l) => l.key)).toEqual(['ch1|2024-05-01|2024-05-31|RECURRING', 'ch1|2024-06-01|2024-06-30|RECURRING']);
    expect(diffLines({ proposal: next, existing: [...billed, ...asExisting(lines)], asOf: d('2024-06-01') })).toEqual([]);
  });

  it('late usage is settled by an adjustment dated the day it was recorded', () => {
    const doc = simpleContract({
      start: '2024-04-01',
      end: '2024-06-30',
      charge: { usageUnitId: 'u1', terms: [term('2024-04-01', '0', { model: 'USAGE', price: '10', tiers: [] })] },
    });
    const early = [{ chargeItemId: 'ch1', date: d('2024-04-10'), quantity: '5', recordedOn: d('2024-04-10') }];
    const billed = asExisting(
      diffLines({
        proposal: proposeLines({ contract: doc, knownOn: { contract: d('2024-03-01') }, usage: early }),
        existing: [],
        asOf: d('2024-05-01'),
      }),
    );
    expect(billed.map((l) => String(l.subtotal))).toEqual(['50']); // 5 × 10
    const late = [...early, { chargeItemId: 'ch1', date: d('2024-04-20'), quantity: '3', recordedOn: d('2024-05-12') }];
    const lines = diffLines({
      proposal: proposeLines({ contract: doc, knownOn: { contract: d('2024-03-01') }, usage: late }),
      existing: billed,
      asOf: d('2024-05-12'),
    });
    // (5 + 3) × 10 = 80; already billed 50 → +30 on 12 May
    expect(view(lines)).toEqual(['ADJUSTMENT 2024-04-01..2024-04-30 q=8 30 bill 2024-05-12 due 2024-06-30']);
  });

  it('an earlier ADJUSTMENT counts toward its key (6,000 billed + 4,000 adjusted = 10,000 proposed)', () => {
    const proposal = proposeLines({ contract: base(), knownOn: { contract: d('2024-03-01') } });
    const april = proposal.lines[0] as BillingLine;
    const existing = asExisting([
      { ...april, subtotal: april.subtotal.minus(4000) },
      { ...april, kind: 'ADJUSTMENT', subtotal: dec('4000') },
    ]);
    expect(diffLines({ proposal, existing, asOf: d('2024-04-30') })).toEqual([]);
  });
});
