/**
 * The next-due day of a contract (docs/billing-lifecycle.md "The next-due day"): the earliest JST day
 * on which the daily jobs have something to do for it — the billing date of a line not billed yet (an
 * adjustment or a credit included), or an item's auto-renewal — or null when nothing is left. The
 * bill run stores it on the contract after billing; the test clock and the daily run visit only the
 * contracts whose stored day has come. This is the one definition: the bill run, the test clock's
 * next event and the property test all call it.
 */
import type { LocalDate } from '../calendar';
import type { ContractDoc } from '../contract/types';
import { autoRenewalDate } from '../contract/timeline';
import { diffLines } from './diff';
import type { Proposal } from './propose';
import type { BillingLine, ExistingLine } from './types';

const FAR_FUTURE = '9999-12-31' as LocalDate;

export function nextDueOf(doc: ContractDoc, proposal: Proposal, existing: readonly ExistingLine[]): LocalDate | null {
  return nextDueFrom(doc, diffLines({ proposal, existing, asOf: FAR_FUTURE }), null);
}

/**
 * The same from the contract's pending lines (diffLines as of the far future), once the bill run has
 * written those dated up to `billedUpTo` (null: nothing written). Writing a line settles its key
 * exactly, so what is left pending is the lines dated after `billedUpTo`.
 */
export function nextDueFrom(doc: ContractDoc, pending: readonly BillingLine[], billedUpTo: LocalDate | null): LocalDate | null {
  let next: LocalDate | null = null;
  for (const line of pending) {
    if (billedUpTo !== null && line.billingDate <= billedUpTo) continue;
    if (next === null || line.billingDate < next) next = line.billingDate;
  }
  for (const item of doc.items) {
    const day = autoRenewalDate(item);
    if (day !== null && (next === null || day < next)) next = day;
  }
  return next;
}
