/**
 * Proposed vs existing (docs/billing.md "Rounding, lines, adjustments and credits"): only the difference is written. Per line key:
 * - nothing billed yet → the proposed line (when due: billingDate ≤ asOf; zero amounts are skipped);
 * - billed amount (originals + earlier ADJUSTMENTs) ≠ proposed → one ADJUSTMENT for the difference;
 * - billed but no longer proposed (e.g. a cancelled period billed in advance) → an ADJUSTMENT
 *   crediting everything billed, dated by the proposal's credit timing (per key when the version
 *   history gave one: the removed line's nominal date, or the day it was removed if that had passed).
 * Applying the result and diffing again yields nothing.
 */
import type { LocalDate } from '../calendar';
import { type Decimal, ZERO, dec } from '../money';
import type { Proposal } from './propose';
import type { BillingLine, ExistingLine } from './types';

interface Billed {
  sum: Decimal;
  sample: ExistingLine;
}

function billedByKey(existing: readonly ExistingLine[]): Map<string, Billed> {
  const billed = new Map<string, Billed>();
  for (const line of existing) {
    const entry = billed.get(line.key);
    if (entry) entry.sum = entry.sum.plus(dec(line.subtotal));
    else billed.set(line.key, { sum: dec(line.subtotal), sample: line });
  }
  return billed;
}

function creditLine(proposal: Proposal, paymentMethodId: string, billed: Billed): BillingLine {
  const s = billed.sample;
  const timing = proposal.creditTimingByKey[s.key] ?? proposal.creditTiming(s.chargeItemId, s.periodStart);
  return {
    key: s.key,
    contractId: s.contractId,
    contractItemId: s.contractItemId,
    chargeItemId: s.chargeItemId,
    name: s.name,
    kind: 'ADJUSTMENT',
    periodStart: s.periodStart,
    periodEnd: s.periodEnd,
    quantity: dec(s.quantity),
    unitPrice: dec(s.unitPrice),
    subtotal: ZERO.minus(billed.sum),
    taxPercentage: dec(s.taxPercentage),
    billingDate: timing.billingDate,
    dueDate: timing.dueDate,
    paymentMethodId,
  };
}

/**
 * The lines to write now for one contract. `existing`: lines of its non-invalidated billings.
 * `asOf`: the run date (lines with billingDate ≤ asOf are due). Output order: proposal order, then
 * credits for keys no longer proposed.
 */
export function diffLines(input: { proposal: Proposal; existing: readonly ExistingLine[]; asOf: LocalDate }): BillingLine[] {
  const { proposal, asOf } = input;
  const billed = billedByKey(input.existing);
  const out: BillingLine[] = [];
  // Keys still proposed matter only for crediting what was billed (none when nothing was).
  const proposedKeys = billed.size > 0 ? new Set<string>() : null;
  for (const line of proposal.lines) {
    proposedKeys?.add(line.key);
    if (line.billingDate > asOf) continue;
    const prior = billed.size > 0 ? billed.get(line.key) : undefined;
    if (!prior) {
      if (!line.subtotal.isZero()) out.push(line);
      continue;
    }
    const delta = line.subtotal.minus(prior.sum);
    if (!delta.isZero()) out.push({ ...line, kind: 'ADJUSTMENT', subtotal: delta });
  }
  for (const [key, entry] of billed) {
    if (proposedKeys?.has(key) || entry.sum.isZero()) continue;
    const credit = creditLine(proposal, proposal.paymentMethodId, entry);
    if (credit.billingDate <= asOf) out.push(credit);
  }
  return out;
}

/** Turns written lines back into ExistingLine form (what a repository would return). */
export function asExisting(lines: readonly BillingLine[]): ExistingLine[] {
  return lines.map((l) => ({
    key: l.key,
    contractId: l.contractId,
    contractItemId: l.contractItemId,
    chargeItemId: l.chargeItemId,
    name: l.name,
    kind: l.kind,
    periodStart: l.periodStart,
    periodEnd: l.periodEnd,
    quantity: l.quantity,
    unitPrice: l.unitPrice,
    subtotal: l.subtotal,
    taxPercentage: l.taxPercentage,
  }));
}
