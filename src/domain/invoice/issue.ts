/**
 * Which billings make which invoice, and the invoice's figures (docs/invoices.md "Closing", "Tax"). Pure:
 * the invoice service loads the billings to invoice, asks for the drafts, numbers and writes them.
 *
 * - Per billing: one invoice per billing. Monthly closing: one invoice per (payment method, billing due
 *   date) of the customer's billings being closed.
 * - Tax: per rate, the invoice's subtotal × rate, rounded once with the provider's rounding; the tax is
 *   then apportioned back to the billings by largest remainder, so billings sum to their invoice.
 * - Due date: the group's billing due date moved by the customer's holiday rule.
 */
import type { LocalDate } from '../calendar';
import { moveByHolidayRule, type HolidayRule } from '../businessday';
import { ZERO, dec, formatDecimal, roundYen, type Decimal, type RoundingMode } from '../money';
import { apportion } from './apportion';

export type Invoicing = 'PER_BILLING' | 'MONTHLY_CLOSING';

export interface InvoiceableBilling {
  id: string;
  billingDate: LocalDate;
  dueDate: LocalDate;
  paymentMethodId: string | null;
  /** The billing's amount before tax per rate (its lines summed per rate). */
  rates: ReadonlyArray<{ taxPercentage: string; subtotal: string }>;
}

export interface RateFigures {
  taxPercentage: string;
  subtotal: string;
  tax: string;
}

/** A billing's figures once on its invoice: its share of the invoice's tax. */
export interface BillingShare {
  billingId: string;
  taxes: RateFigures[];
  subtotal: string;
  tax: string;
  total: string;
}

export interface InvoiceDraft {
  paymentMethodId: string | null;
  /** The billings' due date (the group's key). */
  billingDueDate: LocalDate;
  /** After the holiday rule. */
  dueDate: LocalDate;
  taxes: RateFigures[];
  subtotal: string;
  tax: string;
  total: string;
  /** Earliest billing first (billing date, then id: ids are time-ordered). */
  billings: BillingShare[];
}

export interface DraftInput {
  billings: readonly InvoiceableBilling[];
  invoicing: Invoicing;
  holidayRule: HolidayRule;
  taxRounding: RoundingMode;
}

const earliestFirst = (a: InvoiceableBilling, b: InvoiceableBilling) =>
  a.billingDate < b.billingDate ? -1 : a.billingDate > b.billingDate ? 1 : a.id < b.id ? -1 : a.id > b.id ? 1 : 0;

function groupKey(b: InvoiceableBilling, invoicing: Invoicing): string {
  return invoicing === 'PER_BILLING' ? b.id : `${b.dueDate}|${b.paymentMethodId ?? ''}`;
}

/** The invoices these billings make, in a stable order (due date, payment method; per billing: billing order). */
export function draftInvoices(input: DraftInput): InvoiceDraft[] {
  const groups = new Map<string, InvoiceableBilling[]>();
  for (const b of [...input.billings].sort(earliestFirst)) {
    const key = groupKey(b, input.invoicing);
    const list = groups.get(key);
    if (list) list.push(b);
    else groups.set(key, [b]);
  }
  const drafts = [...groups.values()].map((members) => draftOne(members, input));
  if (input.invoicing === 'PER_BILLING') return drafts;
  return drafts.sort((a, b) =>
    a.billingDueDate !== b.billingDueDate
      ? a.billingDueDate < b.billingDueDate
        ? -1
        : 1
      : (a.paymentMethodId ?? '').localeCompare(b.paymentMethodId ?? ''),
  );
}

function draftOne(members: readonly InvoiceableBilling[], input: DraftInput): InvoiceDraft {
  const first = members[0]!;
  const rates = [...new Set(members.flatMap((m) => m.rates.map((r) => formatDecimal(dec(r.taxPercentage)))))].sort((a, b) =>
    dec(b).comparedTo(dec(a)),
  );
  const shares = members.map((m) => ({ billingId: m.id, taxes: [] as RateFigures[], subtotal: ZERO, tax: ZERO }));
  const taxes: RateFigures[] = [];
  let subtotal = ZERO;
  let tax = ZERO;
  for (const rate of rates) {
    const amounts = members.map((m) => sumAtRate(m, rate));
    const rateSubtotal = amounts.reduce((a, x) => a.plus(x), ZERO);
    const rateTax = roundYen(rateSubtotal.times(rate).dividedBy(100), input.taxRounding);
    taxes.push({ taxPercentage: rate, subtotal: formatDecimal(rateSubtotal), tax: formatDecimal(rateTax) });
    subtotal = subtotal.plus(rateSubtotal);
    tax = tax.plus(rateTax);
    apportion(rateTax, amounts).forEach((share, i) => {
      if (!members[i]!.rates.some((r) => dec(r.taxPercentage).equals(rate))) return;
      const s = shares[i]!;
      s.taxes.push({ taxPercentage: rate, subtotal: formatDecimal(amounts[i]!), tax: formatDecimal(share) });
      s.subtotal = s.subtotal.plus(amounts[i]!);
      s.tax = s.tax.plus(share);
    });
  }
  return {
    paymentMethodId: first.paymentMethodId,
    billingDueDate: first.dueDate,
    dueDate: moveByHolidayRule(first.dueDate, input.holidayRule),
    taxes,
    subtotal: formatDecimal(subtotal),
    tax: formatDecimal(tax),
    total: formatDecimal(subtotal.plus(tax)),
    billings: shares.map((s) => ({
      billingId: s.billingId,
      taxes: s.taxes,
      subtotal: formatDecimal(s.subtotal),
      tax: formatDecimal(s.tax),
      total: formatDecimal(s.subtotal.plus(s.tax)),
    })),
  };
}

function sumAtRate(b: InvoiceableBilling, rate: string): Decimal {
  let sum = ZERO;
  for (const r of b.rates) if (dec(r.taxPercentage).equals(rate)) sum = sum.plus(dec(r.subtotal));
  return sum;
}
