/**
 * Expected billings (docs/billing.md "Expected billings"): the bill run's computation for billing dates after `today`,
 * through the end of the current term plus one renewal where auto-renewal is enabled, grouped as
 * billings would be. Nothing is written; what-if variants work on an in-memory copy.
 */
import { type LocalDate, addDays, maxDate } from '../calendar';
import { type AmendmentCommand, applyAmendment } from '../contract/amendments';
import { withTermChange } from '../contract/item.ops';
import { autoRenewalDate, itemsDueForAutoRenewal } from '../contract/timeline';
import type { ContractDoc } from '../contract/types';
import type { RoundingMode } from '../money';
import { formatDecimal, parseDecimal } from '../money';
import type { Rate } from '../proration';
import type { PeriodSelection } from '../periods';
import { type Result, ok, refuse } from '../result';
import { asExisting, diffLines } from './diff';
import { type BillingDraft, groupIntoBillings } from './group';
import { type KnownVersion, knownOnFromHistory } from './known';
import { proposeLines } from './propose';
import type { BillingLine, ExistingLine, KnownOn, UsageRecord } from './types';

export interface ProjectionInput {
  contract: ContractDoc;
  today: LocalDate;
  usage?: readonly UsageRecord[];
  taxRounding?: RoundingMode;
  /** Lines already billed (early billing); their keys are then projected only as adjustments. */
  existing?: readonly ExistingLine[];
  /**
   * The stored versions of the contract with their known days, oldest first (the last one is
   * `contract` as stored): lines keep the day they became known, as in the bill run. Without it
   * everything is taken as known today.
   */
  history?: readonly KnownVersion[];
  /**
   * Whether today's daily jobs (auto-renewals, bill run) have run: the tenant's clock is past its
   * bill-run hour. Default true. When not, renewals due today are made and lines dated today billed
   * by today's run rather than tomorrow's.
   */
  jobsRanToday?: boolean;
}

/** The day of the next daily run. */
const nextRunOf = (input: ProjectionInput): LocalDate => (input.jobsRanToday === false ? input.today : addDays(input.today, 1));

/**
 * Known days for proposing the last document of `chain`: the stored history, then `input.contract`
 * known today when it is an in-memory change (what-if), then the projected versions of `chain`
 * (renewals, each known on its day). Without a history everything is known on the last day given.
 */
function knownOf(input: ProjectionInput, chain: readonly KnownVersion[] = [], select?: PeriodSelection): KnownOn {
  const history = input.history ?? [];
  const head = history[history.length - 1];
  if (!head) return { contract: chain[chain.length - 1]?.knownOn ?? input.today };
  const versions: KnownVersion[] = [...history];
  if (input.contract !== head.doc) versions.push({ doc: input.contract, knownOn: input.today });
  versions.push(...chain);
  return knownOnFromHistory(versions, input.usage ?? [], select);
}

/** One day of projected auto-renewals: the contract as that day's jobs leave it. */
export interface RenewalStep {
  day: LocalDate;
  doc: ContractDoc;
}

/**
 * The auto-renewals the daily jobs will make, day by day as the job makes them (on each day every
 * item due is renewed term by term in document order; one the domain refuses is skipped). Renewals
 * already due (renewal day ≤ today, not yet made: the contract was created or amended after that
 * day's run, even when the item has already ended) are made by the next run (`nextRun`), caught up term by term;
 * beyond those, each item renews once (being taken along by its main item does not count).
 */
export function projectedRenewals(contract: ContractDoc, today: LocalDate, nextRun: LocalDate = addDays(today, 1)): RenewalStep[] {
  const once = new Set<string>();
  const refused = new Set<string>();
  const steps: RenewalStep[] = [];
  let doc = contract;
  for (let guard = 0; guard < 240; guard++) {
    const pending = doc.items
      .map((item) => ({ id: item.id, date: autoRenewalDate(item) }))
      .filter((x): x is { id: string; date: LocalDate } => x.date !== null && !refused.has(x.id) && (x.date <= today || !once.has(x.id)));
    const first = pending.reduce<LocalDate | null>((min, x) => (min === null || x.date < min ? x.date : min), null);
    if (first === null) break;
    const day = maxDate(first, nextRun);
    const dates = new Map(pending.map((x) => [x.id, x.date]));
    const due = itemsDueForAutoRenewal({ doc, today: day }).find((i) => dates.has(i.id))!;
    const renewed = applyAmendment(doc, { type: 'renewItem', itemId: due.id });
    if (!renewed.ok) {
      refused.add(due.id);
      continue;
    }
    if (dates.get(due.id)! > today) once.add(due.id);
    doc = renewed.value;
    const last = steps[steps.length - 1];
    if (last && last.day === day) last.doc = doc;
    else steps.push({ day, doc });
  }
  return steps;
}

/** The contract as the daily jobs will leave it after the projected auto-renewals (projectedRenewals). */
export function withOneAutoRenewal(contract: ContractDoc, today: LocalDate): ContractDoc {
  return projectedRenewals(contract, today).at(-1)?.doc ?? contract;
}

const FAR = '9999-12-31' as LocalDate;

/** The lines after today of `contract` (input.contract, or an in-memory change of it known today), without renewals. */
export function projectLines(input: ProjectionInput, contract: ContractDoc, select?: PeriodSelection): BillingLine[] {
  const chain = contract === input.contract ? [] : [{ doc: contract, knownOn: input.today }];
  const proposal = proposeLines({ contract, knownOn: knownOf(input, chain, select), usage: input.usage ?? [], select });
  const due = diffLines({ proposal, existing: input.existing ?? [], asOf: '9999-12-31' as LocalDate });
  return due.filter((line) => line.billingDate > input.today);
}

/**
 * The projection across the coming auto-renewals, as the daily jobs will do them: each renewal day's
 * renewals (amendments known that day) run before that day's bill run, which then bills the renewed
 * terms and adjusts what the renewals changed (e.g. a shortened last period that now runs in full) —
 * dated the renewal day. Between renewal days the contract as renewed so far is billed. A renewal
 * already due but not made is made by the next run (tomorrow, or today when today's jobs have not run
 * yet), and when that is a renewal day no run bills the contract before it (lines due by then and not
 * yet billed are billed by the renewal day's run).
 */
function projectAcrossRenewal(input: ProjectionInput, steps: readonly RenewalStep[], select?: PeriodSelection): BillingLine[] {
  const usage = input.usage ?? [];
  let existing: ExistingLine[] = [...(input.existing ?? [])];
  const lines: BillingLine[] = [];
  const chain: KnownVersion[] = [];
  let doc = input.contract;
  const firstRun = nextRunOf(input);
  for (const step of steps) {
    const lastRunBefore = addDays(step.day, -1);
    if (lastRunBefore >= firstRun) {
      const out = diffLines({
        proposal: proposeLines({ contract: doc, knownOn: knownOf(input, chain, select), usage, select }),
        existing,
        asOf: lastRunBefore,
      });
      // one at a time: spreading a long list into push() overflows the call stack
      for (const line of out) lines.push(line);
      existing = existing.concat(asExisting(out));
    }
    doc = step.doc;
    chain.push({ doc, knownOn: step.day });
  }
  const after = diffLines({
    proposal: proposeLines({ contract: doc, knownOn: knownOf(input, chain, select), usage, select }),
    existing,
    asOf: FAR,
  });
  return lines.concat(after).filter((line) => line.billingDate > input.today);
}

/**
 * The lines of the expected billings (after `today`), of every period or only of the selected ones
 * (`select`: the window projection, expected.window.ts). `steps`: projectedRenewals of the input.
 */
export function expectedLines(input: ProjectionInput, steps: readonly RenewalStep[], select?: PeriodSelection): BillingLine[] {
  if (input.contract.isDraft) return [];
  return steps.length === 0 ? projectLines(input, input.contract, select) : projectAcrossRenewal(input, steps, select);
}

/** The renewal steps the expected billings of `input` take into account. */
export const renewalStepsOf = (input: ProjectionInput): RenewalStep[] =>
  input.contract.isDraft ? [] : projectedRenewals(input.contract, input.today, nextRunOf(input));

/**
 * Expected billings of a contract after `today` (none for drafts), the whole term at once: the
 * reference the window projection (expected.window.ts) gives page by page.
 */
export function projectExpectedBillings(input: ProjectionInput): BillingDraft[] {
  const lines = expectedLines(input, renewalStepsOf(input));
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

type ChangeQuantityInput = ProjectionInput & {
  chargeItemId: string;
  quantity: string;
  effectiveDate: LocalDate;
  changeRate: Rate;
};

/** The contract with the what-if quantity change applied (in memory), or why it is refused. */
export function changeQuantityCase(input: ChangeQuantityInput): Result<ContractDoc> {
  const check = mainChargeCheck(input.contract, input.chargeItemId);
  if (!check.ok) return check;
  const command: AmendmentCommand = {
    type: 'changeQuantity',
    chargeItemId: input.chargeItemId,
    quantity: input.quantity,
    effectiveDate: input.effectiveDate,
    changeRate: input.changeRate,
  };
  return applyAmendment(input.contract, command);
}

const billingKey = (b: BillingDraft): string => `${b.billingDate}|${b.dueDate}|${b.paymentMethodId}`;

/** The first billing of `after` that `before` does not have with the same amounts (both over the same billing dates). */
export function firstAlteredBilling(before: readonly BillingDraft[], after: readonly BillingDraft[]): BillingDraft | undefined {
  const baseline = new Map(before.map((b) => [billingKey(b), b]));
  return after.find((b) => {
    const old = baseline.get(billingKey(b));
    return !old || !sameBilling(old, b);
  });
}

/**
 * What-if changequantity: the first expected billing whose amount the change alters (null when it
 * alters none), computed on a copy with the change applied. The whole term at once: the reference
 * the service's window-by-window search gives.
 */
export function projectChangeQuantity(input: ChangeQuantityInput): Result<BillingDraft | null> {
  const changed = changeQuantityCase(input);
  if (!changed.ok) return changed;
  const before = projectExpectedBillings(input);
  const after = projectExpectedBillings({ ...input, contract: changed.value });
  return ok(firstAlteredBilling(before, after) ?? null);
}

/**
 * The renewal what-if's contract: the main item renewed on a copy, the given quantities set from the
 * renewed term's first day (`termStart`); its expected billings are the lines of periods from then.
 */
export function renewalCase(
  input: ProjectionInput & {
    itemId: string;
    chargeItems: ReadonlyArray<{ chargeItemId: string; quantity: string }>;
  },
): Result<{ doc: ContractDoc; termStart: LocalDate }> {
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
    if (!quantity || quantity.isNegative())
      return refuse('INVALID_ARGUMENT', 'quantity must be a decimal >= 0', `chargeItems[${n}].quantity`);
    doc = {
      ...doc,
      items: doc.items.map((i) => ({
        ...i,
        chargeItems: i.chargeItems.map((c) =>
          c.id === change.chargeItemId
            ? withTermChange(c, termStart, { quantity: formatDecimal(quantity), changeRate: { type: 'DAILY_RATE', fixedRateValue: '0' } })
            : c,
        ),
      })),
    };
  }
  return ok({ doc, termStart });
}

/**
 * What-if renewalwithquantitychange (renewalCase), the whole term at once: the reference the
 * service's window-by-window projection gives.
 */
export function projectRenewalWithQuantityChange(
  input: ProjectionInput & {
    itemId: string;
    chargeItems: ReadonlyArray<{ chargeItemId: string; quantity: string }>;
  },
): Result<BillingDraft[]> {
  const renewal = renewalCase(input);
  if (!renewal.ok) return renewal;
  const { doc, termStart } = renewal.value;
  const lines = projectLines(input, doc).filter((l) => l.periodStart >= termStart);
  return ok(groupIntoBillings({ lines, taxRounding: input.taxRounding ?? 'ROUND_DOWN' }));
}
