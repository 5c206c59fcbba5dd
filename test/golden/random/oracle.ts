/**
 * An independent model of what a charge item owes per period, written from docs/billing.md (§4
 * periods, §6 proration, §7 prices, §8 rounding) without engine code: for each charge item of a
 * contract document, every calendar period it is in service in and the amount of that period under
 * the terms in force, rounded once by the charge item's rounding. The randomized invariants compare
 * what was billed per line key (originals + adjustments) with it.
 */
import Decimal from 'decimal.js';

const D = Decimal.clone({ precision: 60 });

interface Tier {
  upperLimit: string | null;
  fee: string;
  price: string;
}
interface Pricing {
  model: string;
  price: string;
  tiers: Tier[];
}
interface Rate {
  type: string;
  fixedRateValue: string;
}
interface DocTerm {
  from: string;
  quantity: string;
  pricing: Pricing;
  changeRate: Rate;
}
interface DocCharge {
  id: string;
  type: string;
  usageUnitId: string | null;
  billingCycle: { value: number };
  startDailyRate: Rate;
  endDailyRate: Rate;
  rounding: string;
  terms: DocTerm[];
}
interface DocItem {
  startDate: string;
  endDate: string;
  chargeItems: DocCharge[];
}
export interface OracleDoc {
  isDraft: boolean;
  items: DocItem[];
}
export interface OracleUsage {
  chargeItemId: string;
  date: string;
  quantity: Decimal.Value;
}

const DAY = 86_400_000;
const days = (from: string, to: string): number => Math.round((Date.parse(`${to}T00:00:00Z`) - Date.parse(`${from}T00:00:00Z`)) / DAY) + 1;
const month = (day: string): number => Number(day.slice(0, 4)) * 12 + Number(day.slice(5, 7)) - 1;
const monthStart = (m: number): string => `${Math.floor(m / 12)}-${String((m % 12) + 1).padStart(2, '0')}-01`;
const monthEnd = (m: number): string => new Date(Date.UTC(Math.floor(m / 12), (m % 12) + 1, 0)).toISOString().slice(0, 10);
const max = (a: string, b: string): string => (a > b ? a : b);
const min = (a: string, b: string): string => (a < b ? a : b);

/** Price of one full period for quantity q (§7). */
export function periodPrice(p: Pricing, quantity: Decimal.Value): Decimal {
  const q = new D(quantity);
  const graduated = (): Decimal => {
    let total = new D(0);
    let lower = new D(0);
    for (const t of p.tiers) {
      if (q.lte(lower)) break;
      const upper = t.upperLimit === null ? q : D.min(q, t.upperLimit);
      total = total.plus(t.fee === 'FLAT_FEE' ? t.price : upper.minus(lower).times(t.price));
      lower = upper;
    }
    return total;
  };
  switch (p.model) {
    case 'FLAT_FEE':
      return new D(p.price);
    case 'PER_UNIT':
      return q.times(p.price);
    case 'USAGE':
      return p.tiers.length > 0 ? (q.lte(0) ? new D(0) : graduated()) : q.times(p.price);
    case 'TIERED':
      return q.lte(0) ? new D(0) : graduated();
    case 'VOLUME': {
      if (q.lte(0)) return new D(0);
      const tier = p.tiers.find((t) => t.upperLimit === null || q.lte(t.upperLimit));
      if (!tier) return new D(0);
      return tier.fee === 'FLAT_FEE' ? new D(tier.price) : q.times(tier.price);
    }
    default:
      throw new Error(`oracle: unknown pricing model ${p.model}`);
  }
}

/**
 * Share of the period a rate charges, as a numerator over the period's full days (so the amount is
 * divided once, exactly): daily = days in service, full price = all days, fixed = the value × days.
 */
const share = (r: Rate, inService: number, full: number): Decimal =>
  r.type === 'DAILY_RATE' ? new D(inService) : r.type === 'FULL_PRICE' ? new D(full) : new D(r.fixedRateValue).times(full);

const termAt = (ch: DocCharge, day: string): DocTerm => {
  let found = ch.terms[0]!;
  for (const t of ch.terms) if (t.from <= day) found = t;
  return found;
};

const ROUND: Record<string, Decimal.Rounding> = { ROUND_DOWN: D.ROUND_DOWN, ROUND_UP: D.ROUND_UP, ROUND_HALF_UP: D.ROUND_HALF_UP };

function recurring(item: DocItem, ch: DocCharge, fs: string, fe: string): Decimal {
  const s = max(fs, item.startDate);
  const e = min(fe, item.endDate);
  const full = days(fs, fe);
  const inService = days(s, e);
  const first = termAt(ch, s);
  let previous = periodPrice(first.pricing, first.quantity);
  const rate = s > fs ? ch.startDailyRate : e < fe ? ch.endDailyRate : { type: 'FULL_PRICE', fixedRateValue: '0' };
  let amount = previous.times(share(rate, inService, full));
  for (const t of ch.terms) {
    if (t.from <= s || t.from > e) continue;
    const price = periodPrice(t.pricing, t.quantity);
    amount = amount.plus(price.minus(previous).times(share(t.changeRate, days(t.from, e), full)));
    previous = price;
  }
  return amount.dividedBy(full);
}

function usageAmount(item: DocItem, ch: DocCharge, fs: string, fe: string, usage: readonly OracleUsage[]): Decimal {
  const s = max(fs, item.startDate);
  const e = min(fe, item.endDate);
  const q = usage.filter((u) => u.chargeItemId === ch.id && u.date >= s && u.date <= e).reduce((a, u) => a.plus(u.quantity), new D(0));
  return periodPrice(termAt(ch, e).pricing, q);
}

/**
 * Every line key (`charge|full start|full end|kind`) the document owes, with its amount rounded by the
 * charge item's rounding. A key missing here owes nothing.
 */
export function oracleAmounts(doc: OracleDoc, usage: readonly OracleUsage[]): Map<string, Decimal> {
  const out = new Map<string, Decimal>();
  if (doc.isDraft) return out;
  for (const item of doc.items) {
    if (item.endDate < item.startDate) continue;
    for (const ch of item.chargeItems) {
      if (ch.terms.length === 0) continue;
      const round = (x: Decimal) => x.toDecimalPlaces(0, ROUND[ch.rounding] ?? D.ROUND_DOWN);
      if (ch.type === 'ONE_TIME') {
        const t = termAt(ch, item.startDate);
        out.set(`${ch.id}|${item.startDate}|${item.startDate}|ONE_TIME`, round(periodPrice(t.pricing, t.quantity)));
        continue;
      }
      const usesUsage = ch.usageUnitId !== null || ch.terms.some((t) => t.pricing.model === 'USAGE');
      const n = ch.billingCycle.value;
      for (let m = month(item.startDate); monthStart(m) <= item.endDate; m += n) {
        const fs = monthStart(m);
        const fe = monthEnd(m + n - 1);
        const amount = usesUsage ? usageAmount(item, ch, fs, fe, usage) : recurring(item, ch, fs, fe);
        out.set(`${ch.id}|${fs}|${fe}|${usesUsage ? 'USAGE' : 'RECURRING'}`, round(amount));
      }
    }
  }
  return out;
}
