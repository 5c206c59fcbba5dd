/**
 * Exact money (docs/billing.md "Rounding, lines, adjustments and credits"). All amounts and quantities are decimal.js values; whole-yen rounding
 * happens only in roundYen, called once per line subtotal and once per tax rate.
 */
import DecimalJs from 'decimal.js';

/** A private Decimal constructor: 40 significant digits, independent of other users' settings. */
export const Decimal = DecimalJs.clone({ precision: 40, rounding: DecimalJs.ROUND_HALF_UP, toExpNeg: -40, toExpPos: 40 });
export type Decimal = InstanceType<typeof Decimal>;
/** Anything Decimal accepts: a decimal string, an integer number, or a Decimal. */
export type DecimalInput = Decimal | string | number;

/**
 * Rounding to whole yen, symmetric around zero so a credit mirrors its charge:
 * ROUND_DOWN toward zero, ROUND_UP away from zero, ROUND_HALF_UP halves away from zero.
 */
export type RoundingMode = 'ROUND_DOWN' | 'ROUND_UP' | 'ROUND_HALF_UP';
export const ROUNDING_MODES: readonly RoundingMode[] = ['ROUND_DOWN', 'ROUND_UP', 'ROUND_HALF_UP'];

const MODE: Record<RoundingMode, DecimalJs.Rounding> = {
  ROUND_DOWN: DecimalJs.ROUND_DOWN,
  ROUND_UP: DecimalJs.ROUND_UP,
  ROUND_HALF_UP: DecimalJs.ROUND_HALF_UP,
};

export const ZERO: Decimal = new Decimal(0);
export const ONE: Decimal = new Decimal(1);

/**
 * Decimals parsed from the same string or number are shared (a Decimal is immutable): the bill run
 * parses the same few prices, quantities and rates for every contract. The cache is bounded.
 */
const parsed = new Map<string | number, Decimal>();
const PARSED_MAX = 10_000;

export function dec(value: DecimalInput): Decimal {
  if (value instanceof Decimal) return value;
  let d = parsed.get(value);
  if (d === undefined) {
    d = new Decimal(value);
    if (parsed.size >= PARSED_MAX) parsed.clear();
    parsed.set(value, d);
  }
  return d;
}

/** Rounds to whole yen with `mode` (default ROUND_DOWN). roundYen(-10.5, 'ROUND_HALF_UP') = -11. */
export function roundYen(amount: Decimal, mode: RoundingMode = 'ROUND_DOWN'): Decimal {
  return amount.isInteger() ? amount : amount.toDecimalPlaces(0, MODE[mode]);
}

/** Rounds to `places` decimals (informational values such as an average unit price). */
export function roundTo(amount: Decimal, places: number, mode: RoundingMode): Decimal {
  return amount.toDecimalPlaces(places, MODE[mode]);
}

export function sumDecimals(values: Iterable<Decimal>): Decimal {
  let total = ZERO;
  for (const v of values) total = total.plus(v);
  return total;
}

/** Wire form: plain decimal string, no exponent, no trailing zeros ("1100", "12.5", "-3"). */
export function formatDecimal(value: Decimal): string {
  const text = value.toFixed();
  return text === '-0' ? '0' : text;
}

/**
 * The number rule of requests (docs/conventions.md): an optional minus, at most 15 integer digits
 * without leading zeros, at most 10 decimals. Requests are held to it; parseDecimal below reads
 * any plain decimal the service itself stores or computes.
 */
export const DECIMAL_PATTERN = '^-?(0|[1-9][0-9]{0,14})(\\.[0-9]{1,10})?$';

/**
 * A JSON number of a request in plain decimal text (0.5 → "0.5", 3000 → "3000", 1e21 → "1000000000000000000000",
 * never an exponent); "NaN" for a non-finite number, so the decimal rule refuses it.
 */
export function numberText(n: number): string {
  return Number.isFinite(n) ? new Decimal(n).toFixed() : 'NaN';
}

/** True when `text` follows the number rule of requests (DECIMAL_PATTERN). */
export function isDecimalText(text: string): boolean {
  return new RegExp(DECIMAL_PATTERN).test(text);
}

/** Parses a decimal string strictly (digits, optional sign and fraction); refuses NaN and Infinity. */
export function parseDecimal(text: string): Decimal | null {
  if (!/^-?\d{1,20}(\.\d{1,20})?$/.test(text)) return null;
  return new Decimal(text);
}
