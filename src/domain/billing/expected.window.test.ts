/**
 * The window-by-window projection (docs/billing-lifecycle.md "Expected billings, window by window")
 * must give exactly what the whole-term projection gives: the same billings with the same lines in
 * the same order, whatever was billed, amended, renewed or recorded, and whatever the window size.
 */
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { type LocalDate, addDays } from '../calendar';
import type { ContractDoc } from '../contract/types';
import { applyChange, arbChange, arbContract, arbDay } from '../testing/arbitraries';
import { chargeItem, contract, contractItem, d, perUnit, term } from '../testing/fixtures';
import { asExisting, diffLines } from './diff';
import {
  type ProjectionInput,
  changeQuantityCase,
  firstAlteredBilling,
  projectChangeQuantity,
  projectExpectedBillings,
  projectRenewalWithQuantityChange,
  renewalCase,
} from './expected';
import { changedProjection, expectedProjection } from './expected.projection';
import { type WindowedProjection, changedChargeIds, narrowed, windowLines } from './expected.window';
import { type BillingDraft, groupIntoBillings } from './group';
import { proposeLines } from './propose';
import type { UsageRecord } from './types';

/** Every window of `size` months from the projection's first month to its last, grouped. */
function byWindows(p: WindowedProjection, size: number): BillingDraft[][] {
  const out: BillingDraft[][] = [];
  for (let m = p.firstMonth; m <= p.lastMonth; m += size)
    out.push(groupIntoBillings({ lines: windowLines(p, m, m + size - 1), taxRounding: 'ROUND_DOWN' }));
  return out;
}

const arbRenewal = fc.option(
  fc.record({ value: fc.integer({ min: -3, max: 0 }), unit: fc.constantFrom('UNIT_DAILY' as const, 'UNIT_MONTHLY' as const) }),
  { freq: 2 },
);

/** A contract with history (created, then maybe amended), billed up to a day, auto-renewing or not, seen on `today`. */
const arbCase = fc
  .record({
    doc: arbContract,
    known: arbDay,
    change: arbChange,
    changeAfter: fc.integer({ min: 0, max: 500 }),
    billedAfter: fc.integer({ min: -30, max: 700 }),
    todayAfter: fc.integer({ min: -30, max: 900 }),
    renewal: arbRenewal,
    jobsRanToday: fc.boolean(),
    usageDays: fc.array(fc.tuple(fc.integer({ min: 0, max: 900 }), fc.integer({ min: 0, max: 40 })), { maxLength: 6 }),
  })
  .map((c): ProjectionInput => {
    const autoRenewal =
      c.renewal === null
        ? { type: 'DISABLED' as const, term: null }
        : {
            type: 'ENABLED' as const,
            term: c.renewal.unit === 'UNIT_MONTHLY' && c.renewal.value === 0 ? { value: -1, unit: 'UNIT_MONTHLY' as const } : c.renewal,
          };
    const created: ContractDoc = { ...c.doc, items: c.doc.items.map((i) => ({ ...i, autoRenewal })) };
    const changeDay = addDays(c.known, c.changeAfter);
    const amended = applyChange(created, c.change);
    const history =
      amended === created
        ? [{ doc: created, knownOn: c.known }]
        : [
            { doc: created, knownOn: c.known },
            { doc: amended, knownOn: changeDay },
          ];
    const billedOn = addDays(c.known, c.billedAfter);
    const existing = asExisting(
      diffLines({ proposal: proposeLines({ contract: created, knownOn: { contract: c.known } }), existing: [], asOf: billedOn }),
    );
    const today = addDays(history[history.length - 1]!.knownOn, Math.max(0, c.todayAfter));
    const firstCharge = created.items[0]!.chargeItems[0]!;
    const usage: UsageRecord[] = c.usageDays.map(([offset, q]) => ({
      chargeItemId: firstCharge.id,
      date: addDays(created.items[0]!.startDate, offset),
      quantity: String(q),
      recordedOn: addDays(created.items[0]!.startDate, offset),
    }));
    return { contract: amended, today, history, existing, usage, jobsRanToday: c.jobsRanToday, taxRounding: 'ROUND_DOWN' };
  });

describe('expected billings window by window', () => {
  it('give the whole projection, billing for billing and line for line (fixed seed)', () => {
    fc.assert(
      fc.property(arbCase, fc.constantFrom(1, 2, 5), (input, size) => {
        const want = projectExpectedBillings(input);
        expect(byWindows(expectedProjection(input), size).flat()).toEqual(want);
      }),
      { seed: 2424, numRuns: 300 },
    );
  }, 120_000);

  it('give the what-ifs the whole projection gives (fixed seed)', () => {
    fc.assert(
      fc.property(arbCase, fc.integer({ min: 0, max: 40 }), fc.integer({ min: 0, max: 600 }), (input, quantity, offset) => {
        const item = input.contract.items[0]!;
        const charge = item.chargeItems[0]!;
        const what = {
          ...input,
          chargeItemId: charge.id,
          quantity: String(quantity),
          effectiveDate: addDays(item.startDate, offset),
          changeRate: { type: 'DAILY_RATE' as const, fixedRateValue: '0' },
        };
        const changed = changeQuantityCase(what);
        const want = projectChangeQuantity(what);
        expect(changed.ok).toBe(want.ok);
        if (changed.ok && want.ok) {
          const before = byWindows(expectedProjection(input), 3);
          const after = byWindows(expectedProjection({ ...input, contract: changed.value }), 3);
          // the same windows on both sides: the first altered billing is found window by window
          const found = after.map((a, k) => firstAlteredBilling(before[k] ?? [], a)).find((b) => b !== undefined) ?? null;
          expect(found).toEqual(want.value);
          // narrowed to the changed charge items: exactly their lines of the whole projection
          const only = changedChargeIds(input.contract, changed.value);
          const whole = expectedProjection({ ...input, contract: changed.value });
          const lines = (p: WindowedProjection) => byWindows(p, 4).flatMap((w) => w.flatMap((b) => b.lines));
          expect(lines(narrowed(whole, only))).toEqual(lines(whole).filter((l) => only.has(l.chargeItemId)));
        }
        const renewal = renewalCase({ ...input, itemId: item.id, chargeItems: [{ chargeItemId: charge.id, quantity: String(quantity) }] });
        const renewed = projectRenewalWithQuantityChange({
          ...input,
          itemId: item.id,
          chargeItems: [{ chargeItemId: charge.id, quantity: String(quantity) }],
        });
        expect(renewal.ok).toBe(renewed.ok);
        if (renewal.ok && renewed.ok)
          expect(byWindows(changedProjection(input, renewal.value.doc, renewal.value.termStart), 2).flat()).toEqual(renewed.value);
      }),
      { seed: 2425, numRuns: 150 },
    );
  }, 120_000);

  it('a 600-month auto-renewing contract with 300 charge items projects without a stack overflow', () => {
    const start = '2025-01-01';
    const doc = contract([
      contractItem({
        id: 'i1',
        startDate: d(start),
        endDate: d('2074-12-31'),
        defaultContractTerm: { value: 600, unit: 'UNIT_MONTHLY' },
        autoRenewal: { type: 'ENABLED', term: { value: -1, unit: 'UNIT_MONTHLY' } },
        chargeItems: Array.from({ length: 300 }, (_, i) => chargeItem({ id: `c${i}`, terms: [term(start, '1', perUnit('1000'))] })),
      }),
    ]);
    const input: ProjectionInput = { contract: doc, today: d('2025-02-10') as LocalDate, history: [{ doc, knownOn: d('2025-01-01') }] };
    const p = expectedProjection(input);
    // the renewal is projected (the item runs on past 2074), and the first month bills every charge item once
    expect(p.steps.length).toBe(1);
    const first = groupIntoBillings({ lines: windowLines(p, p.firstMonth, p.firstMonth + 1), taxRounding: 'ROUND_DOWN' });
    // 2025-03-01 bills March: 300 charge items × 1,000 yen = 300,000 yen + 10 % tax = 330,000 yen
    expect(first[0]!.billingDate).toBe('2025-03-01');
    expect(first[0]!.lines.length).toBe(300);
    expect(first[0]!.total.toFixed()).toBe('330000');
  }, 120_000);
});
