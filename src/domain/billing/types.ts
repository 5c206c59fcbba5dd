/** Billing lines as the engine proposes, diffs and groups them (DESIGN §5 BillingItem). */
import type { LocalDate } from '../calendar';
import type { Decimal, DecimalInput } from '../money';

export type LineKind = 'RECURRING' | 'ONE_TIME' | 'USAGE' | 'ADJUSTMENT';

export interface BillingLine {
  /**
   * Identity of what is billed: `chargeItemId|fullPeriodStart|fullPeriodEnd|kind` (kind of the
   * original line). The *full calendar* period is used so the key survives a cancellation that
   * shortens the period. ADJUSTMENT lines carry the key of the line they adjust.
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
 * When lines became known (the "became known" rule, DESIGN §7.3). `contract`: the day the current
 * contract state became known — the confirmation day, or the execute day of the latest amendment.
 * USAGE lines also take the latest `recordedOn` in their period. `byKey` overrides per line key.
 */
export interface KnownOn {
  contract: LocalDate;
  byKey?: Readonly<Record<string, LocalDate>>;
}

export function lineKey(chargeItemId: string, fullStart: LocalDate, fullEnd: LocalDate, kind: Exclude<LineKind, 'ADJUSTMENT'>): string {
  return `${chargeItemId}|${fullStart}|${fullEnd}|${kind}`;
}
