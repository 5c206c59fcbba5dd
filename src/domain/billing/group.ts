/**
 * Grouping lines into billings (docs/billing.md "Billings and tax"): one billing per (contract, billing date, due date,
 * payment method), with subtotal, per-rate tax (§7.5) and total.
 */
import type { LocalDate } from '../calendar';
import type { Decimal, RoundingMode } from '../money';
import { type RateTax, computeTax } from '../tax';
import type { BillingLine } from './types';

export interface BillingDraft {
  contractId: string;
  billingDate: LocalDate;
  dueDate: LocalDate;
  paymentMethodId: string;
  lines: BillingLine[];
  subtotal: Decimal;
  taxes: RateTax[];
  tax: Decimal;
  total: Decimal;
}

/** Billings ordered by billing date, due date, contract, payment method; lines keep input order. */
export function groupIntoBillings(input: { lines: readonly BillingLine[]; taxRounding?: RoundingMode }): BillingDraft[] {
  const groups = new Map<string, BillingLine[]>();
  for (const line of input.lines) {
    const key = `${line.billingDate}|${line.dueDate}|${line.contractId}|${line.paymentMethodId}`;
    const list = groups.get(key);
    if (list) list.push(line);
    else groups.set(key, [line]);
  }
  const keys = [...groups.keys()].sort();
  return keys.map((key) => {
    const lines = groups.get(key) as BillingLine[];
    const first = lines[0] as BillingLine;
    const tax = computeTax({ lines, taxRounding: input.taxRounding ?? 'ROUND_DOWN' });
    return {
      contractId: first.contractId,
      billingDate: first.billingDate,
      dueDate: first.dueDate,
      paymentMethodId: first.paymentMethodId,
      lines,
      subtotal: tax.subtotal,
      taxes: tax.byRate,
      tax: tax.tax,
      total: tax.total,
    };
  });
}
