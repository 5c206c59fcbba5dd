/**
 * Expected billings (DESIGN §7.8): the bill run's computation for billing dates after `today`,
 * through the end of the current term plus one renewal where auto-renewal is enabled, grouped as
 * billings would be. Nothing is written; what-if variants work on an in-memory copy.
 */
import { type LocalDate, addDays, maxDate } from '../calendar';
import { type AmendmentCommand, applyAmendment, withTermFrom } from '../contract/amendments';
import { autoRenewalDate, itemsDueForAutoRenewal } from '../contract/timeline';
import type { ContractDoc } from '../contract/types';
import type { RoundingMode } from '../money';
import { formatDecimal, parseDecimal } from '../money';
import type { Rate } from '../proration';
import { type Result, ok, refuse } from '../result';
import { asExisting, diffLines } from './diff';
import { type BillingDraft, groupIntoBillings } from './group';
import { proposeLines } from './propose';
import type { BillingLine, ExistingLine, UsageRecord } from './types';

export interface ProjectionInput {
  contract: ContractDoc;
  today: LocalDate;
  usage?: readonly UsageRecord[];
  taxRounding?: RoundingMode;
  /** Lines already billed (early billing); their keys are then projected only as adjustments. */
  existing?: readonly ExistingLine[];
}

/**
 * The contract as the daily jobs will leave it: renewals already due (auto-renewal day ≤ today, not
 * yet made: the contract was created or amended after that day's run, even when the item has already
 * ended) are caught up term by term as the job does, then one more term for each live item whose
 * auto-renewal is enabled.
 */
export function withOneAutoRenewal(contract: ContractDoc, today: LocalDate): ContractDoc {
  let doc = contract;
  for (let guard = 0; guard < 120; guard++) {
    const due = itemsDueForAutoRenewal({ doc, today })[0];
    if (!due) break;
    const renewed = applyAmendment(doc, { type: 'renewItem', itemId: due.id });
    if (!renewed.ok) break;
    doc = renewed.value;
  }
  const originalEnd = new Map(doc.items.map((i) => [i.id, i.endDate]));
  const ordered = [...doc.items].sort((a, b) => (a.role === b.role ? 0 : a.role === 'MAIN' ? -1 : 1));
  for (const item of ordered) {
    const current = doc.items.find((i) => i.id === item.id);
    if (!current || current.autoRenewal.type !== 'ENABLED' || current.canceledOn !== null) continue;
    if (current.endDate < today || current.endDate !== originalEnd.get(item.id)) continue;
    const renewed = applyAmendment(doc, { type: 'renewItem', itemId: item.id });
    if (renewed.ok) doc = renewed.value;
  }
  return doc;
}

function projectLines(input: ProjectionInput, contract: ContractDoc): BillingLine[] {
  const proposal = proposeLines({ contract, knownOn: { contract: input.today }, usage: input.usage ?? [] });
  const due = diffLines({ proposal, existing: input.existing ?? [], asOf: '9999-12-31' as LocalDate });
  return due.filter((line) => line.billingDate > input.today);
}

/**
 * The projection across the coming auto-renewal, as the daily jobs will do it: up to the day before
 * the renewal the current contract is billed; on the renewal day the renewal (an amendment known that
 * day) runs before the bill run, which then bills the renewed term and adjusts what the renewal
 * changed (e.g. a shortened last period that now runs in full) — dated the renewal day. Today's jobs
 * have run: a renewal already due but not made is made by the next run (tomorrow), and when that is
 * the renewal day no run bills the current contract before it (lines due today or earlier and not
 * yet billed are billed by the renewal day's run).
 */
function projectAcrossRenewal(input: ProjectionInput, renewed: ContractDoc): BillingLine[] {
  const ends = new Map(renewed.items.map((i) => [i.id, i.endDate]));
  const days = input.contract.items
    .filter((i) => ends.get(i.id) !== i.endDate)
    .map(autoRenewalDate)
    .filter((d): d is LocalDate => d !== null)
    .sort();
  const nextRun = addDays(input.today, 1);
  const renewalDay = maxDate(days[0] ?? nextRun, nextRun);
  const usage = input.usage ?? [];
  const existing = input.existing ?? [];
  const lastRunBefore = addDays(renewalDay, -1);
  const before = lastRunBefore > input.today
    ? diffLines({ proposal: proposeLines({ contract: input.contract, knownOn: { contract: input.today }, usage }), existing, asOf: lastRunBefore })
    : [];
  const after = diffLines({ proposal: proposeLines({ contract: renewed, knownOn: { contract: renewalDay }, usage }), existing: [...existing, ...asExisting(before)], asOf: '9999-12-31' as LocalDate });
  return [...before, ...after].filter((line) => line.billingDate > input.today);
}

/** Expected billings of a contract after `today` (none for drafts). */
export function projectExpectedBillings(input: ProjectionInput): BillingDraft[] {
  if (input.contract.isDraft) return [];
  const renewed = withOneAutoRenewal(input.contract, input.today);
  const lines = renewed === input.contract ? projectLines(input, renewed) : projectAcrossRenewal(input, renewed);
  return groupIntoBillings({ lines, taxRounding: input.taxRounding ?? 'ROUND_DOWN' });
}

function mainChargeCheck(contract: ContractDoc, chargeItemId: string): Result<true> {
  if (contract.isDraft) return refuse('FAILED_PRECONDITION', 'a draft contract has no expected billings');
  const item = contract.items.find((i) => i.chargeItems.some((c) => c.id === chargeItemId));
  if (!item) return refuse('NOT_FOUND', `charge item ${chargeItemId} not found`, 'contractChargeItemId');
  if (item.role !== 'MAIN') return refuse('FAILED_PRECONDITION', 'only charge items of a main item are supported', 'contractChargeItemId');
  return ok(true);
}

const sameBilling = (a: BillingDraft, b: BillingDraft): boolean =>
  a.total.equals(b.total) && a.lines.length === b.lines.length && a.lines.every((l, i) => l.subtotal.equals(b.lines[i]?.subtotal ?? -1));

/**
 * What-if changequantity: the first expected billing whose amount the change alters (null when it
 * alters none), computed on a copy with the change applied.
 */
export function projectChangeQuantity(input: ProjectionInput & {
  chargeItemId: string; quantity: string; effectiveDate: LocalDate; changeRate: Rate;
}): Result<BillingDraft | null> {
  const check = mainChargeCheck(input.contract, input.chargeItemId);
  if (!check.ok) return check;
  const command: AmendmentCommand = { type: 'changeQuantity', chargeItemId: input.chargeItemId, quantity: input.quantity, effectiveDate: input.effectiveDate, changeRate: input.changeRate };
  const changed = applyAmendment(input.contract, command);
  if (!changed.ok) return changed;
  const before = projectExpectedBillings(input);
  const after = projectExpectedBillings({ ...input, contract: changed.value });
  const key = (b: BillingDraft): string => `${b.billingDate}|${b.dueDate}|${b.paymentMethodId}`;
  const baseline = new Map(before.map((b) => [key(b), b]));
  const first = after.find((b) => {
    const old = baseline.get(key(b));
    return !old || !sameBilling(old, b);
  });
  return ok(first ?? null);
}

/**
 * What-if renewalwithquantitychange: renews the main item on a copy, sets the given quantities from
 * the renewed term's first day, and returns the expected billings of the renewed term's lines.
 */
export function projectRenewalWithQuantityChange(input: ProjectionInput & {
  itemId: string; chargeItems: ReadonlyArray<{ chargeItemId: string; quantity: string }>;
}): Result<BillingDraft[]> {
  const item = input.contract.items.find((i) => i.id === input.itemId);
  if (!item) return refuse('NOT_FOUND', `contract item ${input.itemId} not found`, 'contractItemId');
  if (item.role !== 'MAIN') return refuse('FAILED_PRECONDITION', 'only a main item can be projected', 'contractItemId');
  const renewed = applyAmendment(input.contract, { type: 'renewItem', itemId: item.id });
  if (!renewed.ok) return renewed;
  const termStart = addDays(item.endDate, 1);
  let doc = renewed.value;
  for (const [n, change] of input.chargeItems.entries()) {
    const check = mainChargeCheck(doc, change.chargeItemId);
    if (!check.ok) return check;
    const quantity = parseDecimal(change.quantity);
    if (!quantity || quantity.isNegative()) return refuse('INVALID_ARGUMENT', 'quantity must be a decimal >= 0', `chargeItems[${n}].quantity`);
    doc = {
      ...doc,
      items: doc.items.map((i) => ({
        ...i,
        chargeItems: i.chargeItems.map((c) => (c.id === change.chargeItemId
          ? withTermFrom(c, termStart, (t) => ({ ...t, quantity: formatDecimal(quantity), changeRate: { type: 'DAILY_RATE', fixedRateValue: '0' } }))
          : c)),
      })),
    };
  }
  const lines = projectLines(input, doc).filter((l) => l.periodStart >= termStart);
  return ok(groupIntoBillings({ lines, taxRounding: input.taxRounding ?? 'ROUND_DOWN' }));
}
