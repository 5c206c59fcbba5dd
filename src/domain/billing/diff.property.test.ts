import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { type LocalDate, addDays } from '../calendar';
import { type Decimal, dec } from '../money';
import { applyChange, arbChange, arbContract, arbDay } from '../testing/arbitraries';
import { asExisting, diffLines } from './diff';
import { groupIntoBillings } from './group';
import { proposeLines } from './propose';
import { checkProposal } from './safety';

const FAR = '9999-12-31' as LocalDate;

describe('diff properties', () => {
  it('diff(existing = proposed) is empty', () => {
    fc.assert(
      fc.property(arbContract, arbDay, (contract, known) => {
        const proposal = proposeLines({ contract, knownOn: { contract: known } });
        expect(diffLines({ proposal, existing: asExisting(proposal.lines), asOf: FAR })).toEqual([]);
      }),
      { numRuns: 60 },
    );
  });

  it('the proposal after applying its own diff is empty, whatever was billed before', () => {
    fc.assert(
      fc.property(arbContract, arbContract, arbDay, fc.integer({ min: 0, max: 1500 }), (before, after, known, runOffset) => {
        // Lines billed for an older state of the contract (different terms, different items), then
        // the current state is proposed and diffed on a run date.
        const asOf = addDays(known, runOffset);
        const old = diffLines({ proposal: proposeLines({ contract: before, knownOn: { contract: known } }), existing: [], asOf });
        const proposal = proposeLines({ contract: after, knownOn: { contract: asOf } });
        const first = diffLines({ proposal, existing: asExisting(old), asOf });
        expect(checkProposal({ contract: after, proposal, lines: first, existing: asExisting(old) }).ok).toBe(true);
        const second = diffLines({ proposal, existing: asExisting([...old, ...first]), asOf });
        expect(second).toEqual([]);
      }),
      { numRuns: 60 },
    );
  });

  it('after a full run every key is billed exactly its proposed amount', () => {
    fc.assert(
      fc.property(arbContract, arbDay, (contract, known) => {
        const proposal = proposeLines({ contract, knownOn: { contract: known } });
        const written = diffLines({ proposal, existing: [], asOf: FAR });
        const byKey = new Map<string, string>();
        for (const line of written)
          byKey.set(
            line.key,
            dec(byKey.get(line.key) ?? 0)
              .plus(line.subtotal)
              .toFixed(),
          );
        for (const line of proposal.lines) expect(byKey.get(line.key) ?? '0').toBe(line.subtotal.toFixed());
      }),
      { numRuns: 40 },
    );
  });

  it('across an amendment, once everything is due, each key has been billed exactly its current amount', () => {
    fc.assert(
      fc.property(arbContract, arbDay, fc.integer({ min: 0, max: 900 }), arbChange, (contract, known, runOffset, change) => {
        const firstRun = addDays(known, runOffset);
        const billed = diffLines({ proposal: proposeLines({ contract, knownOn: { contract: known } }), existing: [], asOf: firstRun });
        const current = applyChange(contract, change);
        const proposal = proposeLines({ contract: current, knownOn: { contract: firstRun } });
        const rest = diffLines({ proposal, existing: asExisting(billed), asOf: FAR });
        const total = new Map<string, Decimal>();
        for (const line of [...billed, ...rest]) total.set(line.key, (total.get(line.key) ?? dec(0)).plus(line.subtotal));
        const proposed = new Map(proposal.lines.map((l) => [l.key, l.subtotal]));
        for (const [key, sum] of total) expect(sum.toFixed(), key).toBe((proposed.get(key) ?? dec(0)).toFixed());
        for (const [key, amount] of proposed) expect((total.get(key) ?? dec(0)).toFixed(), key).toBe(amount.toFixed());
      }),
      { numRuns: 80 },
    );
  });

  it('grouped billings keep every line, and a billing total = subtotal + per-rate tax', () => {
    fc.assert(
      fc.property(arbContract, arbDay, (contract, known) => {
        const lines = proposeLines({ contract, knownOn: { contract: known } }).lines;
        const billings = groupIntoBillings({ lines });
        expect(billings.reduce((n, b) => n + b.lines.length, 0)).toBe(lines.length);
        for (const b of billings) {
          expect(b.lines.every((l) => l.billingDate === b.billingDate && l.dueDate === b.dueDate)).toBe(true);
          expect(b.total.equals(b.subtotal.plus(b.tax))).toBe(true);
        }
      }),
      { numRuns: 40 },
    );
  });
});
