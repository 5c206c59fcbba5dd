/**
 * The day each line became known, from the contract's version history (docs/billing-lifecycle.md,
 * "When a line became known"). A line is known from the earliest version after which its amount,
 * period and nominal dates never changed; a line an amendment removed (a cancelled period billed in
 * advance) is credited on its own nominal billing date, or on the day of the version that removed it
 * when that date had already passed.
 */
import { type LocalDate, asLocalDate, maxDate } from '../calendar';
import { settingsOn } from '../contract/settings';
import type { ContractDoc } from '../contract/types';
import type { PeriodSelection } from '../periods';
import { dueDateFor } from '../timing';
import { type CreditTiming, proposeLines } from './propose';
import type { BillingLine, KnownOn, UsageRecord } from './types';

/** One stored contract version and the JST day it became known (confirmation or amendment day). */
export interface KnownVersion {
  doc: ContractDoc;
  knownOn: LocalDate;
}

const EPOCH = asLocalDate('0001-01-01');

/** What must stay the same for a line to keep the day it first became known. */
const signature = (l: BillingLine): string =>
  `${l.subtotal.toFixed()}|${l.periodStart}|${l.periodEnd}|${l.billingDate}|${l.dueDate}|${l.taxPercentage.toFixed()}`;

/** Lines of one version at their nominal dates (known "always"), by key. */
function nominalLines(doc: ContractDoc, usage: readonly UsageRecord[], select: PeriodSelection | undefined): Map<string, BillingLine> {
  return new Map(proposeLines({ contract: doc, knownOn: { contract: EPOCH }, usage, select }).lines.map((l) => [l.key, l]));
}

/**
 * Per-line known days for the latest version of `history` (oldest first; at least one version).
 * `contract` is the latest version's day (it dates lines of unknown history), `byKey` each proposed
 * line's day, `credits` the billing and due dates of lines an earlier version proposed and the latest
 * no longer does.
 */
export function knownOnFromHistory(
  history: readonly KnownVersion[],
  usage: readonly UsageRecord[] = [],
  /** Only the lines of these periods (a key's day depends on that key's lines alone). */
  select?: PeriodSelection,
): KnownOn {
  const latest = history[history.length - 1];
  if (!latest) throw new Error('knownOnFromHistory needs at least one version');
  if (history.length === 1) return { contract: latest.knownOn };
  const versions = history.map((v) => ({ knownOn: v.knownOn, lines: nominalLines(v.doc, usage, select) }));
  const byKey: Record<string, LocalDate> = {};
  const credits: Record<string, CreditTiming> = {};
  const last = versions[versions.length - 1]!;
  for (const [key, line] of last.lines) {
    const sig = signature(line);
    let since = last.knownOn;
    for (let i = versions.length - 2; i >= 0; i--) {
      const earlier = versions[i]!.lines.get(key);
      if (!earlier || signature(earlier) !== sig) break;
      since = versions[i]!.knownOn;
    }
    byKey[key] = since;
  }
  // Dropped keys: dated from the last version that still proposed them, known when the next one did not.
  for (let i = versions.length - 2; i >= 0; i--) {
    const removedOn = versions[i + 1]!.knownOn;
    for (const [key, line] of versions[i]!.lines) {
      if (last.lines.has(key) || key in credits) continue;
      const billingDate = maxDate(line.billingDate, removedOn);
      const charge = history[i]!.doc.items.flatMap((it) => it.chargeItems).find((c) => c.id === line.chargeItemId);
      const dueTiming = charge ? settingsOn(charge, line.periodStart).billingDueTiming : undefined;
      credits[key] = { billingDate, dueDate: dueTiming ? dueDateFor({ billingDate, timing: dueTiming }) : line.dueDate };
    }
  }
  return { contract: latest.knownOn, byKey, credits };
}
