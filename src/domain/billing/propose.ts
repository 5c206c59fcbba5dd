/**
 * The proposal (Kill Bill's "proposed items"): every line that should exist for a contract over its
 * whole life, with billing and due dates. Which of them are due now is decided by diffLines(asOf).
 */
import { type LocalDate, addDays, maxDate } from '../calendar';
import type { ChargeItem, ContractDoc, ContractItem } from '../contract/types';
import { type Decimal, dec, roundYen } from '../money';
import { type Period, type PeriodSelection, periodAt, periodRange, selectedIndices } from '../periods';
import { billedQuantity, displayUnitPrice, pricePeriod } from '../pricing';
import { type PricedTerm, type TermFigures, prorate, prorateParts, termFigures, termIndexOn } from '../proration';
import { type ChargeSettings, settingsOn, timingChangeDays } from '../contract/settings';
import { DEFAULT_DUE_TIMING, applyTiming, dueDateFor } from '../timing';
import { type BillingLine, type KnownOn, type UsageRecord, lineKey } from './types';
import { indexUsage, sumUsage, type UsageIndex } from './usage.index';

export interface CreditTiming {
  billingDate: LocalDate;
  dueDate: LocalDate;
}

export interface Proposal {
  contractId: string;
  /** The contract's current payment method (credits of lines no longer proposed use it). */
  paymentMethodId: string;
  lines: BillingLine[];
  /** True when an item had more than MAX_PERIODS periods; checkProposal then refuses. */
  truncated: boolean;
  /** Dates for credits of lines no longer proposed, per line key (from the version history). */
  creditTimingByKey: Readonly<Record<string, CreditTiming>>;
  /**
   * Otherwise the dates of a credit for a charge item's line starting `periodStart`: the day the
   * contract became known and the due timing in force on that day from it (the default due timing
   * for a charge item no longer in the contract). Computed on demand: most runs credit nothing.
   */
  creditTiming: (chargeItemId: string, periodStart: LocalDate) => CreditTiming;
}

/**
 * How far a bill run needs the proposal (docs/billing-lifecycle.md "How far the bill run proposes"):
 * the run date, and per charge item the last day of service already billed. A recurring charge
 * item's periods stop once a line is not due, not billed and not zero (the next-due day can be no
 * later than its billing date) and the periods left are neither billed nor dated before it.
 */
export interface ProposalHorizon {
  asOf: LocalDate;
  /** Charge item id → the latest periodEnd among its billed lines (absent: nothing billed). */
  billedThrough: ReadonlyMap<string, LocalDate>;
}

interface Context {
  contract: ContractDoc;
  knownOn: KnownOn;
  usage: Map<string, UsageIndex>;
  horizon: ProposalHorizon | undefined;
  select: PeriodSelection | undefined;
}

function usesUsage(charge: ChargeItem): boolean {
  return charge.usageUnitId !== null || charge.terms.some((t) => t.pricing.model === 'USAGE');
}

function makeLine(
  ctx: Context,
  item: ContractItem,
  charge: ChargeItem,
  fields: {
    key: string;
    kind: BillingLine['kind'];
    period: { start: LocalDate; end: LocalDate };
    /** The name and due timing in force for the line (settingsOn its first day, or its term's). */
    settings: ChargeSettings;
    nominal: LocalDate;
    recordedOn?: LocalDate | null;
    quantity: Decimal;
    unitPrice: Decimal;
    subtotal: Decimal;
  },
): BillingLine {
  const known = ctx.knownOn.byKey?.[fields.key] ?? ctx.knownOn.contract;
  const billingDate = maxDate(fields.nominal, fields.recordedOn ? maxDate(known, fields.recordedOn) : known);
  return {
    key: fields.key,
    contractId: ctx.contract.id,
    contractItemId: item.id,
    chargeItemId: charge.id,
    name: fields.settings.name,
    kind: fields.kind,
    periodStart: fields.period.start,
    periodEnd: fields.period.end,
    quantity: fields.quantity,
    unitPrice: fields.unitPrice,
    subtotal: fields.subtotal,
    taxPercentage: dec(charge.taxPercentage),
    billingDate,
    dueDate: dueDateFor({ billingDate, timing: fields.settings.billingDueTiming }),
    paymentMethodId: ctx.contract.paymentMethodId,
  };
}

function oneTimeLine(ctx: Context, item: ContractItem, charge: ChargeItem): BillingLine {
  const term = charge.terms[termIndexOn(charge.terms, item.startDate)] as PricedTerm;
  const day = item.startDate;
  const settings = settingsOn(charge, day);
  return makeLine(ctx, item, charge, {
    key: lineKey(charge.id, day, day, 'ONE_TIME'),
    kind: 'ONE_TIME',
    period: { start: day, end: day },
    settings,
    nominal: applyTiming({ from: day, timing: settings.billingTiming }),
    quantity: billedQuantity(term.pricing, term.quantity),
    unitPrice: displayUnitPrice({ pricing: term.pricing, quantity: term.quantity }),
    subtotal: roundYen(pricePeriod({ pricing: term.pricing, quantity: term.quantity }), charge.rounding),
  });
}

/**
 * Usage periods: quantity = Σ daily usage, priced by the terms in force on the last day; no proration.
 * One amount for the whole period, billed by the timing in force on `nominalFrom`.
 */
function usageLine(ctx: Context, item: ContractItem, charge: ChargeItem, period: Period, nominalFrom: LocalDate): BillingLine {
  const term = charge.terms[termIndexOn(charge.terms, period.end)] as PricedTerm;
  const used = sumUsage(ctx.usage.get(charge.id), period.start, period.end);
  const timing = settingsOn(charge, nominalFrom);
  const nominal = maxDate(applyTiming({ from: nominalFrom, timing: timing.billingTiming }), addDays(period.end, 1));
  return makeLine(ctx, item, charge, {
    key: lineKey(charge.id, period.fullStart, period.fullEnd, 'USAGE'),
    kind: 'USAGE',
    period,
    settings: { ...timing, name: settingsOn(charge, period.start).name },
    nominal,
    recordedOn: used.recordedOn,
    quantity: used.quantity,
    unitPrice: displayUnitPrice({ pricing: term.pricing, quantity: used.quantity }),
    subtotal: roundYen(pricePeriod({ pricing: term.pricing, quantity: used.quantity }), charge.rounding),
  });
}

/** Start of the term (initial or renewed) that contains `day`. */
function termStartOf(item: ContractItem, day: LocalDate): LocalDate {
  let start = item.startDate;
  for (const s of item.termStarts) if (s <= day) start = s;
  return start;
}

function recurringLines(ctx: Context, item: ContractItem, charge: ChargeItem): { lines: BillingLine[]; truncated: boolean } {
  const range = periodRange({ start: item.startDate, end: item.endDate, cycleMonths: charge.billingCycle.value });
  const isUsage = usesUsage(charge);
  const cache = new Map<PricedTerm, TermFigures>();
  const figuresOf = (t: PricedTerm): TermFigures => {
    let f = cache.get(t);
    if (f === undefined) cache.set(t, (f = termFigures(t)));
    return f;
  };
  // Days on which the timing in force changes: a period they split is billed part by part.
  const timingChanges = timingChangeDays(charge);
  const lastTimingChange = timingChanges[timingChanges.length - 1];
  const lines: BillingLine[] = [];
  const horizon = isUsage ? undefined : ctx.horizon;
  const billedThrough = horizon?.billedThrough.get(charge.id);
  // The billing date of this charge item's first line that is due after the run, unbilled and not zero.
  let nextDate: LocalDate | null = null;
  // Without a selection every period, in order; with one only the selected periods (still in order).
  const indices = selectedIndices(range, ctx.select ? (ctx.select.get(charge.id) ?? []) : undefined);
  periods: for (const [first, last] of indices)
    for (let i = first; i <= last; i++) {
      const period = periodAt(range, i);
      // Bill-all-at-once: every period of a term by the term's timing applied to its first day.
      const nominalFrom = charge.billAllAtOnce ? termStartOf(item, period.start) : period.start;
      if (isUsage) {
        lines.push(usageLine(ctx, item, charge, period, nominalFrom));
        continue;
      }
      const settings = settingsOn(charge, nominalFrom);
      const nominal = applyTiming({ from: nominalFrom, timing: settings.billingTiming });
      const unbilled = billedThrough === undefined || period.fullStart > billedThrough;
      // Once the timing no longer changes, nominal dates never decrease from one period to the next
      // and a line is never dated before its nominal date; periods after an unbilled one are unbilled
      // too. So no later period can be due, billed, or dated before nextDate: the next-due day is decided.
      const settled = lastTimingChange === undefined || nominalFrom >= lastTimingChange;
      if (nextDate !== null && settled && nominal >= nextDate) break periods;
      const rates = {
        period,
        terms: charge.terms,
        startDailyRate: charge.startDailyRate,
        endDailyRate: charge.endDailyRate,
        rounding: charge.rounding,
        figuresOf,
      };
      const fullKey = lineKey(charge.id, period.fullStart, period.fullEnd, 'RECURRING');
      const cuts = charge.billAllAtOnce ? [] : timingChanges.filter((day) => day > period.start && day <= period.end);
      const made: BillingLine[] = [];
      if (cuts.length === 0) {
        const p = prorate(rates);
        made.push(
          makeLine(ctx, item, charge, {
            key: fullKey,
            kind: 'RECURRING',
            period,
            settings: charge.billAllAtOnce ? { ...settings, name: settingsOn(charge, period.start).name } : settings,
            nominal,
            quantity: p.quantity,
            unitPrice: p.unitPrice,
            subtotal: p.subtotal,
          }),
        );
      } else {
        // A period split by a change of timing: each part by the timing in force on its first day.
        for (const part of prorateParts({ ...rates, cuts })) {
          const own = settingsOn(charge, part.start);
          made.push(
            makeLine(ctx, item, charge, {
              key: part.start === period.start ? fullKey : lineKey(charge.id, period.fullStart, period.fullEnd, 'RECURRING', part.start),
              kind: 'RECURRING',
              period: { start: part.start, end: part.end },
              settings: own,
              nominal: applyTiming({ from: part.start, timing: own.billingTiming }),
              quantity: part.quantity,
              unitPrice: part.unitPrice,
              subtotal: part.subtotal,
            }),
          );
        }
      }
      for (const line of made) {
        lines.push(line);
        if (horizon && nextDate === null && unbilled && line.billingDate > horizon.asOf && !line.subtotal.isZero())
          nextDate = line.billingDate;
      }
    }
  return { lines, truncated: range.truncated };
}

/**
 * Every line that should exist for `contract` (drafts: none), or with a horizon the part of them a
 * bill run needs. Lines are ordered by item, charge item and period. `usage`: daily usage of the
 * contract's usage-priced charge items.
 */
export function proposeLines(input: {
  contract: ContractDoc;
  knownOn: KnownOn;
  usage?: readonly UsageRecord[];
  /** Only what a bill run of `horizon.asOf` needs (see ProposalHorizon); default: every line. */
  horizon?: ProposalHorizon;
  /**
   * Only the lines of these periods of recurring charge items (one-time lines always): the expected
   * billings of a window of billing dates (expected.window.ts). Not with a horizon.
   */
  select?: PeriodSelection;
}): Proposal {
  const { contract } = input;
  const ctx: Context = {
    contract,
    knownOn: input.knownOn,
    usage: indexUsage(input.usage ?? []),
    horizon: input.select ? undefined : input.horizon,
    select: input.select,
  };
  const proposal: Proposal = {
    contractId: contract.id,
    paymentMethodId: contract.paymentMethodId,
    lines: [],
    truncated: false,
    creditTimingByKey: input.knownOn.credits ?? {},
    creditTiming: (chargeItemId, periodStart) => {
      let timing = DEFAULT_DUE_TIMING;
      for (const item of contract.items)
        for (const c of item.chargeItems) if (c.id === chargeItemId) timing = settingsOn(c, periodStart).billingDueTiming;
      return { billingDate: input.knownOn.contract, dueDate: dueDateFor({ billingDate: input.knownOn.contract, timing }) };
    },
  };
  for (const item of contract.items) {
    for (const charge of item.chargeItems) {
      if (contract.isDraft || item.endDate < item.startDate || charge.terms.length === 0) continue;
      if (charge.type === 'ONE_TIME') {
        proposal.lines.push(oneTimeLine(ctx, item, charge));
        continue;
      }
      const made = recurringLines(ctx, item, charge);
      proposal.truncated ||= made.truncated;
      for (const line of made.lines) proposal.lines.push(line);
    }
  }
  return proposal;
}
