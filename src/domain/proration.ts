/**
 * Proration, the segment model (docs/billing.md "Proration").
 *
 * For one period with full-calendar length D and P(terms) the full-period amount:
 *   amount = P(terms on the first day in service) × f
 *          + Σ over each change effective on day E inside the period: (P(new) − P(old)) × g
 * f comes from startDailyRate when service starts inside the period, else from endDailyRate when it
 * ends inside, else 1; g comes from the change's own rate. DAILY_RATE = days ÷ D, FULL_PRICE = 1,
 * FIXED_RATE = fixedRateValue. Day counts are multiplied first and divided by D once, so amounts
 * such as 31,000 × 13/31 stay exact (13,000) before the single rounding to whole yen.
 */
import { type LocalDate, addDays, daysInclusive } from './calendar';
import { type Decimal, type RoundingMode, ZERO, dec, roundYen } from './money';
import type { Period } from './periods';
import { type Pricing, billedQuantity, displayUnitPrice, pricePeriod } from './pricing';

export type RateType = 'FULL_PRICE' | 'DAILY_RATE' | 'FIXED_RATE';

/** startDailyRate / endDailyRate / changeQuantityDailyRate. fixedRateValue: decimal string ("0.5"). */
export interface Rate {
  type: RateType;
  fixedRateValue: string;
}

export const DAILY_RATE: Rate = { type: 'DAILY_RATE', fixedRateValue: '0' };

/** What a change of a charge item's terms can name (docs/contracts.md "Effective dates"). */
export type TermAttribute = 'quantity' | 'price' | 'tiers';

/** Terms in force from `from` (inclusive) until the next term's `from`. */
export interface PricedTerm {
  from: LocalDate;
  quantity: string;
  pricing: Pricing;
  /** How the change that starts this term is charged in the period containing `from` (§7.4 g). */
  changeRate: Rate;
  /**
   * The attributes the changes starting this term named: a change recorded later with an earlier
   * effective date carries its value into this term only for the attributes not named here. The
   * first term names everything. Absent on a later term (documents stored before it was kept): the
   * attributes that differ from the term before.
   */
  named?: TermAttribute[];
}

export interface Proration {
  /** Exact amount before rounding (never summed: only `subtotal` is). */
  amount: Decimal;
  /** Whole yen, rounded by the charge item's rounding. */
  subtotal: Decimal;
  /** Quantity and unit price of the terms in force on the period's last day in service. */
  quantity: Decimal;
  unitPrice: Decimal;
}

/** Index of the term in force on `day` (the first term when `day` precedes them all). */
export function termIndexOn(terms: readonly PricedTerm[], day: LocalDate): number {
  let index = 0;
  for (let i = 1; i < terms.length; i++) {
    const term = terms[i];
    if (term && term.from <= day) index = i;
    else break;
  }
  return index;
}

/** What one term charges for a full period (P) and shows on its lines (quantity and unit price). */
export interface TermFigures {
  price: Decimal;
  quantity: Decimal;
  unitPrice: Decimal;
}

export function termFigures(term: PricedTerm): TermFigures {
  return {
    price: pricePeriod({ pricing: term.pricing, quantity: term.quantity }),
    quantity: billedQuantity(term.pricing, term.quantity),
    unitPrice: displayUnitPrice({ pricing: term.pricing, quantity: term.quantity }),
  };
}

/** Accumulates P × factor as an exact part plus a day-count numerator over D. */
class Accumulator {
  exact: Decimal = ZERO;
  perDay: Decimal = ZERO;
  add(amount: Decimal, rate: Rate, days: number): void {
    if (amount.isZero()) return;
    if (rate.type === 'FULL_PRICE') this.exact = this.exact.plus(amount);
    else if (rate.type === 'FIXED_RATE') this.exact = this.exact.plus(amount.times(rate.fixedRateValue));
    else this.perDay = this.perDay.plus(amount.times(days));
  }
  total(fullDays: number): Decimal {
    return this.perDay.isZero() ? this.exact : this.exact.plus(this.perDay.dividedBy(fullDays));
  }
}

const FULL: Rate = { type: 'FULL_PRICE', fixedRateValue: '1' };

/**
 * Charges one period of a recurring, contract-quantity charge item.
 * `figuresOf` lets callers compute each term's figures once (the proposal does); default termFigures.
 */
export function prorate(input: {
  period: Period;
  terms: readonly PricedTerm[];
  startDailyRate: Rate;
  endDailyRate: Rate;
  rounding: RoundingMode;
  figuresOf?: (term: PricedTerm) => TermFigures;
}): Proration {
  const { period, terms } = input;
  const figuresOf = input.figuresOf ?? termFigures;
  let index = termIndexOn(terms, period.start);
  const first = terms[index];
  if (!first) throw new RangeError('prorate needs at least one term');
  let figures = figuresOf(first);
  const startsInside = period.start > period.fullStart;
  const endsInside = period.end < period.fullEnd;
  const next = terms[index + 1];
  if (!startsInside && !endsInside && !(next && next.from <= period.end)) {
    // The whole period at one term's full price: P itself (the usual month of a running contract).
    return {
      amount: figures.price,
      subtotal: roundYen(figures.price, input.rounding),
      quantity: figures.quantity,
      unitPrice: figures.unitPrice,
    };
  }
  const firstRate = startsInside ? input.startDailyRate : endsInside ? input.endDailyRate : FULL;
  const acc = new Accumulator();
  acc.add(figures.price, firstRate, daysInclusive(period.start, period.end));
  for (let later = terms[index + 1]; later && later.from <= period.end; later = terms[index + 1]) {
    const previous = figures.price;
    figures = figuresOf(later);
    acc.add(figures.price.minus(previous), later.changeRate, daysInclusive(later.from, period.end));
    index++;
  }
  const amount = acc.total(period.fullDays);
  return { amount, subtotal: roundYen(amount, input.rounding), quantity: figures.quantity, unitPrice: figures.unitPrice };
}

/** One part of a period billed in parts: its days in service and what it charges. */
export interface ProratedPart extends Proration {
  start: LocalDate;
  end: LocalDate;
}

/**
 * One period billed in parts (docs/billing.md "Proration", a period split by a change of timing):
 * `cuts` are the first days of the parts after the first, increasing, each inside the days in
 * service. The period's amount is what prorate gives, divided between the parts: a share charged by
 * the day (the daily rate, and a full period's price, which is every day's) goes to each part for
 * the days it covers; a full-price or fixed-rate share goes whole to the part in which its change
 * falls (the start or end rate's share: the first part). Each part's subtotal is the difference of the
 * rounded running totals, so the parts, each rounded once, add up to the period's subtotal exactly.
 * Quantity and unit price are those in force on each part's last day.
 */
export function prorateParts(input: Parameters<typeof prorate>[0] & { cuts: readonly LocalDate[] }): ProratedPart[] {
  const { period, terms } = input;
  const figuresOf = input.figuresOf ?? termFigures;
  const whole = prorate(input);
  const starts = [period.start, ...input.cuts];
  const parts = starts.map((start, i) => ({ start, end: i + 1 < starts.length ? addDays(starts[i + 1] as LocalDate, -1) : period.end }));
  // Each share: an amount charged from `from` to the period's last day in service, by the day or whole.
  const shares: Array<{ from: LocalDate; amount: Decimal; rate: Rate }> = [];
  let index = termIndexOn(terms, period.start);
  const first = terms[index];
  if (!first) throw new RangeError('prorateParts needs at least one term');
  let price = figuresOf(first).price;
  const startsInside = period.start > period.fullStart;
  const endsInside = period.end < period.fullEnd;
  const firstRate = startsInside ? input.startDailyRate : endsInside ? input.endDailyRate : DAILY_RATE;
  shares.push({ from: period.start, amount: price, rate: firstRate });
  for (let later = terms[index + 1]; later && later.from <= period.end; later = terms[index + 1]) {
    const next = figuresOf(later).price;
    shares.push({ from: later.from, amount: next.minus(price), rate: later.changeRate });
    price = next;
    index++;
  }
  const acc = new Accumulator();
  let amountSoFar = ZERO;
  let rounded = ZERO;
  return parts.map((part, i) => {
    const last = i === parts.length - 1;
    for (const share of shares) {
      if (share.rate.type === 'DAILY_RATE') {
        const from = share.from > part.start ? share.from : part.start;
        if (from <= part.end) acc.add(share.amount, share.rate, daysInclusive(from, part.end));
      } else if (part.start <= share.from && share.from <= part.end) acc.add(share.amount, share.rate, 0);
    }
    const total = last ? whole.amount : acc.total(period.fullDays);
    const totalRounded = last ? whole.subtotal : roundYen(total, input.rounding);
    const figures = figuresOf(terms[termIndexOn(terms, part.end)] as PricedTerm);
    const out: ProratedPart = {
      start: part.start,
      end: part.end,
      amount: total.minus(amountSoFar),
      subtotal: totalRounded.minus(rounded),
      quantity: figures.quantity,
      unitPrice: figures.unitPrice,
    };
    amountSoFar = total;
    rounded = totalRounded;
    return out;
  });
}

/** The factor a rate gives for `days` of a D-day period (for documentation and what-if displays). */
export function rateFactor(rate: Rate, days: number, fullDays: number): Decimal {
  if (rate.type === 'FULL_PRICE') return dec(1);
  if (rate.type === 'FIXED_RATE') return dec(rate.fixedRateValue);
  return dec(days).dividedBy(fullDays);
}
