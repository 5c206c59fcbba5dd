import { describe, expect, it } from 'vitest';
import { dec } from '../money';
import { d, simpleContract, term, perUnit, contract, contractItem, chargeItem } from '../testing/fixtures';
import { asExisting, diffLines } from './diff';
import { groupIntoBillings } from './group';
import { proposeLines } from './propose';
import { checkProposal } from './safety';

describe('groupIntoBillings', () => {
  it('one billing per billing date, due date and payment method; tax once per rate', () => {
    // Two charge items of one item: 3,333 × 1 at 10 % and 1,001 × 1 at 8 %, both billed on the 1st
    const items = [
      contractItem({
        id: 'i1',
        startDate: d('2024-04-01'),
        endDate: d('2024-05-31'),
        chargeItems: [
          chargeItem({ id: 'a', terms: [term('2024-04-01', '1', perUnit('3333'))] }),
          chargeItem({ id: 'b', taxPercentage: '8', terms: [term('2024-04-01', '1', perUnit('1001'))] }),
        ],
      }),
    ];
    const { lines } = proposeLines({ contract: contract(items), knownOn: { contract: d('2024-03-01') } });
    const billings = groupIntoBillings({ lines, taxRounding: 'ROUND_DOWN' });
    expect(billings.map((b) => `${b.billingDate} ${b.dueDate} ${b.lines.length} ${b.subtotal} ${b.tax} ${b.total}`)).toEqual([
      // 3,333 × 10 % = 333.3 → 333; 1,001 × 8 % = 80.08 → 80; tax 413; total 4,334 + 413 = 4,747
      '2024-04-01 2024-05-31 2 4334 413 4747',
      '2024-05-01 2024-06-30 2 4334 413 4747',
    ]);
    expect(billings[0]?.taxes.map((t) => `${t.taxPercentage}% on ${t.taxableAmount} = ${t.tax}`)).toEqual([
      '10% on 3333 = 333',
      '8% on 1001 = 80',
    ]);
  });
});

describe('checkProposal', () => {
  const doc = simpleContract({ start: '2024-04-01', end: '2025-03-31' });
  const proposal = proposeLines({ contract: doc, knownOn: { contract: d('2024-03-01') } });
  const lines = diffLines({ proposal, existing: [], asOf: d('2024-06-30') });

  it('accepts a normal run', () => {
    expect(checkProposal({ contract: doc, proposal, lines })).toEqual({ ok: true });
  });
  it('refuses a truncated proposal', () => {
    expect(checkProposal({ contract: doc, proposal: { ...proposal, truncated: true }, lines })).toMatchObject({ ok: false, refused: true });
  });
  it('refuses a key written twice', () => {
    const first = lines[0];
    if (!first) throw new Error('no line');
    expect(checkProposal({ contract: doc, proposal, lines: [first, first] })).toEqual({
      ok: false,
      refused: true,
      reason: `line ${first.key} appears twice`,
    });
  });
  it('refuses more lines than the periods allow', () => {
    const many = Array.from({ length: 14 }, (_, i) => ({ ...(lines[0] as (typeof lines)[0]), kind: 'ADJUSTMENT' as const, key: `x${i}` }));
    expect(checkProposal({ contract: doc, proposal, lines: many }).ok).toBe(false);
    expect(checkProposal({ contract: doc, proposal, lines: many, existing: asExisting(many) }).ok).toBe(true);
  });
  it('refuses a line for an unknown charge item and an absurd amount', () => {
    const first = lines[0];
    if (!first) throw new Error('no line');
    expect(checkProposal({ contract: doc, proposal, lines: [{ ...first, chargeItemId: 'zz' }] })).toMatchObject({
      ok: false,
      reason: 'line for unknown charge item zz',
    });
    expect(checkProposal({ contract: doc, proposal, lines: [{ ...first, subtotal: dec('20000000000') }] })).toMatchObject({ ok: false });
  });
});
