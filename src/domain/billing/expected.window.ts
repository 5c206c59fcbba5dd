/**
 * Expected billings, window by window (docs/billing-lifecycle.md "Expected billings, window by
 * window"): the lines of the expected billings whose billing date falls in a window of months,
 * computed from only the periods that can be billed in it, exactly as the whole-term projection
 * (expected.ts) would give them. A page, or a what-if, then costs the periods of the months it
 * covers (plus the lines already billed), not the whole term.
 *
 * Which periods a window needs: a line is billed on its nominal date (the billing timing counted
 * from the period, or from its term with bill-all-at-once) unless the day it became known is later.
 * Known days are at most today, except the days of projected auto-renewals: a renewal changes only
 * the renewed items' periods from their old end on, so a window holding a renewal day also takes
 * those. Every period already billed is taken (its adjustment or credit). A known day after today
 * that has none of these explanations (history or usage dated ahead) makes the window take every
 * period. Each key's lines depend on that key alone, so the selected periods give exactly the
 * whole projection's lines of the window.
 */
import type { LocalDate } from '../calendar';
import type { ChargeItem, ContractDoc, ContractItem } from '../contract/types';
import { type PeriodSelection, monthIndex, periodRange } from '../periods';
import type { Timing } from '../timing';
import type { ProjectionInput, RenewalStep } from './expected';
import type { BillingLine, ExistingLine } from './types';

/** One projection to read window by window. */
export interface WindowedProjection {
  input: ProjectionInput;
  steps: readonly RenewalStep[];
  /** Every contract document whose lines the projection reads (history, input, renewals, what-if). */
  docs: readonly ContractDoc[];
  /** The lines after today of the selected periods, diffed against `existing` (periodStart ≥ fromPeriodStart when set). */
  lines: (select: PeriodSelection, existing: readonly ExistingLine[]) => BillingLine[];
  /** Every charge item of `docs` by id. */
  charges: ReadonlyMap<string, ChargeItem>;
  /** Billed lines some document of `docs` no longer proposes (creditCandidatesOf). */
  creditCandidates: readonly ExistingLine[];
  /** Only lines of periods starting on or after this day (the renewal what-if). */
  fromPeriodStart?: LocalDate;
  /** The first and last month that can hold a billing date of this projection. */
  firstMonth: number;
  lastMonth: number;
  /** About how many lines a month of billing dates holds (sizes the windows). */
  linesPerMonth: number;
  /** Known days after today that no renewal explains: a window holding one takes every period. */
  unexplained: readonly LocalDate[];
  /** Only these charge items' periods (narrowed): the lines of the others are left out. */
  only?: ReadonlySet<string>;
}

/**
 * `p` reduced to the lines of some charge items (each key's lines depend on that key alone, so
 * they are exactly the whole projection's lines of those charge items).
 */
export function narrowed(p: WindowedProjection, only: ReadonlySet<string>): WindowedProjection {
  let perMonth = 1;
  for (const item of p.docs[p.docs.length - 1]!.items)
    for (const c of item.chargeItems) if (only.has(c.id) && c.type !== 'ONE_TIME') perMonth += 1 / cycleOf(c);
  return { ...p, only, linesPerMonth: Math.ceil(perMonth) };
}

/** The charge items of `after` that are not the very same as in `before` (an in-memory change touched them). */
export function changedChargeIds(before: ContractDoc, after: ContractDoc): Set<string> {
  const old = new Map<string, ChargeItem>();
  for (const item of before.items) for (const c of item.chargeItems) old.set(c.id, c);
  const changed = new Set<string>();
  for (const item of after.items) {
    const was = before.items.find((i) => i.id === item.id);
    for (const c of item.chargeItems)
      if (old.get(c.id) !== c || !was || was.startDate !== item.startDate || was.endDate !== item.endDate) changed.add(c.id);
  }
  for (const id of old.keys()) if (!after.items.some((i) => i.chargeItems.some((c) => c.id === id))) changed.add(id);
  return changed;
}

/** The month shift of a billing timing, as [min, max] months from the month counted from. */
function shiftOf(t: Timing): [number, number] {
  if (t.unit === 'UNIT_DAILY') return [Math.floor(t.value / 28) - 1, Math.ceil(t.value / 28) + 1];
  return [Math.floor(t.value), Math.ceil(t.value)];
}

/** The smallest and largest month shift of every billing timing a charge item has had. */
export function chargeShift(charge: ChargeItem): [number, number] {
  let [lo, hi] = shiftOf(charge.billingTiming);
  for (const s of charge.settings ?? []) {
    if (!s.billingTiming) continue;
    const [a, b] = shiftOf(s.billingTiming);
    lo = Math.min(lo, a);
    hi = Math.max(hi, b);
  }
  return [lo, hi];
}

export const cycleOf = (charge: ChargeItem): number => Math.max(1, Math.trunc(charge.billingCycle.value));
const usesUsage = (charge: ChargeItem): boolean => charge.usageUnitId !== null || charge.terms.some((t) => t.pricing.model === 'USAGE');
export const runs = (item: ContractItem): boolean => item.endDate >= item.startDate;

/** The first day from which a renewal changed `after` compared with `before`, or null when it changed more than its term. */
function renewedFrom(before: ContractItem, after: ContractItem): LocalDate | null {
  const keys = new Set([...Object.keys(before), ...Object.keys(after)]);
  for (const k of keys) {
    if (k === 'endDate' || k === 'termStarts') continue;
    if ((before as unknown as Record<string, unknown>)[k] !== (after as unknown as Record<string, unknown>)[k]) return null;
  }
  if (before.termStarts.some((s, i) => after.termStarts[i] !== s)) return null;
  return before.endDate < after.endDate ? before.endDate : after.endDate;
}

class Selection {
  readonly months = new Map<string, Array<[number, number]>>();
  constructor(private readonly floorMonth: number | null) {}
  add(charge: ChargeItem, from: number, to: number): void {
    const a = this.floorMonth === null ? from : Math.max(from, this.floorMonth - cycleOf(charge) - 1);
    if (a > to) return;
    const list = this.months.get(charge.id);
    if (list) list.push([a, to]);
    else this.months.set(charge.id, [[a, to]]);
  }
}

const inWindow = (day: LocalDate, m0: number, m1: number): boolean => {
  const m = monthIndex(day);
  return m >= m0 && m <= m1;
};

/** The periods whose lines can fall in billing months m0..m1 (module comment). */
export function selectionFor(p: WindowedProjection, m0: number, m1: number): PeriodSelection {
  const sel = new Selection(p.fromPeriodStart === undefined ? null : monthIndex(p.fromPeriodStart));
  const today = p.input.today;
  const every = p.unexplained.some((day) => inWindow(day, m0, m1));
  for (const doc of p.docs)
    for (const item of doc.items) {
      if (!runs(item)) continue;
      const starts = [...new Set([item.startDate, ...item.termStarts])].sort();
      for (const charge of item.chargeItems) {
        if (charge.type === 'ONE_TIME') continue;
        if (every) {
          sel.add(charge, -Infinity, Infinity);
          continue;
        }
        const [lo, hi] = chargeShift(charge);
        const n = cycleOf(charge);
        if (!charge.billAllAtOnce) {
          // nominal month ∈ [fullStart + lo, fullStart + n − 1 + hi]; usage lines at least the month after the period
          sel.add(charge, m0 - n + 1 - (usesUsage(charge) ? Math.max(hi, 1) : hi), m1 - lo);
          continue;
        }
        // bill-all-at-once: every period of a term is billed by the timing counted from the term's first day
        for (const [k, start] of starts.entries()) {
          const tsm = monthIndex(start);
          if (tsm + lo > m1) break;
          const end = monthIndex(starts[k + 1] ?? item.endDate);
          if (tsm + hi >= m0) sel.add(charge, tsm - n + 1, end);
          else if (usesUsage(charge)) sel.add(charge, Math.max(tsm - n + 1, m0 - n), end);
        }
      }
    }
  // A projected renewal on a day of the window: the renewed items' lines from their old end are known that day.
  let before = p.input.contract;
  for (const step of p.steps) {
    if (step.day > today && inWindow(step.day, m0, m1))
      for (const item of step.doc.items) {
        const old = before.items.find((i) => i.id === item.id);
        if (old === item) continue;
        const from = old ? renewedFrom(old, item) : null;
        for (const charge of item.chargeItems) {
          if (charge.type === 'ONE_TIME') continue;
          const [lo] = chargeShift(charge);
          const first = from === null ? -Infinity : monthIndex(from) - cycleOf(charge) - 2;
          sel.add(charge, first, charge.billAllAtOnce ? Infinity : monthIndex(step.day) - lo + 1);
        }
      }
    before = step.doc;
  }
  // Periods already billed that a projected document no longer proposes: their credit may fall in the window.
  for (const line of p.creditCandidates) {
    const charge = p.charges.get(line.chargeItemId);
    const m = charge ? fullStartMonth(line) : null;
    if (charge && m !== null) sel.add(charge, m, m);
  }
  if (p.only) for (const id of [...sel.months.keys()]) if (!p.only.has(id)) sel.months.delete(id);
  return sel.months;
}

/** The month of a billed line's full period start (from its key), or null when the key has none. */
export function fullStartMonth(line: ExistingLine): number | null {
  const fullStart = line.key.slice(line.chargeItemId.length + 1, line.chargeItemId.length + 11);
  return /^\d{4}-\d{2}-\d{2}$/.test(fullStart) ? monthIndex(fullStart as LocalDate) : null;
}

/** The billed lines of the selected periods (a key's diff needs its own billed lines, and no others). */
function existingOf(p: WindowedProjection, select: PeriodSelection): ExistingLine[] {
  return (p.input.existing ?? []).filter((line) => {
    const m = fullStartMonth(line);
    const months = select.get(line.chargeItemId);
    return m !== null && months !== undefined && months.some(([a, b]) => a <= m && m <= b);
  });
}

/** The lines of `p` billed in months m0..m1, as the whole projection has them (same order). */
export function windowLines(p: WindowedProjection, m0: number, m1: number, select = selectionFor(p, m0, m1)): BillingLine[] {
  const lines = p.lines(select, existingOf(p, select)).filter((l) => inWindow(l.billingDate, m0, m1));
  // narrowed: one-time lines (always proposed) of the other charge items are left out too
  return p.only ? lines.filter((l) => p.only!.has(l.chargeItemId)) : lines;
}

/** How many periods a window of months m0..m1 takes (to refuse a window too large to compute at once). */
export function selectedPeriods(p: WindowedProjection, select: PeriodSelection): number {
  let n = 0;
  for (const doc of p.docs)
    for (const item of doc.items)
      for (const charge of item.chargeItems) {
        const months = select.get(charge.id);
        if (!months || !runs(item)) continue;
        const range = periodRange({ start: item.startDate, end: item.endDate, cycleMonths: charge.billingCycle.value });
        for (const [a, b] of months) {
          const lo = Math.max(0, Math.ceil((a - range.firstMonth) / range.cycleMonths));
          const hi = Math.min(range.count - 1, Math.floor((b - range.firstMonth) / range.cycleMonths));
          if (hi >= lo) n += hi - lo + 1;
        }
      }
  return n;
}
