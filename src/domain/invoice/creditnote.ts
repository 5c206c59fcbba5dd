/**
 * Credit notes (返還インボイス, docs/credit.md): what a note against one issued invoice gives back, and
 * whether it may. Lines are amounts before tax at one of the invoice's rates; the tax is rounded once per
 * rate over everything given back at that rate: a note's tax at a rate is the rounded subtotal given
 * back at that rate by it and the earlier notes, less the tax the earlier notes gave back there, never
 * past the invoice's tax at that rate — so notes in series add up to what one note of their sum would
 * give, and never give back more tax than the invoice charged. A note takes at most what the invoice
 * still holds: per rate, its subtotal less what earlier notes took at that rate, and in total, its total
 * less earlier notes' totals. A note of ¥10,000 or more with tax needs the return document (少額返還:
 * below that the law exempts it).
 */
import { computeTax, type RateTax } from '../tax';
import { dec, formatDecimal, roundYen, sumDecimals, ZERO, type Decimal, type RoundingMode } from '../money';
import { ok, refuse, type Result } from '../result';
import type { RateFigures } from './issue';

/** A return of less than this (tax included) needs no qualified return invoice (少額返還の特例). */
export const SMALL_RETURN_LIMIT = '10000';
/** Lines on one note. */
export const CREDIT_NOTE_MAX_LINES = 100;

export interface CreditNoteLine {
  description: string;
  /** Before tax, whole yen, above zero. */
  amount: string;
  taxPercentage: string;
}

export interface CreditNoteDraft {
  lines: CreditNoteLine[];
  /** Highest rate first. */
  taxes: RateFigures[];
  subtotal: string;
  tax: string;
  total: string;
  returnInvoiceRequired: boolean;
}

export interface CreditableInvoice {
  /** The invoice's per-rate figures. */
  taxes: readonly RateFigures[];
  total: string;
  /** The figures of the notes already issued against it. */
  credited: ReadonlyArray<{ taxes: readonly RateFigures[]; total: string }>;
}

const rateKey = (p: string | Decimal): string => formatDecimal(dec(p));

/** Whether a return of `total` (tax included) needs the qualified return invoice. */
export const returnInvoiceRequired = (total: string): boolean => !dec(total).lessThan(SMALL_RETURN_LIMIT);

/** What the invoice still holds: per rate (subtotal) and in total. */
export function remainingOf(invoice: CreditableInvoice): { total: Decimal; byRate: Map<string, Decimal> } {
  const byRate = new Map(invoice.taxes.map((t) => [rateKey(t.taxPercentage), dec(t.subtotal)] as const));
  for (const note of invoice.credited)
    for (const t of note.taxes) {
      const k = rateKey(t.taxPercentage);
      byRate.set(k, (byRate.get(k) ?? ZERO).minus(dec(t.subtotal)));
    }
  const total = dec(invoice.total).minus(sumDecimals(invoice.credited.map((n) => dec(n.total))));
  return { total, byRate };
}

/** What earlier notes gave back at each rate: subtotal and tax. */
function givenBackOf(invoice: CreditableInvoice): Map<string, { subtotal: Decimal; tax: Decimal }> {
  const given = new Map<string, { subtotal: Decimal; tax: Decimal }>();
  for (const note of invoice.credited)
    for (const t of note.taxes) {
      const k = rateKey(t.taxPercentage);
      const g = given.get(k) ?? { subtotal: ZERO, tax: ZERO };
      given.set(k, { subtotal: g.subtotal.plus(dec(t.subtotal)), tax: g.tax.plus(dec(t.tax)) });
    }
  return given;
}

/**
 * The note's tax at one rate: round(subtotal given back at the rate so far, this note included) − the
 * tax earlier notes gave back there, the rounded amount capped at the invoice's tax at the rate (which may
 * have been rounded otherwise, before a change of the provider's rounding); never below zero.
 */
function taxGivenBack(rate: RateTax, invoice: CreditableInvoice, given: ReturnType<typeof givenBackOf>, rounding: RoundingMode): Decimal {
  const k = rateKey(rate.taxPercentage);
  const before = given.get(k) ?? { subtotal: ZERO, tax: ZERO };
  const charged = dec(invoice.taxes.find((t) => rateKey(t.taxPercentage) === k)?.tax ?? 0);
  const sofar = roundYen(before.subtotal.plus(rate.taxableAmount).times(rate.taxPercentage).dividedBy(100), rounding);
  const tax = (sofar.greaterThan(charged) ? charged : sofar).minus(before.tax);
  return tax.isNegative() ? ZERO : tax;
}

/** The note's figures: per rate (highest first) the lines' subtotal and the tax given back (taxGivenBack). */
function figuresOf(lines: readonly CreditNoteLine[], invoice: CreditableInvoice, rounding: RoundingMode) {
  const given = givenBackOf(invoice);
  const byRate = computeTax({ lines: lines.map((l) => ({ subtotal: l.amount, taxPercentage: l.taxPercentage })) }).byRate.map(
    (r): RateTax => ({ ...r, tax: taxGivenBack(r, invoice, given, rounding) }),
  );
  const subtotal = sumDecimals(byRate.map((r) => r.taxableAmount));
  const tax = sumDecimals(byRate.map((r) => r.tax));
  return { byRate, subtotal, tax, total: subtotal.plus(tax) };
}

/** Drafts a note of `lines` against `invoice`, or says which field is at fault. */
export function draftCreditNote(input: {
  lines: readonly CreditNoteLine[];
  invoice: CreditableInvoice;
  taxRounding: RoundingMode;
}): Result<CreditNoteDraft> {
  const { lines, invoice } = input;
  if (lines.length === 0) return refuse('INVALID_ARGUMENT', 'a credit note needs at least one line', 'lines');
  if (lines.length > CREDIT_NOTE_MAX_LINES) return refuse('INVALID_ARGUMENT', `at most ${CREDIT_NOTE_MAX_LINES} lines`, 'lines');
  const rates = new Set(invoice.taxes.map((t) => rateKey(t.taxPercentage)));
  for (const [i, l] of lines.entries()) {
    const amount = dec(l.amount);
    if (!amount.greaterThan(0)) return refuse('INVALID_ARGUMENT', 'must be above zero', `lines[${i}].amount`);
    if (!amount.isInteger()) return refuse('INVALID_ARGUMENT', 'must be whole yen', `lines[${i}].amount`);
    if (!rates.has(rateKey(l.taxPercentage)))
      return refuse(
        'INVALID_ARGUMENT',
        `the invoice has no line at ${rateKey(l.taxPercentage)}% (its rates: ${[...rates].map((r) => `${r}%`).join(', ')})`,
        `lines[${i}].taxPercentage`,
      );
  }
  const summary = figuresOf(lines, invoice, input.taxRounding);
  const remaining = remainingOf(invoice);
  for (const r of summary.byRate) {
    const left = remaining.byRate.get(rateKey(r.taxPercentage)) ?? ZERO;
    if (r.taxableAmount.greaterThan(left))
      return refuse(
        'FAILED_PRECONDITION',
        `the lines at ${rateKey(r.taxPercentage)}% come to ${formatDecimal(r.taxableAmount)} before tax; the invoice holds ${formatDecimal(left.isNegative() ? ZERO : left)} at that rate`,
      );
  }
  if (summary.total.greaterThan(remaining.total))
    return refuse(
      'FAILED_PRECONDITION',
      `the note comes to ${formatDecimal(summary.total)} with tax; the invoice holds ${formatDecimal(remaining.total.isNegative() ? ZERO : remaining.total)}`,
    );
  const total = formatDecimal(summary.total);
  return ok({
    lines: lines.map((l) => ({
      description: l.description,
      amount: formatDecimal(dec(l.amount)),
      taxPercentage: rateKey(l.taxPercentage),
    })),
    taxes: summary.byRate.map((r) => ({
      taxPercentage: rateKey(r.taxPercentage),
      subtotal: formatDecimal(r.taxableAmount),
      tax: formatDecimal(r.tax),
    })),
    subtotal: formatDecimal(summary.subtotal),
    tax: formatDecimal(summary.tax),
    total,
    returnInvoiceRequired: returnInvoiceRequired(total),
  });
}
