/**
 * Input limits (docs/errors.md "Limits"): every value that multiplies work or money is bounded where
 * it enters, so nothing accepted can later be refused by the bill run's safety bound
 * (billing/safety.ts) or make an expected billing promise an absurd amount.
 */
import { addMonthsClamped, endOfMonth, startOfMonth, type LocalDate } from './calendar';
import { dec, formatDecimal, parseDecimal, type Decimal } from './money';
import { ok, refuse, type Result } from './result';

/** A contracted quantity: an integer 0..MAX_QUANTITY. */
export const MAX_QUANTITY = 1_000_000_000;
/** One day's usage of one charge item: a decimal 0..MAX_USAGE_QUANTITY. */
export const MAX_USAGE_QUANTITY = '1000000000';
/** A price or tier price (yen). */
export const MAX_PRICE = '10000000000';
/** One billing line (yen): the bill run's safety bound refuses a larger line. */
export const MAX_LINE_AMOUNT = '10000000000';
/** The last business date a contract, item or amendment may name. */
export const LAST_BUSINESS_DATE = '2199-12-31' as LocalDate;
/** The first business date a contract, item or amendment may name. */
export const FIRST_BUSINESS_DATE = '2000-01-01' as LocalDate;
/** An item runs over at most this many calendar months (the engine bills at most 1200 periods per item). */
export const MAX_ITEM_MONTHS = 1200;

/** A contract document holds at most this many items (main and option, every version's additions)… */
export const MAX_ITEMS_PER_CONTRACT = 200;
/** …at most this many charge items in all… */
export const MAX_CHARGE_ITEMS_PER_CONTRACT = 1000;
/**
 * …and at most this many effective-dated terms and dated changes of names and timings (each quantity
 * change or customisation adds at most one per charge item, and one for the item's name).
 */
export const MAX_TERMS_PER_CONTRACT = 10_000;

const INTEGER = /^(0|[1-9][0-9]*)$/;

/** A contracted quantity: an integer (number or digit string) in 0..MAX_QUANTITY, as a string. */
export function quantityOf(value: number | string): Result<string> {
  const text = String(value);
  if (!INTEGER.test(text)) return refuse('INVALID_ARGUMENT', 'must be an integer >= 0 (a contracted quantity has no fraction)');
  if (text.length > 10 || Number(text) > MAX_QUANTITY) return refuse('INVALID_ARGUMENT', `must be at most ${MAX_QUANTITY}`);
  return ok(text);
}

/** A usage quantity: a decimal in 0..MAX_USAGE_QUANTITY. */
export function usageQuantityOf(text: string): Result<string> {
  const d = parseDecimal(text);
  if (!d || d.isNegative()) return refuse('INVALID_ARGUMENT', 'must be a decimal >= 0');
  if (d.greaterThan(MAX_USAGE_QUANTITY)) return refuse('INVALID_ARGUMENT', `must be at most ${MAX_USAGE_QUANTITY}`);
  return ok(formatDecimal(d));
}

/** A price or tier price must not exceed MAX_PRICE. */
export function checkPrice(price: string, field: string): Result<string> {
  return dec(price).greaterThan(MAX_PRICE) ? refuse('INVALID_ARGUMENT', `must be at most ${MAX_PRICE} yen`, field) : ok(price);
}

/** The amount of one full period (pricePeriod) must stay within MAX_LINE_AMOUNT; `field` names the quantity. */
export function checkPeriodAmount(amount: Decimal, field: string): Result<Decimal> {
  if (amount.abs().greaterThan(MAX_LINE_AMOUNT)) {
    return refuse(
      'INVALID_ARGUMENT',
      `one billing period would be ${formatDecimal(amount)} yen, above the limit of ${MAX_LINE_AMOUNT} yen per billing line`,
      field,
    );
  }
  return ok(amount);
}

/** A business date must lie in FIRST_BUSINESS_DATE..LAST_BUSINESS_DATE. */
export function checkBusinessDate(date: LocalDate, field: string): Result<LocalDate> {
  if (date < FIRST_BUSINESS_DATE || date > LAST_BUSINESS_DATE) {
    return refuse('INVALID_ARGUMENT', `must be between ${FIRST_BUSINESS_DATE} and ${LAST_BUSINESS_DATE}`, field);
  }
  return ok(date);
}

/**
 * An item spans at most MAX_ITEM_MONTHS calendar months, counting its first and last months whole
 * (the engine bills one period per calendar month at most): the end lies before the start's month
 * plus MAX_ITEM_MONTHS.
 */
export function checkItemSpan(start: LocalDate, end: LocalDate, field: string): Result<LocalDate> {
  const last = endOfMonth(addMonthsClamped(startOfMonth(start), MAX_ITEM_MONTHS - 1));
  if (end > last)
    return refuse(
      'INVALID_ARGUMENT',
      `must be on or before ${last}: an item runs at most ${MAX_ITEM_MONTHS} calendar months (${MAX_ITEM_MONTHS / 12} years)`,
      field,
    );
  return ok(end);
}

/** The items of a contract document as the size bound counts them. */
type SizedItems = ReadonlyArray<{
  names?: readonly unknown[];
  chargeItems: ReadonlyArray<{ terms?: readonly unknown[]; settings?: readonly unknown[] }>;
}>;

/**
 * The size of one contract document (every bill run and projection walks all of it). `terms` counts
 * the effective-dated terms and the dated changes of names and timings.
 */
export function contractSize(items: SizedItems): {
  items: number;
  charges: number;
  terms: number;
} {
  const charges = items.flatMap((i) => i.chargeItems);
  const dated =
    charges.reduce((n, c) => n + (c.terms?.length ?? 1) + (c.settings?.length ?? 0), 0) +
    items.reduce((n, i) => n + (i.names?.length ?? 0), 0);
  return { items: items.length, charges: charges.length, terms: dated };
}

export function checkContractSize(items: SizedItems, field: string): Result<number> {
  const size = contractSize(items);
  if (size.items > MAX_ITEMS_PER_CONTRACT)
    return refuse(
      'INVALID_ARGUMENT',
      `a contract holds at most ${MAX_ITEMS_PER_CONTRACT} items (this one would have ${size.items})`,
      field,
    );
  if (size.charges > MAX_CHARGE_ITEMS_PER_CONTRACT)
    return refuse(
      'INVALID_ARGUMENT',
      `a contract holds at most ${MAX_CHARGE_ITEMS_PER_CONTRACT} charge items (this one would have ${size.charges})`,
      field,
    );
  if (size.terms > MAX_TERMS_PER_CONTRACT)
    return refuse(
      'INVALID_ARGUMENT',
      `a contract holds at most ${MAX_TERMS_PER_CONTRACT} effective-dated terms and dated changes (this one would have ${size.terms})`,
      field,
    );
  return ok(size.charges);
}
