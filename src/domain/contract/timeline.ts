/**
 * The contract timeline (docs/contracts.md "Versions"): version snapshots, the terms in force on a day, item statuses
 * and auto-renewal due dates.
 */
import { type LocalDate, addDays, addMonthsClamped } from '../calendar';
import { termIndexOn } from '../proration';
import { type Result, ok, refuse } from '../result';
import { type AmendmentCommand, applyAmendment } from './amendments';
import { itemNameOn, settingsOn } from './settings';
import type { ContractDoc, ContractItem, ItemStatus } from './types';

/** One step of a contract's history; every step produces the next version. */
export type VersionEvent =
  { type: 'amendment'; amendmentId: string; command: AmendmentCommand } | { type: 'cancelAmendment'; amendmentId: string };

/**
 * Every version: [0] = version 1 (the created doc), [n] = version n + 1. A cancelAmendment re-emits
 * the doc of the version before the cancelled amendment as a new version; only the latest live
 * (not cancelled) amendment may be cancelled.
 */
export function buildVersions(input: { created: ContractDoc; events: readonly VersionEvent[] }): Result<ContractDoc[]> {
  const versions: ContractDoc[] = [input.created];
  const live: Array<{ amendmentId: string; before: ContractDoc }> = [];
  for (const [i, event] of input.events.entries()) {
    const current = versions[versions.length - 1] as ContractDoc;
    if (event.type === 'amendment') {
      const next = applyAmendment(current, event.command);
      if (!next.ok) return { ...next, reason: `event ${i} (${event.amendmentId}): ${next.reason}` };
      live.push({ amendmentId: event.amendmentId, before: current });
      versions.push(next.value);
    } else {
      const check = canCancelAmendment({ liveAmendmentIds: live.map((l) => l.amendmentId), amendmentId: event.amendmentId });
      if (!check.ok) return check;
      const last = live.pop() as { before: ContractDoc };
      versions.push(last.before);
    }
  }
  return ok(versions);
}

/** cancelamendment is allowed only for the latest live amendment of the contract. */
export function canCancelAmendment(input: { liveAmendmentIds: readonly string[]; amendmentId: string }): Result<true> {
  const latest = input.liveAmendmentIds[input.liveAmendmentIds.length - 1];
  if (latest === undefined) return refuse('FAILED_PRECONDITION', 'the contract has no live amendment to cancel');
  if (latest !== input.amendmentId) {
    return refuse('FAILED_PRECONDITION', `only the latest live amendment (${latest}) can be cancelled`, 'id');
  }
  return ok(true);
}

/** The item is in service on `day`. */
export function isActiveOn(item: ContractItem, day: LocalDate): boolean {
  return item.startDate <= day && day <= item.endDate;
}

/**
 * What is in force on `day` (v2 atPointInServiceTimeline): items active that day with the name in
 * force that day, each charge item reduced to the single term valid that day, with its name and
 * timings of that day. Empty `items` when nothing runs.
 */
export function termsInForceOn(input: { doc: ContractDoc; day: LocalDate }): ContractDoc {
  const items = input.doc.items
    .filter((item) => isActiveOn(item, input.day))
    .map((item) => ({
      ...item,
      name: itemNameOn(item, input.day),
      chargeItems: item.chargeItems.map((charge) => {
        const term = charge.terms[termIndexOn(charge.terms, input.day)];
        return { ...charge, ...settingsOn(charge, input.day), terms: term ? [term] : [] };
      }),
    }));
  return { ...input.doc, items };
}

/** The day an enabled auto-renewal fires: end + value days (UNIT_DAILY) or end + value months. */
export function autoRenewalDate(item: ContractItem): LocalDate | null {
  const { autoRenewal } = item;
  if (autoRenewal.type !== 'ENABLED' || autoRenewal.term === null || item.canceledOn !== null) return null;
  if (item.endDate < item.startDate) return null;
  const { value, unit } = autoRenewal.term;
  return unit === 'UNIT_DAILY' ? addDays(item.endDate, value) : addMonthsClamped(item.endDate, value);
}

/**
 * Items whose auto-renewal falls due on or before `today`. The job renews each with renewItem and
 * asks again until nothing is due, so renewals missed during downtime are caught up term by term.
 * Options that renew along with their main item drop out of the list after the main item's renewal.
 */
export function itemsDueForAutoRenewal(input: { doc: ContractDoc; today: LocalDate }): ContractItem[] {
  if (input.doc.isDraft) return [];
  return input.doc.items.filter((item) => {
    const due = autoRenewalDate(item);
    return due !== null && due <= input.today;
  });
}

/**
 * Item status from its dates and `today`:
 * INVALIDATED (ended before it started), WAITING_ACTIVATION (not started), CANCELED / COMPLETED
 * (ended, by cancellation or not), WAITING_CANCELLATION (running, cancellation set),
 * WAITING_COMPLETION (running, no auto-renewal, in the last month of its term), else ACTIVE.
 */
export function itemStatus(input: { item: ContractItem; today: LocalDate }): ItemStatus {
  const { item, today } = input;
  if (item.endDate < item.startDate) return 'INVALIDATED';
  if (today < item.startDate) return 'WAITING_ACTIVATION';
  if (today > item.endDate) return item.canceledOn !== null ? 'CANCELED' : 'COMPLETED';
  if (item.canceledOn !== null) return 'WAITING_CANCELLATION';
  if (item.autoRenewal.type !== 'ENABLED' && today > addMonthsClamped(item.endDate, -1)) return 'WAITING_COMPLETION';
  return 'ACTIVE';
}

/** The latest end date of the contract's items (the contract end). */
export function contractEndDate(doc: ContractDoc): LocalDate | null {
  let end: LocalDate | null = null;
  for (const item of doc.items) if (item.endDate >= item.startDate && (end === null || item.endDate > end)) end = item.endDate;
  return end;
}
