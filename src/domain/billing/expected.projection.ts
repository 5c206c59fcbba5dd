/**
 * Building a windowed projection (expected.window.ts) for the expected billings and for the renewal
 * what-if: its documents, charge items, the billed lines it may credit and the months it spans.
 */
import { type LocalDate, addDays } from '../calendar';
import type { ChargeItem, ContractDoc } from '../contract/types';
import { monthIndex } from '../periods';
import { type ProjectionInput, type RenewalStep, expectedLines, projectLines, renewalStepsOf } from './expected';
import { type WindowedProjection, chargeShift, cycleOf, fullStartMonth, runs } from './expected.window';
import { proposeLines } from './propose';
import type { ExistingLine } from './types';

/**
 * The billed lines some document of the projection does not propose (checked once, on the billed
 * periods alone): only these can be credited, so only their periods are taken in every window.
 */
function creditCandidatesOf(
  input: ProjectionInput,
  docs: readonly ContractDoc[],
  charges: ReadonlyMap<string, ChargeItem>,
): ExistingLine[] {
  const existing = input.existing ?? [];
  if (existing.length === 0) return [];
  const months = new Map<string, Array<[number, number]>>();
  for (const line of existing) {
    const m = fullStartMonth(line);
    if (m === null || !charges.has(line.chargeItemId)) continue;
    const list = months.get(line.chargeItemId) ?? [];
    list.push([m, m]);
    months.set(line.chargeItemId, list);
  }
  const everywhere = new Set(existing.map((l) => l.key));
  for (const doc of docs) {
    const proposed = new Set(
      proposeLines({ contract: doc, knownOn: { contract: input.today }, usage: input.usage, select: months }).lines.map((l) => l.key),
    );
    for (const key of everywhere) if (!proposed.has(key)) everywhere.delete(key);
  }
  return existing.filter((l) => !everywhere.has(l.key));
}

function boundsOf(input: ProjectionInput, docs: readonly ContractDoc[], steps: readonly RenewalStep[]) {
  const today = input.today;
  const unexplained: LocalDate[] = [];
  for (const v of input.history ?? []) if (v.knownOn > today) unexplained.push(v.knownOn);
  for (const u of input.usage ?? []) if (u.recordedOn > today) unexplained.push(u.recordedOn);
  // Without a history every line of a renewed contract is known on the last renewal day.
  if ((input.history ?? []).length === 0) for (const s of steps) if (s.day > today) unexplained.push(s.day);
  let last = monthIndex(today);
  for (const day of [...unexplained, ...steps.map((s) => s.day)]) last = Math.max(last, monthIndex(day));
  for (const doc of docs)
    for (const item of doc.items)
      for (const charge of item.chargeItems) last = Math.max(last, monthIndex(item.endDate) + Math.max(chargeShift(charge)[1], 0) + 2);
  const latest = docs[docs.length - 1]!;
  let perMonth = 1;
  for (const item of latest.items) if (runs(item)) for (const c of item.chargeItems) perMonth += c.type === 'ONE_TIME' ? 0 : 1 / cycleOf(c);
  return { firstMonth: monthIndex(addDays(today, 1)), lastMonth: last, linesPerMonth: Math.ceil(perMonth), unexplained };
}

function chargesOf(docs: readonly ContractDoc[]): Map<string, ChargeItem> {
  const charges = new Map<string, ChargeItem>();
  for (const doc of docs) for (const item of doc.items) for (const c of item.chargeItems) charges.set(c.id, c);
  return charges;
}

const historyDocs = (input: ProjectionInput): ContractDoc[] => (input.history ?? []).map((v) => v.doc);

/** The expected billings of `input`, to read window by window. */
export function expectedProjection(input: ProjectionInput): WindowedProjection {
  const steps = renewalStepsOf(input);
  const docs = [...new Set([...historyDocs(input), input.contract, ...steps.map((s) => s.doc)])];
  const charges = chargesOf(docs);
  return {
    input,
    steps,
    docs,
    charges,
    creditCandidates: creditCandidatesOf(input, docs, charges),
    lines: (select, existing) => expectedLines({ ...input, existing }, steps, select),
    ...boundsOf(input, docs, steps),
  };
}

/**
 * The lines of `doc` (an in-memory change of `input.contract`, known today) from `fromPeriodStart`
 * on, without projected renewals: the renewal what-if.
 */
export function changedProjection(input: ProjectionInput, doc: ContractDoc, fromPeriodStart: LocalDate): WindowedProjection {
  const docs = [...new Set([...historyDocs(input), input.contract, doc])];
  const charges = chargesOf(docs);
  return {
    input,
    steps: [],
    docs,
    charges,
    creditCandidates: creditCandidatesOf(input, docs, charges),
    fromPeriodStart,
    lines: (select, existing) => projectLines({ ...input, existing }, doc, select).filter((l) => l.periodStart >= fromPeriodStart),
    ...boundsOf(input, docs, []),
  };
}
