/**
 * Safety bound (docs/billing.md "Safety bound"): a contract whose lines to write look wrong is not billed; it is
 * parked for a person with the reason. Checks, in order:
 * 1. the proposal was truncated (an item with more than MAX_PERIODS periods);
 * 2. more lines than the contract's periods allow: at most one line per proposed key plus one
 *    credit per key already billed, and no key twice among non-adjustment lines;
 * 3. a non-adjustment line for a charge item the contract does not have;
 * 4. a line of absurd size (|subtotal| > maxLineAmount, default MAX_LINE_AMOUNT: 10,000,000,000 yen);
 * 5. more than maxLines lines in one run (default 5,000).
 */
import { type LocalDate, addDays } from '../calendar';
import type { ContractDoc } from '../contract/types';
import { MAX_LINE_AMOUNT } from '../limits';
import { dec, formatDecimal } from '../money';
import { diffLines } from './diff';
import { type Proposal, proposeLines } from './propose';
import type { BillingLine, ExistingLine, UsageRecord } from './types';

/** More lines than this for one contract in one run are parked (check 5). */
export const MAX_LINES_PER_RUN = 5000;

/**
 * The lines the first bill run would write for a contract made (or confirmed) on `today`: every
 * period already due, billed the next day at the latest. Checked at the door against
 * MAX_LINES_PER_RUN, so a contract starting far in the past is refused instead of parked.
 */
export function linesOfFirstRun(contract: ContractDoc, today: LocalDate): number {
  const proposal = proposeLines({ contract, knownOn: { contract: today } });
  return diffLines({ proposal, existing: [], asOf: addDays(today, 1) }).length;
}

/**
 * The billing lines (no adjustments) of one charge item's periods with `usage`, from one proposal:
 * the line limit of a usage write is checked on the line of the period containing the day written.
 */
export function linesOfChargeItem(input: {
  contract: ContractDoc;
  chargeItemId: string;
  usage: readonly UsageRecord[];
  knownOn: LocalDate;
}): BillingLine[] {
  const item = input.contract.items.find((i) => i.chargeItems.some((c) => c.id === input.chargeItemId));
  if (!item) return [];
  const only = { ...input.contract, items: [{ ...item, chargeItems: item.chargeItems.filter((c) => c.id === input.chargeItemId) }] };
  const proposal = proposeLines({ contract: only, knownOn: { contract: input.knownOn }, usage: input.usage });
  return proposal.lines.filter((l) => l.kind !== 'ADJUSTMENT');
}

/** The line among `lines` whose period contains `day`. */
export const lineContaining = (lines: readonly BillingLine[], day: LocalDate): BillingLine | undefined =>
  lines.find((l) => l.periodStart <= day && day <= l.periodEnd);

/**
 * The line one charge item's period containing `day` would bill with `usage`: used to refuse a usage
 * write that would make the line exceed MAX_LINE_AMOUNT (the bill run would park the contract).
 */
export function lineOfPeriod(input: {
  contract: ContractDoc;
  chargeItemId: string;
  usage: readonly UsageRecord[];
  day: LocalDate;
  knownOn: LocalDate;
}): BillingLine | undefined {
  return lineContaining(linesOfChargeItem(input), input.day);
}

export type SafetyVerdict = { ok: true } | { ok: false; refused: true; reason: string };

const refused = (reason: string): SafetyVerdict => ({ ok: false, refused: true, reason });

export function checkProposal(input: {
  contract: ContractDoc;
  proposal: Proposal;
  lines: readonly BillingLine[];
  /** The existing lines the diff was made against (their keys may each take one credit). */
  existing?: readonly ExistingLine[];
  maxLineAmount?: string;
  maxLines?: number;
}): SafetyVerdict {
  const { contract, proposal, lines } = input;
  if (proposal.truncated) return refused('an item has more billing periods than the engine allows (check its end date)');
  const bound = distinctKeysUpTo(lines.length, proposal.lines, input.existing ?? []);
  if (lines.length > bound) return refused(`${lines.length} lines exceed the bound of ${bound} for this contract's periods`);
  const maxLines = input.maxLines ?? MAX_LINES_PER_RUN;
  if (lines.length > maxLines) return refused(`${lines.length} lines exceed the per-run limit of ${maxLines}`);
  const charges = new Set<string>();
  for (const item of contract.items) for (const c of item.chargeItems) charges.add(c.id);
  const seen = new Set<string>();
  const limit = dec(input.maxLineAmount ?? MAX_LINE_AMOUNT);
  for (const line of lines) {
    if (line.kind !== 'ADJUSTMENT') {
      if (seen.has(line.key)) return refused(`line ${line.key} appears twice`);
      seen.add(line.key);
      if (!charges.has(line.chargeItemId)) return refused(`line for unknown charge item ${line.chargeItemId}`);
    }
    if (line.subtotal.abs().greaterThan(limit))
      return refused(`line ${line.key} amount ${formatDecimal(line.subtotal)} exceeds ${formatDecimal(limit)} yen`);
  }
  return { ok: true };
}

/**
 * The number of distinct keys among `proposed` and `existing`, counted only until it reaches
 * `enough` (check 2 needs no more, and a run usually writes a few lines of a long proposal).
 */
function distinctKeysUpTo(enough: number, proposed: readonly BillingLine[], existing: readonly ExistingLine[]): number {
  const keys = new Set<string>();
  for (const lines of [proposed, existing]) {
    for (const line of lines) {
      if (keys.size >= enough) return keys.size;
      keys.add(line.key);
    }
  }
  return keys.size;
}
