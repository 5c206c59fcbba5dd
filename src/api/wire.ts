/**
 * The shared wire primitives: the schema of every value several messages carry (decimals, ids or
 * nothing, terms, timings, auto-renewal, tiers, daily rates and their enums) and the mapping of each
 * to and from the domain's values, both directions in one place. Every schema builds on these,
 * handlers decode with the *In functions, presenters encode with the *Out functions. A decoding
 * failure is INVALID_ARGUMENT naming the field. Generic primitives (Message, Enum, Id, ManagementId,
 * DecimalString, date-times) are in schema.ts; date-time conversion in datetime.ts.
 */
import type { MonthlyOption as DomainMonthlyOption } from '../domain/calendar';
import type { AutoRenewal, Term } from '../domain/contract/types';
import { quantityOf } from '../domain/limits';
import { DECIMAL_PATTERN, ROUNDING_MODES, formatDecimal, isDecimalText, numberText, parseDecimal } from '../domain/money';
import type { PricingTier } from '../domain/pricing';
import type { Rate, RateType } from '../domain/proration';
import type { Timing } from '../domain/timing';
import { invalidField } from '../lib/errors';
import { Enum, Id, IntIn, JsonDecimal, ManagementId, Named, Type, type Static } from './schema';

// ---------- schemas ----------
const DAYS = Array.from({ length: 31 }, (_, i) => `MONTHLY_OPTION_DAY_${i + 1}` as const);

export const TermUnit = Enum(['UNIT_UNSPECIFIED', 'UNIT_MONTHLY']);
export const TimingUnit = Enum(['UNIT_UNSPECIFIED', 'UNIT_DAILY', 'UNIT_MONTHLY']);
export const MonthlyOption = Enum([
  'MONTHLY_OPTION_UNSPECIFIED',
  ...DAYS,
  'MONTHLY_OPTION_FIRST_DAY_OF_MONTH',
  'MONTHLY_OPTION_LAST_DAY_OF_MONTH',
] as const);
export const AutoRenewalType = Enum(['TYPE_UNSPECIFIED', 'TYPE_DISABLED', 'TYPE_ENABLED']);
export const TierKind = Enum(['KIND_UNSPECIFIED', 'KIND_PER_UNIT', 'KIND_FLAT_FEE']);
export const FeeFormula = Enum(['FEE_FORMULA_UNSPECIFIED', 'FEE_FORMULA_PER_UNIT', 'FEE_FORMULA_FLAT_FEE']);
export const DailyRateType = Enum(['TYPE_UNSPECIFIED', 'TYPE_FULL_PRICE', 'TYPE_DAILY_RATE', 'TYPE_FIXED_RATE']);
export const Rounding = Enum(['ROUNDING_UNSPECIFIED', 'ROUNDING_ROUND_DOWN', 'ROUNDING_ROUND_UP', 'ROUNDING_ROUND_HALF_UP']);
export type MonthlyOption = Static<typeof MonthlyOption>;

/** A decimal string, or '' meaning "not given" (so a presented message can be sent back as is). */
export const OptDecimal = Type.String({
  pattern: `^$|${DECIMAL_PATTERN}`,
  maxLength: 28,
  description: 'decimal string; empty = not given',
});
/** A decimal that may be left out: a JSON number, a decimal string, or '' (not given). */
export const OptDecimalIn = Type.Union([JsonDecimal, OptDecimal], {
  description: 'a decimal: a JSON number (3000, 0.5) or a decimal string ("3000", "0.5"); "" = not given',
});
/**
 * The price of a contract charge item (v1 `price`, v2 `pricing.price`, customizeoptionitem's `price`):
 * whole yen, a JSON integer or its digits as a string ("" = not given); a fraction is refused in either
 * form (docs/conventions.md "Numbers"). At most MAX_PRICE, checked with the contract. Catalog prices
 * and tier prices are decimals (OptDecimalIn).
 */
export const PriceIn = Type.Union(
  [
    Type.Integer({ minimum: 0, maximum: Number.MAX_SAFE_INTEGER, description: 'whole yen as a JSON integer' }),
    Type.String({ pattern: '^$|^(0|[1-9][0-9]{0,14})$', maxLength: 15, description: 'whole yen as a string of digits; empty = not given' }),
  ],
  {
    description:
      'a price in whole yen: a JSON integer (3000) or its digits as a string ("3000"); "" = not given; 1.5 and "1.5" are refused',
  },
);
/** A contracted quantity: an integer, or its digits as a string ("" = not given); bounds in docs/conventions.md. */
export const QuantityIn = Type.Union(
  [
    Type.Integer({ minimum: 0, maximum: 1_000_000_000, description: 'a whole quantity as a JSON number' }),
    Type.String({ pattern: '^$|^(0|[1-9][0-9]{0,9})$', maxLength: 10, description: 'integer string; empty = not given' }),
  ],
  { description: 'a whole quantity 0..1000000000: a JSON integer (3) or its digits as a string ("3"); "" = not given' },
);
export const OptId = Type.Union([Id, Type.Literal('')]);
export const OptManagementId = Type.Union([ManagementId, Type.Literal('')]);
/** The bounds of term values (months) and of signed timing / renewal values (units). */
export const TERM_MONTHS_MAX = 1200;
export const SIGNED_MAX = 3650;
const Signed = IntIn(-SIGNED_MAX, SIGNED_MAX, 'count of units');

export const TermIn = Named('TermInput', { value: Type.Optional(IntIn(0, TERM_MONTHS_MAX, 'months')), unit: Type.Optional(TermUnit) });
export const TimingIn = Named('TimingInput', {
  value: Type.Optional(Signed),
  unit: Type.Optional(TimingUnit),
  monthlyOption: Type.Optional(MonthlyOption),
});
export const AutoRenewalIn = Named('AutoRenewalInput', {
  type: Type.Optional(AutoRenewalType),
  term: Type.Optional(Named('RenewalTermInput', { value: Type.Optional(Signed), unit: Type.Optional(TimingUnit) })),
});
export const TierIn = Named('TierInput', {
  upperLimit: Type.Optional(OptDecimalIn),
  kind: Type.Optional(TierKind),
  feeFormula: Type.Optional(FeeFormula),
  unitPrice: Type.Optional(OptDecimalIn),
  price: Type.Optional(OptDecimalIn),
});
export const DailyRateIn = Named('DailyRateInput', { type: Type.Optional(DailyRateType), fixedRateValue: Type.Optional(OptDecimalIn) });
export type TermIn = Static<typeof TermIn>;
export type TimingIn = Static<typeof TimingIn>;
export type AutoRenewalIn = Static<typeof AutoRenewalIn>;
export type TierIn = Static<typeof TierIn>;
export type DailyRateIn = Static<typeof DailyRateIn>;

export const TermOut = Named('Term', { value: Type.Integer(), unit: TermUnit });
export const TimingOut = Named('Timing', { value: Type.Integer(), unit: TimingUnit, monthlyOption: MonthlyOption });
export const AutoRenewalOut = Named('AutoRenewal', {
  type: AutoRenewalType,
  term: Named('RenewalTerm', { value: Type.Integer(), unit: TimingUnit }),
});
export const DailyRateOut = Named('DailyRate', {
  type: DailyRateType,
  fixedRateValue: Type.String({ description: 'empty unless TYPE_FIXED_RATE' }),
});
export const TierOut = Named('Tier', {
  upperLimit: Type.String({ description: 'inclusive; empty on the last tier = no limit' }),
  kind: TierKind,
  feeFormula: FeeFormula,
  unitPrice: Type.String({ description: 'per-unit price, or the flat fee (v2 reading)' }),
  price: Type.String({ description: 'the flat fee of a KIND_FLAT_FEE tier (v1 reading); empty for per-unit tiers' }),
});

// ---------- enums: prefixed wire names ⇄ the domain's short names ----------
const RATE_TYPES: readonly RateType[] = ['FULL_PRICE', 'DAILY_RATE', 'FIXED_RATE'];

function prefixed<const P extends string, T extends string>(prefix: P, values: readonly T[]) {
  return {
    /** null for UNSPECIFIED or an unknown value, so the caller applies a default or refuses. */
    from(wire: string): T | null {
      const short = wire.startsWith(prefix) ? (wire.slice(prefix.length) as T) : null;
      return short !== null && values.includes(short) ? short : null;
    },
    to: (value: T): `${P}${T}` => `${prefix}${value}`,
  };
}

export const roundingWire = prefixed('ROUNDING_', ROUNDING_MODES);
export const rateTypeWire = prefixed('TYPE_', RATE_TYPES);

/** FIRST_DAY_OF_MONTH reads as DAY_1 (the same day); UNSPECIFIED is null. */
export function monthlyOptionIn(option: MonthlyOption): DomainMonthlyOption | null {
  if (option === 'MONTHLY_OPTION_UNSPECIFIED') return null;
  if (option === 'MONTHLY_OPTION_FIRST_DAY_OF_MONTH') return 'DAY_1';
  if (option === 'MONTHLY_OPTION_LAST_DAY_OF_MONTH') return 'LAST_DAY';
  return option.slice('MONTHLY_OPTION_'.length) as DomainMonthlyOption;
}

/** The domain's FIRST_DAY is shown as DAY_1, the form requests are stored in. */
export function monthlyOptionOut(option: DomainMonthlyOption): MonthlyOption {
  if (option === 'LAST_DAY') return 'MONTHLY_OPTION_LAST_DAY_OF_MONTH';
  if (option === 'FIRST_DAY') return 'MONTHLY_OPTION_DAY_1';
  return `MONTHLY_OPTION_${option}` as MonthlyOption;
}

// ---------- values ----------
/**
 * The text of a request decimal: a decimal string as given, a JSON number in its plain decimal form
 * (0.5 → "0.5", 3000 → "3000", never an exponent); '' and undefined stay. A JSON number must follow
 * the same rule as a decimal string (DECIMAL_PATTERN: up to 15 integer and 10 fraction digits), else
 * INVALID_ARGUMENT naming `field`; the value's range is checked where it is used.
 */
export function decimalText(v: number | string, field: string): string;
export function decimalText(v: number | string | undefined, field: string): string | undefined;
export function decimalText(v: number | string | undefined, field: string): string | undefined {
  if (typeof v !== 'number') return v;
  const text = numberText(v);
  if (!isDecimalText(text)) throw invalidField(field, 'must be a decimal with up to 15 integer and 10 fraction digits');
  return text;
}

/**
 * An integer field given as a JSON integer or its digits (IntIn); undefined and '' are 0. The schema
 * bounds a JSON integer; a string is bounded here, by the same `min`..`max`.
 */
export function intIn(v: number | string | undefined, field: string, min: number, max: number): number {
  if (v === undefined || v === '') return 0;
  const n = typeof v === 'number' ? v : Number(v);
  if (!Number.isSafeInteger(n)) throw invalidField(field, 'must be an integer');
  if (n < min || n > max) throw invalidField(field, `must be between ${min} and ${max}`);
  return n;
}

/** A tier with its numbers as decimal text (a JSON number or a string on the wire). */
export const tierText = (t: TierIn, field: string) => ({
  ...t,
  upperLimit: decimalText(t.upperLimit, `${field}.upperLimit`),
  unitPrice: decimalText(t.unitPrice, `${field}.unitPrice`),
  price: decimalText(t.price, `${field}.price`),
});

/** An exact decimal from a request number (a JSON number or a decimal string), in its plain form. */
export function decimalIn(v: number | string, field: string): string {
  const d = parseDecimal(decimalText(v, field));
  if (!d) throw invalidField(field, 'must be a decimal number');
  return formatDecimal(d);
}

/** A contracted quantity: an integer 0..MAX_QUANTITY (docs/conventions.md "Money and quantities"). */
export function quantityIn(v: number | string, field: string): string {
  const q = quantityOf(v);
  if (!q.ok) throw invalidField(field, q.reason);
  return q.value;
}

/** A billing or due timing; `minValue` bounds `value` (due timings count forward from the billing date). */
export function timingIn(t: TimingIn, field: string, minValue: number | null): Timing {
  const value = intIn(t.value, `${field}.value`, -SIGNED_MAX, SIGNED_MAX);
  const option = monthlyOptionIn(t.monthlyOption ?? 'MONTHLY_OPTION_UNSPECIFIED');
  if (t.unit === undefined || t.unit === 'UNIT_UNSPECIFIED') throw invalidField(`${field}.unit`, 'required: UNIT_MONTHLY or UNIT_DAILY');
  if (minValue !== null && value < minValue) throw invalidField(`${field}.value`, `must be >= ${minValue} (counted from the billing date)`);
  if (t.unit === 'UNIT_DAILY') {
    if (option !== null) throw invalidField(`${field}.monthlyOption`, 'only with UNIT_MONTHLY');
    return { value, unit: 'UNIT_DAILY', monthlyOption: 'DAY_1' };
  }
  if (option === null) throw invalidField(`${field}.monthlyOption`, 'required with UNIT_MONTHLY');
  return { value, unit: 'UNIT_MONTHLY', monthlyOption: option };
}

export const timingOut = (t: Timing): Static<typeof TimingOut> => ({
  value: t.value,
  unit: t.unit,
  monthlyOption: t.unit === 'UNIT_MONTHLY' ? monthlyOptionOut(t.monthlyOption) : 'MONTHLY_OPTION_UNSPECIFIED',
});

/** A contract term or billing cycle in months (≥ 1). */
export function termIn(t: TermIn, field: string): Term {
  const value = intIn(t.value, `${field}.value`, 0, TERM_MONTHS_MAX);
  if (value < 1) throw invalidField(`${field}.value`, 'must be >= 1 (months)');
  return { value, unit: 'UNIT_MONTHLY' };
}

/** A term, or value 0 and UNIT_UNSPECIFIED for none. */
export const termOut = (t: Term | null): Static<typeof TermOut> =>
  t ? { value: t.value, unit: t.unit } : { value: 0, unit: 'UNIT_UNSPECIFIED' };

/** Auto-renewal: a term only (and required) with TYPE_ENABLED; UNIT_DAILY ≤ 0, UNIT_MONTHLY < 0. */
export function autoRenewalIn(a: AutoRenewalIn, field: string): AutoRenewal {
  const term = a.term;
  const termGiven =
    term !== undefined &&
    (intIn(term.value, `${field}.term.value`, -SIGNED_MAX, SIGNED_MAX) !== 0 || (term.unit ?? 'UNIT_UNSPECIFIED') !== 'UNIT_UNSPECIFIED');
  if (a.type !== 'TYPE_ENABLED') {
    if (termGiven) throw invalidField(`${field}.term`, 'only with TYPE_ENABLED');
    return { type: 'DISABLED', term: null };
  }
  if (!term || !termGiven) throw invalidField(`${field}.term`, 'required with TYPE_ENABLED');
  const value = intIn(term.value, `${field}.term.value`, -SIGNED_MAX, SIGNED_MAX);
  if (term.unit === 'UNIT_DAILY') {
    if (value > 0) throw invalidField(`${field}.term.value`, 'with UNIT_DAILY must be zero or negative (days before the contract end)');
    return { type: 'ENABLED', term: { value, unit: 'UNIT_DAILY' } };
  }
  if (term.unit === 'UNIT_MONTHLY') {
    if (value >= 0)
      throw invalidField(`${field}.term.value`, 'with UNIT_MONTHLY must be negative (months before the contract end; zero is not allowed)');
    return { type: 'ENABLED', term: { value, unit: 'UNIT_MONTHLY' } };
  }
  throw invalidField(`${field}.term.unit`, 'required: UNIT_DAILY or UNIT_MONTHLY');
}

export const autoRenewalOut = (r: AutoRenewal): Static<typeof AutoRenewalOut> => ({
  type: r.type === 'ENABLED' ? 'TYPE_ENABLED' : 'TYPE_DISABLED',
  term: r.term ? { value: r.term.value, unit: r.term.unit } : { value: 0, unit: 'UNIT_UNSPECIFIED' },
});

const given = (s: string | undefined): s is string => s !== undefined && s !== '';

/**
 * A proration rate: TYPE_UNSPECIFIED is TYPE_DAILY_RATE; fixedRateValue (0..1) only and always
 * with TYPE_FIXED_RATE.
 */
export function rateIn(r: DailyRateIn | undefined, field: string): Rate {
  const type = r?.type ?? 'TYPE_UNSPECIFIED';
  const fixed = decimalText(r?.fixedRateValue, `${field}.fixedRateValue`);
  if (type !== 'TYPE_FIXED_RATE') {
    if (given(fixed)) throw invalidField(`${field}.fixedRateValue`, 'only with TYPE_FIXED_RATE');
    return { type: type === 'TYPE_FULL_PRICE' ? 'FULL_PRICE' : 'DAILY_RATE', fixedRateValue: '0' };
  }
  const value = given(fixed) ? parseDecimal(fixed) : null;
  if (!value || value.isNegative() || value.greaterThan(1))
    throw invalidField(`${field}.fixedRateValue`, 'required with TYPE_FIXED_RATE: a decimal between 0 and 1');
  return { type: 'FIXED_RATE', fixedRateValue: formatDecimal(value) };
}

export const rateOut = (r: Rate): Static<typeof DailyRateOut> => ({
  type: rateTypeWire.to(r.type),
  fixedRateValue: r.type === 'FIXED_RATE' ? r.fixedRateValue : '',
});

/** Both tier encodings at once: v1 (kind, unitPrice | price) and v2 (feeFormula, unitPrice). */
export const tierOut = (t: PricingTier): Static<typeof TierOut> => ({
  upperLimit: t.upperLimit ?? '',
  kind: `KIND_${t.fee}`,
  feeFormula: `FEE_FORMULA_${t.fee}`,
  unitPrice: t.price,
  price: t.fee === 'FLAT_FEE' ? t.price : '',
});
