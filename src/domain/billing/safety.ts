/**
 * Safety bound (DESIGN §7.6): a contract whose lines to write look wrong is not billed; it is
 * parked for a person with the reason. Checks, in order:
 * 1. the proposal was truncated (an item with more than MAX_PERIODS periods);
 * 2. more lines than the contract's periods allow: at most one line per proposed key plus one
 *    credit per key already billed, and no key twice among non-adjustment lines;
 * 3. a non-adjustment line for a charge item the contract does not have;
 * 4. a line of absurd size (|subtotal| > maxLineAmount, default 10,000,000,000 yen);
 * 5. more than maxLines lines in one run (default 5,000).
 */
import type { ContractDoc } from '../contract/types';
import { dec, formatDecimal } from '../money';
import type { Proposal } from './propose';
import type { BillingLine, ExistingLine } from './types';

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
  const bound = new Set([...proposal.lines.map((l) => l.key), ...(input.existing ?? []).map((l) => l.key)]).size;
  if (lines.length > bound) return refused(`${lines.length} lines exceed the bound of ${bound} for this contract's periods`);
  const maxLines = input.maxLines ?? 5000;
  if (lines.length > maxLines) return refused(`${lines.length} lines exceed the per-run limit of ${maxLines}`);
  const charges = new Set(contract.items.flatMap((i) => i.chargeItems.map((c) => c.id)));
  const seen = new Set<string>();
  const limit = dec(input.maxLineAmount ?? '10000000000');
  for (const line of lines) {
    if (line.kind !== 'ADJUSTMENT') {
      if (seen.has(line.key)) return refused(`line ${line.key} appears twice`);
      seen.add(line.key);
      if (!charges.has(line.chargeItemId)) return refused(`line for unknown charge item ${line.chargeItemId}`);
    }
    if (line.subtotal.abs().greaterThan(limit)) return refused(`line ${line.key} amount ${formatDecimal(line.subtotal)} exceeds ${formatDecimal(limit)} yen`);
  }
  return { ok: true };
}
