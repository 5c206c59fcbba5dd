/**
 * The line limit of usage writes (docs/billing-lifecycle.md "Usage"): with the written values in place
 * of the stored ones, the line of every period a value falls in must stay within MAX_LINE_AMOUNT.
 * A usage line bills Σ quantity of its period, so the stored usage is read as one sum per period
 * (one query for all periods), not as rows; the line is then priced by the domain with that sum.
 */
import { MAX_LINE_AMOUNT, formatDecimal, lineContaining, linesOfChargeItem, type ContractDoc, type LocalDate } from '../../domain';
import type { UsageRecord } from '../../domain/billing/types';
import { storedUsageInPeriods, type PeriodOfCharge } from '../../db/repos/usage.batch.repo';
import type { ServiceCtx } from '../context';

export interface UsageWrites {
  contract: ContractDoc;
  chargeItemId: string;
  /** At most one value per day. */
  values: ReadonlyArray<{ date: LocalDate; quantity: string }>;
}

export interface PeriodOverLimit {
  start: LocalDate;
  end: LocalDate;
  message: string;
}

/** The periods whose line would exceed the limit, by charge item (charge items with none are absent). */
export async function periodsOverLineLimit(
  ctx: ServiceCtx,
  writes: readonly UsageWrites[],
  today: LocalDate,
): Promise<Map<string, PeriodOverLimit[]>> {
  // 1. The periods touched: their bounds do not depend on usage.
  const touched = writes.map((w) => {
    const empty = linesOfChargeItem({ contract: w.contract, chargeItemId: w.chargeItemId, usage: [], knownOn: today });
    const periods = new Map<string, PeriodOfCharge>();
    for (const v of w.values) {
      const line = lineContaining(empty, v.date);
      if (!line) continue;
      const period = periods.get(line.periodStart) ?? {
        chargeItemId: w.chargeItemId,
        start: line.periodStart,
        end: line.periodEnd,
        exceptDays: [],
      };
      (period.exceptDays as string[]).push(v.date);
      periods.set(line.periodStart, period);
    }
    return [...periods.values()];
  });
  // 2. Σ stored usage of each period, without the days written.
  const sums = await storedUsageInPeriods(ctx.db, ctx.caller.tenantId, touched.flat());
  // 3. Each touched line priced with stored sum + written values.
  const out = new Map<string, PeriodOverLimit[]>();
  let at = 0;
  for (const [i, w] of writes.entries()) {
    const periods = touched[i]!;
    const usage: UsageRecord[] = w.values.map((v) => ({
      chargeItemId: w.chargeItemId,
      date: v.date,
      quantity: v.quantity,
      recordedOn: today,
    }));
    for (const p of periods) {
      const stored = sums[at++]!;
      if (stored !== '0') usage.push({ chargeItemId: w.chargeItemId, date: p.start as LocalDate, quantity: stored, recordedOn: today });
    }
    if (periods.length === 0) continue;
    const lines = linesOfChargeItem({ contract: w.contract, chargeItemId: w.chargeItemId, usage, knownOn: today });
    for (const p of periods) {
      const line = lineContaining(lines, p.start as LocalDate);
      if (!line || !line.subtotal.abs().greaterThan(MAX_LINE_AMOUNT)) continue;
      const over = {
        start: line.periodStart,
        end: line.periodEnd,
        message: `the period ${line.periodStart}..${line.periodEnd} would bill ${formatDecimal(line.subtotal)} yen, above the limit of ${MAX_LINE_AMOUNT} yen per billing line`,
      };
      out.set(w.chargeItemId, [...(out.get(w.chargeItemId) ?? []), over]);
    }
  }
  return out;
}
