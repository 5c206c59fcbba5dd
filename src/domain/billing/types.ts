/** Billing lines as the engine proposes, diffs and groups them (docs/api.md "Billing"). */
import type { LocalDate } from '../calendar';
import type { Decimal, DecimalInput } from '../money';

export type LineKind = 'RECURRING' | 'ONE_TIME' | 'USAGE' | 'ADJUSTMENT';

export interface BillingLine {
  /**
   * Identity of what is billed: `chargeItemId|fullPeriodStart|fullPeriodEnd|kind` (kind of the
   * original line), plus `|partStart` for a part of a period after its first (lineKey). The *full
   * calendar* period is used so the key survives a cancellation that shortens the period.
   * ADJUSTMENT lines carry the key of the line they adjust.
   */
  key: string;
  contractId: string;
  contractItemId: string;
  chargeItemId: string;
  name: string;
  kind: LineKind;
  /** Days in service covered (inclusive). */
  periodStart: LocalDate;
  periodEnd: LocalDate;
  quantity: Decimal;
  /** Informational unit price; subtotal is the only amount summed. */
  unitPrice: Decimal;
  /** Whole yen (negative for credits). */
  subtotal: Decimal;
  taxPercentage: Decimal;
  billingDate: LocalDate;
  dueDate: LocalDate;
  paymentMethodId: string;
}

/** A line already written (from non-invalidated billings). Amounts as stored (decimal strings ok). */
export interface ExistingLine {
  key: string;
  contractId: string;
  contractItemId: string;
  chargeItemId: string;
  name: string;
  kind: LineKind;
  periodStart: LocalDate;
  periodEnd: LocalDate;
  quantity: DecimalInput;
  unitPrice: DecimalInput;
  subtotal: DecimalInput;
  taxPercentage: DecimalInput;
}

/** One day's usage of a charge item; `recordedOn` = JST day it was (last) written. */
export interface UsageRecord {
  chargeItemId: string;
  date: LocalDate;
  quantity: DecimalInput;
  recordedOn: LocalDate;
}

/**
 * When lines became known (the "became known" rule, docs/billing.md "Billing dates and due dates"). `contract`: the day the current
 * contract state became known — the confirmation day, or the execute day of the latest amendment.
 * `byKey` overrides it per line key (the day the line first had its current amount, from the version
 * history: knownOnFromHistory). USAGE lines also take the latest `recordedOn` in their period.
 * `credits`: billing and due dates of the credit of a billed line that is no longer proposed.
 */
export interface KnownOn {
  contract: LocalDate;
  byKey?: Readonly<Record<string, LocalDate>>;
  credits?: Readonly<Record<string, { billingDate: LocalDate; dueDate: LocalDate }>>;
}

/** The full calendar period a line key names (its part's start when the key has one); null for a key of another shape. */
export function periodOfKey(key: string): { start: LocalDate; end: LocalDate } | null {
  const parts = key.split('|');
  if (parts.length < 4) return null;
  const date = /^\d{4}-\d{2}-\d{2}$/;
  const start = parts[4] ?? parts[1]!;
  const end = parts[2]!;
  return date.test(start) && date.test(end) ? { start: start as LocalDate, end: end as LocalDate } : null;
}

/**
 * The key of a line: `chargeItemId|fullStart|fullEnd|kind`; a part of a period after its first (a
 * period split by a change of timing, docs/billing.md) adds `|partStart`.
 */
export function lineKey(
  chargeItemId: string,
  fullStart: LocalDate,
  fullEnd: LocalDate,
  kind: Exclude<LineKind, 'ADJUSTMENT'>,
  partStart?: LocalDate,
): string {
  return partStart === undefined
    ? `${chargeItemId}|${fullStart}|${fullEnd}|${kind}`
    : `${chargeItemId}|${fullStart}|${fullEnd}|${kind}|${partStart}`;
}
