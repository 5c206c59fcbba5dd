/**
 * The bill run proposes a recurring charge item's periods only as far as it needs them
 * (docs/billing-lifecycle.md "How far the bill run proposes"). Whatever was billed before and
 * whatever the contract became since, the run's plan must be exactly the one the whole proposal
 * gives: the same billings with the same lines, the same verdict, the same next-due day.
 */
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { type LocalDate, addDays } from '../calendar';
import type { ContractDoc } from '../contract/types';
import { applyChange, arbChange, arbContract, arbDay } from '../testing/arbitraries';
import { asExisting, diffLines } from './diff';
import { groupIntoBillings } from './group';
import { nextDueFrom } from './nextdue';
import { planContract } from './plan';
import { proposeLines } from './propose';
import { checkProposal } from './safety';
import type { ExistingLine } from './types';

const FAR = '9999-12-31' as LocalDate;

/** The run's outcome from the whole proposal: the definition the horizon must not change. */
function reference(doc: ContractDoc, knownOn: LocalDate, existing: readonly ExistingLine[], asOf: LocalDate) {
  const proposal = proposeLines({ contract: doc, knownOn: { contract: knownOn } });
  const pending = diffLines({ proposal, existing, asOf: FAR });
  const lines = pending.filter((l) => l.billingDate <= asOf);
  const verdict = checkProposal({ contract: doc, proposal, lines, existing });
  return {
    ok: verdict.ok,
    billings: verdict.ok ? groupIntoBillings({ lines, taxRounding: 'ROUND_DOWN' }) : [],
    nextDue: nextDueFrom(doc, pending, verdict.ok ? asOf : null),
  };
}

function planned(doc: ContractDoc, knownOn: LocalDate, existing: readonly ExistingLine[], asOf: LocalDate) {
  const result = planContract({ contract: { knownOn, doc }, existing, usage: [], asOf, mode: { kind: 'run' }, taxRounding: 'ROUND_DOWN' });
  return {
    ok: result.ok,
    billings: result.ok ? result.drafts : [],
    nextDue: nextDueFrom(doc, result.pending, result.ok ? result.billedUpTo : null),
  };
}

describe('the bill run proposes only as far as it needs', () => {
  it('plans exactly what the whole proposal plans, after earlier runs and an amendment (fixed seed)', () => {
    fc.assert(
      fc.property(
        arbContract,
        arbDay,
        fc.integer({ min: -60, max: 900 }),
        fc.integer({ min: -400, max: 900 }),
        arbChange,
        (doc, known, firstOffset, secondOffset, c) => {
          // What was due by firstRun is billed (a run, or early billing of lines dated later); the
          // contract may then change; a run follows, after that day or before it (early billing).
          const firstRun = addDays(known, firstOffset);
          const billed = diffLines({
            proposal: proposeLines({ contract: doc, knownOn: { contract: known } }),
            existing: [],
            asOf: firstRun,
          });
          const current = applyChange(doc, c);
          const knownNow = c.kind === 'none' ? known : firstRun;
          const secondRun = addDays(firstRun, secondOffset);
          for (const [existing, asOf] of [
            [[], firstRun],
            [asExisting(billed), secondRun],
          ] as const) {
            const want = reference(current, knownNow, existing, asOf);
            const got = planned(current, knownNow, existing, asOf);
            expect(got.ok).toBe(want.ok);
            expect(got.nextDue).toBe(want.nextDue);
            expect(got.billings).toEqual(want.billings);
          }
        },
      ),
      { seed: 1124, numRuns: 400 },
    );
    // ~1.2 s alone (the contracts carry dated timing changes, which the horizon must propose past);
    // several times that on a loaded machine
  }, 60_000);
});
