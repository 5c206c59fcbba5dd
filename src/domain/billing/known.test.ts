import { describe, expect, it } from 'vitest';
import { applyAmendment } from '../contract/amendments';
import type { ContractDoc } from '../contract/types';
import { DAILY, d, simpleContract, term, perUnit } from '../testing/fixtures';
import { asExisting, diffLines } from './diff';
import { knownOnFromHistory } from './known';
import { proposeLines } from './propose';

function mustApply(doc: ContractDoc, command: Parameters<typeof applyAmendment>[1]): ContractDoc {
  const result = applyAmendment(doc, command);
  if (!result.ok) throw new Error(result.reason);
  return result.value;
}

// 1,000 yen per unit a month × 10 units from 1 April 2024, billed on the 1st of the period's month,
// due at the end of the next month; confirmed on 10 May (April and May known that day)
const v1 = simpleContract({ start: '2024-04-01', end: '2025-03-31', charge: { terms: [term('2024-04-01', '10', perUnit('1000'))] } });
const APRIL = 'ch1|2024-04-01|2024-04-30|RECURRING';
const MAY = 'ch1|2024-05-01|2024-05-31|RECURRING';
const JUNE = 'ch1|2024-06-01|2024-06-30|RECURRING';

describe('knownOnFromHistory', () => {
  it('one version: its day dates every line (no per-key days)', () => {
    expect(knownOnFromHistory([{ doc: v1, knownOn: d('2024-05-10') }])).toEqual({ contract: '2024-05-10' });
  });

  it('an amendment changing June on 20 May leaves April and May known on 10 May; June is known 20 May', () => {
    const v2 = mustApply(v1, {
      type: 'changeQuantity',
      chargeItemId: 'ch1',
      quantity: '20',
      effectiveDate: d('2024-06-01'),
      changeRate: DAILY,
    });
    const known = knownOnFromHistory([
      { doc: v1, knownOn: d('2024-05-10') },
      { doc: v2, knownOn: d('2024-05-20') },
    ]);
    expect([known.contract, known.byKey?.[APRIL], known.byKey?.[MAY], known.byKey?.[JUNE]]).toEqual([
      '2024-05-20',
      '2024-05-10',
      '2024-05-10',
      '2024-05-20',
    ]);
    // proposed with it: April and May keep 10 May (not the amendment's 20 May); June its nominal 1 June
    const lines = proposeLines({ contract: v2, knownOn: known }).lines.slice(0, 3);
    expect(lines.map((l) => `${l.billingDate}/${l.dueDate}`)).toEqual([
      '2024-05-10/2024-06-30',
      '2024-05-10/2024-06-30',
      '2024-06-01/2024-07-31',
    ]);
  });

  it('a change undone by a later version is known on the later day (its amount changed twice)', () => {
    const v2 = mustApply(v1, {
      type: 'changeQuantity',
      chargeItemId: 'ch1',
      quantity: '20',
      effectiveDate: d('2024-05-01'),
      changeRate: DAILY,
    });
    const known = knownOnFromHistory([
      { doc: v1, knownOn: d('2024-04-01') },
      { doc: v2, knownOn: d('2024-05-05') },
      { doc: v1, knownOn: d('2024-05-07') },
    ]);
    expect([known.byKey?.[APRIL], known.byKey?.[MAY]]).toEqual(['2024-04-01', '2024-05-07']);
  });

  it('a removed line is credited on its nominal date when that is still ahead, else on the removal day', () => {
    // cancelled on 15 May with last day 31 May: June onwards disappear; May stays whole
    const v2 = mustApply(v1, { type: 'cancelContract', cancellationDate: d('2024-05-31') });
    const history = [
      { doc: v1, knownOn: d('2024-03-01') },
      { doc: v2, knownOn: d('2024-05-15') },
    ];
    const known = knownOnFromHistory(history);
    expect(known.credits?.[JUNE]).toEqual({ billingDate: '2024-06-01', dueDate: '2024-07-31' });
    // as of 15 May the June line had been billed early (known and billed in advance); its credit
    // is dated 1 June, and only the run of 1 June (or later) writes it
    const billed = asExisting(proposeLines({ contract: v1, knownOn: { contract: d('2024-03-01') } }).lines.slice(0, 3));
    const proposal = proposeLines({ contract: v2, knownOn: known });
    expect(diffLines({ proposal, existing: billed, asOf: d('2024-05-31') })).toEqual([]);
    const credits = diffLines({ proposal, existing: billed, asOf: d('2024-06-01') });
    expect(credits.map((l) => `${l.kind} ${l.key} ${l.subtotal.toFixed()} ${l.billingDate}/${l.dueDate}`)).toEqual([
      `ADJUSTMENT ${JUNE} -10000 2024-06-01/2024-07-31`,
    ]);
    // removed on 15 May a line whose nominal date (1 May) had passed: dated 15 May
    const v3 = mustApply(v1, { type: 'cancelContract', cancellationDate: d('2024-04-30') });
    expect(
      knownOnFromHistory([
        { doc: v1, knownOn: d('2024-03-01') },
        { doc: v3, knownOn: d('2024-05-15') },
      ]).credits?.[MAY],
    ).toEqual({ billingDate: '2024-05-15', dueDate: '2024-06-30' });
  });
});
